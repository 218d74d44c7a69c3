// The contract's own rules, proven to bite: every operation keeps its operationId, tag, summary, 401 and example,
// and every call of the inventory (seed 000 §7, seed 001 §7) stays in the spec.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkRules, eachOperation, mergeSpec } from '../../scripts/lib/spec.mjs';

const inventory = (name: string) =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../../spec/inventory/${name}`, import.meta.url)), 'utf8'));
const { doc, errors } = mergeSpec();

it('the merged spec has no merge errors and passes every project rule', () => {
  expect(errors).toEqual([]);
  expect(checkRules(doc)).toEqual([]);
});

describe('a rule fails when an operation loses what it must have', () => {
  const target = () => structuredClone(doc);
  const op = (d: typeof doc) => d.paths['/pc/account/change/identities'].post;
  it.each([
    ['operationId', (d: typeof doc) => delete op(d).operationId, /缺少 operationId/],
    ['tag', (d: typeof doc) => delete op(d).tags, /缺少 tag/],
    ['summary', (d: typeof doc) => delete op(d).summary, /summary 须为中文/],
    ['401 response', (d: typeof doc) => delete op(d).responses['401'], /须声明 401/],
    [
      '200 example',
      (d: typeof doc) => {
        const media = op(d).responses['200'].content['application/json'];
        delete media.example;
        delete media.examples;
      },
      /200 应答缺少示例/,
    ],
    ['x-source', (d: typeof doc) => delete op(d)['x-source'], /缺少 x-source/],
    [
      'request example',
      (d: typeof doc) => delete op(d).requestBody.content['application/json'].example,
      /请求体.*须有 example/,
    ],
    ['a duplicate operationId', (d: typeof doc) => (op(d).operationId = 'loginV2'), /重复/],
    [
      'required data (a token always comes on success)',
      (d: typeof doc) => delete op(d).responses['200'].content['application/json'].schema.allOf[1].required,
      /须写 required: \[data\]/,
    ],
  ])('without its %s', (_name, mutate, message) => {
    const d = target();
    mutate(d);
    const found = checkRules(d);
    expect(found.some((e: string) => message.test(e) || false)).toBe(true);
  });
});

describe('inventory coverage', () => {
  const ops = new Set([...eachOperation(doc)].map((o: { method: string; path: string }) => `${o.method} ${o.path}`));
  const paths = new Set(Object.keys(doc.paths));
  const endpoints: { method: string; path: string; area: string }[] = inventory('endpoints.json');

  it('has all 530 entries', () => expect(endpoints).toHaveLength(530));
  it.each(endpoints.map((e) => [`${e.method} ${e.path}`, e] as const))('%s is in the spec', (_key, e) => {
    if (e.method === 'ANY') expect(paths.has(e.path)).toBe(true);
    else expect(ops.has(`${e.method} ${e.path}`)).toBe(true);
  });

  const groups: { prefix: string }[] = inventory('groups.json');
  it.each(groups.map((g) => g.prefix))('group %s has designed operations marked x-inferred', (prefix) => {
    const designed = [...eachOperation(doc)].filter(
      (o: { path: string; op: Record<string, unknown> }) => o.path.startsWith(prefix) && o.op['x-inferred'],
    );
    expect(designed.length).toBeGreaterThan(0);
  });
});
