import { compileErrors, validate } from '@readme/openapi-parser';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import '#server/http/base-app.ts';
import { helpSearchSchema } from '#server/domain/help/help.schemas.ts';
import { startConversationSchema } from '#server/domain/inbox/inbox.schemas.ts';
import { pricingSchema } from '#server/domain/listings/listing.schemas.ts';
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

  it('describes the body of every answer with one: a JSON schema or the media types of a download', () => {
    const bare: string[] = [];
    for (const op of listOperations()) {
      for (const [status, response] of Object.entries(op.responses)) {
        // 204 No Content, and 202 Accepted as this API sends it, answer no body (the suite checks they send none).
        if (status === '204' || status === '202' || Number(status) >= 300) continue;
        if (!response.schema && !response.binary) bare.push(`${op.method.toUpperCase()} ${op.path} ${status}`);
      }
    }
    expect(bare).toEqual([]);
  });

  it('declares what a download really is, never application/octet-stream', () => {
    const text = JSON.stringify(openApiDocument().paths);
    expect(text).not.toContain('application/octet-stream');
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

describe('request schemas in the document', () => {
  const doc = openApiDocument();
  const ajv = new Ajv2020({ strict: false });
  addFormats.default(ajv);
  ajv.addSchema({ $id: 'openapi', components: doc.components }, 'openapi');
  const documented = (id: string) => ajv.compile({ $ref: `openapi#/components/schemas/${id}` });

  // The document and the code agree on each body: accepted by both or refused by both.
  const agree = (id: string, schema: z.ZodType, bodies: unknown[]) => {
    const validate = documented(id);
    for (const body of bodies) expect(validate(body), JSON.stringify(body)).toBe(schema.safeParse(body).success);
  };

  it('need exactly one context to start a conversation, as the code does', () => {
    const one = '7a1c0e52-9a43-4c1e-8f3c-2d4f1f1f1f1f';
    const other = '2b6f3c8e-1d2a-4b5c-9e8f-0a1b2c3d4e5f';
    agree('ConversationStart', startConversationSchema, [
      {},
      { body: 'Halló' },
      { listing_id: one },
      { application_id: one, body: 'Halló' },
      { offer_id: one },
      { listing_id: one, offer_id: other },
      { listing_id: one, application_id: other, offer_id: one },
    ]);
    expect(startConversationSchema.safeParse({ body: 'Halló' }).success).toBe(false);
  });

  it('need the lease’s months for a fixed lease and the security’s months for a security, as the code does', () => {
    const base = { rentIsk: 250_000, availableFrom: '2027-01-01', utilitiesIncluded: [] };
    agree('ListingPricing', pricingSchema, [
      { ...base, securityType: 'none', leaseType: 'indefinite' },
      { ...base, securityType: 'none', leaseType: 'fixed' },
      { ...base, securityType: 'none', leaseType: 'fixed', leaseMonths: 12 },
      { ...base, securityType: 'deposit', leaseType: 'indefinite' },
      { ...base, securityType: 'deposit', securityMonths: 0, leaseType: 'indefinite' },
      { ...base, securityType: 'deposit', securityMonths: 2, leaseType: 'indefinite' },
      { ...base, securityType: 'deposit', securityMonths: 2, leaseType: 'fixed' },
      { ...base, securityType: 'insurance', securityMonths: 1.5, leaseType: 'fixed', leaseMonths: 24 },
    ]);
  });

  it('list the help search’s q as required, 2-200 characters, as the code does', () => {
    const parameters = (
      doc.paths['/api/help/search/'] as { get: { parameters: { name: string; required: boolean; schema: object }[] } }
    ).get.parameters;
    expect(parameters.map((p) => [p.name, p.required])).toEqual([['q', true]]);
    const validate = ajv.compile(parameters[0].schema);
    for (const q of ['', 'a', 'ab', 'leiga', 'x'.repeat(200), 'x'.repeat(201)])
      expect(validate(q), q).toBe(helpSearchSchema.safeParse({ q }).success);
  });
});
