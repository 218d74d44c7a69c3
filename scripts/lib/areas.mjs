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
 * The argument tuple of each call, written out per operation: `[init: { params; body } & CallInit]`, optional when
 * nothing in it is required. Spelt out here rather than computed by a conditional type, because a generic call
 * `call(api, id, init)` makes the compiler resolve the argument type of every operation of the area at once; written
 * out, that is a union of ready types (measured: 44,661 → about 3,000 types for a one-call consumer of wages).
 */
function argsType(doc, id, op) {
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
  return `  ${id}: [init${required ? '' : '?'}: { ${parts.join('; ')} } & CallInit];`;
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
  const name = camel(tag);
  const P = pascal(tag);
  return [
    `/** 业务域「${tag}」的 ${rows.length} 个调用，按 operationId：\`import { call, pages, ${name} } from '@site/sdk/areas/${tag}'\`。 */`,
    `import type { operations } from './${tag}.schema';`,
    `import { areaCall, areaClient, areaPages, type AreaCall, type AreaClient, type AreaPages } from '../../area';`,
    `import type { CallInit } from '../../types';`,
    `import type { Requester } from '../../core';`,
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
    `/** 每个调用的第二个参数（\`params\`、\`body\` 与调用选项）；有必填项时必须给。 */`,
    `export interface ${P}Args {`,
    ...rows.map((r) => argsType(doc, r.id, ops.get(r.id))),
    '}',
    `/** 分页的调用（pageNum/pageSize 或 page/limit），可用 \`pages\` 逐行读完。 */`,
    `export type ${P}PagedId = ${paged.length ? paged.join(' | ') : 'never'};`,
    '',
    `/** 按 operationId 调用：\`await call(api, '${rows[0].id}', …)\`；成功返回信封，失败抛出 SdkError。 */`,
    `export const call: AreaCall<operations, ${P}Args> = /* @__PURE__ */ areaCall<operations, ${P}Args>(table);`,
    `/** 逐行读完一个分页列表：\`for await (const row of pages(api, id, init))\`。 */`,
    `export const pages: AreaPages<operations, ${P}Args, ${P}PagedId> = /* @__PURE__ */ areaPages<operations, ${P}Args, ${P}PagedId>(
  table,
);`,
    `/** 本业务域的客户端：每个 operationId 一个方法，另有 \`pages(id, init)\`。 */`,
    `export const ${name} = (client: Requester): AreaClient<operations, ${P}Args, ${P}PagedId> =>
  areaClient<operations, ${P}Args, ${P}PagedId>(table, client);`,
    '',
  ].join('\n');
}
