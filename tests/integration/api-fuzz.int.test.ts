import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openApiDocument } from '../../server/api/openapi.ts';
import { DATABASE_REFUSED_INPUT } from '../../server/http/database-input-errors.ts';
import { logger } from '../../server/lib/logger.ts';
import { DocumentMismatch } from '../fixtures/openapi-check.ts';
import { createTestApp, makeUser, postJson, TEST_PASSWORD } from '../fixtures/test-app.ts';

// Bad input is a 4xx, never a 5xx (docs/decisions/0013-one-schema-per-kind-of-input.md). Walks
// every operation of the OpenAPI document as a signed-in person with every role, sends malformed
// bodies, parameters and paths generated from the operation's own schema, and fails on any 5xx
// and on any change in the database after a refused (4xx) request. A trigger on every table of
// the app counts written rows; a refused request must leave the count where it was. (No
// background worker writes during the run: the test database has no feed, nothing published and
// no saved search due a digest.)

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type JsonSchema = Record<string, unknown> & {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  format?: string;
  minimum?: number;
  minItems?: number;
};
interface Operation {
  security?: unknown[];
  parameters?: { name: string; in: string; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
interface Attempt {
  label: string;
  path: string;
  query?: string;
  body?: BodyInit;
  contentType?: string;
  /** A malformed id in the path: the answer must be 404. */
  expect404?: boolean;
}

const HUGE = 'x'.repeat(100_000);
const BAD_IDS = ['-'.repeat(36), 'x', '..%2F', '%00', `${'a'.repeat(300)}`];
const BAD_STRINGS: [string, unknown, inside?: boolean][] = [
  ['NUL', '\u0000', true],
  ['BEL', '\u0007', true],
  ['lone surrogate', '\ud800', true],
  ['C1', '\u0085', true],
  ['100k chars', HUGE],
  ['impossible date', '2027-02-30'],
  ['not a date', 'x'],
  ['36 dashes', '-'.repeat(36)],
  ['path', '../'],
];
const WRONG_TYPES: Record<string, unknown[]> = {
  string: [12345, true, ['a'], { a: 1 }],
  number: ['x', '1e400', 1e308, -1e308, 0.5, true, [1]],
  integer: ['x', 1.5, 2 ** 53, -(2 ** 53), true],
  boolean: ['yes', 1, null],
  array: ['x', { a: 1 }, [null], [HUGE], ['\u0000'], Array.from({ length: 1000 }, () => 'a')],
  object: ['x', [], 1],
};
const BAD_QUERY = ['%00', encodeURIComponent(HUGE.slice(0, 5000)), '2027-02-30', '-'.repeat(36), '1e400', '-1', '%ZZ'];
// Cursors that decode to parts PostgreSQL would refuse.
const BAD_CURSORS = [
  [1e300, '-'.repeat(36)],
  [250000, '-'.repeat(36)],
  [250000, randomUUID()],
  ['2026-11-01T10:00:00.000Z', randomUUID()],
  ['2026-11-01T10:00:00.000Z', '-'.repeat(36)],
  [null, 'x'],
  ['+275760-09-13T00:00:00.000Z', randomUUID()],
  [1.5, randomUUID()],
  ['2027-02-30T00:00:00Z', randomUUID()],
  [{}, randomUUID()],
].map((parts) => Buffer.from(JSON.stringify(parts)).toString('base64url'));
// Per operation: how many body attempts at most, to keep the run under a minute; the longest
// bodies (the property step, sign-up) have about 140, so every field is still reached.
const MAX_BODY_ATTEMPTS = 160;

function resolve(schema: JsonSchema | undefined, schemas: Record<string, JsonSchema>): JsonSchema {
  let current = schema ?? {};
  for (let i = 0; current.$ref && i < 10; i++) current = schemas[current.$ref.split('/').pop() as string] ?? {};
  return current;
}

function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
}

// Valid values for fields whose rules JSON Schema can't say (a postcode that exists, a kennitala
// with its check digit), so an attempt's baseline passes and each attempt breaks one field.
// Passwords stay wrong on purpose: no attempt may delete the account or change its sign-in.
const VALID_BY_NAME: Record<string, unknown> = {
  postcode: '101',
  houseNumber: '12',
  unit: '0201',
  fastanumer: 'F2001234',
  phone: '+354 555 1234',
  kennitala: '2412904849',
  ownerKennitala: '2412904849',
  bank: '0101',
  ledger: '26',
  account: '123456',
  iban: 'IS140159260076545510730339',
  quietFrom: '22:00',
  quietTo: '07:00',
  from: '17:00',
  to: '19:00',
  day: 1,
  sizeM2: 80,
  rooms: 3,
  bedrooms: 2,
  bathrooms: 1,
  rentIsk: 250000,
  securityType: 'none',
  leaseType: 'indefinite',
  email: 'fuzz@example.is',
  newEmail: 'fuzz-new@example.is',
  titleIs: 'Björt íbúð við Laugaveg',
  descriptionIs: 'Björt þriggja herbergja íbúð á annarri hæð, nálægt allri þjónustu í miðbænum.',
  titleEn: 'Bright flat on Laugavegur',
  descriptionEn: 'A bright three-room flat on the second floor, close to everything downtown.',
  reason: 'Þessi auglýsing brýtur reglur vefsins.',
  query: 'region=capital',
  newPassword: 'Fuzzy-Horse-Battery-2026',
  availableFrom: '2027-06-01',
  availableUntil: '2027-12-01',
  maxOccupants: 2,
};

/** A plausible valid value for a schema, so an attempt breaks one field at a time. */
function sample(raw: JsonSchema | undefined, schemas: Record<string, JsonSchema>, depth = 0, name?: string): unknown {
  const schema = resolve(raw, schemas);
  if (depth > 5) return null;
  if ('const' in schema) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (name && name in VALID_BY_NAME) return VALID_BY_NAME[name];
  if (schema.default !== undefined) return schema.default;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) {
    const pick = alternatives.find((a) => typeOf(resolve(a, schemas)) !== 'null') ?? alternatives[0];
    return sample(pick, schemas, depth + 1);
  }
  if (schema.allOf?.length) return sample(schema.allOf[0], schemas, depth + 1);
  switch (typeOf(schema)) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, sample(v, schemas, depth + 1, k)]));
    case 'array':
      return schema.minItems ? [sample(schema.items, schemas, depth + 1)] : [];
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 1;
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'date') return '2027-06-01';
      if (schema.format === 'date-time') return '2027-06-01T12:00:00.000Z';
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'email') return 'fuzz@example.is';
      return 'Fuzz value for a field';
    default:
      return 'x';
  }
}

