import { describe, expect, it } from 'vitest';
import { extensionOfType, fileNameFor } from './file-name';

const DAY = new Date(2026, 10, 27, 9, 30);

describe('fileNameFor: the name of a file the server did not name', () => {
  it.each([
    ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', '考勤统计-2026-11-27.xlsx'],
    ['application/vnd.ms-excel;charset=UTF-8', '考勤统计-2026-11-27.xls'],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', '考勤统计-2026-11-27.docx'],
    ['application/msword', '考勤统计-2026-11-27.doc'],
    ['application/pdf', '考勤统计-2026-11-27.pdf'],
    ['application/zip', '考勤统计-2026-11-27.zip'],
    ['application/x-zip-compressed', '考勤统计-2026-11-27.zip'],
    ['text/csv; charset=utf-8', '考勤统计-2026-11-27.csv'],
    ['image/png', '考勤统计-2026-11-27.png'],
    ['IMAGE/JPEG', '考勤统计-2026-11-27.jpg'],
    ['application/octet-stream', '考勤统计-2026-11-27'],
    ['', '考勤统计-2026-11-27'],
  ])('%s → %s', (type, name) => expect(fileNameFor('考勤统计', type, DAY)).toBe(name));

  it('pads month and day, and uses the local date', () => {
    expect(fileNameFor('工资表', 'application/pdf', new Date(2026, 0, 5, 23, 59))).toBe('工资表-2026-01-05.pdf');
  });

  it('replaces what a file system refuses and never answers download', () => {
    expect(fileNameFor('安全帽/报警 : 统计?', 'text/csv', DAY)).toBe('安全帽_报警 _ 统计_-2026-11-27.csv');
    expect(fileNameFor('  ', 'application/pdf', DAY)).toBe('导出文件-2026-11-27.pdf');
    expect(fileNameFor('', null, DAY)).not.toMatch(/^download/);
  });
});

describe('extensionOfType', () => {
  it('knows the office, archive and image types and nothing for a bare octet-stream', () => {
    expect(extensionOfType('application/vnd.ms-excel')).toBe('xls');
    expect(extensionOfType('image/jpeg')).toBe('jpg');
    expect(extensionOfType('application/octet-stream')).toBeUndefined();
    expect(extensionOfType(undefined)).toBeUndefined();
  });
});

describe('a file call without Content-Disposition', () => {
  it('answers a File with an empty name (the caller names it), never download', async () => {
    const { createClient } = await import('./core');
    const api = createClient({
      baseUrl: 'http://api.test',
      fetch: async () =>
        new Response(new Uint8Array([80, 75, 3, 4]), { headers: { 'content-type': 'application/pdf' } }),
    });
    const file = (await api.request('get', '/duty/export', { parseAs: 'blob' })) as File;
    expect(file).toBeInstanceOf(File);
    expect(file.name).toBe('');
    expect(file.type).toBe('application/pdf');
    expect(fileNameFor('任务台账', file.type, DAY)).toBe('任务台账-2026-11-27.pdf');
  });
});
