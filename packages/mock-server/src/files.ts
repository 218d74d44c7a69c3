// Files: exports are real .xlsx/.docx files of the rows the same filter lists; uploads are parsed for real
// (a spreadsheet becomes rows, a picture or document is kept and served back at the URL the answer gives).
// exceljs is loaded on the first file call: it is most of the mock's start-up time otherwise.
import { zipSync, strToU8 } from 'fflate';
import { type OpenApiDoc, type Obj, type Route, type Schema, deref } from './spec.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export interface BuiltFile {
  name: string;
  type: string;
  bytes: Buffer;
}

const cell = (v: unknown): string | number | boolean => {
  if (v === null || v === undefined) return '';
  if (typeof v === 'object') return Array.isArray(v) ? v.map(cell).join('、') : JSON.stringify(v);
  return v as string | number | boolean;
};

const safeName = (s: unknown) =>
  String(s ?? '导出')
    .replace(/[\\/:*?"<>|]/g, '_')
    .slice(0, 60);

/** A column title from a property's description: the text before the first bracket or comma. */
function labelOf(doc: OpenApiDoc, item: Schema, key: string): string {
  const d = deref<Obj>(doc, (item.properties as Obj | undefined)?.[key])?.description;
  return d
    ? String(d)
        .split(/[（(，,。；;：:\n]/)[0]
        ?.trim() || key
    : key;
}

export async function buildFile(doc: OpenApiDoc, route: Route, rows: readonly Obj[], item: Schema): Promise<BuiltFile> {
  const title = safeName(route.op.summary ?? route.op.operationId);
  const keys = [...new Set(rows.slice(0, 50).flatMap((r) => Object.keys(r)))];
  const label = (k: string) => labelOf(doc, item, k);
  const word = Object.keys((deref<Obj>(doc, route.op.responses?.['200'])?.content as Obj | undefined) ?? {}).some((t) =>
    /word/.test(t),
  );
  if (word)
    return {
      name: `${title}.docx`,
      type: DOCX,
      bytes: docx(
        title,
        keys.map(label),
        rows.map((r) => keys.map((k) => String(cell(r[k])))),
      ),
    };
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  wb.creator = '工地管理后台 Mock';
  wb.created = new Date('2026-11-23T08:00:00+08:00');
  const ws = wb.addWorksheet(title.slice(0, 31));
  if (keys.length) {
    ws.columns = keys.map((k) => ({
      header: label(k),
      key: k,
      width: Math.min(40, Math.max(10, label(k).length * 2 + 4)),
    }));
    for (const r of rows) ws.addRow(Object.fromEntries(keys.map((k) => [k, cell(r[k])])));
    ws.getRow(1).font = { bold: true };
  } else {
    ws.addRow([title]);
    ws.addRow(['暂无数据']);
  }
  const bytes = Buffer.from(await wb.xlsx.writeBuffer());
  return { name: `${title}.xlsx`, type: XLSX, bytes };
}

export const isSpreadsheet = (name: string, bytes: Uint8Array) =>
  /\.xlsx$/i.test(name) && bytes[0] === 0x50 && bytes[1] === 0x4b; // a zip container

/**
 * The rows of the first sheet: the first row holds the column titles; each title is matched to a field by its
 * name or its Chinese label. Returns the rows (with their sheet row numbers) and the titles no field matched.
 */
export async function readSheet(
  bytes: Uint8Array,
  fields: { key: string; label: string }[],
): Promise<{ rows: { line: number; values: Obj }[]; unknown: string[]; titles: Record<string, string> }> {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  if (!ws) return { rows: [], unknown: [], titles: {} };
  const header = (ws.getRow(1).values as unknown[]).slice(1).map((v) => String(v ?? '').trim());
  const map = header.map(
    (h) =>
      (
        fields.find((f) => f.key === h || f.label === h) ??
        fields.find((f) => h && (f.label.endsWith(h) || h.startsWith(f.label)))
      )?.key,
  );
  const titles: Record<string, string> = {};
  map.forEach((k, i) => {
    if (k) titles[k] = header[i] as string;
  });
  const rows: { line: number; values: Obj }[] = [];
  ws.eachRow((row, line) => {
    if (line === 1) return;
    const values: Obj = {};
    (row.values as unknown[]).slice(1).forEach((v, i) => {
      const key = map[i];
      if (!key) return;
      const text = v && typeof v === 'object' && 'text' in v ? (v as { text: unknown }).text : v;
      values[key] = text === null || text === undefined ? '' : typeof text === 'number' ? text : String(text).trim();
    });
    if (Object.values(values).some((v) => v !== '')) rows.push({ line, values });
  });
  return { rows, unknown: header.filter((h, i) => h && !map[i]), titles };
}

/** Fields (key + Chinese label) of a row schema. */
export const fieldsOf = (doc: OpenApiDoc, item: Schema) =>
  Object.keys((item.properties as Obj | undefined) ?? {}).map((key) => ({ key, label: labelOf(doc, item, key) }));

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const para = (text: string, bold = false) =>
  `<w:p><w:r>${bold ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${esc(text)}</w:t></w:r></w:p>`;
const tcell = (text: string) => `<w:tc><w:tcPr><w:tcW w:w="0" w:type="auto"/></w:tcPr>${para(text)}</w:tc>`;

/** A minimal but valid Word document: a title and a bordered table. */
function docx(title: string, header: string[], rows: string[][]): Buffer {
  const border = ['top', 'left', 'bottom', 'right', 'insideH', 'insideV']
    .map((s) => `<w:${s} w:val="single" w:sz="4" w:space="0" w:color="999999"/>`)
    .join('');
  const table = header.length
    ? `<w:tbl><w:tblPr><w:tblW w:w="0" w:type="auto"/><w:tblBorders>${border}</w:tblBorders></w:tblPr>` +
      [header, ...rows].map((r) => `<w:tr>${r.map((c) => tcell(c)).join('')}</w:tr>`).join('') +
      '</w:tbl>'
    : para('暂无数据');
  const document =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>' +
    para(title, true) +
    table +
    '<w:sectPr><w:pgSz w:w="16838" w:h="11906" w:orient="landscape"/></w:sectPr></w:body></w:document>';
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      '_rels/.rels': strToU8(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
      'word/document.xml': strToU8(document),
    }),
  );
}

/** A placeholder picture for a demo image path (avatars, photos, captures): a tinted card with its name. */
export function placeholderImage(path: string): string {
  const name = path.split('/').pop() ?? '';
  let h = 0;
  for (const c of path) h = (h * 31 + c.charCodeAt(0)) % 360;
  const label = esc(name.replace(/\.[a-z0-9]+$/i, '').slice(0, 16));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240"><rect width="240" height="240" fill="hsl(${h},45%,82%)"/><circle cx="120" cy="96" r="44" fill="hsl(${h},35%,62%)"/><rect x="52" y="150" width="136" height="60" rx="30" fill="hsl(${h},35%,62%)"/><text x="120" y="228" font-size="14" text-anchor="middle" fill="#334" font-family="sans-serif">${label}</text></svg>`;
}
