import { z } from 'zod';
import { isIdParamName } from '#common/input.ts';
import type { StaffPermission } from '#server/domain/access/permissions.ts';
import type { TeamPermission } from '#server/domain/access/roles.ts';
import { ERROR_STATUS } from '#server/lib/errors.ts';

// The registry of JSON endpoints; /api/openapi.json is generated from it and its Zod schemas.
// Endpoints are declared with defineOperation (define.ts), which registers the route, this
// description and the bearer requirement in one call.

/** A path parameter (`{name}` in the path). Ids are UUIDs unless said otherwise. */
export interface PathParam {
  description?: string;
  /** 'uuid' (the default for `id` and names ending in `Id`) or a plain string. */
  format?: 'uuid' | 'string';
}

export interface ApiOperation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  summary: string;
  tags: string[];
  /** true: a valid bearer token is needed (401 without one, before anything else). */
  auth: boolean;
  /** A staff area permission (403 for anyone without it, before the body is read). Needs auth. */
  permission?: StaffPermission;
  /**
   * A team role permission on the team named by the path's `{slug}`: 404 for anyone who is not a
   * member with a role granting it, before the body is read. Needs auth. Generated into the
   * access matrix (tests/integration/team-access-matrix.int.test.ts).
   */
  teamPermission?: TeamPermission;
  /** Path parameters, where the default (a required UUID) doesn't fit or a description helps. */
  params?: Record<string, PathParam>;
  body?: z.ZodType;
  /** Query parameters, each described in words (type string unless said). */
  query?: { name: string; description: string; type?: 'string' | 'integer' | 'boolean' }[];
  /**
   * The query as the code parses it (a Zod object of string fields): its fields become the
   * query parameters, required and constrained as the schema says. Instead of `query`.
   */
  querySchema?: z.ZodObject;
  /** How the body is sent: JSON (the default) or a multipart form with files. */
  bodyType?: 'json' | 'multipart';
  /** `binary` describes a response of raw bytes (a download) of the given media type, or one of several. */
  responses: Record<number, { description: string; schema?: z.ZodType; binary?: string | readonly string[] }>;
}

export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.enum(Object.keys(ERROR_STATUS) as [keyof typeof ERROR_STATUS, ...(keyof typeof ERROR_STATUS)[]]),
      message: z.string(),
      fields: z.record(z.string(), z.array(z.string())).optional(),
      /** Values that help act on the refusal, e.g. `suggestion`: a free team slug. */
      details: z.record(z.string(), z.string()).optional(),
    }),
  })
  .meta({ id: 'Error' });

const operations: ApiOperation[] = [];

/** The `{name}`s in an OpenAPI path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
}

/** Adds an operation to the document. Only defineOperation calls this. */
export function registerOperation(op: ApiOperation): void {
  if (operations.some((o) => o.method === op.method && o.path === op.path)) {
    throw new Error(`API operation declared twice: ${op.method.toUpperCase()} ${op.path}`);
  }
  const names = pathParamNames(op.path);
  for (const name of Object.keys(op.params ?? {})) {
    if (!names.includes(name)) throw new Error(`${op.method.toUpperCase()} ${op.path}: parameter ${name} is not in the path`);
  }
  if (op.query && op.querySchema) throw new Error(`${op.method.toUpperCase()} ${op.path}: query or querySchema, not both`);
  if (op.permission && !op.auth) throw new Error(`${op.method.toUpperCase()} ${op.path}: a permission needs auth: true`);
  if (op.teamPermission && (!op.auth || !op.path.includes('{slug}')))
    throw new Error(`${op.method.toUpperCase()} ${op.path}: a team permission needs auth: true and a {slug}`);
  operations.push(op);
}

export function listOperations(): readonly ApiOperation[] {
  return operations;
}

type JsonSchema = Record<string, unknown>;

/**
 * Points `#/$defs/<id>` references at the document's components instead, and drops the `$id`s
 * Zod gives registered schemas (a `$id` with a fragment isn't valid JSON Schema 2020-12, and it
 * would change what the references inside resolve against).
 */
function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== '$id')
      .map(([key, v]) => [
        key,
        key === '$ref' && typeof v === 'string' ? v.replace(/^#\/\$defs\//, '#/components/schemas/') : rewriteRefs(v),
      ]),
  );
}

/**
 * A schema for a request or response: a reference to a registered schema, or the schema inline.
 * Definitions an inline schema carries (registered schemas it uses) move to the components, so
 * every `$ref` resolves from the document's root.
 */
