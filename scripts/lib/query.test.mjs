import { describe, expect, it } from 'vitest';
import { isRead, renderQueryArea } from './query.mjs';
import { operationTable } from './spec.mjs';

const ok = { 200: { content: { 'application/json': { schema: { type: 'object' } } } } };
const json = (properties) => ({
  required: true,
  content: { 'application/json': { schema: { type: 'object', properties } } },
});
const op = (operationId, extra = {}) => ({
  operationId,
  tags: ['grid'],
  summary: operationId,
  responses: ok,
  ...extra,
});
const doc = {
  paths: {
    '/a/list': {
      get: op('listThings', { parameters: [{ name: 'pageNum', in: 'query', schema: { type: 'integer' } }] }),
    },
    '/a/detail': {
      get: op('getThing', { parameters: [{ name: 'id', in: 'query', required: true, schema: { type: 'integer' } }] }),
    },
    '/a/vercode': { get: op('sendCode') },
    '/a/page': { post: op('confirmThings', { requestBody: json({ page: {}, limit: {} }) }) },
    '/a/stat': { post: op('collectThings', { requestBody: json({ day: {} }) }) },
    '/a/add': { post: op('addThing', { requestBody: json({ name: {} }) }) },
    '/a/calc': {
      post: op('computeThings', { requestBody: json({ day: {} }), 'x-mock': { aggregate: { from: 'thing' } } }),
    },
    '/a/look': {
      post: op('listAndMark', { requestBody: json({ id: {} }), 'x-mock': { effects: [{ kind: 'update' }] } }),
    },
    '/a/export': {
      get: op('exportThings', {
        responses: {
          200: { content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } },
        },
      }),
    },
  },
};
const rows = operationTable(doc);
const ops = new Map(rows.map((r) => [r.id, doc.paths[r.path][r.method.toLowerCase()]]));
const read = (id) =>
  isRead(
    doc,
    rows.find((r) => r.id === id),
    ops.get(id),
  );

describe('which operations are reads (queries) and which are writes (mutations)', () => {
  it.each([
    ['listThings', true, 'a GET list'],
    ['getThing', true, 'a GET detail'],
    ['sendCode', false, 'a GET that sends an SMS'],
    ['confirmThings', true, 'a POST with page/limit in its body, whatever its verb'],
    ['collectThings', true, 'a POST whose verb only reads'],
    ['addThing', false, 'a POST that adds'],
    ['computeThings', true, 'an x-mock aggregate'],
    ['listAndMark', false, 'x-mock effects, although its verb reads'],
    ['exportThings', false, 'a file download'],
  ])('%s → read %s (%s)', (id, expected) => {
    expect(read(id)).toBe(expected);
  });

  it('the area module has a key for every call, query options for reads, infinite ones for paged reads, mutations for writes', () => {
    const text = renderQueryArea('grid', rows, doc);
    const exported = [...text.matchAll(/^export const (\w+):/gm)].map((m) => m[1]);
    expect(exported.filter((e) => e.endsWith('Key'))).toHaveLength(rows.length);
    expect(exported).toContain('listThingsInfiniteQueryOptions');
    expect(exported).toContain('confirmThingsInfiniteQueryOptions');
    expect(exported).not.toContain('getThingInfiniteQueryOptions');
    expect(exported).toContain('addThingMutationOptions');
    expect(exported).not.toContain('addThingQueryOptions');
    expect(text).toContain("reader('confirmThings', 'POST /a/page P')");
    // Required params make the key and options take them; optional ones may be left out.
    expect(text).toMatch(/getThingKey: KeyFn<'getThing'/);
    expect(text).toMatch(/listThingsKey: KeyFnOpt<'listThings'/);
  });
});
