// The error catalogue of seed 000 §8 and seed 001 §8 as a table: every `code` × `status` × HTTP status the seeds
// mention, under both readings of 300/400 and both orders of the rows, run through a client (fetch stubbed).
// The expected verdicts are written out per row below, as the seeds read, not computed by the code under test.
import { describe, expect, it } from 'vitest';
import { createClient, type ClientOptions } from './core';
import { SUCCESS_CODES_300, SUCCESS_CODES_400, SUCCESS_CODES_DEFAULT, type EnvelopeOrder } from './envelope';
import type { SdkError } from './errors';

type Verdict = 'ok' | 'status' | 'login' | 'code';
type Reading = 'default' | '300' | '400';

/** `code` values the seeds name; 1001 stands for "any other code". */
const CODES = ['missing', null, 0, 200, 300, 400, 422, 500, 1001] as const;
/** `status` values the seeds name; 1 stands for "any other status". */
const STATUSES = ['missing', 0, 10004, 10016, 500, 1] as const;
const HTTP = [200, 401, 403, 404, 500] as const;
const READINGS: Record<Reading, readonly number[]> = {
  default: SUCCESS_CODES_DEFAULT,
  '300': SUCCESS_CODES_300,
  '400': SUCCESS_CODES_400,
};

type CodeKey = `${(typeof CODES)[number]}`;
/** One line per code; the six verdicts are for the statuses in `STATUSES` order (missing, 0, 10004, 10016, 500, 1). */
type Table = Record<CodeKey, string>;

// The seeds' order (default): the success row is read first, so a success code (or no code) wins over any status.
const SUCCESS_FIRST: Record<Reading, Table> = {
  default: {
    missing: 'ok ok ok ok ok ok',
    null: 'ok ok ok ok ok ok',
    '0': 'ok ok ok ok ok ok',
    '200': 'ok ok ok ok ok ok',
    '300': 'ok ok ok ok ok ok',
    '400': 'ok ok ok ok ok ok',
    '422': 'login login ok ok status status',
    '500': 'code code ok ok status status',
    '1001': 'code code ok ok status status',
  },
  '300': {
    missing: 'ok ok ok ok ok ok',
    null: 'ok ok ok ok ok ok',
    '0': 'ok ok ok ok ok ok',
    '200': 'ok ok ok ok ok ok',
    '300': 'ok ok ok ok ok ok',
    '400': 'code code ok ok status status',
    '422': 'login login ok ok status status',
    '500': 'code code ok ok status status',
    '1001': 'code code ok ok status status',
  },
  '400': {
    missing: 'ok ok ok ok ok ok',
    null: 'ok ok ok ok ok ok',
    '0': 'ok ok ok ok ok ok',
    '200': 'ok ok ok ok ok ok',
    '300': 'code code ok ok status status',
    '400': 'ok ok ok ok ok ok',
    '422': 'login login ok ok status status',
    '500': 'code code ok ok status status',
    '1001': 'code code ok ok status status',
  },
};

// The other reading (option `envelopeOrder: 'status-first'`): a status other than 0, 10004 or 10016 fails first.
const STATUS_FIRST: Record<Reading, Table> = {
  default: {
    missing: 'ok ok ok ok status status',
    null: 'ok ok ok ok status status',
    '0': 'ok ok ok ok status status',
    '200': 'ok ok ok ok status status',
    '300': 'ok ok ok ok status status',
    '400': 'ok ok ok ok status status',
    '422': 'login login ok ok status status',
    '500': 'code code ok ok status status',
    '1001': 'code code ok ok status status',
  },
  '300': {
    missing: 'ok ok ok ok status status',
    null: 'ok ok ok ok status status',
    '0': 'ok ok ok ok status status',
    '200': 'ok ok ok ok status status',
    '300': 'ok ok ok ok status status',
    '400': 'code code ok ok status status',
    '422': 'login login ok ok status status',
    '500': 'code code ok ok status status',
    '1001': 'code code ok ok status status',
  },
  '400': {
    missing: 'ok ok ok ok status status',
    null: 'ok ok ok ok status status',
    '0': 'ok ok ok ok status status',
    '200': 'ok ok ok ok status status',
    '300': 'code code ok ok status status',
    '400': 'ok ok ok ok status status',
    '422': 'login login ok ok status status',
    '500': 'code code ok ok status status',
    '1001': 'code code ok ok status status',
  },
};

const TABLES: Record<EnvelopeOrder, Record<Reading, Table>> = {
  'success-first': SUCCESS_FIRST,
  'status-first': STATUS_FIRST,
};

interface Case {
  name: string;
  order: EnvelopeOrder;
  reading: Reading;
  http: (typeof HTTP)[number];
  body: Record<string, unknown>;
  verdict: Verdict;
}

