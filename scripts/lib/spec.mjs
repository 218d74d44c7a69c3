// Merge the hand-written area files into one OpenAPI document and check the project's own rules.
// Area files (spec/areas/*.yaml) hold `paths` and `components`; they refer to shared components of
// spec/openapi.yaml with local refs (#/components/...), which resolve once merged.
import { readFileSync, readdirSync } from 'node:fs';
import { join, basename } from 'node:path';
import { parse } from 'yaml';

export const ROOT = new URL('../..', import.meta.url).pathname;
export const SPEC_DIR = join(ROOT, 'spec');
export const DIST = join(SPEC_DIR, 'dist', 'openapi.json');
export const METHODS = ['get', 'post', 'put', 'delete', 'patch'];
const COMPONENT_KINDS = ['schemas', 'responses', 'parameters', 'examples', 'requestBodies', 'headers'];

function areaFiles(only, specDir = SPEC_DIR) {
  const dir = join(specDir, 'areas');
  const all = readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort();
  const picked = only?.length ? all.filter((f) => only.includes(basename(f, '.yaml'))) : all;
  return picked.map((f) => join(dir, f));
}

const readYaml = (file) => parse(readFileSync(file, 'utf8'), { maxAliasCount: -1 }) ?? {};

/**
 * @param {{ only?: string[], specDir?: string }} [options] specDir: another copy of spec/ (e.g. one checked out at a
 *   release tag, for the breaking-change check)
 * @returns {{ doc: any, errors: string[], origin: Map<string,string> }}
 */
export function mergeSpec({ only, specDir = SPEC_DIR } = {}) {
  const doc = readYaml(join(specDir, 'openapi.yaml'));
  doc.paths ??= {};
  doc.components ??= {};
  const errors = [];
  const origin = new Map(); // "METHOD path" -> area file
  const componentOrigin = new Map();
  for (const kind of COMPONENT_KINDS) {
    for (const name of Object.keys(doc.components[kind] ?? {})) componentOrigin.set(`${kind}/${name}`, 'openapi.yaml');
  }
  for (const file of areaFiles(only, specDir)) {
    const area = basename(file);
    let part;
    try {
      part = readYaml(file);
    } catch (e) {
      errors.push(`${area}: YAML 解析失败：${e.message}`);
      continue;
    }
    for (const [path, item] of Object.entries(part.paths ?? {})) {
      const target = (doc.paths[path] ??= {});
      for (const [key, value] of Object.entries(item)) {
        if (key in target) {
          errors.push(
            `${area}: ${key.toUpperCase()} ${path} 已在 ${origin.get(`${key.toUpperCase()} ${path}`) ?? '其他文件'} 中定义`,
          );
          continue;
        }
        target[key] = value;
        if (METHODS.includes(key)) origin.set(`${key.toUpperCase()} ${path}`, area);
      }
    }
    for (const kind of COMPONENT_KINDS) {
      for (const [name, value] of Object.entries(part.components?.[kind] ?? {})) {
        const key = `${kind}/${name}`;
        if (componentOrigin.has(key)) {
          errors.push(`${area}: components/${key} 与 ${componentOrigin.get(key)} 重名（组件名须全局唯一）`);
          continue;
        }
        componentOrigin.set(key, area);
        (doc.components[kind] ??= {})[name] = value;
      }
    }
  }
  return { doc, errors, origin };
}

export function* eachOperation(doc) {
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      if (item[method]) yield { path, method: method.toUpperCase(), op: item[method], item };
    }
  }
}

const BINARY_TYPES = /octet-stream|spreadsheetml|ms-excel|wordprocessingml|msword|pdf|zip|image\//;