function schemaRef(schema: z.ZodType, io: 'input' | 'output', components: Record<string, JsonSchema>) {
  const id = z.globalRegistry.get(schema)?.id;
  if (id) return { $ref: `#/components/schemas/${id}` };
  const { $schema: _ignored, $defs, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  for (const [name, def] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) {
    const { id: _id, ...body } = def;
    components[name] ??= rewriteRefs(body) as JsonSchema;
  }
  return rewriteRefs(rest) as JsonSchema;
}

/**
 * The refusals every operation of its kind answers before its handler runs, so the document
 * lists them even where the operation does not: 401 without a token (auth), 403 without the
 * staff permission, 404 outside the team or for a path id that is not one (path-ids.ts), 422 for
 * a body its schema refuses.
 */
function machineryResponses(op: ApiOperation): ApiOperation['responses'] {
  const error = (description: string) => ({ description, schema: errorBodySchema });
  const responses: ApiOperation['responses'] = {};
  if (op.auth) responses[401] = error('No valid bearer token');
  if (op.permission) responses[403] = error('Not a staff member with this permission');
  if (op.teamPermission || pathParamNames(op.path).some(isIdParamName)) responses[404] = error('Not found');
  if (op.body) responses[422] = error('The body does not pass its schema');
  return responses;
}

/** Raw bytes of one media type or of any of several (a download answers the type of the stored file). */
function binaryContent(types: string | readonly string[]) {
  const list: readonly string[] = typeof types === 'string' ? [types] : types;
  return Object.fromEntries(list.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]));
}

function parametersOf(op: ApiOperation) {
  const path = pathParamNames(op.path).map((name) => {
    const param = op.params?.[name];
    const uuid = (param?.format ?? (name === 'id' || name.endsWith('Id') ? 'uuid' : 'string')) === 'uuid';
    return {
      name,
      in: 'path',
      required: true,
      ...(param?.description ? { description: param.description } : {}),
      schema: uuid ? { type: 'string', format: 'uuid' } : { type: 'string' },
    };
  });
  const query = (op.query ?? []).map((q) => ({
    name: q.name,
    in: 'query',
    required: false,
    description: q.description,
    schema: { type: q.type ?? 'string' },
  }));
  return [...path, ...query, ...queryOfSchema(op.querySchema)];
}

/** The query parameters a Zod object describes: each field, required unless optional, with its constraints. */
function queryOfSchema(schema: z.ZodObject | undefined) {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, JsonSchema & { description?: string }>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, { description, ...property }]) => ({
    name,
    in: 'query',
    required: json.required?.includes(name) ?? false,
    ...(description ? { description } : {}),
    schema: property,
  }));
}

export function openApiDocument(serverUrl = '/') {
  // A request body is described as it is sent (io: input), so a schema with a transform or a
  // default still shows its fields; everything else as it is answered.
  const registryAs = (io: 'input' | 'output') =>
    (
      z.toJSONSchema(z.globalRegistry, { uri: (id) => `#/components/schemas/${id}`, unrepresentable: 'any', io }) as {
        schemas: Record<string, JsonSchema>;
      }
    ).schemas;
  const bodyIds = new Set(operations.flatMap((op) => (op.body ? [z.globalRegistry.get(op.body)?.id] : [])));
  const inputs = registryAs('input');
  const outputs = registryAs('output');
  const schemas: Record<string, JsonSchema> = Object.fromEntries(
    Object.keys(outputs).map((id) => {
      const s = bodyIds.has(id) ? (inputs[id] ?? outputs[id]) : outputs[id];
      const { $schema: _s, id: _id, ...rest } = s;
      return [id, rewriteRefs(rest) as JsonSchema];
    }),
  );
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    const parameters = parametersOf(op);
    paths[op.path] ??= {};
    paths[op.path][op.method] = {
      operationId: `${op.method}${op.path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
      summary: op.summary,
      tags: op.tags,
      ...(op.auth ? { security: [{ bearer: [] }] } : {}),
      ...(op.permission ? { 'x-permission': op.permission } : {}),
      ...(op.teamPermission ? { 'x-team-permission': op.teamPermission } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(op.body
        ? {
            requestBody: {
              required: true,
              content: {
                [op.bodyType === 'multipart' ? 'multipart/form-data' : 'application/json']: {
                  schema: schemaRef(op.body, 'input', schemas),
                },
              },
            },
          }
        : {}),
      responses: Object.fromEntries(
        Object.entries({ ...machineryResponses(op), ...op.responses }).map(([status, r]) => [
          status,
          {
            description: r.description,
            ...(r.schema ? { content: { 'application/json': { schema: schemaRef(r.schema, 'output', schemas) } } } : {}),
            ...(r.binary ? { content: binaryContent(r.binary) } : {}),
          },
        ]),
      ),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Heimaleiga API',
      version: '1',
      description:
        'JSON API for the Heimaleiga mobile app and integrators. Authenticate with POST /api/token/ and send the access token as `Authorization: Bearer <access>`.',
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas,
    },
    paths,
  };
}