const MSG = '该班组已退场';
const cases: Case[] = [];
for (const order of ['success-first', 'status-first'] as const) {
  for (const reading of ['default', '300', '400'] as const) {
    for (const code of CODES) {
      const row = TABLES[order][reading][`${code}`].split(' ') as Verdict[];
      if (row.length !== STATUSES.length)
        throw new Error(`table row ${order} ${reading} ${code}: ${row.length} verdicts`);
      STATUSES.forEach((status, i) => {
        const body: Record<string, unknown> = { msg: MSG, data: { id: 7 } };
        if (code !== 'missing') body.code = code;
        if (status !== 'missing') body.status = status;
        for (const http of HTTP) {
          cases.push({
            name: `${order}, reading ${reading}: code ${code} × status ${status} × HTTP ${http}`,
            order,
            reading,
            http,
            body,
            verdict: row[i]!,
          });
        }
      });
    }
  }
}

/** What a caller sees: resolve or the error's kind, the toasts, and the callbacks, in order. */
async function run(c: Case) {
  const log: string[] = [];
  const options: ClientOptions = {
    baseUrl: 'http://api.test',
    // The catalogue's verdicts, as the console reads them (a browser client: no retries). In Node the client would try
    // an HTTP 500 again twice with backoff (about 0.7 s a row, 3½ minutes over the table) and end the same way.
    retry: false,
    successCodes: READINGS[c.reading],
    envelopeOrder: c.order,
    onMessage: (m) => log.push(`toast:${m.level}:${m.text}`),
    onUnauthorized: () => log.push('unauthorized'),
    onForbidden: () => log.push('forbidden'),
    onLoginRequired: () => log.push('login'),
    fetch: async () =>
      new Response(JSON.stringify(c.body), { status: c.http, headers: { 'content-type': 'application/json' } }),
  };
  const api = createClient(options);
  const outcome = await api.request('get', '/adm-system/user/userInfo').then(
    (value) => ({ value, kind: undefined as SdkError['kind'] | undefined }),
    (error: SdkError) => ({ value: undefined, kind: error.kind }),
  );
  return { ...outcome, log };
}

describe('error catalogue table: code × status × HTTP status, both orders, all readings of 300/400', () => {
  it('has every combination', () => {
    expect(cases).toHaveLength(2 * 3 * CODES.length * STATUSES.length * HTTP.length);
  });

  it.each(cases)('$name → $verdict', async (c) => {
    const seen = await run(c);
    if (c.http === 401) return expect(seen).toEqual({ value: undefined, kind: 'http', log: ['unauthorized'] });
    if (c.http === 403) return expect(seen).toEqual({ value: undefined, kind: 'http', log: ['forbidden'] });
    if (c.http === 404) {
      return expect(seen).toEqual({ value: undefined, kind: 'http', log: ['toast:error:网络请求不存在'] });
    }
    if (c.http === 500) return expect(seen).toEqual({ value: undefined, kind: 'http', log: [`toast:error:${MSG}`] });
    switch (c.verdict) {
      case 'ok':
        return expect(seen).toEqual({ value: c.body, kind: undefined, log: [] });
      case 'login':
        return expect(seen).toEqual({ value: undefined, kind: 'envelope', log: [`toast:error:${MSG}`, 'login'] });
      case 'status':
      case 'code':
        return expect(seen).toEqual({ value: undefined, kind: 'envelope', log: [`toast:error:${MSG}`] });
    }
  });
});

describe('where code and status disagree', () => {
  it('{ code: 0, status: 500 } succeeds in the seeds order and fails in the status-first reading', async () => {
    const base: Omit<Case, 'order'> = {
      name: '',
      reading: 'default',
      http: 200,
      body: { code: 0, status: 500, msg: MSG },
      verdict: 'ok',
    };
    expect((await run({ ...base, order: 'success-first' })).kind).toBeUndefined();
    expect((await run({ ...base, order: 'status-first' })).kind).toBe('envelope');
  });

  it('a body carrying only status succeeds by default (code missing is the first success row)', async () => {
    const api = createClient({
      baseUrl: 'http://api.test',
      fetch: async () => Response.json({ status: 500, msg: MSG, data: 1 }),
    });
    await expect(api.request('get', '/x')).resolves.toEqual({ status: 500, msg: MSG, data: 1 });
  });

  it('code 422 with a failing status is a status failure: no login', async () => {
    const log: string[] = [];
    const api = createClient({
      baseUrl: 'http://api.test',
      onLoginRequired: () => log.push('login'),
      onMessage: (m) => log.push(m.text),
      fetch: async () => Response.json({ code: 422, status: 500, msg: MSG }),
    });
    await expect(api.request('get', '/x')).rejects.toMatchObject({ kind: 'envelope', msg: MSG });
    expect(log).toEqual([MSG]);
  });
});
