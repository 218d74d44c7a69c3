// packages/sdk/docs/reference/: the SDK's call reference, one Markdown file per area plus an index (README.md), generated
// from the bundled spec so authors of other tools can read what each call takes and gives. Every call has a code
// example by path (`api.POST('/path', { body })`) and by operationId (`call(api, id, init)` of the area's entry),
// with values from the spec's examples; the package tests type-check every example against the packed SDK.
import { deref, eachOperation, isBlobOperation, bodyKind } from './spec.mjs';
import { pagingFlag } from './areas.mjs';

/** Where the reference lives, relative to the repository root. */
export const REFERENCE_DIR = 'packages/sdk/docs/reference';

/** Merge allOf parts (one level of properties is enough for a reference). */
function flatten(doc, schema, depth = 0) {
  const s = deref(doc, schema);
  if (!s || typeof s !== 'object' || depth > 8) return {};
  const out = { ...s, properties: { ...(s.properties ?? {}) }, required: [...(s.required ?? [])] };
  for (const part of s.allOf ?? []) {
    const f = flatten(doc, part, depth + 1);
    Object.assign(out.properties, f.properties ?? {});
    out.required.push(...(f.required ?? []));
    if (f.items && !out.items) out.items = f.items;
    if (f.type && !out.type) out.type = f.type;
    if (f.description && !out.description) out.description = f.description;
    if (f.example !== undefined && out.example === undefined) out.example = f.example;
  }
  return out;
}

const hasProperties = (s) => Object.keys(s.properties ?? {}).length > 0;
/** The component name of a `$ref` to an object schema (nested records are named, not expanded). */
const refName = (doc, schema) =>
  schema?.$ref && hasProperties(flatten(doc, schema)) ? schema.$ref.split('/').pop() : undefined;

function typeOf(doc, schema) {
  const named = refName(doc, schema);
  if (named) return named;
  const s = flatten(doc, schema);
  if (s.format === 'binary') return '文件（Blob）';
  const types = Array.isArray(s.type) ? s.type.filter((x) => x !== 'null') : [s.type].filter(Boolean);
  const nullable = (Array.isArray(s.type) && s.type.includes('null')) || s.nullable === true;
  let t;
  if (types.includes('array') || s.items) t = `${typeOf(doc, s.items)}[]`;
  else if (s.enum) t = s.enum.map((v) => JSON.stringify(v)).join(' \\| ');
  else if (types.length) t = types.join(' \\| ');
  else if (hasProperties(s)) t = 'object';
  else t = 'any';
  return nullable ? `${t} \\| null` : t;
}

