// One test per operation of the bundled spec, generated from it: each call goes through the built SDK (as another
// tool would import it), signed in as the demo admin, to a mock started here, in a world of its own (so a delete
// or a state change of one case never reaches another); the decoded answer must match the contract's schema.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { startMock, type MockServer } from '@site/mock-server';
import { createClient, type SiteClient, HttpError } from '@site/sdk';
import { deref, operationCases, spec } from '../lib/spec';

const cases = operationCases();
let mock: MockServer;
let api: SiteClient;
let anonymous: SiteClient;
let token = '';
const tokens = new Map<string, string>();

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ $id: 'https://spec.local/openapi.json', components: spec.components });
const local = (schema: unknown) =>
  JSON.parse(JSON.stringify(schema).replace(/"\$ref":"#\//g, '"$ref":"https://spec.local/openapi.json#/'));
const schemaOf = (id: string) => {
  for (const item of Object.values<Record<string, { operationId?: string; responses?: Record<string, unknown> }>>(
    spec.paths,
  ))
    for (const op of Object.values(item))
      if (op?.operationId === id) return deref(op.responses?.['200'])?.content?.['application/json']?.schema;
  return undefined;
};

beforeAll(async () => {
  // A world per case, all kept for the whole run (the default cap of 100 would drop the first ones and their sessions).
  mock = await startMock({ port: 0, say: () => {}, maxWorlds: cases.length + 1 });
  anonymous = createClient({ baseUrl: mock.url, timeoutMs: 20000 });
  const login = await anonymous.POST('/pc/account/login_v2', { body: { account: 'admin', password: 'Admin@2026' } });
  token = String(login.data?.token);
  api = createClient({ baseUrl: mock.url, timeoutMs: 20000 });
  // A session per case, in the case's world (a case that signs out revokes only its own token).
  for (const c of cases) {
    const res = await fetch(`${mock.url}/pc/account/login_v2`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-mock-world': `contract-${c.id}` },
      body: JSON.stringify({ account: 'admin', password: 'Admin@2026' }),
    });
    tokens.set(c.id, String(((await res.json()) as { data: { token: string } }).data.token));
  }
});
afterAll(() => mock?.close());

it('the spec has operations to test', () => {
  expect(cases.length).toBeGreaterThan(0);
  expect(mock.operations).toBe(cases.length);
  expect(token).toMatch(/^eyJ/);
});

describe.each([...new Set(cases.map((c) => c.tag))])('%s', (tag) => {
  it.each(cases.filter((c) => c.tag === tag))('$id  $method $path', async (c) => {
    // Every call gets its own copy of the init (FormData bodies are single-use in some runtimes) and its own world.
    const headers = { 'x-mock-world': `contract-${c.id}`, authorization: `Bearer ${tokens.get(c.id)}` };
    const result = await api.request(c.method, c.path, { ...c.init, headers, allowedRepeat: true });
    if (c.blob) {
      expect(result).toBeInstanceOf(Blob);
      const file = result as File;
      expect(file.size).toBeGreaterThan(0);
      expect(file.name).toMatch(/\.(xlsx|docx)$/);
      const head = new Uint8Array(await file.slice(0, 2).arrayBuffer());
      expect(String.fromCharCode(...head)).toBe('PK'); // a zip container: xlsx / docx
    } else {
      expect(result).toHaveProperty('msg');
      const validate = ajv.compile(local(schemaOf(c.id) ?? {}));
      const valid = validate(result);
      expect(valid ? [] : validate.errors).toEqual([]);
      if (c.expected && typeof c.expected === 'object' && 'code' in c.expected) {
        expect((result as { code: unknown }).code).toBe(c.expected.code);
      }
    }
    if (c.secured) {
      const denied = await anonymous
        .request(c.method, c.path, {
          ...c.init,
          headers: { 'x-mock-world': `contract-${c.id}` },
          silent: true,
          allowedRepeat: true,
        })
        .catch((e: unknown) => e);
      expect(denied).toBeInstanceOf(HttpError);
      expect((denied as HttpError).status).toBe(401);
    }
  });
});
