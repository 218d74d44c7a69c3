// `dataDir` (`site-mock --data-dir DIR`, issue #25): every world and its uploads survive a restart; a write that never
// finished (a leftover temporary file) or a damaged world file loses nothing already saved; a deleted world's files go.
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startMock, type MockServer } from '@site/mock-server';
import { mockCaller } from '../lib/mock-call';

const dir = mkdtempSync(join(tmpdir(), 'mock-data-'));
let mock: MockServer | undefined;
const call = mockCaller(() => mock?.url ?? '');
const lines: string[] = [];
const start = async () => {
  mock = await startMock({ port: 0, dataDir: dir, saveEveryMs: 50, say: (l) => lines.push(l) });
};
const stop = async () => {
  await mock?.close();
  mock = undefined;
};
afterAll(async () => {
  await stop();
  rmSync(dir, { recursive: true, force: true });
});

async function signIn(world: string): Promise<string> {
  const res = await call('POST', '/pc/account/login_v2', { world, body: { account: 'admin', password: 'Admin@2026' } });
  expect(res.body.code).toBe(0);
  return res.body.data.token as string;
}
const PAGE = '/star/baseConfig/page';
const total = async (world: string, token: string) =>
  (await call('POST', PAGE, { world, token, body: { pageNum: 1, pageSize: 10 } })).body.data.total as number;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 7, 7]);

describe('a mock with a data folder', () => {
  let before = 0;
  let file = { url: '', fileId: '' };

  it('keeps a world changed through the API, and its upload, across a restart', async () => {
    await start();
    const token = await signIn('kept');
    before = await total('kept', token);
    const del = await call('POST', '/star/baseConfig/del', { world: 'kept', token, body: { ids: [99011] } });
    expect(del.body.code).toBe(0);
    expect(await total('kept', token)).toBe(before - 1);
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), '现场.png');
    const up = await call('POST', '/pc/file/upload', { world: 'kept', token, body: form });
    expect(up.body.code).toBe(0);
    file = up.body.data;
    await stop();

    await start();
    expect(lines.some((l) => l.includes('从数据目录') && l.includes('载入'))).toBe(true);
    const again = await signIn('kept'); // sessions are not kept: sign in again
    expect(await total('kept', again)).toBe(before - 1);
    // The main world was never changed: still the seed's.
    expect(await total('main', await signIn('main'))).toBe(before);
    const got = await call('GET', file.url.replace(/^\/api/, ''), { world: 'kept', token: again });
    expect(got.status).toBe(200);
    expect(Buffer.from(got.body as ArrayBuffer)).toEqual(PNG);
  });

  it('a write cut short or a damaged world file loses nothing already saved', async () => {
    await stop();
    const worlds = join(dir, 'worlds');
    // A crash mid-write leaves a temporary file beside the saved one; another world's file is damaged.
    writeFileSync(join(worlds, '.tmp-123-cut'), '{"format":"site-mock-saved/1","world":"kept","snap');
    writeFileSync(join(worlds, 'broken.json'), '{ not json');
    lines.length = 0;
    await start();
    expect(readdirSync(worlds).some((n) => n.startsWith('.tmp-'))).toBe(false);
    expect(lines.some((l) => l.includes('broken.json') && l.includes('跳过'))).toBe(true);
    const token = await signIn('kept');
    expect(await total('kept', token)).toBe(before - 1);
  });

  it('a reset saves the seed again; a deleted world takes its files with it', async () => {
    const token = await signIn('gone');
    await call('POST', '/star/baseConfig/del', { world: 'gone', token, body: { ids: [99011] } });
    await stop(); // saved on close
    expect(existsSync(join(dir, 'worlds', 'gone.json'))).toBe(true);
    await start();
    const control = (method: string, path: string) =>
      call(method, `/__mock${path}`, { body: {}, headers: { 'x-mock-control': '1' } });
    expect((await control('DELETE', '/worlds/gone')).status).toBe(200);
    expect(existsSync(join(dir, 'worlds', 'gone.json'))).toBe(false);
    expect((await control('POST', '/worlds/kept/reset')).status).toBe(200);
    await stop();
    await start();
    expect(await total('kept', await signIn('kept'))).toBe(before);
    expect(existsSync(join(dir, 'uploads', 'kept', file.fileId))).toBe(false);
  });
});