const clean = (text) =>
  String(text ?? '')
    .replace(/\s+/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();

/** A Markdown table of an object schema's fields. */
function fieldTable(doc, schema, { required = true } = {}) {
  const s = flatten(doc, schema);
  const rows = Object.entries(s.properties ?? {}).map(([name, prop]) => {
    const p = flatten(doc, prop);
    const notes = [clean(p.description), p['x-inferred'] ? '（推断）' : ''].join('');
    const cells = [`\`${name}\``, `\`${typeOf(doc, prop)}\``];
    if (required) cells.push(s.required?.includes(name) ? '是' : '');
    cells.push(notes);
    return `| ${cells.join(' | ')} |`;
  });
  if (!rows.length) return [];
  return [
    required ? '| 字段 | 类型 | 必填 | 说明 |' : '| 字段 | 类型 | 说明 |',
    required ? '|---|---|---|---|' : '|---|---|---|',
    ...rows,
  ];
}

/** The schema of `data` inside the enveloped JSON answer. */
function dataSchema(doc, op) {
  const media = deref(doc, op.responses?.['200'])?.content?.['application/json'];
  if (!media) return undefined;
  return flatten(doc, media.schema).properties?.data;
}

// ---- example values -------------------------------------------------------------------------------------------

const BLOB = Symbol('blob');
const isNullable = (s) => (Array.isArray(s.type) && s.type.includes('null')) || s.nullable === true;

/** A value for a schema that has no example of its own: its example, default or first enum value, else a placeholder. */
function sampleOf(doc, schema, depth = 0) {
  const s = flatten(doc, schema);
  if (s.format === 'binary') return BLOB;
  if (s.example !== undefined && s.example !== null) return fit(doc, schema, s.example, depth);
  if (s.default !== undefined && s.default !== null) return s.default;
  if (s.enum?.length) return s.enum.find((v) => v !== null);
  const types = Array.isArray(s.type) ? s.type : [s.type];
  if (types.includes('array') || s.items) return depth > 4 ? [] : [sampleOf(doc, s.items, depth + 1)];
  if (types.includes('integer') || types.includes('number')) return 1;
  if (types.includes('boolean')) return true;
  if (types.includes('string')) {
    if (s.format === 'date') return '2026-11-01';
    if (s.format === 'date-time') return '2026-11-01 08:00:00';
    return '示例';
  }
  if (hasProperties(s) && depth <= 4) {
    const out = {};
    for (const name of s.required ?? []) out[name] = sampleOf(doc, s.properties[name], depth + 1);
    return out;
  }
  return {};
}

/**
 * The spec's example value cut to its schema: fields the schema does not declare are left out, a null where the
 * schema does not allow one is dropped (or replaced by a sample when required), required fields missing from the
 * example get a sample, file fields become a Blob. So the example compiles against the SDK's types.
 */
function fit(doc, schema, value, depth = 0) {
  const s = flatten(doc, schema);
  if (s.format === 'binary') return BLOB;
  if (value === undefined) return sampleOf(doc, schema, depth);
  if (value === null) return isNullable(s) ? null : sampleOf(doc, schema, depth);
  if (Array.isArray(value)) {
    if (!(s.items || s.type === 'array' || (Array.isArray(s.type) && s.type.includes('array')))) return value;
    return value.slice(0, 2).map((v) => fit(doc, s.items, v, depth + 1));
  }
  if (typeof value === 'object' && hasProperties(s)) {
    const out = {};
    for (const [k, v] of Object.entries(value)) {
      if (!(k in s.properties)) continue;
      const p = flatten(doc, s.properties[k]);
      if (v === null && !isNullable(p) && !s.required.includes(k)) continue;
      out[k] = fit(doc, s.properties[k], v, depth + 1);
    }
    for (const name of s.required ?? []) {
      if (!(name in out) && name in s.properties) out[name] = sampleOf(doc, s.properties[name], depth + 1);
    }
    return out;
  }
  return value;
}

const IDENT = /^[A-Za-z_$][\w$]*$/;

/** A value as TypeScript source: one line when short, else indented. */
function literal(value, indent = '') {
  const one = literalLine(value);
  if (one.length + indent.length <= 100) return one;
  const inner = `${indent}  `;
  if (Array.isArray(value)) return `[\n${value.map((v) => `${inner}${literal(v, inner)},`).join('\n')}\n${indent}]`;
  if (value && typeof value === 'object' && value !== BLOB && !(RAW in value)) {
    const entries = Object.entries(value).map(([k, v]) => `${inner}${key(k)}: ${literal(v, inner)},`);
    return `{\n${entries.join('\n')}\n${indent}}`;
  }
  return one;
}
const key = (k) => (IDENT.test(k) ? k : `'${k.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`);
function literalLine(value) {
  if (value === BLOB) return "new Blob(['…'])";
  if (value && typeof value === 'object' && RAW in value) return value[RAW];
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
  if (Array.isArray(value)) return `[${value.map(literalLine).join(', ')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(([k, v]) => `${key(k)}: ${literalLine(v)}`);
    return entries.length ? `{ ${entries.join(', ')} }` : '{}';
  }
  return JSON.stringify(value);
}

function parameterValue(doc, p) {
  const named = p.examples && Object.values(p.examples)[0];
  const value = p.example ?? deref(doc, named)?.value ?? p.schema?.example;
  return fit(doc, p.schema ?? {}, value);
}

/** The second argument of a call: path and query parameters (required ones, and those with an example), body. */
function initValue(doc, params, op) {
  const init = {};
  const byIn = {};
  for (const p of params) {
    if (p.in !== 'path' && p.in !== 'query') continue;
    const shown = p.in === 'path' || p.required || p.example !== undefined || p.examples || p.schema?.example;
    if (!shown) continue;
    const list = (byIn[p.in] ??= []);
    if (p.in === 'query' && !p.required && list.filter((x) => !x.required).length >= 5) continue;
    list.push(p);
  }
  if (Object.keys(byIn).length) {
    init.params = {};
    for (const where of ['path', 'query']) {
      if (!byIn[where]) continue;
      init.params[where] = Object.fromEntries(byIn[where].map((p) => [p.name, parameterValue(doc, p)]));
    }
  }
  const body = deref(doc, op.requestBody);
  const media = Object.values(body?.content ?? {})[0];
  if (media) {
    const named = media.examples && Object.values(media.examples)[0];
    const value = media.example ?? deref(doc, named)?.value;
    init.body = fit(doc, media.schema, value);
  }
  return Object.keys(init).length ? init : undefined;
}

/** Source text written as is into an example (a call that gives the value). */
const RAW = Symbol('raw');
/** A copy of `value` with each file field (BLOB) replaced by `by`. */
const withFile = (value, by) =>
  value === BLOB
    ? by
    : Array.isArray(value)
      ? value.map((v) => withFile(v, by))
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withFile(v, by)]))
        : value;
const hasFile = (value) =>
  value === BLOB || (value && typeof value === 'object' && Object.values(value).some((v) => hasFile(v)));

/**
 * The example of one call: by path, then by operationId through the area's entry. An import whose area has its
 * template download (`template`) uploads that template, as a user fills it in: so the example sends a real sheet.
 */
function example(doc, { path, method, op }, params, template) {
  const init = initValue(doc, params, op);
  const sheet = init && template && hasFile(init);
  const byPathInit = sheet ? withFile(init, { [RAW]: `await api.${template.method}('${template.path}')` }) : init;
  const byIdInit = sheet ? withFile(init, { [RAW]: `await call(api, '${template.op.operationId}')` }) : init;
  const arg = (i) => (i ? `, ${literal(i)}` : '');
  return [
    '```ts',
    ...(sheet ? [`// 表格：先下载模板（${template.op.operationId}），按表头填好再上传；这里把模板原样传回`] : []),
    '// 按路径（@site/sdk）',
    `const byPath = await api.${method}('${path}'${arg(byPathInit)});`,
    `// 按 operationId（@site/sdk/areas/${op.tags?.[0] ?? ''}）`,
    `const byId = await call(api, '${op.operationId}'${arg(byIdInit)});`,
    '```',
  ];
}

