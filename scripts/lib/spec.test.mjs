import { describe, expect, it } from 'vitest';
import { checkRules, listRows } from './spec.mjs';

const rows = (n) => Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `第${i + 1}行` }));

/** One operation in the project's shape whose 200 example answers `data`. */
function docWith(path, data, extra = {}) {
  return {
    tags: [{ name: 'grid' }],
    paths: {
      [path]: {
        post: {
          operationId: 'listThings',
          tags: ['grid'],
          summary: '列表',
          'x-source': '001 §7.5',
          ...extra,
          responses: {
            200: { content: { 'application/json': { schema: { $ref: '#/x/Envelope' }, example: { code: 0, data } } } },
            401: {},
            default: { $ref: '#/components/responses/Failure' },
          },
        },
      },
    },
  };
}
const listErrors = (doc) => checkRules(doc).filter((e) => e.includes('至少要有 5 行'));

describe('lists show at least 5 rows', () => {
  it('a plain array of records from a …/list path with 3 rows fails', () => {
    expect(listErrors(docWith('/grid/ginDscCategory/listCatChild', rows(3)))).toHaveLength(1);
  });
  it('5 rows pass', () => {
    expect(listErrors(docWith('/pc/params/select/list', rows(5)))).toEqual([]);
  });
  it('a page (data.list) with 4 rows fails', () => {
    expect(listErrors(docWith('/grid/ginCheckList/page', { total: 9, list: rows(4) }))).toHaveLength(1);
  });
  it('x-list-rows with a reason lets a short list pass; without CJK text it is an error', () => {
    expect(listErrors(docWith('/x/list', rows(4), { 'x-list-rows': '只有 4 个参数组' }))).toEqual([]);
    expect(checkRules(docWith('/x/list', rows(4), { 'x-list-rows': true })).join()).toContain('x-list-rows');
  });
  it('options, trees and answers from paths that are not lists are not checked', () => {
    expect(listRows('/grid/abnormalRelations/personType', rows(2))).toBeUndefined();
    expect(listRows('/x/list', [{ value: 1, label: '一' }])).toBeUndefined();
    expect(listRows('/x/list', [{ id: 1, children: [] }])).toBeUndefined();
    expect(listRows('/x/list', rows(2))).toHaveLength(2);
  });
});

describe('calls without a session carry a security note', () => {
  const open = (extra) => {
    const doc = docWith('/orgdept/paramLogin', { token: 't' }, { security: [], ...extra });
    return checkRules(doc).filter((e) => e.includes('安全') || e.includes('x-upstream-check'));
  };
  it('a security: [] call without a note or x-upstream-check fails', () => {
    expect(open({})).toHaveLength(2);
  });
  it('a note and a check with the token place and its preconditions pass', () => {
    const check = {
      'token-at': 'data.token',
      'requires-any-of': [{ body: ['sign', 'timestamp'] }, { header: 'Authorization' }],
    };
    expect(open({ description: '换取令牌。\n\n安全：核对签名。', 'x-upstream-check': check })).toEqual([]);
  });
  it('a malformed precondition is reported', () => {
    const check = { 'token-at': 'data.token', 'requires-any-of': [{ body: [] }] };
    expect(open({ description: '安全：…', 'x-upstream-check': check })).toHaveLength(1);
  });
});

describe('x-api-code names a code the userInfo example grants', () => {
  const withUserInfo = (apiCode) => {
    const doc = docWith('/pc/team/checkin', { ok: true }, { 'x-api-code': apiCode });
    doc.paths['/adm-system/user/userInfo'] = {
      get: {
        operationId: 'getUserInfo',
        responses: {
          200: { content: { 'application/json': { example: { code: 0, data: { apiCodeList: ['team:checkin'] } } } } },
        },
      },
    };
    return checkRules(doc).filter((e) => e.includes('x-api-code'));
  };
  it('a granted code, alone or in a list, passes', () => {
    expect(withUserInfo('team:checkin')).toEqual([]);
    expect(withUserInfo(['team:checkin'])).toEqual([]);
  });
  it('a code the example does not grant fails, naming it', () => {
    expect(withUserInfo(['team:checkin', 'team:chekin'])).toEqual([
      expect.stringContaining('x-api-code「team:chekin」不在 userInfo 示例的 apiCodeList 中'),
    ]);
  });
});

describe('data is required exactly when it cannot be null', () => {
  /** An answer schema in the project's shape: allOf [Envelope, { required?, properties: { data } }]. */
  const answer = (data, required) => {
    const doc = docWith('/x/detail', { id: 1 });
    const part = { type: 'object', properties: { data }, ...(required ? { required: ['data'] } : {}) };
    doc.paths['/x/detail'].post.responses[200].content['application/json'].schema = {
      allOf: [{ $ref: '#/components/schemas/Envelope' }, part],
    };
    doc.components = {
      schemas: { Envelope: { type: 'object' }, Maybe: { oneOf: [{ type: 'object' }, { type: 'null' }] } },
    };
    return checkRules(doc).filter((e) => e.includes('required: [data]'));
  };
  it('an object, array or page without required: [data] fails', () => {
    expect(answer({ type: 'object' }, false)).toHaveLength(1);
    expect(answer({ type: 'array', items: { type: 'integer' } }, false)).toHaveLength(1);
  });
  it('with required: [data] it passes', () => {
    expect(answer({ type: 'object' }, true)).toEqual([]);
  });
  it('data that may be null stays optional (a back-end may leave a null field out)', () => {
    expect(answer({ type: ['string', 'null'] }, false)).toEqual([]);
    expect(answer({ $ref: '#/components/schemas/Maybe' }, false)).toEqual([]);
    expect(answer({ $ref: '#/components/schemas/Maybe' }, true)).toHaveLength(1);
  });
  it('OkEnvelope answers are not checked', () => {
    const doc = docWith('/x/delete', null);
    doc.paths['/x/delete'].post.responses[200].content['application/json'].schema = {
      $ref: '#/components/schemas/OkEnvelope',
    };
    doc.components = { schemas: { OkEnvelope: { allOf: [{ properties: { data: { type: 'object' } } }] } } };
    expect(checkRules(doc).filter((e) => e.includes('required: [data]'))).toEqual([]);
  });
});

describe('a page that types its rows requires list', () => {
  const page = (required) => {
    const doc = docWith('/x/page', { total: 9, list: rows(5) });
    const rowsPart = {
      type: 'object',
      properties: { list: { type: 'array' } },
      ...(required ? { required: ['list'] } : {}),
    };
    doc.components = { schemas: { Page: { allOf: [{ $ref: '#/components/schemas/PageData' }, rowsPart] } } };
    return checkRules(doc).filter((e) => e.includes('required: [list]'));
  };
  it('without required: [list] it fails (the generated type would read list?: Row[])', () => {
    expect(page(false)).toHaveLength(1);
  });
  it('with it, it passes', () => {
    expect(page(true)).toEqual([]);
  });
});
