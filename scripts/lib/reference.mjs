// packages/sdk/REFERENCE.md: every operation by area with its method, path, parameters and response,
// generated from the bundled spec so authors of other tools can read what each call takes and gives.
import { deref, eachOperation, isBlobOperation, bodyKind } from './spec.mjs';

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
  }
  return out;
}

function typeOf(doc, schema) {
  const s = flatten(doc, schema);
  if (s.format === 'binary') return '文件';
  const t = Array.isArray(s.type) ? s.type.filter((x) => x !== 'null').join('|') : s.type;
  if (t === 'array' || s.items) return `${typeOf(doc, s.items)}[]`;
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(' \\| ');
  if (t) return t;
  if (Object.keys(s.properties ?? {}).length) return 'object';
  return 'any';
}

const clean = (text) =>
  String(text ?? '')
    .replace(/\s+/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();

function fields(doc, schema, indent = '') {
  const s = flatten(doc, schema);
  const lines = [];
  for (const [name, prop] of Object.entries(s.properties ?? {})) {
    const p = flatten(doc, prop);
    const req = s.required?.includes(name) ? '，必填' : '';
    const inferred = p['x-inferred'] ? '，推断' : '';
    lines.push(`${indent}- \`${name}\` (${typeOf(doc, prop)}${req}${inferred}) ${clean(p.description)}`);
  }
  return lines;
}

/** The schema of `data` inside the enveloped JSON answer, and whether it is a page. */
function dataSchema(doc, op) {
  const media = deref(doc, op.responses?.['200'])?.content?.['application/json'];
  if (!media) return undefined;
  return flatten(doc, media.schema).properties?.data;
}

export function renderReference(doc) {
  const byTag = new Map();
  for (const entry of eachOperation(doc)) {
    const tag = entry.op.tags?.[0] ?? '';
    if (!byTag.has(tag)) byTag.set(tag, []);
    byTag.get(tag).push(entry);
  }
  const tags = (doc.tags ?? []).filter((t) => byTag.has(t.name));
  const out = [
    '# SDK 调用参考',
    '',
    '由 `pnpm spec` 从 `spec/` 生成，请勿手改。每个调用都可以按路径（`api.GET(path, init)`）、按 operationId（`ops.call(id, init)`）或按业务域（`ops.area(tag)[id](init)`）调用；',
    '成功时返回完整信封 `{ code, msg, data, … }`，导出类返回 `File`。“推断”表示种子文档未给出、由我们设计、待后端确认的字段或调用。',
    '',
    '## 目录',
    '',
    ...tags.map((t) => `- [${t.name}](#${t.name}) — ${t.description ?? ''}（${byTag.get(t.name).length} 个调用）`),
    '',
  ];
  for (const t of tags) {
    out.push(`## ${t.name}`, '', t.description ?? '', '');
    const ops = byTag.get(t.name).sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
    for (const { path, method, op, item } of ops) {
      const secured = !(Array.isArray(op.security) && op.security.length === 0);
      const blob = isBlobOperation(doc, op);
      const flags = [
        secured ? '需登录' : '公开',
        blob ? '返回文件（60 秒超时）' : null,
        op['x-inferred'] ? '推断' : null,
        op['x-inferred-method'] ? '方法为推断' : null,
        op['x-source'] ? `种子 ${op['x-source']}` : null,
      ].filter(Boolean);
      out.push(
        `### \`${op.operationId}\` — ${clean(op.summary)}`,
        '',
        `\`${method} ${path}\` · ${flags.join(' · ')}`,
        '',
      );
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) => deref(doc, p));
      if (params.length) {
        out.push('参数：');
        for (const p of params) {
          out.push(
            `- \`${p.name}\` (${p.in}，${typeOf(doc, p.schema)}${p.required ? '，必填' : ''}) ${clean(p.description)}`,
          );
        }
        out.push('');
      }
      const body = deref(doc, op.requestBody);
      const [type, media] = Object.entries(body?.content ?? {})[0] ?? [];
      if (type) {
        out.push(`请求体（${bodyKind(doc, op) === 'json' ? 'JSON' : type}）：`);
        const lines = fields(doc, media.schema);
        out.push(...(lines.length ? lines : [`- ${typeOf(doc, media.schema)}`]), '');
      }
      if (blob) {
        out.push('应答：文件（xlsx/docx），`Content-Disposition` 给出文件名。', '');
        continue;
      }
      const data = dataSchema(doc, op);
      if (!data) {
        out.push('应答：信封，无 data。', '');
        continue;
      }
      const d = flatten(doc, data);
      const list = d.properties?.list;
      if (list) {
        out.push('应答 data：分页（`total`、`list`）；`list` 每行：');
        out.push(...fields(doc, flatten(doc, list).items), '');
      } else if (d.items) {
        out.push(`应答 data：${typeOf(doc, data)}；每项：`);
        out.push(...fields(doc, d.items), '');
      } else {
        const lines = fields(doc, data);
        out.push(lines.length ? '应答 data：' : `应答 data：${typeOf(doc, data)}`, ...lines, '');
      }
    }
  }
  return out.join('\n');
}