/** The words of an operationId other than its verbs (uploadHelmetWorkers → helmet, workers). */
const nouns = (id) =>
  id
    .split(/(?=[A-Z])/)
    .map((w) => w.toLowerCase().replace(/s$/, ''))
    .filter((w) => !/^(download|upload|import|template|export|temp)$/.test(w));

/**
 * The template download of an import in the same area: a file answer named like a template (…Template, /temp/,
 * /template), the one whose path shares the most leading segments with the import's, then the most words of its name
 * (uploadHelmetWorkers → downloadHelmetWorkerTemplate, not the managers' one beside it).
 */
function templateOf(doc, entry, entries) {
  if (!/import|upload/i.test(entry.op.operationId)) return undefined;
  const segments = entry.path.split('/');
  const words = new Set(nouns(entry.op.operationId));
  let best;
  let bestScore = 2 * 100;
  for (const e of entries) {
    if (!/template/i.test(e.op.operationId) && !/\/temp(late)?(\/|$)/i.test(e.path)) continue;
    if (!isBlobOperation(doc, e.op)) continue;
    const other = e.path.split('/');
    let shared = 0;
    while (shared < segments.length && segments[shared] === other[shared]) shared += 1;
    const score = shared * 100 + nouns(e.op.operationId).filter((w) => words.has(w)).length;
    if (score > bestScore) [best, bestScore] = [e, score];
  }
  return best;
}

