import { describe, expect, it } from 'vitest';
import { breakingChanges, versionProblems } from './spec-diff.mjs';

/** A small contract in the project's shape: an enveloped list answer, a query parameter, a JSON body. */
function base() {
  return {
    openapi: '3.1.0',
    info: { title: 't', version: '1.2.0' },
    paths: {
      '/pc/worker/list': {
        get: {
          operationId: 'listWorkers',
          parameters: [
            { name: 'pageNum', in: 'query', schema: { type: 'integer' } },
            { name: 'status', in: 'query', schema: { type: 'integer', enum: [0, 1, 2] } },
          ],
          responses: {
            200: {
              content: {
                'application/json': {
                  schema: {
                    allOf: [
                      { $ref: '#/components/schemas/Envelope' },
                      {
                        type: 'object',
                        properties: {
                          data: {
                            type: 'object',
                            properties: { list: { type: 'array', items: { $ref: '#/components/schemas/Worker' } } },
                          },
                        },
                      },
                    ],
                  },
                },
              },
            },
          },
        },
      },
      '/pc/worker/edit': {
        post: {
          operationId: 'editWorker',
          requestBody: {
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['id'],
                  properties: { id: { type: 'integer' }, name: { type: 'string' } },
                },
              },
            },
          },
          responses: { 200: { $ref: '#/components/responses/Ok' } },
        },
      },
    },
    components: {
      schemas: {
        Envelope: { type: 'object', properties: { code: { type: 'integer' }, msg: { type: 'string' } } },
        Worker: {
          type: 'object',
          properties: {
            id: { type: 'integer' },
            name: { type: 'string' },
            state: { type: 'string', enum: ['在场', '退场'] },
          },
        },
      },
      responses: { Ok: { description: 'ok', content: { 'application/json': { schema: { type: 'object' } } } } },
    },
  };
}

/** The base contract with one edit applied. */
function edited(edit) {
  const doc = structuredClone(base());
  edit(doc);
  return doc;
}

const kinds = (doc) => breakingChanges(base(), doc).map((b) => b.kind);

describe('breakingChanges: one case per kind of break', () => {
  it('an operation removed from a path that stays is operation-removed', () => {
    const doc = edited((d) => {
      d.paths['/pc/worker/edit'].get = d.paths['/pc/worker/edit'].post;
      delete d.paths['/pc/worker/edit'].post;
    });
    expect(breakingChanges(base(), doc)).toContainEqual(
      expect.objectContaining({ kind: 'operation-removed', where: 'POST /pc/worker/edit' }),
    );
  });

  it('a whole path removed is operation-removed', () => {
    expect(kinds(edited((d) => delete d.paths['/pc/worker/edit']))).toEqual(['operation-removed']);
  });

  it('a new required query parameter is required-added', () => {
    const doc = edited((d) =>
      d.paths['/pc/worker/list'].get.parameters.push({ name: 'projectId', in: 'query', required: true, schema: {} }),
    );
    expect(breakingChanges(base(), doc)).toEqual([expect.objectContaining({ kind: 'required-added' })]);
  });

  it('an optional parameter made required is required-added', () => {
    const doc = edited((d) => (d.paths['/pc/worker/list'].get.parameters[0].required = true));
    expect(kinds(doc)).toEqual(['required-added']);
  });

  it('a body field made required is required-added', () => {
    const doc = edited((d) =>
      d.paths['/pc/worker/edit'].post.requestBody.content['application/json'].schema.required.push('name'),
    );
    expect(breakingChanges(base(), doc)).toEqual([
      expect.objectContaining({ kind: 'required-added', where: 'POST /pc/worker/edit 请求体.name' }),
    ]);
  });

  it('a response field whose type changes (through $ref and allOf) is type-changed', () => {
    const doc = edited((d) => (d.components.schemas.Worker.properties.id = { type: 'string' }));
    expect(breakingChanges(base(), doc)).toEqual([
      expect.objectContaining({ kind: 'type-changed', where: 'GET /pc/worker/list 应答.data.list[].id' }),
    ]);
  });

  it('a request field whose type changes is type-changed', () => {
    const doc = edited(
      (d) =>
        (d.paths['/pc/worker/edit'].post.requestBody.content['application/json'].schema.properties.id.type = 'string'),
    );
    expect(kinds(doc)).toEqual(['type-changed']);
  });

  it('an enum value removed from a parameter is enum-value-removed', () => {
    const doc = edited((d) => (d.paths['/pc/worker/list'].get.parameters[1].schema.enum = [0, 1]));
    expect(breakingChanges(base(), doc)).toEqual([
      expect.objectContaining({ kind: 'enum-value-removed', detail: expect.stringContaining('2') }),
    ]);
  });

  it('an enum value removed from a response field is enum-value-removed', () => {
    const doc = edited((d) => (d.components.schemas.Worker.properties.state.enum = ['在场']));
    expect(kinds(doc)).toEqual(['enum-value-removed']);
  });

  it('a response field removed is response-field-removed', () => {
    const doc = edited((d) => delete d.components.schemas.Worker.properties.name);
    expect(breakingChanges(base(), doc)).toEqual([
      expect.objectContaining({ kind: 'response-field-removed', where: 'GET /pc/worker/list 应答.data.list[].name' }),
    ]);
  });
});

