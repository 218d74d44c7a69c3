// The names of coded fields (`x-labels` in spec/areas/*.yaml: code → the Chinese name screens and reports show), as
// `src/generated/labels.ts` of the SDK: one constant per schema holding its coded fields, exported as `labels` by
// `@site/sdk` (`labels.AlarmRecord.type[5]` is 'SOS 求救'). A bundle carries only the schemas it reads.
// A status field's dictionary also gives each code its display style (`x-tones`, as a back-office dictionary's 回显样式:
// primary, success, warning, danger, muted): `src/generated/tags.ts`, exported as `tags`
// (`tags.WagesTroubleRecord.status[3]` is `{ label: '已驳回', tone: 'danger' }`), so every screen and tool shows a
// status alike.

/** The display styles a code may have (x-tones). */
const TONES = ['primary', 'success', 'warning', 'danger', 'muted'];

const comment = (text) => text.replace(/\*\//g, '*\\/').replace(/\s+/g, ' ').trim();

/** The coded fields of a schema: its own properties and those of its allOf parts, with their x-labels. */
function codedFields(schema, doc, seen = new Set()) {
  const out = [];
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return out;
  seen.add(schema);
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop();
    return codedFields(doc.components.schemas[name], doc, seen);
  }
  for (const part of schema.allOf ?? []) out.push(...codedFields(part, doc, seen));
  for (const [name, prop] of Object.entries(schema.properties ?? {}))
    if (prop?.['x-labels'])
      out.push({ name, labels: prop['x-labels'], tones: prop['x-tones'], description: prop.description ?? '' });
  return out;
}

/** Every schema with coded fields, by name: [{ schema, fields: [{ name, labels, description }] }]. */
export function labelTable(doc) {
  const rows = [];
  for (const [schema, def] of Object.entries(doc.components?.schemas ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
    const fields = codedFields(def, doc);
    // A property of the schema's own replaces one of the same name from an allOf part.
    const byName = new Map(fields.map((f) => [f.name, f]));
    if (byName.size) rows.push({ schema, fields: [...byName.values()] });
  }
  return rows;
}

/** Project rules for x-labels: codes are integers, names non-empty and named in the description, codes = the enum. */
export function labelErrors(doc) {
  const errors = [];
  for (const [schema, def] of Object.entries(doc.components?.schemas ?? {}))
    for (const [name, prop] of Object.entries(def.properties ?? {})) {
      const labels = prop?.['x-labels'];
      if (!labels) {
        if (prop?.['x-tones']) errors.push(`components.schemas.${schema}.${name}: 有 x-tones 须有 x-labels`);
        continue;
      }
      const where = `components.schemas.${schema}.${name}`;
      const codes = Object.keys(labels);
      for (const code of codes) {
        if (!/^-?\d+$/.test(code)) errors.push(`${where}: x-labels 的编码「${code}」须为整数`);
        const label = labels[code];
        if (typeof label !== 'string' || !label.trim()) errors.push(`${where}: x-labels 的「${code}」缺少名称`);
        else if (!(prop.description ?? '').includes(label))
          errors.push(`${where}: x-labels 的「${code} ${label}」须在 description 中写明`);
      }
      const tones = prop['x-tones'];
      if (tones) {
        if (Object.keys(tones).sort().join() !== [...codes].sort().join())
          errors.push(`${where}: x-tones 的编码须与 x-labels 一致`);
        for (const [code, tone] of Object.entries(tones))
          if (!TONES.includes(tone)) errors.push(`${where}: x-tones 的「${code}」须为 ${TONES.join('、')} 之一`);
      }
      const values = (prop.enum ?? []).filter((v) => v !== null).map(String);
      if (values.length && values.sort().join() !== [...codes].sort().join())
        errors.push(`${where}: x-labels 的编码（${codes.join('、')}）须与 enum（${values.join('、')}）一致`);
    }
  return errors;
}

const key = (code) => (/^\d+$/.test(code) ? code : `'${code}'`);
const quoted = (text) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const prop = (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);

/** The module `src/generated/tags.ts`: the status fields (x-labels with x-tones), code → { label, tone }. */
export function renderTags(doc) {
  const out = [
    '/** 状态字段的标签（规格的 x-labels 与 x-tones）：编码 → { label, tone }。`tags.WagesTroubleRecord.status[3]`。 */',
    '',
    `/** 一个编码的显示样式（规格的 x-tones）。 */`,
    `export type Tone = ${TONES.map((t) => `'${t}'`).join(' | ')};`,
    '/** 一个状态字段：编码 → 名称与显示样式。 */',
    'export type TagTable = Readonly<Record<number, { readonly label: string; readonly tone: Tone }>>;',
  ];
  for (const { schema, fields } of labelTable(doc)) {
    const toned = fields.filter((f) => f.tones);
    if (!toned.length) continue;
    out.push('', `export const ${schema} = {`);
    for (const { name, labels, tones, description } of toned) {
      const entries = Object.entries(labels)
        .map(([code, label]) => `${key(code)}: { label: ${quoted(label)}, tone: '${tones[code]}' }`)
        .join(', ');
      out.push(`  /** ${comment(description)} */`, `  ${prop(name)}: { ${entries} } as TagTable,`);
    }
    out.push('} as const;');
  }
  out.push('');
  return out.join('\n');
}

/** The module `src/generated/labels.ts`. */
export function renderLabels(doc) {
  const out = [
    '/** 编码字段的名称（规格的 x-labels）：按 schema 与字段，编码 → 界面显示的中文名。`labels.AlarmRecord.type[5]`。 */',
    '',
    '/** 一个编码字段：编码 → 名称。 */',
    'export type LabelTable = Readonly<Record<number, string>>;',
  ];
  for (const { schema, fields } of labelTable(doc)) {
    out.push('', `export const ${schema} = {`);
    for (const { name, labels, description } of fields) {
      const entries = Object.entries(labels)
        .map(([code, label]) => `${key(code)}: ${quoted(label)}`)
        .join(', ');
      out.push(`  /** ${comment(description)} */`, `  ${prop(name)}: { ${entries} } as LabelTable,`);
    }
    out.push('} as const;');
  }
  out.push('');
  return out.join('\n');
}
