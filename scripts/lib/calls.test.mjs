import { describe, expect, it } from 'vitest';
import { renderCallsArea } from './calls.mjs';
import { operationTable } from './spec.mjs';

const ok = { 200: { content: { 'application/json': { schema: { type: 'object' } } } } };
const op = (operationId, extra = {}) => ({
  operationId,
  tags: ['grid'],
  summary: `说明 ${operationId}`,
  responses: ok,
  ...extra,
});
const doc = {
  paths: {
    '/a/list': {
      get: op('listThings', { parameters: [{ name: 'pageNum', in: 'query', schema: { type: 'integer' } }] }),
    },
    '/a/add': {
      post: op('addThing', {
        requestBody: { required: true, content: { 'application/json': { schema: { type: 'object' } } } },
      }),
    },
    '/a/import': {
      post: op('importThings', {
        requestBody: { required: true, content: { 'multipart/form-data': { schema: { type: 'object' } } } },
      }),
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

describe('@site/sdk/calls/<area>: one generated function per operation', () => {
  const text = renderCallsArea('grid', operationTable(doc), doc);
  it('exports every call with the factory its answer and body need, typed by the area', () => {
    const lines = Object.fromEntries(
      [...text.matchAll(/^export const (\w+): (\w+)<.*= \/\* @__PURE__ \*\/ (\w+)\('\1', '([^']+)'\);$/gm)].map((m) => [
        m[1],
        [m[2], m[3], m[4]],
      ]),
    );
    expect(lines).toEqual({
      listThings: ['PagedCall', 'op', 'GET /a/list n'],
      addThing: ['Call', 'op', 'POST /a/add'],
      importThings: ['Call', 'uploadOp', 'POST /a/import m'],
      exportThings: ['Call', 'fileOp', 'GET /a/export b'],
    });
    expect(text).toContain("import type { GridArgs } from '../areas/grid';");
    expect(text).toContain("GridArgs['addThing'], OpResult<operations['addThing']>");
    expect(text).toContain("export * from '../../calls';");
    expect(text).toContain('/** 说明 listThings（GET /a/list）；分页：`pagesOf(api, listThings, …)` */');
  });
});