function bodyAttempts(schemaRef: JsonSchema, schemas: Record<string, JsonSchema>): { label: string; value: unknown }[] {
  const schema = resolve(schemaRef, schemas);
  const base = sample(schema, schemas);
  const attempts: { label: string; value: unknown }[] = [
    { label: 'null', value: null },
    { label: 'array', value: [] },
    { label: 'string', value: 'x' },
    { label: 'number', value: 42 },
    { label: 'empty object', value: {} },
    { label: 'extra field', value: base && typeof base === 'object' ? { ...base, fuzzExtra: 'x' } : { fuzzExtra: 'x' } },
  ];
  // A discriminated union: each branch's properties, with its own discriminator.
  const branches = (schema.oneOf ?? schema.anyOf ?? [schema]).map((b) => resolve(b, schemas));
  for (const branch of branches) {
    const branchBase = sample(branch, schemas) as Record<string, unknown>;
    if (!branchBase || typeof branchBase !== 'object' || Array.isArray(branchBase)) continue;
    for (const [name, rawProp] of Object.entries(branch.properties ?? {})) {
      const prop = resolve(rawProp, schemas);
      const type = typeOf(prop) ?? typeOf(resolve((prop.anyOf ?? prop.oneOf)?.[0], schemas)) ?? 'string';
      const missing = { ...branchBase };
      delete missing[name];
      attempts.push({ label: `${name}: missing`, value: missing });
      for (const wrong of WRONG_TYPES[type] ?? WRONG_TYPES.string)
        attempts.push({ label: `${name}: ${JSON.stringify(wrong).slice(0, 20)}`, value: { ...branchBase, [name]: wrong } });
      // Control characters go inside an otherwise valid value, so length rules don't refuse it first.
      const valid = typeof branchBase[name] === 'string' ? (branchBase[name] as string) : 'ab';
      for (const [label, bad, inside] of BAD_STRINGS)
        attempts.push({ label: `${name}: ${label}`, value: { ...branchBase, [name]: inside ? `${valid}${bad}${valid}` : bad } });
      // Arrays of objects (viewing hours): break each field of one item.
      const item = type === 'array' ? resolve(prop.items, schemas) : undefined;
      if (item && typeOf(item) === 'object') {
        const goodItem = sample(item, schemas) as Record<string, unknown>;
        for (const field of Object.keys(item.properties ?? {}))
          for (const [label, bad] of [
            ['NUL', 'a\u0000'],
            ['impossible date', '2027-02-30'],
            ['number', 42],
            ['100k', HUGE],
          ])
            attempts.push({
              label: `${name}[0].${field}: ${label}`,
              value: { ...branchBase, [name]: [{ ...goodItem, [field]: bad }] },
            });
      }
    }
  }
  return attempts.slice(0, MAX_BODY_ATTEMPTS);
}

