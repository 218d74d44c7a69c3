// Per-area SDK entries (`@site/sdk/areas/<area>`): for each area, a spec cut down to its own operations and the
// components they reach (examples left out: they are two thirds of the text and no type needs them), so a consumer
// that calls one area by operationId type-checks and bundles that area only.
import { deref, eachOperation } from './spec.mjs';

/** Every `#/components/<kind>/<name>` reached from `value`, following references transitively. */
function reachable(doc, value) {
  const seen = new Set();
  const walk = (v) => {
    if (Array.isArray(v)) return v.forEach(walk);
    if (!v || typeof v !== 'object') return;
    for (const [k, x] of Object.entries(v)) {
      if (k === '$ref' && typeof x === 'string' && x.startsWith('#/components/') && !seen.has(x)) {
        seen.add(x);
        const [, , kind, name] = x.split('/');
        walk(doc.components?.[kind]?.[name]);
      } else walk(x);
    }
  };
  walk(value);
  return seen;
}

/** A copy without `example`/`examples` (except where they are property names). */
function withoutExamples(value, parentKey = '') {
  if (Array.isArray(value)) return value.map((v) => withoutExamples(v));
  if (!value || typeof value !== 'object') return value;
  const out = {};
  for (const [k, v] of Object.entries(value)) {
    if ((k === 'example' || k === 'examples') && parentKey !== 'properties') continue;
    out[k] = withoutExamples(v, k);
  }
  return out;
}

/** The spec of one area: its paths and the components they reach. */
export function areaDoc(doc, tag) {
  const paths = {};
  for (const { path, method, op } of eachOperation(doc)) {
    if ((op.tags?.[0] ?? '') !== tag) continue;
    paths[path] ??= {};
    paths[path][method.toLowerCase()] = op;
  }
  const refs = reachable(doc, paths);
  const components = {};
  for (const ref of refs) {
    const [, , kind, name] = ref.split('/');
    components[kind] ??= {};
    components[kind][name] = doc.components[kind][name];
  }
  if (doc.components?.securitySchemes) components.securitySchemes = doc.components.securitySchemes;
  return withoutExamples({ openapi: doc.openapi, info: doc.info, paths, components });
}

/** Which paging an operation takes: `n`/`N` pageNum+pageSize in query/body, `p`/`P` page+limit, or ''. */
export function pagingFlag(doc, op) {
  const names = new Set(
    (op.parameters ?? [])
      .map((p) => deref(doc, p))
      .filter((p) => p?.in === 'query')
      .map((p) => p.name),
  );
  if (names.has('pageNum')) return 'n';
  if (names.has('page') && names.has('limit')) return 'p';
  const props = new Set();
  const collect = (schema, depth = 0) => {
    const s = deref(doc, schema);
    if (!s || typeof s !== 'object' || depth > 6) return;
    for (const k of Object.keys(s.properties ?? {})) props.add(k);
    for (const part of s.allOf ?? []) collect(part, depth + 1);
  };
  const content = deref(doc, op.requestBody)?.content ?? {};
  for (const media of Object.values(content)) collect(media.schema);
  if (props.has('pageNum')) return 'N';
  if (props.has('page') && props.has('limit')) return 'P';
  return '';
}

const camel = (tag) => tag.replace(/-(\w)/g, (_, c) => c.toUpperCase());
const pascal = (tag) => camel(tag).replace(/^\w/, (c) => c.toUpperCase());

/**
 * The second argument of each call, written out per operation: `{ params; body } & CallInit`, and whether it may be
 * left out (nothing in it is required). Spelt out here rather than computed by a conditional type, because a generic
 * call `call(api, id, init)` makes the compiler resolve the argument type of every operation of the area at once;
 * written out, that is a union of ready types (measured: 44,661 → about 3,000 types for a one-call consumer of wages).
 * The tuple `[init?: I]` / `[init: I]` is chosen per id by a conditional type rather than listed per id: a union of
 * 146 tuples made the compiler instantiate Array's methods for each (7,682 → 1,921 types for the same consumer).
 */
export function initType(doc, id, op) {
  const O = `operations['${id}']`;
  const params = (op.parameters ?? []).map((p) => deref(doc, p)).filter((p) => p && p.in !== 'cookie');
  const paramsRequired = params.some((p) => p.required);
  const parts = [];
  if (params.length) parts.push(`params${paramsRequired ? '' : '?'}: ${O}['parameters']`);
  else parts.push('params?: never');
  const body = deref(doc, op.requestBody);
  const media = Object.keys(body?.content ?? {})[0];
  if (media) {
    parts.push(`body${body.required ? '' : '?'}: NonNullable<${O}['requestBody']>['content']['${media}']`);
  } else parts.push('body?: never');
  const required = paramsRequired || Boolean(media && body.required);
  const fields = `{ ${parts.join('; ')} }`;
  return { line: `  ${id}: ${fields} & CallInit;`, fields, required, empty: !params.length && !media };
}

