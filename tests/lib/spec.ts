// Read the bundled spec and turn each operation into a request the SDK can send, from the spec's own examples.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';

const SPEC_PATH = fileURLToPath(new URL('../../spec/dist/openapi.json', import.meta.url));
type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

export const spec: Json = JSON.parse(readFileSync(SPEC_PATH, 'utf8'));

export function deref(node: Json): Json {
  let n = node;
  for (let i = 0; n && typeof n === 'object' && '$ref' in n && i < 20; i++) {
    n = (n.$ref as string)
      .replace(/^#\//, '')
      .split('/')
      .reduce((o: Json, k: string) => o?.[k.replace(/~1/g, '/').replace(/~0/g, '~')], spec);
  }
  return n;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** A real one-sheet workbook (姓名 / 身份证号 / 手机号 / 安全帽编号, one row) that every upload of the contract gets. */
const SHEET = await (async () => {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  ws.addRow(['姓名', '身份证号', '手机号', '安全帽编号']);
  ws.addRow(['郑海波', '330106198801011234', '13957119876', 'HAT-A0090']);
  return new Uint8Array(await wb.xlsx.writeBuffer());
})();

/**
 * An import whose x-mock.required names columns the sheet above lacks (检查项: 所属分类、检查内容、隐患等级) gets a
 * sheet of those columns, titled by field name, with the values of the first example row of the list it imports into.
 */
const COVERED = new Set(['name', 'id_card', 'mobile', 'innerid']);
const SHEETS = new Map<string, Uint8Array<ArrayBuffer>>();
for (const item of Object.values<Json>(spec.paths))
  for (const op of Object.values<Json>(item)) {
    const x = op?.['x-mock'];
    if (x?.role !== 'upload' || !x.entity || !Array.isArray(x.required)) continue;
    if (x.required.every((k: string) => COVERED.has(k))) continue;
    const list = Object.values<Json>(spec.paths)
      .flatMap((i) => Object.values<Json>(i))
      .find((o) => o?.operationId === x.entity);
    const data = list?.responses?.['200'] && deref(list.responses['200'])?.content?.['application/json']?.example?.data;
    const first = (Array.isArray(data) ? data : data?.list)?.[0] ?? {};
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Sheet1');
    ws.addRow(x.required);
    ws.addRow(x.required.map((k: string) => first[k] ?? ''));
    SHEETS.set(op.operationId, new Uint8Array(await wb.xlsx.writeBuffer()));
  }

const BINARY = /octet-stream|spreadsheetml|ms-excel|wordprocessingml|msword|pdf|zip|image\//;

export interface OperationCase {
  id: string;
  method: 'get' | 'post' | 'put' | 'delete' | 'patch';
  path: string;
  tag: string;
  blob: boolean;
  secured: boolean;
  init: { params?: { path?: Json; query?: Json }; body?: Json; parseAs?: 'blob' };
  /** The first 200 example (JSON calls). */
  expected: Json;
  contentType?: string;
}

function exampleOfMedia(media: Json): Json {
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  const first = Object.values(media.examples ?? {})[0];
  if (first !== undefined) return deref(first)?.value;
  return deref(media.schema)?.example;
}

function paramExample(p: Json): Json {
  if (p.example !== undefined) return p.example;
  if (p.schema?.example !== undefined) return p.schema.example;
  const first = Object.values(p.examples ?? {})[0];
  return first !== undefined ? deref(first)?.value : undefined;
}

export function operationCases(): OperationCase[] {
  const out: OperationCase[] = [];
  for (const [path, item] of Object.entries<Json>(spec.paths)) {
    for (const method of ['get', 'post', 'put', 'delete', 'patch'] as const) {
      const op = item[method];
      if (!op) continue;
      const params: { path?: Json; query?: Json } = {};
      for (const raw of [...(item.parameters ?? []), ...(op.parameters ?? [])]) {
        const p = deref(raw);
        const value = paramExample(p);
        if (value === undefined || (p.in !== 'path' && p.in !== 'query')) continue;
        (params[p.in as 'path' | 'query'] ??= {})[p.name] = value;
      }
      const init: OperationCase['init'] = {};
      if (params.path || params.query) init.params = params;
      const content = deref(op.requestBody)?.content ?? {};
      const [contentType, media] = Object.entries<Json>(content)[0] ?? [];
      if (contentType) {
        const example = exampleOfMedia(media);
        if (contentType.startsWith('multipart/')) {
          const form = new FormData();
          for (const [k, v] of Object.entries<Json>(example ?? {})) {
            if (
              k === 'file' ||
              (typeof v === 'string' && /binary/.test(JSON.stringify(deref(media.schema)?.properties?.[k] ?? {})))
            )
              continue;
            form.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
          }
          const fileField =
            Object.keys(deref(media.schema)?.properties ?? { file: 1 }).find((k) => /file|img|image|excel/i.test(k)) ??
            'file';
          form.append(fileField, new Blob([SHEETS.get(op.operationId) ?? SHEET], { type: XLSX_TYPE }), '上传测试.xlsx');
          init.body = form;
        } else init.body = example;
      }
      const ok = deref(op.responses?.['200'] ?? op.responses?.['201']);
      const types = Object.keys(ok?.content ?? {});
      const blob = types.length > 0 && types.every((t) => BINARY.test(t));
      if (blob) init.parseAs = 'blob';
      out.push({
        id: op.operationId,
        method,
        path,
        tag: op.tags?.[0] ?? '',
        blob,
        secured: !(Array.isArray(op.security) && op.security.length === 0),
        init,
        expected: blob ? undefined : exampleOfMedia(ok?.content?.['application/json']),
        contentType: types[0],
      });
    }
  }
  return out.sort((a, b) => a.tag.localeCompare(b.tag) || a.id.localeCompare(b.id));
}
