import { compileErrors, validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import '#server/http/base-app.ts';
import { ERROR_STATUS } from '#server/lib/errors.ts';
import { listOperations, openApiDocument, pathParamNames } from './openapi.ts';

// The document is checked by an independent OpenAPI 3.1 validator, @readme/openapi-parser (the
// 3.1 schema and semantics: every $ref resolves, path parameters are declared, operation ids are
// unique).

type Doc = ReturnType<typeof openApiDocument>;
type Operation = { parameters?: { name: string; in: string; required?: boolean; schema?: { format?: string } }[] };

describe('/api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await validate(structuredClone(openApiDocument()) as never);
    expect(result.valid ? '' : compileErrors(result)).toBe('');
  });

  it('is checked by a validator that finds a dangling $ref and an undeclared path parameter', async () => {
    const dangling = structuredClone(openApiDocument()) as Doc;
    (dangling.paths['/api/token/'] as Record<string, unknown>).post = {
      responses: { 200: { description: 'x', content: { 'application/json': { schema: { $ref: '#/$defs/TokenPair' } } } } },
    };
    expect((await validate(dangling as never)).valid).toBe(false);
    const undeclared = structuredClone(openApiDocument()) as Doc;
    delete (undeclared.paths['/api/listings/{id}/draft/'] as Record<string, { parameters?: unknown }>).get.parameters;
    expect((await validate(undeclared as never)).valid).toBe(false);
  });

  it('carries no $id and no $defs: every reference resolves from the document root', () => {
    const text = JSON.stringify(openApiDocument());
    expect(text).not.toContain('"$id"');
    expect(text).not.toContain('$defs');
  });

  it('declares every path parameter as required, ids as UUIDs', () => {
    const doc: Doc = openApiDocument();
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods as Record<string, Operation>)) {
        const declared = (op.parameters ?? []).filter((p) => p.in === 'path');
        expect(
          declared.map((p) => p.name),
          `${method} ${path}`,
        ).toEqual(pathParamNames(path));
        for (const p of declared) {
          expect(p.required).toBe(true);
          if (p.name === 'id' || p.name.endsWith('Id')) expect(p.schema?.format, `${method} ${path} ${p.name}`).toBe('uuid');
        }
      }
    }
  });

  it('lists every error code in the Error schema', () => {
    const error = openApiDocument().components.schemas.Error as {
      properties: { error: { properties: { code: { enum: string[] } } } };
    };
    expect(error.properties.error.properties.code.enum).toEqual(Object.keys(ERROR_STATUS));
  });

  it('describes each operation once, with the bearer requirement when it needs a token', () => {
    const doc: Doc = openApiDocument();
    const ops = listOperations();
    expect(ops.length).toBeGreaterThan(50);
    for (const op of ops) {
      const described = (doc.paths[op.path] as Record<string, { security?: unknown }>)[op.method];
      expect(described.security, `${op.method} ${op.path}`).toEqual(op.auth ? [{ bearer: [] }] : undefined);
    }
  });
});