// ---- files ------------------------------------------------------------------------------------------------------

/**
 * The field table of a schema, or, when it is a named component already shown in this file, a link to where it is:
 * a record used by several calls (a list row, a detail) is expanded once per page.
 */
function fieldsOnce(doc, schema, seen, here, options) {
  const name = refName(doc, schema);
  if (name && seen.has(name)) return [`字段同 [\`${seen.get(name)}\`](#${seen.get(name)}) 的 \`${name}\`。`];
  const table = fieldTable(doc, schema, options);
  if (name && table.length) seen.set(name, here);
  return table;
}

function renderOperation(doc, entry, seen, entries) {
  const { path, method, op, item } = entry;
  const secured = !(Array.isArray(op.security) && op.security.length === 0);
  const blob = isBlobOperation(doc, op);
  const paged = !blob && pagingFlag(doc, op);
  const flags = [
    secured ? '需登录' : '公开',
    blob ? '返回文件（60 秒超时）' : null,
    paged ? '分页（可用 `pages` 逐行读完）' : null,
    op['x-inferred'] ? '推断' : null,
    op['x-inferred-method'] ? '方法为推断' : null,
    op['x-source'] ? `种子 ${op['x-source']}` : null,
  ].filter(Boolean);
  const out = [
    `<a id="${op.operationId}"></a>`,
    '',
    `### \`${op.operationId}\` — ${clean(op.summary)}`,
    '',
    `\`${method} ${path}\` · operationId \`${op.operationId}\` · ${flags.join(' · ')}`,
    '',
  ];
  if (op.description && clean(op.description) !== clean(op.summary)) out.push(clean(op.description), '');
  const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) => deref(doc, p));
  if (params.length) {
    out.push('参数：', '', '| 名称 | 位置 | 类型 | 必填 | 说明 |', '|---|---|---|---|---|');
    for (const p of params) {
      out.push(
        `| \`${p.name}\` | ${p.in} | \`${typeOf(doc, p.schema)}\` | ${p.required ? '是' : ''} | ${clean(p.description)} |`,
      );
    }
    out.push('');
  }
  const body = deref(doc, op.requestBody);
  const [type, media] = Object.entries(body?.content ?? {})[0] ?? [];
  if (type) {
    const kind = bodyKind(doc, op) === 'json' ? 'JSON' : type;
    const table = fieldsOnce(doc, media.schema, seen, op.operationId);
    out.push(
      `请求体（${kind}${body.required ? '，必填' : ''}）${table.length ? '：' : `：\`${typeOf(doc, media.schema)}\``}`,
      '',
    );
    if (table.length) out.push(...table, '');
  }
  if (blob) out.push('应答：文件（`File`，`Content-Disposition` 给出文件名）。', '');
  else {
    const data = dataSchema(doc, op);
    if (!data) out.push('应答：信封，无 `data`。', '');
    else {
      const d = flatten(doc, data);
      const list = d.properties?.list;
      const named = refName(doc, data);
      if (list) {
        const items = flatten(doc, list).items;
        const rowName = refName(doc, items);
        out.push(`应答 \`data\`：分页（\`total\`、\`list\`）；\`list\` 每行${rowName ? ` \`${rowName}\`` : ''}：`, '');
        out.push(...fieldsOnce(doc, items, seen, op.operationId, { required: false }), '');
      } else if (d.items) {
        const rowName = refName(doc, d.items);
        const table = fieldsOnce(doc, d.items, seen, op.operationId, { required: false });
        out.push(
          `应答 \`data\`：\`${typeOf(doc, data)}\`${table.length ? `；每项${rowName ? ` \`${rowName}\`` : ''}：` : ''}`,
          '',
        );
        if (table.length) out.push(...table, '');
      } else {
        const table = fieldsOnce(doc, data, seen, op.operationId, { required: false });
        out.push(
          `应答 \`data\`${named ? `（\`${named}\`）` : ''}：${table.length ? '' : `\`${typeOf(doc, data)}\``}`,
          '',
        );
        if (table.length) out.push(...table, '');
      }
    }
  }
  out.push(...example(doc, entry, params, templateOf(doc, entry, entries)), '');
  return out;
}

function renderArea(doc, tag, entries) {
  const seen = new Map();
  const ops = [...entries].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  return [
    `# ${tag.name} — ${clean(tag.description)}`,
    '',
    `由 \`pnpm spec\` 从 \`spec/\` 生成，请勿手改。本业务域 ${ops.length} 个调用；[全部业务域](README.md)。`,
    '',
    '每个调用都给出两种写法：按路径（`@site/sdk` 的 `api.GET/POST(path, init)`，整个契约的类型）与按 operationId',
    `（\`@site/sdk/areas/${tag.name}\` 的 \`call(api, id, init)\`，只带本业务域的类型）。成功时返回完整信封 \`{ code, msg, data, … }\`，`,
    '返回文件的调用得到 `File`；失败抛出 `SdkError`。分页列表可用 `pages(api, id, init)` 或 `api.pages(path, init)` 逐行读完。',
    '示例里的值取自契约的示例。“推断”表示种子文档未给出、由我们设计、待后端确认的字段或调用。',
    '',
    '示例共用的准备：先登录拿到令牌（这里是本机 Mock 的演示账号：`npx site-mock --port 4010`；连真实后端时换成它的地址与账号），',
    '再用令牌建客户端。下面的示例接在这段之后运行（写操作会真的改动数据；Mock 的世界可随时重置，见仓库 README“QA 使用 Mock”）。',
    '',
    '```ts',
    "import { createClient, unwrap } from '@site/sdk';",
    `import { call } from '@site/sdk/areas/${tag.name}';`,
    '',
    "const baseUrl = 'http://127.0.0.1:4010';",
    "const login = await createClient({ baseUrl }).POST('/pc/account/login_v2', {",
    "  body: { account: 'admin', password: 'Admin@2026' },",
    '});',
    'const token = unwrap(login).token;',
    'const api = createClient({ baseUrl, getToken: () => token });',
    '```',
    '',
    '## 目录',
    '',
    ...ops.map((e) => `- [\`${e.op.operationId}\`](#${e.op.operationId}) ${clean(e.op.summary)}`),
    '',
    '## 调用',
    '',
    ...ops.flatMap((e) => renderOperation(doc, e, seen, ops)),
  ].join('\n');
}

