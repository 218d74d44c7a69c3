// `@site/sdk/query`: TanStack Query v5 options generated per operation (the pattern of openapi-react-query and
// hey-api's TanStack Query plugin). One module per area (src/generated/query/<tag>.ts), one line per export, each a
// call of the hand-written kit (packages/sdk/src/query-kit.ts), so a consumer bundles the operations it imports
// and nothing else; an index re-exports every area; a small table (areas.ts) maps areas to their operationIds for
// `invalidateArea`.
import { eachOperation } from './spec.mjs';
import { initType, pagingFlag } from './areas.mjs';

/** Verbs of POST operations that only read (lists, details, statistics, look-ups). */
const READ_VERBS = new Set([
  'list',
  'get',
  'page',
  'collect',
  'search',
  'count',
  'is',
  'select',
  'query',
  'load',
  'echo',
]);
/** Verbs of GET operations that change something (GET /pc/vercode sends an SMS): a mutation, never refetched. */
const WRITE_GET_VERBS = new Set(['send']);
const READ_ROLES = new Set(['list', 'detail', 'options', 'stats', 'aggregate']);

/**
 * Whether an operation is a read (a query: cached, refetched on focus, retried) or a write (a mutation: sent once,
 * on demand). Files (exports, downloads) are writes here: a click asks for them, and a `File` has no place in the
 * query cache. The mock's `x-mock` annotation decides where it says (options, aggregate, stats, role: reads; effects
 * and transitions: writes); then paged lists (also those sent by POST) are reads; then a GET is a read unless its
 * verb sends something, and a POST is a read when its operationId's verb only reads (list, get, page, collect…).
 */
export function isRead(doc, row, op) {
  if (row.blob) return false;
  const x = op['x-mock'] ?? {};
  if (x.options || x.aggregate || x.stats) return true;
  if (x.effects?.length || x.transition) return false;
  if (x.role) return READ_ROLES.has(x.role);
  if (pagingFlag(doc, op)) return true;
  const verb = /^[a-z]+/.exec(row.id)?.[0] ?? '';
  if (row.method.toUpperCase() === 'GET') return !WRITE_GET_VERBS.has(verb);
  return READ_VERBS.has(verb);
}

