// Breaking changes between two merged OpenAPI 3.1 documents (the contract at the last release and now).
// No maintained npm tool reads 3.1 on Node 20 (openapi-diff@0.24.1 stops at "Unsupported OpenAPI version: 3.1.0";
// oasdiff is a Go binary), so this is a small comparer over the merged document. It reports six kinds of break:
//
//   operation-removed    an operation (method + path) or a whole path is gone
//   required-added       a request now requires a parameter or body field it did not require before
//   type-changed         a parameter's, body field's or response field's type changed in a way old callers break on
//   enum-value-removed   a value left an enum (request or response)
//   response-field-removed  a field of the success answer is gone
//   response-required-removed  a field the success answer always had (required) may now be left out
//
// Additions (new operations, optional parameters, new response fields, new enum values in requests) pass, and so
// does a response field becoming required (callers receive more, e.g. `data` in spec/README.md「data 何时必填」).
import { METHODS } from './spec.mjs';

/** @typedef {{ kind: string, where: string, detail: string }} Break */

const JSON_TYPE = 'application/json';
const MAX_DEPTH = 12;

/** Follow local $refs (#/components/...). */
function deref(doc, node) {
  let n = node;
  for (let i = 0; n && typeof n === 'object' && typeof n.$ref === 'string' && i < 20; i++) {
    const ptr = n.$ref.replace(/^#\//, '').split('/');
    n = ptr.reduce((o, k) => o?.[k.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
  }
  return n;
}

/**
 * One schema as the comparer sees it: its types, enum, properties (allOf parts merged), required names and items.
 * oneOf/anyOf branches are merged too: a field any branch has counts as present.
 */
function flatten(doc, schema) {
  const out = { types: new Set(), enum: undefined, properties: new Map(), required: new Set(), items: undefined };
  const visit = (raw, depth) => {
    const s = deref(doc, raw);
    if (!s || typeof s !== 'object' || depth > MAX_DEPTH) return;
    if (s.type !== undefined) for (const t of [].concat(s.type)) out.types.add(t);
    if (Array.isArray(s.enum)) out.enum = [...(out.enum ?? []), ...s.enum];
    if (s.const !== undefined) out.enum = [...(out.enum ?? []), s.const];
    for (const [name, prop] of Object.entries(s.properties ?? {})) {
      if (!out.properties.has(name)) out.properties.set(name, prop);
    }
    for (const name of s.required ?? []) out.required.add(name);
    if (s.items !== undefined && out.items === undefined) out.items = s.items;
    for (const part of [...(s.allOf ?? []), ...(s.oneOf ?? []), ...(s.anyOf ?? [])]) visit(part, depth + 1);
  };
  visit(schema, 0);
  return out;
}

const sameSet = (a, b) => a.size === b.size && [...a].every((x) => b.has(x));
const subset = (a, b) => [...a].every((x) => b.has(x));
const fmt = (set) => [...set].sort().join('|') || '(无)';

/**
 * Compare one schema in its two versions.
 * side 'request': what callers send (narrowing breaks them: a type they used is no longer accepted, a field becomes required).
 * side 'response': what callers read (a field they read disappears, or comes with a type they do not expect).
 */
function compareSchema(oldDoc, newDoc, oldS, newS, where, side, breaks, depth = 0, seen = new Set()) {
  if (depth > MAX_DEPTH || oldS === undefined || newS === undefined) return;
  const key = `${oldS?.$ref ?? ''}→${newS?.$ref ?? ''}@${side}`;
  if ((oldS?.$ref || newS?.$ref) && seen.has(key)) return;
  const nextSeen = new Set(seen).add(key);
  const a = flatten(oldDoc, oldS);
  const b = flatten(newDoc, newS);

  if (a.types.size && b.types.size && !sameSet(a.types, b.types)) {
    // Every integer is a number: integer → number widens a request, number → integer narrows a response; both pass.
    const widen = (set) => (set.has('number') ? new Set([...set, 'integer']) : set);
    const ok = side === 'request' ? subset(a.types, widen(b.types)) : subset(b.types, widen(a.types));
    if (!ok) breaks.push({ kind: 'type-changed', where, detail: `类型 ${fmt(a.types)} → ${fmt(b.types)}` });
  }
  if (a.enum && b.enum) {
    const gone = a.enum.filter((v) => !b.enum.some((w) => JSON.stringify(w) === JSON.stringify(v)));
    for (const v of gone)
      breaks.push({ kind: 'enum-value-removed', where, detail: `枚举值 ${JSON.stringify(v)} 被删除` });
  }
  if (side === 'request') {
    for (const name of b.required) {
      if (!a.required.has(name)) {
        breaks.push({ kind: 'required-added', where: `${where}.${name}`, detail: `请求体字段「${name}」变为必填` });
      }
    }
  }
  if (side === 'response') {
    // A field the answer always had may now be missing: a typed caller's `res.data.x` no longer compiles.
    for (const name of a.required) {
      if (!b.required.has(name) && b.properties.has(name)) {
        breaks.push({
          kind: 'response-required-removed',
          where: `${where}.${name}`,
          detail: `应答字段「${name}」不再必有`,
        });
      }
    }
  }
  for (const [name, oldProp] of a.properties) {
    const newProp = b.properties.get(name);
    if (newProp === undefined) {
      if (side === 'response') {
        breaks.push({ kind: 'response-field-removed', where: `${where}.${name}`, detail: `应答字段「${name}」被删除` });
      }
      continue;
    }
    compareSchema(oldDoc, newDoc, oldProp, newProp, `${where}.${name}`, side, breaks, depth + 1, nextSeen);
  }
  if (a.items !== undefined && b.items !== undefined) {
    compareSchema(oldDoc, newDoc, a.items, b.items, `${where}[]`, side, breaks, depth + 1, nextSeen);
  }
}

function operations(doc) {
  const ops = new Map();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      if (item[method]) ops.set(`${method.toUpperCase()} ${path}`, { path, item, op: item[method] });
    }
  }
  return ops;
}

/** Path-level and operation-level parameters, keyed "in:name" (operation-level wins). */
function parameters(doc, item, op) {
  const map = new Map();
  for (const raw of [...(item.parameters ?? []), ...(op.parameters ?? [])]) {
    const p = deref(doc, raw);
    if (p?.name) map.set(`${p.in}:${p.name}`, p);
  }
  return map;
}

const mediaSchema = (doc, holder, type) => deref(doc, holder)?.content?.[type]?.schema;

/** The request body types the operation accepts, with their schemas. */
function bodies(doc, op) {
  return Object.entries(deref(doc, op.requestBody)?.content ?? {}).map(([type, media]) => [type, media.schema]);
}

/**
 * Every breaking change from `oldDoc` to `newDoc`.
 * @returns {Break[]}
 */
export function breakingChanges(oldDoc, newDoc) {
  /** @type {Break[]} */
  const breaks = [];
  const before = operations(oldDoc);
  const after = operations(newDoc);
  for (const path of Object.keys(oldDoc.paths ?? {})) {
    if (!(path in (newDoc.paths ?? {}))) breaks.push({ kind: 'operation-removed', where: path, detail: '路径被删除' });
  }
  for (const [key, { path, item, op }] of before) {
    const now = after.get(key);
    if (!now) {
      if (path in (newDoc.paths ?? {})) breaks.push({ kind: 'operation-removed', where: key, detail: '调用被删除' });
      continue;
    }
    const where = `${key}`;
    // parameters
    const oldParams = parameters(oldDoc, item, op);
    const newParams = parameters(newDoc, now.item, now.op);
    for (const [id, p] of newParams) {
      const was = oldParams.get(id);
      if (p.required && !was?.required) {
        breaks.push({
          kind: 'required-added',
          where: `${where} 参数 ${p.name}`,
          detail: was ? `参数「${p.name}」（${p.in}）变为必填` : `新增必填参数「${p.name}」（${p.in}）`,
        });
      }
      if (was) compareSchema(oldDoc, newDoc, was.schema, p.schema, `${where} 参数 ${p.name}`, 'request', breaks);
    }
    // request body: a body that became required, and each media type both versions accept
    const oldBody = deref(oldDoc, op.requestBody);
    const newBody = deref(newDoc, now.op.requestBody);
    if (newBody?.required && !oldBody?.required) {
      breaks.push({ kind: 'required-added', where: `${where} 请求体`, detail: '请求体变为必填' });
    }
    const oldTypes = new Map(bodies(oldDoc, op));
    for (const [type, schema] of bodies(newDoc, now.op)) {
      if (oldTypes.has(type)) {
        compareSchema(oldDoc, newDoc, oldTypes.get(type), schema, `${where} 请求体`, 'request', breaks);
      }
    }
    // success answer (JSON)
    for (const code of ['200', '201']) {
      const oldS = mediaSchema(oldDoc, op.responses?.[code], JSON_TYPE);
      const newS = mediaSchema(newDoc, now.op.responses?.[code], JSON_TYPE);
      if (oldS && !newS && !now.op.responses?.[code]) {
        breaks.push({ kind: 'response-field-removed', where: `${where} ${code}`, detail: `${code} 应答被删除` });
      } else if (oldS && newS) {
        compareSchema(oldDoc, newDoc, oldS, newS, `${where} 应答`, 'response', breaks);
      }
    }
  }
  return breaks;
}

/** "1.4.2" → [1, 4, 2]; undefined when it is not semver. */
export function parseVersion(v) {
  const m = /^(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(String(v ?? '').trim());
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : undefined;
}

/** -1, 0 or 1 as a is older than, equal to or newer than b (pre-release and build tags ignored). */
export function compareVersions(a, b) {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  return 0;
}

/**
 * The verdict of the release rule: breaking changes need a higher major version; the version never goes back.
 * @returns {string[]} problems (empty when the change may be released as it is versioned)
 */
export function versionProblems(oldVersion, newVersion, breaks) {
  const a = parseVersion(oldVersion);
  const b = parseVersion(newVersion);
  if (!b) return [`info.version「${newVersion}」不是语义化版本（主.次.修订）`];
  if (!a) return [];
  if (compareVersions(b, a) < 0) return [`info.version 从 ${oldVersion} 回退到了 ${newVersion}`];
  if (breaks.length && b[0] <= a[0]) {
    return [`有 ${breaks.length} 处破坏性变更，但 info.version 的主版本未提升（${oldVersion} → ${newVersion}）`];
  }
  return [];
}