/** `{ 'README.md': index, '<area>.md': … }`, the files of packages/sdk/docs/reference. */
export function renderReference(doc) {
  const byTag = new Map();
  for (const entry of eachOperation(doc)) {
    const tag = entry.op.tags?.[0] ?? '';
    if (!byTag.has(tag)) byTag.set(tag, []);
    byTag.get(tag).push(entry);
  }
  const tags = (doc.tags ?? []).filter((t) => byTag.has(t.name));
  const total = tags.reduce((n, t) => n + byTag.get(t.name).length, 0);
  const files = {
    'README.md': [
      '# SDK 调用参考',
      '',
      `由 \`pnpm spec\` 从 \`spec/\` 生成，请勿手改。${tags.length} 个业务域，${total} 个调用；每个业务域一页，每个调用列出中文说明、`,
      '方法与路径、operationId、参数、请求体字段、应答 `data` 的字段，以及按路径与按 operationId 两种可直接复制的示例',
      '（值取自契约的示例；包的测试用 tsc 对照 SDK 的类型检查每一个示例）。',
      '',
      '| 业务域 | 说明 | 调用数 |',
      '|---|---|---|',
      ...tags.map((t) => `| [${t.name}](${t.name}.md) | ${clean(t.description)} | ${byTag.get(t.name).length} |`),
      '',
    ].join('\n'),
  };
  for (const t of tags) files[`${t.name}.md`] = renderArea(doc, t, byTag.get(t.name)) + '\n';
  return files;
}