/** Fills the path's templates: listing ids with the person's own listing, other ids with an unknown uuid. */
function fillPath(template: string, good: Record<string, string>, override?: { name: string; value: string }): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) =>
    override && override.name === name ? override.value : (good[name] ?? randomUUID()),
  );
}

function attemptsFor(path: string, op: Operation, schemas: Record<string, JsonSchema>, good: Record<string, string>): Attempt[] {
  const attempts: Attempt[] = [];
  const url = fillPath(path, good);
  for (const [, name] of path.matchAll(/\{([^}]+)\}/g)) {
    const isIdParam = name === 'id' || name.endsWith('Id');
    for (const bad of BAD_IDS)
      attempts.push({
        label: `path ${name}=${bad.slice(0, 20)}`,
        path: fillPath(path, good, { name, value: bad }),
        expect404: isIdParam,
      });
  }
  for (const param of op.parameters ?? []) {
    if (param.in !== 'query') continue;
    for (const bad of param.name === 'cursor' ? [...BAD_QUERY, ...BAD_CURSORS] : BAD_QUERY)
      attempts.push({ label: `?${param.name}=${bad.slice(0, 20)}`, path: url, query: `${param.name}=${bad}` });
  }
  const content = op.requestBody?.content ?? {};
  if (content['application/json']) {
    attempts.push({ label: 'malformed JSON', path: url, body: '{"a": ', contentType: 'application/json' });
    attempts.push({ label: 'NUL in JSON text', path: url, body: '{"a": "\u0000"}', contentType: 'application/json' });
    attempts.push({ label: 'wrong content type', path: url, body: 'a=1&b=2', contentType: 'text/plain' });
    attempts.push({ label: 'form content type', path: url, body: 'a=1', contentType: 'application/x-www-form-urlencoded' });
    for (const { label, value } of bodyAttempts(content['application/json'].schema, schemas))
      attempts.push({ label, path: url, body: JSON.stringify(value), contentType: 'application/json' });
  }
  if (content['multipart/form-data']) {
    const schema = resolve(content['multipart/form-data'].schema, schemas);
    const fileField = Object.keys(schema.properties ?? { file: {} })[0] ?? 'file';
    const form = (build: (f: FormData) => void) => {
      const f = new FormData();
      build(f);
      return f;
    };
    attempts.push({ label: 'multipart: no file', path: url, body: form((f) => f.append('other', 'x')) });
    attempts.push({ label: 'multipart: text as field', path: url, body: form((f) => f.append(fileField, 'not a file')) });
    attempts.push({
      label: 'multipart: text file named .jpg',
      path: url,
      body: form((f) => f.append(fileField, new File(['hello, not a picture'], 'photo.jpg', { type: 'image/jpeg' }))),
    });
    attempts.push({
      label: 'multipart: empty file',
      path: url,
      body: form((f) => f.append(fileField, new File([], 'empty.pdf', { type: 'application/pdf' }))),
    });
    attempts.push({
      label: 'multipart: NUL file name',
      path: url,
      body: form((f) => f.append(fileField, new File(['%PDF-1.4\n'], 'a\u0000b.pdf', { type: 'application/pdf' }))),
    });
    attempts.push({ label: 'multipart: no boundary', path: url, body: 'garbage', contentType: 'multipart/form-data' });
    attempts.push({ label: 'multipart: JSON instead', path: url, body: '{}', contentType: 'application/json' });
  }
  if (!attempts.length) attempts.push({ label: 'no input', path: url });
  return attempts;
}