const camel = (tag) => tag.replace(/-(\w)/g, (_, c) => c.toUpperCase());
const pascal = (tag) => camel(tag).replace(/^\w/, (c) => c.toUpperCase());
const comment = (text) => text.replace(/\*\//g, '*\\/').replace(/\s+/g, ' ').trim();

/** Every operation of the table with what the query layer needs: read or write, paging, its route string. */
export function queryRows(rows, doc) {
  const ops = new Map([...eachOperation(doc)].map((o) => [o.op.operationId, o.op]));
  return rows.map((r) => {
    const op = ops.get(r.id);
    const paging = r.blob ? '' : pagingFlag(doc, op);
    const flags = (r.blob ? 'b' : '') + (r.body === 'form' ? 'f' : r.body === 'multipart' ? 'm' : '') + paging;
    const read = isRead(doc, r, op);
    return {
      ...r,
      op,
      read,
      paged: read && Boolean(paging),
      route: `${r.method.toUpperCase()} ${r.path}${flags ? ` ${flags}` : ''}`,
      init: initType(doc, r.id, op),
    };
  });
}

/** The module `src/generated/query/<tag>.ts`: the area's keys, query, infinite query and mutation options. */
export function renderQueryArea(tag, rows, doc) {
  const P = pascal(tag);
  const items = queryRows(rows, doc);
  const reads = items.filter((i) => i.read).length;
  const paged = items.filter((i) => i.paged).length;
  const out = [
    `/** 业务域「${tag}」的 TanStack Query 选项：${items.length} 个调用（读 ${reads} 个，其中分页 ${paged} 个；写 ${items.length - reads} 个）。\`import { … } from '@site/sdk/query/${tag}'\`。 */`,
    `import type { operations } from '../areas/${tag}.schema';`,
    `import type { OpResult } from '../../types';`,
    `import { keyer, pager, reader, writer } from '../../query-kit';`,
    `import type { KeyFn, KeyFnOpt, InfiniteFn, InfiniteFnOpt, MutationFn, QueryFn, QueryFnOpt } from '../../query-kit';`,
    '',
    `export * from '../../query-kit';`,
    '',
    `/** 每个调用的查询参数（键的第二项，也是调用的 \`params\` 与 \`body\`）。 */`,
    `export interface ${P}QueryParams {`,
    ...items.map((i) => `  ${i.id}: ${i.init.fields};`),
    '}',
  ];
  for (const i of items) {
    const id = i.id;
    const p = `${P}QueryParams['${id}']`;
    const r = `OpResult<operations['${id}']>`;
    const opt = i.init.required ? '' : 'Opt';
    const what = `${comment(i.summary || id)}（${i.method.toUpperCase()} ${i.path}）`;
    out.push('');
    out.push(`/** 键 \`['${id}', 参数]\`：${what} */`);
    out.push(`export const ${id}Key: KeyFn${opt}<'${id}', ${p}> = /* @__PURE__ */ keyer('${id}');`);
    if (i.read) {
      out.push(`/** 查询选项（useQuery、fetchQuery）：${what} */`);
      out.push(
        `export const ${id}QueryOptions: QueryFn${opt}<'${id}', ${p}, ${r}> = /* @__PURE__ */ reader('${id}', '${i.route}');`,
      );
    }
    if (i.paged) {
      out.push(`/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：${what} */`);
      out.push(
        `export const ${id}InfiniteQueryOptions: InfiniteFn${opt}<'${id}', ${p}, ${r}> = /* @__PURE__ */ pager('${id}', '${i.route}');`,
      );
    }
    if (!i.read) {
      out.push(`/** 变更选项（useMutation，\`mutate(参数)\`）：${what} */`);
      out.push(
        `export const ${id}MutationOptions: MutationFn<'${id}', ${i.init.required ? p : `${p} | void`}, ${r}> = /* @__PURE__ */ writer('${id}', '${i.route}');`,
      );
    }
  }
  out.push('');
  return out.join('\n');
}

/** `src/generated/query/areas.ts`: every area's operationIds, as types (keys) and as one string per area. */
export function renderQueryAreas(rows) {
  const tags = [...new Set(rows.map((r) => r.tag))].sort();
  const ids = (t) => rows.filter((r) => r.tag === t).map((r) => r.id);
  return [
    '/** 各业务域的 operationId（供 `invalidateArea` 与键的类型）。 */',
    'export interface AreaOperationIds {',
    ...tags.map(
      (t) =>
        `  '${t}': ${ids(t)
          .map((id) => `'${id}'`)
          .join(' | ')};`,
    ),
    '}',
    '/** 业务域名。 */',
    'export type Area = keyof AreaOperationIds;',
    '/** 契约里的每个 operationId：查询键的第一项只能是其中之一。 */',
    'export type OperationId = AreaOperationIds[Area];',
    '',
    '/** 业务域 → 它的 operationId（空格分隔）。 */',
    'export const areaOperations: Readonly<Record<Area, string>> = {',
    ...tags.map((t) => `  '${t}': '${ids(t).join(' ')}',`),
    '};',
    '',
  ].join('\n');
}

/** `src/generated/query/index.ts`, the `@site/sdk/query` entry: the kit and every area. */
export function renderQueryIndex(rows) {
  const tags = [...new Set(rows.map((r) => r.tag))].sort();
  return [
    `/** \`@site/sdk/query\`：全部 ${rows.length} 个调用的 TanStack Query 选项与键，以及按调用、按业务域失效的辅助函数。只用一个业务域时 \`@site/sdk/query/<业务域>\` 类型检查更快。 */`,
    `export * from '../../query-kit';`,
    ...tags.map((t) => `export * from './${t}';`),
    '',
  ].join('\n');
}