describe('breakingChanges: a response field that is always there', () => {
  /** The list answer's envelope part (allOf[1]) declares data; with required: [data] data is always there. */
  const withData = (required) =>
    edited((d) => {
      const part = d.paths['/pc/worker/list'].get.responses[200].content['application/json'].schema.allOf[1];
      if (required) part.required = ['data'];
    });

  it('data made required passes (callers receive more): no major bump, as spec/README.md says', () => {
    expect(breakingChanges(base(), withData(true))).toEqual([]);
    expect(versionProblems('1.2.0', '1.3.0', breakingChanges(base(), withData(true)))).toEqual([]);
  });

  it('data made optional again is response-required-removed', () => {
    expect(breakingChanges(withData(true), withData(false))).toEqual([
      expect.objectContaining({ kind: 'response-required-removed', where: 'GET /pc/worker/list 应答.data' }),
    ]);
  });
});

describe('breakingChanges: what does not break callers', () => {
  it('additions pass: a new operation, an optional parameter, a response field, an enum value, a nullable request field', () => {
    const doc = edited((d) => {
      d.paths['/pc/worker/detail'] = { get: { operationId: 'getWorker', responses: {} } };
      d.paths['/pc/worker/list'].get.parameters.push({ name: 'keyword', in: 'query', schema: { type: 'string' } });
      d.paths['/pc/worker/list'].get.parameters[1].schema.enum.push(3);
      d.components.schemas.Worker.properties.mobile = { type: 'string' };
      d.components.schemas.Worker.properties.state.enum.push('待进场');
      d.paths['/pc/worker/edit'].post.requestBody.content['application/json'].schema.properties.name.type = [
        'string',
        'null',
      ];
      d.info.version = '1.3.0';
    });
    expect(breakingChanges(base(), doc)).toEqual([]);
  });

  it('an unchanged contract has no breaking change', () => {
    expect(breakingChanges(base(), base())).toEqual([]);
  });

  it('a request field removed, or an integer field widened to number in a request, passes', () => {
    const doc = edited((d) => {
      const body = d.paths['/pc/worker/edit'].post.requestBody.content['application/json'].schema;
      delete body.properties.name;
      body.properties.id.type = 'number';
    });
    expect(breakingChanges(base(), doc)).toEqual([]);
  });
});

describe('versionProblems: breaking changes need a major bump', () => {
  const oneBreak = [{ kind: 'operation-removed', where: '/x', detail: '' }];
  it.each([
    ['1.2.0', '1.3.0', [], 0],
    ['1.2.0', '1.2.0', [], 0],
    ['1.2.0', '1.3.0', oneBreak, 1],
    ['1.2.0', '1.2.1', oneBreak, 1],
    ['0.1.0', '0.2.0', oneBreak, 1],
    ['0.1.0', '1.0.0', oneBreak, 0],
    ['1.2.0', '2.0.0', oneBreak, 0],
    ['1.2.0', '1.1.0', [], 1],
    ['1.2.0', 'next', [], 1],
  ])('%s → %s with %j breaks gives %i problem(s)', (from, to, breaks, count) => {
    expect(versionProblems(from, to, breaks)).toHaveLength(count);
  });
});