describe('API fuzz: bad input is a 4xx and changes nothing', () => {
  let t: TestApp;
  let access = '';
  let email = '';
  const good: Record<string, string> = {};

  async function signIn() {
    const pair = await (await postJson(t.app, '/api/token/', { email, password: TEST_PASSWORD })).json();
    access = pair.access;
  }

  async function changeMark(): Promise<number> {
    const [row] = (await t.database.query('select coalesce(max(id), 0)::int as n from fuzz_changes')) as { n: number }[];
    return Number(row?.n ?? 0);
  }

  // Tables only scheduled jobs write (the listing feed import runs on its own clock and may land in
  // the middle of any request), never a request: a change there says nothing about the request.
  const BACKGROUND_TABLES = ['imported_listings'];

  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_LIMIT: '100000', REFRESH_RATE_LIMIT: '100000', MAIL_RATE_LIMIT: '100000' });
    const user = await makeUser(t.database, { scope: ['user', 'staff', 'admin'] });
    email = user.email;
    await signIn();
    // A listing of the person's own, so steps and photos reach their body's validation.
    const created = await t.app.request('/api/listings/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${access}` },
      body: JSON.stringify({ street: 'Laugavegur', houseNumber: '12', postcode: '101' }),
    });
    expect(created.status).toBe(201);
    good.id = (await created.json()).id;
    good.listingId = good.id;
    // Count every written row of every table the app owns.
    await t.database.query('create table fuzz_changes (id serial primary key, tbl text not null, op text not null)');
    await t.database.query(`create function fuzz_note_change() returns trigger language plpgsql as $$
      begin insert into fuzz_changes (tbl, op) values (TG_TABLE_NAME, TG_OP); return null; end $$`);
    await t.database.query(`do $$ declare t record; begin
      for t in select tablename from pg_tables where schemaname = 'public' and tablename <> 'fuzz_changes'
        and tablename <> all (array[${BACKGROUND_TABLES.map((name) => `'${name}'`).join(', ')}]) loop
        execute format('create trigger fuzz_note after insert or update or delete on public.%I for each row execute function fuzz_note_change()', t.tablename);
      end loop; end $$`);
  });
  afterAll(() => t?.close());

  it('answers every malformed request to every operation with a 4xx and leaves the database as it was', async () => {
    const doc = openApiDocument() as unknown as {
      paths: Record<string, Record<string, Operation>>;
      components: { schemas: Record<string, JsonSchema> };
    };
    const schemas = doc.components.schemas;
    const failures: string[] = [];
    // The database's safety net answers 400 too, but a value reaching PostgreSQL is a schema's gap.
    const netCaught: string[] = [];
    const warn = vi.spyOn(logger, 'warn').mockImplementation(((obj: unknown, message?: string) => {
      if (message === DATABASE_REFUSED_INPUT) netCaught.push(JSON.stringify(obj));
    }) as typeof logger.warn);
    let operations = 0;
    let tried = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        operations++;
        for (const attempt of attemptsFor(path, op, schemas, good)) {
          // An answer the document does not describe is a failure too (test-app.ts checks each
          // one); it is noted and the walk goes on with the answer.
          const send = () =>
            Promise.resolve(
              t.app.request(`${attempt.path}${attempt.query ? `?${attempt.query}` : ''}`, {
                method: method.toUpperCase(),
                headers: {
                  authorization: `Bearer ${access}`,
                  'accept-language': 'en',
                  ...(attempt.contentType ? { 'content-type': attempt.contentType } : {}),
                },
                body: attempt.body,
              }),
            ).catch((error: unknown) => {
              if (!(error instanceof DocumentMismatch)) throw error;
              failures.push(`${method.toUpperCase()} ${path} [${attempt.label}]: ${error.message}`);
              return error.response;
            });
          const before = await changeMark();
          let res = await send();
          // An attempt that happened to sign the person out (a logout with a valid body): sign in again.
          if (res.status === 401 && op.security) {
            await signIn();
            res = await send();
          }
          tried++;
          const where = `${method.toUpperCase()} ${path} [${attempt.label}]`;
          if (netCaught.length)
            failures.push(`${where}: ${res.status}, refused by PostgreSQL, not a schema: ${netCaught.splice(0).join()}`);
          if (res.status >= 500) failures.push(`${where}: ${res.status} ${(await res.text()).slice(0, 200)}`);
          else if (attempt.expect404 && res.status !== 404) failures.push(`${where}: ${res.status}, expected 404`);
          else if (res.status >= 400) {
            const body = (await res.json().catch(() => null)) as { error?: { code?: string } } | null;
            if (!body?.error?.code) failures.push(`${where}: ${res.status} without an error body`);
            const after = await changeMark();
            if (after !== before) {
              const rows = await t.database.query(
                `select tbl, op, count(*)::int as n from fuzz_changes where id > ${before} group by tbl, op`,
              );
              failures.push(`${where}: ${res.status} but the database changed: ${JSON.stringify(rows)}`);
            }
          } else await res.body?.cancel();
        }
      }
    }
    // FUZZ_BASELINES=1 prints each body's valid sample and its answer: a sample the app refuses
    // means its fields are only fuzzed behind another field's error (add a VALID_BY_NAME entry).
    if (process.env.FUZZ_BASELINES)
      for (const [path, methods] of Object.entries(doc.paths))
        for (const [method, op] of Object.entries(methods)) {
          const json = op.requestBody?.content['application/json'];
          if (!json) continue;
          const res = await t.app.request(fillPath(path, good), {
            method: method.toUpperCase(),
            headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json' },
            body: JSON.stringify(sample(json.schema, schemas)),
          });
          console.info(
            'BASELINE',
            method,
            path,
            res.status,
            JSON.stringify(sample(json.schema, schemas)).slice(0, 300),
            (await res.text()).slice(0, 300),
          );
        }
    warn.mockRestore();
    console.info(`API fuzz: ${operations} operations, ${tried} malformed requests`);
    expect(operations).toBeGreaterThan(50);
    expect(tried).toBeGreaterThan(operations * 10);
    expect(failures).toEqual([]);
  }, 300_000);
});
