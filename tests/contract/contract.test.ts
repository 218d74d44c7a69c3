// One test per operation of the bundled spec, generated from it: each call goes through the built SDK
// (as another tool would import it) to a mock started here, and the decoded answer is checked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock, type MockServer } from '@site/mock-server';
import { createClient, type SiteClient, HttpError } from '@site/sdk';
import { operationCases } from '../lib/spec';

const cases = operationCases();
let mock: MockServer;
let api: SiteClient;
let anonymous: SiteClient;

beforeAll(async () => {
  mock = await startMock({ port: 0 });
  api = createClient({ baseUrl: mock.url, getToken: () => 'contract-test-token', timeoutMs: 20000 });
  anonymous = createClient({ baseUrl: mock.url, timeoutMs: 20000 });
});
afterAll(() => mock?.close());

it('the spec has operations to test', () => {
  expect(cases.length).toBeGreaterThan(0);
  expect(mock.operations).toBe(cases.length);
});

describe.each([...new Set(cases.map((c) => c.tag))])('%s', (tag) => {
  it.each(cases.filter((c) => c.tag === tag))('$id  $method $path', async (c) => {
    // Every call gets its own copy of the init (FormData bodies are single-use in some runtimes).
    const result = await api.request(c.method, c.path, { ...c.init, allowedRepeat: true });
    if (c.blob) {
      expect(result).toBeInstanceOf(Blob);
      const file = result as File;
      expect(file.size).toBeGreaterThan(0);
      expect(file.name).toMatch(/\.(xlsx|docx)$/);
      const head = new Uint8Array(await file.slice(0, 2).arrayBuffer());
      expect(String.fromCharCode(...head)).toBe('PK'); // a zip container: xlsx / docx
    } else {
      expect(result).toEqual(c.expected);
      expect(result).toHaveProperty('msg');
    }
    if (c.secured) {
      const denied = await anonymous
        .request(c.method, c.path, { ...c.init, silent: true, allowedRepeat: true })
        .catch((e: unknown) => e);
      expect(denied).toBeInstanceOf(HttpError);
      expect((denied as HttpError).status).toBe(401);
    }
  });
});