/** The module `src/generated/areas/<tag>.ts`: the area's table, its calls by operationId, pages and client. */
export function renderArea(tag, rows, doc) {
  const ops = new Map([...eachOperation(doc)].map((o) => [o.op.operationId, o.op]));
  const entries = rows.map((r) => {
    const flags =
      (r.blob ? 'b' : '') +
      (r.body === 'form' ? 'f' : r.body === 'multipart' ? 'm' : '') +
      pagingFlag(doc, ops.get(r.id));
    return { ...r, flags };
  });
  const paged = entries.filter((e) => /[nNpP]/.test(e.flags) && !e.blob).map((e) => `'${e.id}'`);
  const inits = rows.map((r) => ({ id: r.id, ...initType(doc, r.id, ops.get(r.id)) }));
  const optional = inits.filter((i) => !i.required).map((i) => `'${i.id}'`);
  const name = camel(tag);
  const P = pascal(tag);
  const tuple = (Id) => `${Id} extends ${P}OptionalId ? [init?: ${P}Init[${Id}]] : [init: ${P}Init[${Id}]]`;
  return [
    `/** 业务域「${tag}」的 ${rows.length} 个调用，按 operationId：\`import { call, pages, ${name} } from '@site/sdk/areas/${tag}'\`。 */`,
    `import type { operations } from './${tag}.schema';`,
    `import { areaCall, areaClient, areaPages, type RowOf } from '../../area';`,
    `import type { CallInit, OpResult } from '../../types';`,
    `import type { Requester } from '../../core';`,
    `import type { PageWalk } from '../../paging';`,
    '',
    `export * from '../../light';`,
    `export type { components as ${P}Components, operations as ${P}Operations } from './${tag}.schema';`,
    '',
    '/** operationId → `METHOD /path flags`（b 返回文件，f 表单，m multipart，n/N pageNum 在查询/请求体，p/P page+limit）。 */',
    'const table: Record<string, string> = {',
    ...entries.map((e) => `  ${e.id}: '${e.method.toUpperCase()} ${e.path}${e.flags ? ` ${e.flags}` : ''}',`),
    '};',
    '',
    `export type ${P}OperationId = keyof operations;`,
    `/** 每个调用的第二个参数：\`params\`、\`body\` 与调用选项。 */`,
    `export interface ${P}Init {`,
    ...inits.map((i) => i.line),
    '}',
    `/** 第二个参数可以不给的调用（没有必填的参数或请求体）。 */`,
    `export type ${P}OptionalId = ${optional.length ? optional.join(' | ') : 'never'};`,
    `/** 每个调用第二个参数的元组：可省略时为 \`[init?: …]\`。 */`,
    `export type ${P}Args = { [Id in ${P}OperationId]: ${tuple('Id')} };`,
    `/** 分页的调用（pageNum/pageSize 或 page/limit），可用 \`pages\` 逐行读完。 */`,
    `export type ${P}PagedId = ${paged.length ? paged.join(' | ') : 'never'};`,
    `/** 按 operationId 调用：成功返回信封（或 File），失败抛出 SdkError。 */`,
    `export type ${P}Call = <Id extends ${P}OperationId>(client: Requester, id: Id, ...init: ${tuple('Id')}) => Promise<OpResult<operations[Id]>>;`,
    `/** 逐行读完一个分页列表（\`for await\`；\`.limit(n)\` 最多 n 行；\`.toArray()\` 读成数组）。 */`,
    `export type ${P}Pages = <Id extends ${P}PagedId>(client: Requester, id: Id, ...init: ${tuple('Id')}) => PageWalk<RowOf<operations[Id]>>;`,
    `/** 本业务域的客户端：每个 operationId 一个方法，另有 \`pages(id, init)\`。 */`,
    `export type ${P}Client = { readonly [Id in ${P}OperationId]: (...init: ${tuple('Id')}) => Promise<OpResult<operations[Id]>> } & {`,
    `  pages<Id extends ${P}PagedId>(id: Id, ...init: ${tuple('Id')}): PageWalk<RowOf<operations[Id]>>;`,
    '};',
    '',
    `/** 按 operationId 调用：\`await call(api, '${rows[0].id}', …)\`；成功返回信封，失败抛出 SdkError。 */`,
    `export const call: ${P}Call = /* @__PURE__ */ areaCall(table) as unknown as ${P}Call;`,
    `/** 逐行读完一个分页列表：\`for await (const row of pages(api, id, init))\`。 */`,
    `export const pages: ${P}Pages = /* @__PURE__ */ areaPages(table) as unknown as ${P}Pages;`,
    `/** 本业务域的客户端：每个 operationId 一个方法，另有 \`pages(id, init)\`。 */`,
    `export const ${name} = (client: Requester): ${P}Client => areaClient(table, client) as unknown as ${P}Client;`,
    '',
  ].join('\n');
}
