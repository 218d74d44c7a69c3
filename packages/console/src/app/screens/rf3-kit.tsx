// What rf3's screen tests (sitting 24) need beyond harness.tsx: an Excel file filled in as a person would (a small
// .xlsx written here, as the console has no spreadsheet library), picked in a dialog's file box with user-event's
// upload (harness.tsx's fetch sends the form to the in-process mock as a browser sends it).
import { expect } from 'vitest';
import userEvent from '@testing-library/user-event';
import { world } from './harness';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** CRC-32 (the zip's checksum) of `bytes`. */
function crc32(bytes: Uint8Array): number {
  let crc = ~0;
  for (const b of bytes) {
    crc ^= b;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** A zip holding `files` stored as they are (no compression), as an .xlsx container is read. */
function zipOf(files: Record<string, string>): Uint8Array<ArrayBuffer> {
  const text = new TextEncoder();
  const parts: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  const header = (size: number, fill: (v: DataView) => void) => {
    const h = new Uint8Array(size);
    fill(new DataView(h.buffer));
    return h;
  };
  for (const [path, content] of Object.entries(files)) {
    const name = text.encode(path);
    const data = text.encode(content);
    const crc = crc32(data);
    // version 2.0, flag 0x0800 (UTF-8 names), stored, then the checksum and both sizes.
    const common = (v: DataView, at: number) => {
      v.setUint16(at, 20, true);
      v.setUint16(at + 2, 0x0800, true);
      v.setUint32(at + 10, crc, true);
      v.setUint32(at + 14, data.length, true);
      v.setUint32(at + 18, data.length, true);
      v.setUint16(at + 22, name.length, true);
    };
    parts.push(
      header(30, (v) => {
        v.setUint32(0, 0x04034b50, true);
        common(v, 4);
      }),
      name,
      data,
    );
    central.push(
      header(46, (v) => {
        v.setUint32(0, 0x02014b50, true);
        v.setUint16(4, 20, true);
        common(v, 6);
        v.setUint32(42, offset, true);
      }),
      name,
    );
    offset += 30 + name.length + data.length;
  }
  const size = central.reduce((n, c) => n + c.length, 0);
  const end = header(22, (v) => {
    v.setUint32(0, 0x06054b50, true);
    v.setUint16(8, central.length / 2, true);
    v.setUint16(10, central.length / 2, true);
    v.setUint32(12, size, true);
    v.setUint32(16, offset, true);
  });
  const all = [...parts, ...central, end];
  const out = new Uint8Array(all.reduce((n, p) => n + p.length, 0));
  all.reduce((at, p) => (out.set(p, at), at + p.length), 0);
  return out;
}

const escaped = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const column = (i: number) => String.fromCharCode(65 + i);
const NS = 'http://schemas.openxmlformats.org';
const relationships = (type: string, target: string) =>
  `<Relationships xmlns="${NS}/package/2006/relationships"><Relationship Id="rId1" Type="${NS}/officeDocument/2006/relationships/${type}" Target="${target}"/></Relationships>`;

/** An .xlsx file named `name` whose first sheet holds `rows` (the first one its titles), each cell a string. */
export function workbook(name: string, rows: string[][]): File {
  const sheetRows = rows.map(
    (cells, r) =>
      `<row r="${r + 1}">${cells
        .map((c, i) => `<c r="${column(i)}${r + 1}" t="inlineStr"><is><t>${escaped(c)}</t></is></c>`)
        .join('')}</row>`,
  );
  const bytes = zipOf({
    '[Content_Types].xml': `<Types xmlns="${NS}/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    '_rels/.rels': relationships('officeDocument', 'xl/workbook.xml'),
    'xl/workbook.xml': `<workbook xmlns="${NS}/spreadsheetml/2006/main" xmlns:r="${NS}/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': relationships('worksheet', 'worksheets/sheet1.xml'),
    'xl/worksheets/sheet1.xml': `<worksheet xmlns="${NS}/spreadsheetml/2006/main"><sheetData>${sheetRows.join('')}</sheetData></worksheet>`,
  });
  return new File([bytes], name, { type: XLSX });
}

/** How long the mock may take to read a sheet sent to it (its spreadsheet library loaded: sheetsReadable). */
export const SHEET_READ = 45_000;

/** The mock's spreadsheet library loaded, which its first read does (a long while on a busy machine): a sheet of
 * titles only is sent to an import, which reads it and refuses it (no data rows), changing nothing. From beforeAll,
 * with a long timeout. */
export async function sheetsReadable(): Promise<void> {
  const file = workbook('表头.xlsx', [['检查内容']]);
  await world.POST('/grid/ginDscCategoryItem/import', { body: { file } }).catch(() => undefined);
}

/** A file that is not a spreadsheet. */
export const notExcel = (name: string) => new File(['a,b'], name, { type: 'text/csv' });

/** Pick `file` in the file box `input` with user-event's upload, the box's accept not applied, as Playwright's
 * setInputFiles does (a person may pick any file through the system dialog's 所有文件). */
export const pick = (input: HTMLElement, file: File) =>
  userEvent.setup({ applyAccept: false, delay: null }).upload(input, file);

/** A file as the mock's upload answers it and a form then sends it on (its address among the mock's assets). */
export const uploaded = (name: string) => ({
  url: expect.stringMatching(/^\/api\/mock-assets\//),
  name,
  fileId: expect.any(String),
  size: expect.any(Number),
});
