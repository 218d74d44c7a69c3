// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataUrlToBlob, downloadName, saveFile, screenTitle } from './download';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('dataUrlToBlob', () => {
  it('decodes a base64 data address with its type', async () => {
    const blob = dataUrlToBlob(`data:image/png;base64,${PNG}`);
    expect(blob.type).toBe('image/png');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
    expect(bytes.length).toBe(70);
  });
  it('takes a bare base64 string as a PNG', () => {
    expect(dataUrlToBlob(PNG).type).toBe('image/png');
  });
  it('keeps a plain (not base64) data address as text', async () => {
    const blob = dataUrlToBlob('data:text/plain,%E4%BA%8C%E7%BB%B4%E7%A0%81');
    expect(blob.type).toBe('text/plain');
    expect(await blob.text()).toBe('二维码');
  });
});

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DAY = new Date(2026, 10, 27, 10, 0);

describe('downloadName: Content-Disposition when present, else screen title + date + extension, never download', () => {
  it('keeps the name the server gave (the SDK puts Content-Disposition on the File)', () => {
    expect(downloadName(new File(['x'], '考勤导出.xlsx', { type: XLSX }), undefined, '考勤统计', DAY)).toBe(
      '考勤导出.xlsx',
    );
  });
  it('an explicit name wins', () => {
    expect(downloadName(new Blob(['x'], { type: 'image/png' }), '木工一班-工人登记二维码.png', '工人', DAY)).toBe(
      '木工一班-工人登记二维码.png',
    );
  });
  it.each([
    [XLSX, '滞留报警-2026-11-27.xlsx'],
    ['application/vnd.ms-excel', '滞留报警-2026-11-27.xls'],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', '滞留报警-2026-11-27.docx'],
    ['application/msword', '滞留报警-2026-11-27.doc'],
    ['application/pdf', '滞留报警-2026-11-27.pdf'],
    ['application/zip', '滞留报警-2026-11-27.zip'],
    ['text/csv', '滞留报警-2026-11-27.csv'],
    ['image/png', '滞留报警-2026-11-27.png'],
    ['image/jpeg', '滞留报警-2026-11-27.jpg'],
    ['application/octet-stream', '滞留报警-2026-11-27'],
  ])('a file the server did not name, of type %s → %s', (type, name) => {
    // The SDK answers '' as the name when there is no (readable) Content-Disposition.
    expect(downloadName(new File(['x'], '', { type }), undefined, '滞留报警', DAY)).toBe(name);
    expect(downloadName(new Blob(['x'], { type }), undefined, '滞留报警', DAY)).toBe(name);
  });
});

describe('screenTitle and saveFile', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('the title is the active page of the tab cache, not a hidden one; else the heading', () => {
    document.body.innerHTML = `
      <section data-page="/home" data-title="首页"><h2>首页</h2></section>
      <section data-page="/alarm/stayin" data-title="滞留报警" data-active=""><h2>滞留报警明细</h2></section>`;
    expect(screenTitle()).toBe('滞留报警');
    document.body.innerHTML = '<main><h2> 工资核算 </h2></main>';
    expect(screenTitle()).toBe('工资核算');
  });

  it('saves an unnamed export under the screen title, the date and the extension', () => {
    vi.useFakeTimers({ now: DAY, toFake: ['Date'] });
    document.body.innerHTML = '<section data-page="/task/ledger" data-title="任务台账" data-active=""></section>';
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    saveFile(new File(['x'], '', { type: 'application/msword' }));
    saveFile(new File(['x'], '任务台账（服务器）.docx', { type: 'application/msword' }));
    vi.useRealTimers();
    expect(names).toEqual(['任务台账-2026-11-27.doc', '任务台账（服务器）.docx']);
  });
});