// ---- site-api call <operationId> --help ------------------------------------------------------------------------

/** How the CLI reads a parameter's text: the schema's type (an array of …, or one value). */
function cliType(doc, schema) {
  const s = flatten(doc, schema);
  const types = (Array.isArray(s.type) ? s.type : [s.type]).filter((t) => t && t !== 'null');
  if (types.includes('array') || s.items) return `${cliType(doc, s.items)}[]`;
  if (s.enum?.length && !types.length) return typeof s.enum.find((v) => v !== null) === 'number' ? 'number' : 'string';
  return types.length === 1 ? types[0] : types.length ? types.join('|') : hasProperties(s) ? 'object' : 'string';
}

const plain = (text) => clean(text).replace(/\\\|/g, '|');

/**
 * `packages/sdk/src/generated/cli-help.ts`: what `site-api call <operationId> --help` prints and how the CLI types
 * `--param k=v` (a string stays a string: `007` is sent as `007`). One line per operation:
 * `[summary, description, [[name, in, type, required, note]…], body, example]`, body being
 * `[kind, required, [[name, type, required, note]…]]` or null, and example the init of the reference's example.
 */
export function renderCliHelp(doc) {
  const lines = [];
  for (const entry of eachOperation(doc)) {
    const { op, item } = entry;
    const params = [...(item.parameters ?? []), ...(op.parameters ?? [])]
      .map((p) => deref(doc, p))
      .filter((p) => p && p.in !== 'cookie');
    const p = params.map((x) => {
      const s = flatten(doc, x.schema);
      const note = [plain(x.description), s.enum ? `取值 ${s.enum.filter((v) => v !== null).join('/')}` : '']
        .filter(Boolean)
        .join('；');
      return [x.name, x.in, cliType(doc, x.schema), x.required ? 1 : 0, note];
    });
    const body = deref(doc, op.requestBody);
    const [, media] = Object.entries(body?.content ?? {})[0] ?? [];
    let b = null;
    if (media) {
      const s = flatten(doc, media.schema);
      const fields = Object.entries(s.properties ?? {}).map(([name, prop]) => [
        name,
        typeOf(doc, prop).replace(/\\\|/g, '|'),
        s.required?.includes(name) ? 1 : 0,
        plain(flatten(doc, prop).description),
      ]);
      b = [bodyKind(doc, op), body.required ? 1 : 0, fields.length ? fields : typeOf(doc, media.schema)];
    }
    const init = initValue(doc, params, op) ?? {};
    const example = JSON.parse(JSON.stringify(init, (k, v) => (v === BLOB ? undefined : v)));
    const row = [plain(op.summary), op.description ? plain(op.description) : '', p, b, example];
    lines.push(`  ${op.operationId}: ${JSON.stringify(row)},`);
  }
  return [
    '/** site-api 的调用说明与参数类型：operationId → [摘要, 说明, 参数, 请求体, 示例]（见 scripts/lib/reference.mjs renderCliHelp）。 */',
    'type CliParam = [name: string, where: string, type: string, required: 0 | 1, note: string];',
    'type CliField = [name: string, type: string, required: 0 | 1, note: string];',
    'type CliBody = [kind: string, required: 0 | 1, fields: CliField[] | string];',
    'export type CliHelp = [summary: string, description: string, params: CliParam[], body: CliBody | null, example: Record<string, unknown>];',
    '',
    'export const cliHelp: Record<string, CliHelp> = {',
    ...lines,
    '};',
    '',
  ].join('\n');
}
