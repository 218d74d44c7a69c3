// `@site/sdk/calls/<area>`: one tree-shakable function per operation (src/generated/calls/<tag>.ts), each a call of
// the hand-written factories of packages/sdk/src/calls.ts with the operationId and its route, typed by the area's
// argument tuples (src/generated/areas/<tag>.ts). A bundle that imports one call carries that call and the small
// client, not the area's table; a call that answers a file or sends a multipart body carries the piece it needs.
import { queryRows } from './query.mjs';

const camel = (tag) => tag.replace(/-(\w)/g, (_, c) => c.toUpperCase());
const pascal = (tag) => camel(tag).replace(/^\w/, (c) => c.toUpperCase());
const comment = (text) => text.replace(/\*\//g, '*\\/').replace(/\s+/g, ' ').trim();

/** The module `src/generated/calls/<tag>.ts`. */
export function renderCallsArea(tag, rows, doc) {
  const P = pascal(tag);
  const items = queryRows(rows, doc);
  const first = items.find((i) => i.paged) ?? items[0];
  const out = [
    `/** 业务域「${tag}」的 ${items.length} 个调用，每个一个可摇树的函数：\`import { createClient, ${first.id} } from '@site/sdk/calls/${tag}'\`，\`await ${first.id}(api, …)\`。 */`,
    `import type { operations } from '../areas/${tag}.schema';`,
    `import type { ${P}Args } from '../areas/${tag}';`,
    `import type { OpResult } from '../../types';`,
    `import { fileOp, op, uploadOp, type Call, type PagedCall } from '../../calls';`,
    '',
    `export * from '../../calls';`,
    `export type { components as ${P}Components, operations as ${P}Operations } from '../areas/${tag}.schema';`,
  ];
  for (const i of items) {
    const id = i.id;
    const type = `${i.paged ? 'PagedCall' : 'Call'}<'${id}', ${P}Args['${id}'], OpResult<operations['${id}']>>`;
    const make = i.blob ? 'fileOp' : i.body === 'multipart' ? 'uploadOp' : 'op';
    out.push('');
    out.push(
      `/** ${comment(i.summary || id)}（${i.method.toUpperCase()} ${i.path}）${i.paged ? '；分页：`pagesOf(api, ' + id + ', …)`' : ''} */`,
    );
    out.push(`export const ${id}: ${type} = /* @__PURE__ */ ${make}('${id}', '${i.route}');`);
  }
  out.push('');
  return out.join('\n');
}