export function deref(doc, node) {
  let n = node;
  for (let i = 0; n && typeof n === 'object' && '$ref' in n && i < 10; i++) {
    const ptr = n.$ref.replace(/^#\//, '').split('/');
    n = ptr.reduce((o, k) => o?.[k.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
  }
  return n;
}

/** True when the operation's success answer is a file (the SDK reads it as a Blob with the 60 s timeout). */
export function isBlobOperation(doc, op) {
  const ok = deref(doc, op.responses?.['200'] ?? op.responses?.['201']);
  const types = Object.keys(ok?.content ?? {});
  return types.length > 0 && types.every((t) => BINARY_TYPES.test(t));
}

const CAMEL = /^[a-z][a-zA-Z0-9]*$/;
const CJK = /[\u4e00-\u9fff]/;

function hasExample(doc, op) {
  const ok = deref(doc, op.responses?.['200'] ?? op.responses?.['201']);
  if (!ok?.content) return false;
  return Object.entries(ok.content).every(([type, media]) =>
    BINARY_TYPES.test(type) ? true : media.example !== undefined || Object.keys(media.examples ?? {}).length > 0,
  );
}

/** The JSON examples of an operation's 200 answer, as [name, value]. */
function jsonExamples(doc, op) {
  const media = deref(doc, op.responses?.['200'])?.content?.['application/json'];
  if (!media) return [];
  if (media.example !== undefined) return [['example', media.example]];
  return Object.entries(media.examples ?? {}).map(([k, v]) => [k, deref(doc, v)?.value]);
}

/**
 * The rows of a list answer, or undefined when the answer is not a list: a page (`data.list`), or a plain array of
 * records from a path whose last segment names a list (`…/list`, `listFile`, `projectList`, `…Page`). Option lists
 * (rows with value and label) and trees (rows with children) are not lists of records.
 */
export function listRows(path, data) {
  if (Array.isArray(data?.list)) return data.list;
  if (!Array.isArray(data) || !data.length) return undefined;
  const last =
    path
      .split('/')
      .filter((s) => s && !s.startsWith('{'))
      .pop() ?? '';
  if (!/list|page/i.test(last)) return undefined;
  const records = data.every((r) => r && typeof r === 'object' && !Array.isArray(r));
  if (!records || data.some((r) => 'children' in r) || data.every((r) => 'value' in r && 'label' in r))
    return undefined;
  return data;
}

/**
 * A call without a session (`security: []`) tells the back-end what it must verify: a paragraph「安全：…」in its
 * description, and `x-upstream-check` that proxy mode can test an upstream's answers against (spec/README.md).
 */
function securityNoteErrors(where, op) {
  const errors = [];
  if (!/安全：/.test(op.description ?? ''))
    errors.push(`${where}: 免登录调用（security: []）的 description 须有「安全：」一段`);
  const check = op['x-upstream-check'];
  if (!check || typeof check !== 'object') {
    errors.push(`${where}: 免登录调用（security: []）须有 x-upstream-check`);
    return errors;
  }
  if (check['absent-in-production'] === true) return errors;
  if (typeof check['token-at'] !== 'string' || !Array.isArray(check['requires-any-of']))
    errors.push(
      `${where}: x-upstream-check 须有 token-at（应答中令牌的位置）与 requires-any-of（发令牌的前提，[] 表示从不发）`,
    );
  for (const alt of check['requires-any-of'] ?? []) {
    const ok =
      alt &&
      typeof alt === 'object' &&
      Object.entries(alt).length === 1 &&
      Object.entries(alt).every(([k, v]) =>
        k === 'header' ? typeof v === 'string' : ['body', 'query'].includes(k) && Array.isArray(v) && v.length > 0,
      );
    if (!ok)
      errors.push(
        `${where}: x-upstream-check.requires-any-of 的每一项是 {body: [字段]}、{query: [参数]} 或 {header: 名称}`,
      );
  }
  return errors;
}

/** True when a schema admits null (`type` lists 'null', or a oneOf/anyOf branch does). */
function admitsNull(doc, raw) {
  const s = deref(doc, raw);
  if (!s || typeof s !== 'object') return true;
  if ([].concat(s.type ?? []).includes('null')) return true;
  return [...(s.oneOf ?? []), ...(s.anyOf ?? [])].some((b) => admitsNull(doc, b));
}

/**
 * The `data` rule (spec/README.md,「data 何时必填」): in a success envelope, `data` is required exactly when its
 * schema does not admit null. The part of the envelope's allOf that declares `data` carries `required: [data]`.
 */
function dataRequiredErrors(doc, where, schema) {
  if (/\/OkEnvelope$/.test(schema?.$ref ?? '')) return [];
  const envelope = deref(doc, schema);
  const part = (envelope?.allOf ?? [envelope]).map((p) => deref(doc, p)).find((p) => p?.properties?.data);
  if (!part) return [];
  const required = (part.required ?? []).includes('data');
  if (admitsNull(doc, part.properties.data)) {
    return required ? [`${where}: 应答的 data 可为 null，不写 required: [data]（后端可能省略 null 字段）`] : [];
  }
  return required ? [] : [`${where}: 应答的 data 不可为 null，信封中声明 data 的那一部分须写 required: [data]`];
}

/**
 * A page's rows: an allOf of PageData (which requires `list` but leaves it untyped) and a part typing `list` must
 * require it there too, or the generated type reads `list?: Row[]` and every consumer needs `?.` again.
 */
function pageListErrors(node, where, errors, seen = new Set()) {
  if (!node || typeof node !== 'object' || seen.has(node)) return;
  seen.add(node);
  if (Array.isArray(node.allOf) && node.allOf.some((p) => p?.$ref === '#/components/schemas/PageData')) {
    for (const part of node.allOf)
      if (part?.properties?.list && !(part.required ?? []).includes('list'))
        errors.push(`${where}: 分页（allOf PageData）中给出 list 类型的那一部分须写 required: [list]`);
  }
  for (const value of Object.values(node)) pageListErrors(value, where, errors, seen);
}

/** The project's rules for every operation (beyond Redocly's): see spec/README.md. */
export function checkRules(doc, origin = new Map()) {
  const errors = [];
  const ids = new Map();
  const tags = new Set((doc.tags ?? []).map((t) => t.name));
  const allIds = new Set([...eachOperation(doc)].map((o) => o.op.operationId));
  const userInfo = [...eachOperation(doc)].find((o) => o.op.operationId === 'getUserInfo')?.op;
  const apiCodes = new Set(
    deref(doc, userInfo?.responses?.['200'])?.content?.['application/json']?.example?.data?.apiCodeList ?? [],
  );
  for (const { path, method, op, item } of eachOperation(doc)) {
    const where = `${method} ${path}${origin.has(`${method} ${path}`) ? ` (${origin.get(`${method} ${path}`)})` : ''}`;
    const id = op.operationId;
    if (!id) errors.push(`${where}: 缺少 operationId`);
    else if (!CAMEL.test(id)) errors.push(`${where}: operationId「${id}」须为 camelCase`);
    else if (ids.has(id)) errors.push(`${where}: operationId「${id}」与 ${ids.get(id)} 重复`);
    else ids.set(id, where);
    if (!op.tags?.length) errors.push(`${where}: 缺少 tag`);
    else if (!tags.has(op.tags[0])) errors.push(`${where}: tag「${op.tags[0]}」未在 spec/openapi.yaml 的 tags 中声明`);
    if (!op.summary || !CJK.test(op.summary)) errors.push(`${where}: summary 须为中文`);
    if (!op['x-source']) errors.push(`${where}: 缺少 x-source（种子文档章节）`);
    const secured = !(Array.isArray(op.security) && op.security.length === 0);
    if (secured && !op.responses?.['401']) errors.push(`${where}: 需要登录的调用须声明 401 应答`);
    if (!secured) errors.push(...securityNoteErrors(where, op));
    if (op.responses?.default?.$ref !== '#/components/responses/Failure')
      errors.push(`${where}: 须声明 default 应答 { $ref: '#/components/responses/Failure' }（业务失败的错误信封）`);
    if (!op.responses?.['200'] && !op.responses?.['201']) errors.push(`${where}: 缺少 200 应答`);
    else if (!hasExample(doc, op)) errors.push(`${where}: 200 应答缺少示例`);
    for (const raw of [...(item.parameters ?? []), ...(op.parameters ?? [])]) {
      const prm = deref(doc, raw);
      if (prm?.required && prm.example === undefined && prm.schema?.example === undefined && !prm.examples)
        errors.push(`${where}: 必填参数「${prm.name}」须有 example（契约测试与 Mock 用它发请求）`);
    }
    const body = deref(doc, op.requestBody);
    for (const [type, media] of Object.entries(body?.content ?? {})) {
      if (media.example === undefined && !media.examples && deref(doc, media.schema)?.example === undefined)
        errors.push(`${where}: 请求体（${type}）须有 example`);
    }
    // x-api-code: the apiCodeList code(s) a call needs (any one of a list); each must be one the userInfo example
    // grants, so the console, the mock and the example speak of the same codes.
    for (const code of [op['x-api-code'] ?? []].flat())
      if (!apiCodes.has(code)) errors.push(`${where}: x-api-code「${code}」不在 userInfo 示例的 apiCodeList 中`);
    if (op['x-export-of'] && !allIds.has(op['x-export-of']))
      errors.push(`${where}: x-export-of「${op['x-export-of']}」不是已有的 operationId`);
    const fewRows = op['x-list-rows'];
    if (fewRows !== undefined && (typeof fewRows !== 'string' || !CJK.test(fewRows)))
      errors.push(`${where}: x-list-rows 须是中文的理由（示例世界里为什么不足 5 行）`);
    for (const [name, example] of jsonExamples(doc, op)) {
      const rows = listRows(path, example?.data);
      if (rows && rows.length < 5 && !fewRows)
        errors.push(
          `${where}: 列表示例「${name}」至少要有 5 行（现有 ${rows.length} 行；DATA.md 的世界确实不足 5 个时在调用上写 x-list-rows: <理由>）`,
        );
      const list = example?.data?.list;
      if (!Array.isArray(list)) continue;
      if (typeof example.data.total !== 'number' || example.data.total < list.length)
        errors.push(`${where}: 列表示例「${name}」要给出 total（不小于行数）`);
    }
    for (const [name, raw] of Object.entries(
      deref(doc, op.responses?.['200'])?.content?.['application/json']?.['x-failure-examples'] ?? {},
    )) {
      const v = deref(doc, raw)?.value;
      if (typeof v?.code !== 'number' || [0, 200].includes(v.code) || typeof v.msg !== 'string')
        errors.push(`${where}: x-failure-examples「${name}」须是失败信封 { value: { code: <非 0/200>, msg } }`);
    }
    pageListErrors(op.responses?.['200'], where, errors);
    if (!isBlobOperation(doc, op)) {
      const ok = deref(doc, op.responses?.['200']);
      const schema = ok?.content?.['application/json']?.schema;
      const text = JSON.stringify(schema ?? {});
      if (!text.includes('Envelope')) errors.push(`${where}: JSON 应答须包在 Envelope 信封中`);
      else errors.push(...dataRequiredErrors(doc, where, schema));
    }
  }
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {}))
    pageListErrors(schema, `components/schemas/${name}`, errors);
  return errors;
}

/** How the request body is sent: json, form (x-www-form-urlencoded), multipart, or null when there is none. */
export function bodyKind(doc, op) {
  const types = Object.keys(deref(doc, op.requestBody)?.content ?? {});
  if (!types.length) return null;
  if (types.some((t) => t.startsWith('multipart/'))) return 'multipart';
  if (types.some((t) => t === 'application/x-www-form-urlencoded')) return 'form';
  return 'json';
}

/** A compact table of every operation, used by the SDK (blob detection, calls by operationId) and the tests. */
export function operationTable(doc) {
  const rows = [];
  for (const { path, method, op } of eachOperation(doc)) {
    rows.push({
      id: op.operationId,
      method,
      path,
      tag: op.tags?.[0] ?? '',
      summary: op.summary ?? '',
      blob: isBlobOperation(doc, op),
      body: bodyKind(doc, op),
      secured: !(Array.isArray(op.security) && op.security.length === 0),
      inferred: Boolean(op['x-inferred']),
      source: op['x-source'] ?? '',
    });
  }
  return rows.sort(
    (a, b) => a.tag.localeCompare(b.tag) || a.path.localeCompare(b.path) || a.method.localeCompare(b.method),
  );
}
