import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock, type MockServer, type Violation } from '@site/mock-server';
import { miniSpec } from './mini-spec';

const auth = { authorization: 'Bearer qa' };

describe('mock mode', () => {
  let mock: MockServer;
  beforeAll(async () => {
    mock = await startMock({ port: 0, spec: structuredClone(miniSpec) });
  });
  afterAll(() => mock.close());

  it('sign-in answers a token without one', async () => {
    const res = await fetch(`${mock.url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'admin' }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ code: 0, msg: '登录成功', data: { token: 'tok-1' } });
  });

  it('a Prefer header picks another example (QA)', async () => {
    const res = await fetch(`${mock.url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', prefer: 'example=wrongPassword' },
      body: JSON.stringify({ account: 'admin' }),
    });
    expect(await res.json()).toEqual({ code: 500, msg: '账号或密码错误' });
  });

  it('secured calls answer 401 with the spec example when no token is sent', async () => {
    const res = await fetch(`${mock.url}/workers`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ code: 401, msg: '登录状态已过期，请重新登录' });
  });

  it('secured calls answer their example with a token', async () => {
    const res = await fetch(`${mock.url}/workers`, { headers: auth });
    expect(res.status).toBe(200);
    expect((await res.json()).data.list).toHaveLength(3);
  });

  it('serves the demo panorama images the spec examples point at: 2:1 SVG, buildings rising with progress', async () => {
    const low = await fetch(`${mock.url}/mock-assets/panorama/1-30.svg`);
    expect(low.status).toBe(200);
    expect(low.headers.get('content-type')).toContain('image/svg+xml');
    const lowSvg = await low.text();
    expect(lowSvg).toContain('width="2048" height="1024"');
    expect(lowSvg).toContain('形象进度 30%');
    const high = await (await fetch(`${mock.url}/mock-assets/panorama/1-90.svg`)).text();
    const tallest = (svg: string) =>
      Math.max(...[...svg.matchAll(/width="140" height="(\d+)"/g)].map((m) => Number(m[1])));
    expect(tallest(high)).toBeGreaterThan(tallest(lowSvg));
    expect((await fetch(`${mock.url}/mock-assets/panorama/x.svg`)).status).not.toBe(200);
  });

  it('exports are 401 without a token too', async () => {
    const res = await fetch(`${mock.url}/workers/export`, { method: 'POST' });
    expect(res.status).toBe(401);
  });

  it('an export is a real spreadsheet built from the list example, with Content-Disposition', async () => {
    const res = await fetch(`${mock.url}/workers/export`, { method: 'POST', headers: auth });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(res.headers.get('content-disposition')).toContain(encodeURIComponent('工人花名册导出.xlsx'));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    const ws = wb.worksheets[0]!;
    expect(ws.getRow(1).values).toEqual([undefined, '工人 ID', '姓名', '工种']);
    expect(ws.getRow(2).values).toEqual([undefined, 4001, '张建国', '木工']);
    expect(ws.rowCount).toBe(4);
  });

  it('a Word export is a real .docx holding the rows', async () => {
    const res = await fetch(`${mock.url}/workers/exportWord`, { headers: auth });
    expect(res.headers.get('content-type')).toContain('wordprocessingml');
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['[Content_Types].xml', 'word/document.xml']));
    const xml = strFromU8(files['word/document.xml']!);
    expect(xml).toContain('张建国');
    expect(xml).toContain('工人花名册');
  });

  it('multipart uploads are accepted and answered per the spec', async () => {
    const form = new FormData();
    form.append('file', new Blob(['姓名,手机\n张建国,13957112301'], { type: 'text/csv' }), 'workers.csv');
    const res = await fetch(`${mock.url}/upload`, { method: 'POST', headers: auth, body: form });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ code: 0, msg: '上传成功', data: { batch_id: 'B20261120001' } });
  });
});

describe('proxy mode against a real back-end', () => {
  let upstream: Server;
  let mock: MockServer;
  const reports: Violation[] = [];
  beforeAll(async () => {
    // A back-end that answers the worker list with the wrong shape: id as text, name missing.
    upstream = createHttpServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 0, msg: 'ok', data: { total: 1, list: [{ id: '4001', workType: '木工' }] } }));
    });
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
    const port = (upstream.address() as AddressInfo).port;
    mock = await startMock({
      port: 0,
      spec: structuredClone(miniSpec),
      upstream: `http://127.0.0.1:${port}`,
      onViolation: (v) => reports.push(v),
    });
  });
  afterAll(async () => {
    await mock.close();
    await new Promise<void>((r) => upstream.close(() => r()));
  });

  it('forwards the call and reports each violation with the operation, the field and what was expected', async () => {
    const res = await fetch(`${mock.url}/workers`, { headers: auth });
    expect(res.status).toBe(200);
    expect((await res.json()).data.list[0].id).toBe('4001'); // the real answer passes through
    expect(reports).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          operation: 'listWorkers',
          field: 'response.body.data.list.0.id',
          expected: expect.stringMatching(/integer/),
        }),
        expect.objectContaining({
          operation: 'listWorkers',
          field: 'response.body.data.list.0',
          expected: expect.stringMatching(/name/),
        }),
      ]),
    );
    expect(mock.violations).toHaveLength(reports.length);
  });
});

it('close() frees the port', async () => {
  const mock = await startMock({ port: 0, spec: structuredClone(miniSpec) });
  const { port } = mock;
  await fetch(`${mock.url}/workers`, { headers: auth });
  await mock.close();
  const probe = createNetServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(port, '127.0.0.1', () => resolve());
  });
  await new Promise<void>((r) => probe.close(() => r()));
});
