import { z } from 'zod';

// Every JSON endpoint describes itself here; /api/openapi.json is generated from these Zod schemas.
export interface ApiOperation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  summary: string;
  tags: string[];
  auth: boolean;
  body?: z.ZodType;
  /** Query parameters, each described in words (type string unless said). */
  query?: { name: string; description: string; type?: 'string' | 'integer' | 'boolean' }[];
  /** How the body is sent: JSON (the default) or a multipart form with files. */
  bodyType?: 'json' | 'multipart';
  /** `binary` describes a response of raw bytes (a download) of the given media type. */
  responses: Record<number, { description: string; schema?: z.ZodType; binary?: string }>;
}

export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      fields: z.record(z.string(), z.array(z.string())).optional(),
    }),
  })
  .meta({ id: 'Error' });

const operations: ApiOperation[] = [];

export function describeOperation(op: ApiOperation): void {
  if (!operations.some((o) => o.method === op.method && o.path === op.path)) operations.push(op);
}

export function listOperations(): readonly ApiOperation[] {
  return operations;
}

function schemaRef(schema: z.ZodType, io: 'input' | 'output') {
  const id = z.globalRegistry.get(schema)?.id;
  if (id) return { $ref: `#/components/schemas/${id}` };
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  return rest;
}

export function openApiDocument(serverUrl = '/') {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    paths[op.path] ??= {};
    paths[op.path][op.method] = {
      summary: op.summary,
      tags: op.tags,
      ...(op.auth ? { security: [{ bearer: [] }] } : {}),
      ...(op.query
        ? {
            parameters: op.query.map((q) => ({
              name: q.name,
              in: 'query',
              required: false,
              description: q.description,
              schema: { type: q.type ?? 'string' },
            })),
          }
        : {}),
      ...(op.body
        ? {
            requestBody: {
              required: true,
              content: {
                [op.bodyType === 'multipart' ? 'multipart/form-data' : 'application/json']: {
                  schema: schemaRef(op.body, 'input'),
                },
              },
            },
          }
        : {}),
      responses: Object.fromEntries(
        Object.entries(op.responses).map(([status, r]) => [
          status,
          {
            description: r.description,
            ...(r.schema ? { content: { 'application/json': { schema: schemaRef(r.schema, 'output') } } } : {}),
            ...(r.binary ? { content: { [r.binary]: { schema: { type: 'string', format: 'binary' } } } } : {}),
          },
        ]),
      ),
    };
  }
  // A request body is described as it is sent (io: input), so a schema with a transform or a
  // default still shows its fields; everything else as it is answered.
  const registryAs = (io: 'input' | 'output') =>
    (
      z.toJSONSchema(z.globalRegistry, { uri: (id) => `#/components/schemas/${id}`, unrepresentable: 'any', io }) as {
        schemas: Record<string, Record<string, unknown>>;
      }
    ).schemas;
  const bodyIds = new Set(operations.flatMap((op) => (op.body ? [z.globalRegistry.get(op.body)?.id] : [])));
  const inputs = registryAs('input');
  const outputs = registryAs('output');
  const schemas = Object.fromEntries(
    Object.keys(outputs).map((id) => {
      const s = bodyIds.has(id) ? (inputs[id] ?? outputs[id]) : outputs[id];
      const { $schema: _s, id: _id, ...rest } = s;
      return [id, rest];
    }),
  );
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
