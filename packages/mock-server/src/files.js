// Real files for export and download calls: an .xlsx built from the rows of the matching list example
// (column titles from the schema's Chinese descriptions), or a .docx for Word exports.
import ExcelJS from 'exceljs';
import { zipSync, strToU8 } from 'fflate';
import { deref, exampleOf } from './routes.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Merge `allOf` parts into one object schema (enough to read property descriptions). */
function flatten(doc, schema, depth = 0) {
  const s = deref(doc, schema);
  if (!s || typeof s !== 'object' || depth > 8) return {};
  const out = { ...s, properties: { ...(s.properties ?? {}) } };
  for (const part of s.allOf ?? []) {
    const f = flatten(doc, part, depth + 1);
    Object.assign(out.properties, f.properties ?? {});
    if (f.items && !out.items) out.items = f.items;
  }
  return out;
}

/** The rows of a list example and the schema of one row. */
export function rowsOf(doc, route) {
  const response = route?.op.responses?.['200'];
  const example = exampleOf(doc, response);
  const data = example?.data;
  const schema = flatten(doc, deref(doc, response)?.content?.['application/json']?.schema);
  const dataSchema = flatten(doc, schema.properties?.data);
  for (const key of ['list', 'records', 'rows', 'items']) {
    if (Array.isArray(data?.[key])) {
      return { rows: data[key], item: flatten(doc, flatten(doc, dataSchema.properties?.[key]).items) };
    }
  }
  if (Array.isArray(data)) return { rows: data, item: flatten(doc, dataSchema.items) };
  if (data && typeof data === 'object') return { rows: [data], item: dataSchema };
  return { rows: [], item: {} };
}

const cell = (v) => {
  if (v === null || v === undefined) return '';
  if (typeof v === 'object') return Array.isArray(v) ? v.map(cell).join('、') : JSON.stringify(v);
  return v;
};

const safeName = (s) =>
  String(s ?? '导出')
    .replace(/[\\/:*?"<>|]/g, '_')
    .slice(0, 60);

export async function buildFile(doc, route, source) {
  const title = safeName(route.op.summary ?? route.op.operationId);
  const { rows, item } = rowsOf(doc, source);
  const keys = [...new Set(rows.flatMap((r) => (r && typeof r === 'object' ? Object.keys(r) : [])))];
  const label = (k) => {
    const d = deref(doc, item.properties?.[k])?.description;
    return d
      ? String(d)
          .split(/[（(，,。；;\n]/)[0]
          .trim() || k
      : k;
  };
  const word = Object.keys(deref(doc, route.op.responses?.['200'])?.content ?? {}).some((t) => /word/.test(t));
  if (word)
    return {
      name: `${title}.docx`,
      type: DOCX,
      bytes: docx(
        title,
        keys.map(label),
        rows.map((r) => keys.map((k) => cell(r[k]))),
      ),
    };

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
    ws.addRow(['导出时间', '2026-11-23 08:00:00']);
  }
  const bytes = Buffer.from(await wb.xlsx.writeBuffer());
  return { name: `${title}.xlsx`, type: XLSX, bytes };
}

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const para = (text, bold = false) =>
  `<w:p><w:r>${bold ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${esc(text)}</w:t></w:r></w:p>`;
const tcell = (text) => `<w:tc><w:tcPr><w:tcW w:w="0" w:type="auto"/></w:tcPr>${para(text)}</w:tc>`;

/** A minimal but valid Word document: a title and a bordered table. */
function docx(title, header, rows) {
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
