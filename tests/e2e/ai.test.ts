// AI 人脸抓拍 (001 §7.11): 抓拍结果 with its drop-down filters, the capture enlarged, a person's photos and 反馈
// (its refusals in packages/console/src/app/screens/ai.screen.test.tsx); 抓拍统计 cards and charts over a chosen
// period; 未教育人员 per team / work type and one by one; 未实名人员 and 陌生人 with the suspected person's photos; 实时抓拍
// refreshing by itself while shown (and not once hidden). In the mock's world: every list, drop-down and statistic the
// screens show is compared with what the world answers to the same call (through the SDK), the statistics with the
// capture list of the same period, and each 反馈 is checked by the 反馈状态 the list then shows and the world holds.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Locator, Page, Request } from 'playwright-core';
import { ARTIFACTS } from '../lib/browser';
import { chooseOption, openOptions } from '../lib/combobox';
import { type ConsolePage, enterSignedIn, openConsole } from '../lib/console-page';
import { listOf, recordCalls, rowsOf, totalOf, worldAnswer, worldApi, type WorldApi } from '../lib/world-api';

let ctx: ConsolePage;
let page: Page;
let stack: ConsolePage['stack'];
let api: WorldApi;

/** Every 实时抓拍 call, with when it was made. */
const realTimeCalls: number[] = [];
/** The console's last call of each API path. */
const made = new Map<string, Request>();

const AI = '/bam-service/api/v1/aiResults';
type Capture = {
  id: number;
  captureType: number;
  workerName?: string | null;
  similarity?: number | null;
  cameraLocation?: string | null;
  feedbackStatus?: number | null;
  snapUrl?: string | null;
};
type Unmatched = {
  id: number;
  suspectedName?: string | null;
  cameraLocation?: string | null;
  captureCount?: number | null;
  feedbackStatus?: number | null;
};
const CAPTURE_TYPE: Record<number, string> = { 1: '实名工人', 2: '未实名人员', 3: '未教育工人', 4: '陌生人' };
const FEEDBACK: Record<number, string> = { 0: '未反馈', 1: '识别正确', 2: '识别错误', 3: '非本项目人员' };
const EDUCATION: Record<number, string> = { 0: '未参加三级教育', 1: '教育未完成', 2: '考试未通过' };
const percent = (v: number | null | undefined) => (v === null || v === undefined ? '—' : `${v.toFixed(1)}%`);

beforeAll(async () => {
  ctx = await openConsole();
  ({ page, stack } = ctx);
  api = await worldApi(ctx);
  recordCalls(page, made);
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.endsWith('/aiResults/realTime')) realTimeCalls.push(Date.now());
  });
  await enterSignedIn(ctx);
});
afterAll(() => ctx?.close());

const screen = (path: string): Locator => page.locator(`section[data-page="${path}"]`);

const day = (offset: number) => {
  const d = ctx.now();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const lastWeek = () => ({ startDate: day(-6), endDate: day(0) });

const nextCall = (path: string, method = 'GET'): Promise<Request> =>
  page.waitForRequest((r) => r.method() === method && new URL(r.url()).pathname.endsWith(path));

/** The world's answer to the screen's last call of a list: its rows and total, once the screen drew them. */
const worldList = async <T>(s: Locator, path: string, match?: (r: Request) => boolean) => {
  const data = await worldAnswer(api, made, `${AI}${path}`, match);
  const rows = rowsOf<T>(data);
  const total = totalOf(data);
  expect(rows.length).toBeGreaterThan(0);
  await expect.poll(() => s.getByRole('navigation', { name: '分页' }).textContent()).toContain(`共 ${total} 条`);
  await expect.poll(() => s.locator('tbody tr').count()).toBe(rows.length);
  return { rows, total };
};
/** 抓拍结果's first page as the world holds it now (the screen may show it from its cache, without a call). */
const resultsPage = async (s: Locator) => {
  const { rows, total } = await listOf<Capture>(api, `${AI}/face`, { ...lastWeek(), pageNum: 1, pageSize: 10 });
  await expect.poll(() => s.getByRole('navigation', { name: '分页' }).textContent()).toContain(`共 ${total} 条`);
  await expect.poll(() => s.locator('tbody tr').count()).toBe(rows.length);
  return rows;
};
/** Names whose photos were opened already (read again from the cache, without a call). */
const opened = new Set<string>();
/** Screen row `i` (the screen keeps the world's order). */
const rowAt = (s: Locator, i: number) => s.locator('tbody tr').nth(i);
/** A person's photos as the world holds them over the period. */
const photosOf = async (name: string) => {
  opened.add(name);
  return (await listOf(api, `${AI}/photoListByName`, { name, ...lastWeek() })).rows;
};

const open = async (menuUrl: string, heading: string) => {
  await page.goto(`${stack.url}#${menuUrl}`);
  await screen(menuUrl).getByRole('heading', { name: heading, exact: true }).waitFor();
};

it('抓拍结果 opens from the side menu with the captures of the last 7 days and the total line', async () => {
  const nav = page.getByRole('navigation', { name: '侧边菜单' });
  await nav.getByRole('button', { name: '劳务管理' }).click();
  await nav.getByRole('button', { name: 'AI 人脸抓拍' }).click();
  const call = nextCall('/aiResults/face');
  await nav.getByRole('link', { name: '抓拍结果' }).click();
  const s = screen('/ai/results');
  await s.getByRole('heading', { name: '抓拍结果' }).waitFor();
  expect(new URL(page.url()).hash).toBe('#/ai/results');
  const q = new URL((await call).url()).searchParams;
  expect([q.get('startDate'), q.get('endDate'), q.get('pageNum'), q.get('pageSize')]).toEqual([
    day(-6),
    day(0),
    '1',
    '10',
  ]);
  // Every row as the world holds it: type, the recognised worker (or 未匹配), similarity and 反馈状态.
  const { rows } = await worldList<Capture>(s, '/face');
  expect(new Set(rows.map((r) => r.captureType)).size).toBeGreaterThan(1);
  for (const [i, r] of rows.entries()) {
    const text = () => rowAt(s, i).textContent();
    await expect.poll(text).toContain(CAPTURE_TYPE[r.captureType]);
    await expect.poll(text).toContain(r.workerName ?? '未匹配');
    await expect.poll(text).toContain(percent(r.similarity));
    await expect.poll(text).toContain(FEEDBACK[r.feedbackStatus ?? 0]);
  }
  await expect.poll(() => s.locator('tbody img').count()).toBe(rows.filter((r) => r.snapUrl).length);
  await page.screenshot({ path: `${ARTIFACTS}/ai-results.png`, fullPage: true });
});

it('抓拍结果 filters by the drop-downs of 抓拍类型, 分包单位, 班组 and 工种', async () => {
  const s = screen('/ai/results');
  const types = (await listOf<{ value: number; label: string }>(api, `${AI}/captureTypeDrop`)).rows;
  // 全部 and the world's capture types.
  await expect.poll(() => s.getByLabel('抓拍类型').locator('option').count()).toBe(types.length + 1);
  // The company, team and work type of a 未教育 capture the world holds this week (its worker's, from the roster).
  const unEducated = types.find((t) => t.label === '未教育工人')?.value;
  type Sample = { subcontractId: number; subcontractName: string; teamId: number; teamName: string; workType: string };
  const sample = (
    await listOf<Sample>(api, `${AI}/face`, { ...lastWeek(), captureType: unEducated, pageNum: 1, pageSize: 100 })
  ).rows.find((r) => r.subcontractName && r.teamName && r.workType);
  if (!sample) throw new Error('这周没有带班组的未教育抓拍');
  await s.getByLabel('抓拍类型').selectOption({ label: '未教育工人' });
  await chooseOption(s.getByLabel('分包单位'), sample.subcontractName, sample.subcontractName.slice(2, 4));
  await s.getByRole('button', { name: '展开' }).click();
  await chooseOption(s.getByLabel('班组'), sample.teamName, sample.teamName.slice(0, 2));
  await chooseOption(s.getByLabel('工种'), sample.workType, sample.workType.slice(0, 1));
  const [call] = await Promise.all([nextCall('/aiResults/face'), s.getByRole('button', { name: '搜索' }).click()]);
  const q = new URL(call.url()).searchParams;
  expect([q.get('captureType'), q.get('subcontractId'), q.get('teamId'), q.get('workType')]).toEqual([
    String(unEducated),
    String(sample.subcontractId),
    String(sample.teamId),
    sample.workType,
  ]);
  expect(new URL(page.url()).hash).toContain('captureType=3');
  // The screen shows what the world answers to the narrowed call: only 未教育 captures.
  const { rows } = await worldList<Capture>(s, '/face', (r) => r.url().includes('captureType=3'));
  expect(rows.every((r) => r.captureType === 3)).toBe(true);
  for (const i of rows.keys()) await expect.poll(() => rowAt(s, i).textContent()).toContain('未教育工人');
  // The period bar has its own 重置: the filter bar's is the last one.
  await s.getByRole('button', { name: '重置' }).last().click();
  await expect.poll(() => new URL(page.url()).hash).toBe('#/ai/results');
  await resultsPage(s);
});

it('抓拍结果 enlarges a capture beside the registered photo and opens a person’s photos by name', async () => {
  const s = screen('/ai/results');
  const rows = await resultsPage(s);
  const i = rows.findIndex((r) => r.workerName && r.captureType === 1 && !opened.has(r.workerName));
  const worker = rows[i]!;
  await rowAt(s, i).getByTitle('查看大图').click();
  let dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: `抓拍详情：${worker.workerName}` }).waitFor();
  await dialog.getByText('登记照').waitFor();
  await expect.poll(() => dialog.textContent()).toContain(worker.cameraLocation);
  await dialog.getByRole('button', { name: '关闭' }).last().click();
  await dialog.waitFor({ state: 'detached' });

  const [call] = await Promise.all([
    nextCall('/aiResults/photoListByName'),
    rowAt(s, i).getByRole('button', { name: '照片' }).click(),
  ]);
  expect(new URL(call.url()).searchParams.get('name')).toBe(worker.workerName);
  const photos = await photosOf(worker.workerName!);
  expect(photos.length).toBeGreaterThan(0);
  dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: `抓拍照片：${worker.workerName}` }).waitFor();
  await expect.poll(() => dialog.getByRole('listitem').count()).toBe(photos.length);
  await dialog.getByText(`共 ${photos.length} 张`, { exact: false }).waitFor();
  await page.screenshot({ path: `${ARTIFACTS}/ai-results-photos.png` });
  await dialog.getByRole('button', { name: '关闭' }).last().click();
  await dialog.waitFor({ state: 'detached' });
});

it('抓拍照片 shows the server’s message when its read is refused, and 重试 brings the photos', async () => {
  const s = screen('/ai/results');
  const rows = await resultsPage(s);
  const i = rows.findIndex((r) => r.workerName && !opened.has(r.workerName));
  const worker = rows[i]!;
  const photos = await photosOf(worker.workerName!);
  const refused = '抓拍照片服务繁忙，请稍后再试';
  // The photo service refuses the first read (a failure asked of the mock, not a patched answer).
  await ctx.mock.fail({ operation: 'listAiPhotosByName', msg: refused, times: 1 });
  await rowAt(s, i).getByRole('button', { name: '照片' }).click();
  {
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: `抓拍照片：${worker.workerName}` }).waitFor();
    await dialog.getByRole('alert').filter({ hasText: refused }).waitFor();
    await expect.poll(() => dialog.getByRole('listitem').count()).toBe(0);
  }
  const dialog = page.getByRole('dialog');
  const [again] = await Promise.all([
    nextCall('/aiResults/photoListByName'),
    dialog.getByRole('button', { name: '重试' }).click(),
  ]);
  expect(new URL(again.url()).searchParams.get('name')).toBe(worker.workerName);
  await expect.poll(() => dialog.getByRole('listitem').count()).toBe(photos.length);
  await expect.poll(() => dialog.getByRole('alert').count()).toBe(0);
  await dialog.getByRole('button', { name: '关闭' }).last().click();
  await dialog.waitFor({ state: 'detached' });
});

// The dialog's refusals (请选择反馈结果, 请输入正确工人的编号, the remark kept) are checked in jsdom against the mock:
// packages/console/src/app/screens/ai.screen.test.tsx. Here the journey: the feedback sent, the row then shows it.
it('反馈 sends 识别错误 with the right worker and the list then shows it', async () => {
  const s = screen('/ai/results');
  const rows = await resultsPage(s);
  const i = rows.findIndex((r) => r.workerName && !r.feedbackStatus);
  const capture = rows[i]!;
  await rowAt(s, i).getByRole('button', { name: '反馈' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: `识别反馈：${capture.workerName}` }).waitFor();
  await dialog.getByLabel('备注').fill('实为孙海涛，戴口罩导致相似度偏低');
  await dialog.getByLabel('反馈结果').selectOption({ label: '识别错误' });
  await dialog.getByLabel('正确工人编号').fill('4007');
  const [call] = await Promise.all([
    nextCall('/aiResults/feedback', 'POST'),
    dialog.getByRole('button', { name: '确定' }).click(),
  ]);
  expect(call.postDataJSON()).toEqual({
    captureId: capture.id,
    feedbackType: 2,
    correctWorkerId: 4007,
    remark: '实为孙海涛，戴口罩导致相似度偏低',
  });
  await page.getByText('操作成功').first().waitFor();
  await dialog.waitFor({ state: 'detached' });
  // The list is read again: the row shows 识别错误, as the world now holds it.
  await expect.poll(() => rowAt(s, i).textContent()).toContain('识别错误');
  const after = await listOf<Capture>(api, `${AI}/face`, { ...lastWeek(), pageNum: 1, pageSize: 10 });
  expect(after.rows.find((r) => r.id === capture.id)?.feedbackStatus).toBe(2);
});

// The bar's refusal of a start after the end (keeping what was typed) is checked in jsdom:
// packages/console/src/app/screens/periods.screen.test.tsx.
it('抓拍统计 shows the numbers and two charts, and re-queries 近30天', async () => {
  const call = nextCall('/aiResults/statistics');
  await open('/ai/statistics', '抓拍统计');
  expect(new URL((await call).url()).searchParams.get('startDate')).toBe(day(-6));
  const s = screen('/ai/statistics');
  const stats = await worldAnswer<{
    captureTotal: number;
    strangerCount: number;
    unRealNameCount: number;
    unRealNameRate: number;
    unEducatedRate: number;
  }>(api, made, `${AI}/statistics`);
  // The statistics are those of the capture list over the same period.
  const captures = await listOf(api, `${AI}/face`, { ...lastWeek(), pageNum: 1, pageSize: 10 });
  const strangers = await listOf(api, `${AI}/face`, { ...lastWeek(), captureType: 4, pageNum: 1, pageSize: 10 });
  const unRealName = await listOf(api, `${AI}/face`, { ...lastWeek(), captureType: 2, pageNum: 1, pageSize: 10 });
  expect([stats.captureTotal, stats.strangerCount, stats.unRealNameCount]).toEqual([
    captures.total,
    strangers.total,
    unRealName.total,
  ]);
  const cards = s.getByRole('region', { name: '抓拍概况' });
  await expect.poll(() => cards.textContent()).toContain(`抓拍总次数${stats.captureTotal}`);
  await expect.poll(() => cards.textContent()).toContain(`占比 ${stats.unRealNameRate.toFixed(2)}%`);
  await expect.poll(() => cards.textContent()).toContain(`占比 ${stats.unEducatedRate.toFixed(2)}%`);
  await expect.poll(() => cards.textContent()).toContain(`陌生人抓拍${stats.strangerCount}`);
  await expect.poll(() => s.locator('.recharts-wrapper').count()).toBe(2);
  await s.getByText('抓拍次数').first().waitFor();
  await s.getByText('已实名未教育').first().waitFor();
  await page.screenshot({ path: `${ARTIFACTS}/ai-statistics.png`, fullPage: true });

  const [again] = await Promise.all([
    nextCall('/aiResults/statistics'),
    s.getByRole('button', { name: '近30天' }).click(),
  ]);
  expect(new URL(again.url()).searchParams.get('startDate')).toBe(day(-29));
  expect(new URL(again.url()).searchParams.get('endDate')).toBe(day(0));
  const month = await worldAnswer<{ captureTotal: number }>(api, made, `${AI}/statistics`, (r) =>
    r.url().includes(`startDate=${day(-29)}`),
  );
  await expect.poll(() => cards.textContent()).toContain(`抓拍总次数${month.captureTotal}`);
});

it('未教育人员 shows the counts per team and work type, the workers, a 分包单位 filter and a worker’s photos', async () => {
  const calls = [nextCall('/aiResults/unEducatedGroup'), nextCall('/aiResults/unEducatedWorkType')];
  await open('/ai/unEducated', '未教育人员');
  await Promise.all(calls);
  const s = screen('/ai/unEducated');
  await expect.poll(() => s.locator('.recharts-wrapper').count()).toBe(2);
  type Worker = { workerName: string; educationStatus: number; subcontractName: string };
  const { rows } = await worldList<Worker>(s, '/unEducated');
  for (const [i, r] of rows.entries()) {
    await expect.poll(() => rowAt(s, i).textContent()).toContain(r.workerName);
    await expect.poll(() => rowAt(s, i).textContent()).toContain(EDUCATION[r.educationStatus]);
  }
  await page.screenshot({ path: `${ARTIFACTS}/ai-un-educated.png`, fullPage: true });

  // 全部 and the world's subcontractors
  const companies = (await listOf(api, `${AI}/subcontractDrop`)).rows;
  await s.getByLabel('分包单位').click();
  await expect.poll(() => openOptions(s.getByLabel('分包单位')).count()).toBe(companies.length + 1);
  await page.keyboard.press('Escape');
  await chooseOption(s.getByLabel('分包单位'), '江苏顺安建筑劳务有限公司', '顺安');
  const [list] = await Promise.all([
    nextCall('/aiResults/unEducated'),
    s.getByRole('button', { name: '搜索' }).click(),
  ]);
  expect(new URL(list.url()).searchParams.get('subcontractId')).toBe('2002');
  const narrowed = await worldList<Worker>(s, '/unEducated', (r) => r.url().includes('subcontractId=2002'));
  expect(narrowed.rows.every((r) => r.subcontractName === '江苏顺安建筑劳务有限公司')).toBe(true);

  const w = narrowed.rows.findIndex((r) => !opened.has(r.workerName));
  const worker = narrowed.rows[w]!;
  const photos = await photosOf(worker.workerName);
  await rowAt(s, w).getByRole('button', { name: '抓拍照片' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: `抓拍照片：${worker.workerName}` }).waitFor();
  await expect.poll(() => dialog.getByRole('listitem').count()).toBe(photos.length);
  await dialog.getByRole('button', { name: '关闭' }).last().click();
  await dialog.waitFor({ state: 'detached' });
});

it('未实名人员 lists the unmatched faces; the suspected person opens their photos by name', async () => {
  await open('/ai/unRealName', '未实名人员');
  const s = screen('/ai/unRealName');
  const { rows } = await worldList<Unmatched>(s, '/unRealName');
  for (const [i, r] of rows.entries()) {
    await expect.poll(() => rowAt(s, i).textContent()).toContain(r.suspectedName ?? '无');
    await expect.poll(() => rowAt(s, i).textContent()).toContain(FEEDBACK[r.feedbackStatus ?? 0]);
  }
  await page.screenshot({ path: `${ARTIFACTS}/ai-un-real-name.png`, fullPage: true });
  const suspected = rows.find((r) => r.suspectedName && !opened.has(r.suspectedName))!.suspectedName!;
  const [call] = await Promise.all([
    nextCall('/aiResults/photoListByName'),
    s.getByRole('button', { name: suspected }).first().click(),
  ]);
  expect(new URL(call.url()).searchParams.get('name')).toBe(suspected);
  const photos = await photosOf(suspected);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: `抓拍照片：${suspected}` }).waitFor();
  await expect.poll(() => dialog.getByRole('listitem').count()).toBe(photos.length);
  await dialog.getByRole('button', { name: '关闭' }).last().click();
  await dialog.waitFor({ state: 'detached' });
});

let leftRealTime = 0;

it('实时抓拍 shows the latest captures and reads them again by itself while shown; 暂停 and 刷新 work', async () => {
  await open('/ai/realTime', '实时抓拍');
  const s = screen('/ai/realTime');
  const latest = rowsOf<Capture>(await worldAnswer(api, made, `${AI}/realTime`));
  const cards = s.getByRole('region', { name: '抓拍列表' }).getByRole('listitem');
  await expect.poll(() => cards.count()).toBe(latest.length);
  await s.getByText('每 5 秒刷新').waitFor();
  const real = latest.filter((r) => r.captureType === 1).length;
  await expect.poll(() => s.getByRole('list', { name: '抓拍类型分布' }).textContent()).toContain(`实名工人 ${real}`);
  await page.screenshot({ path: `${ARTIFACTS}/ai-real-time.png`, fullPage: true });
  // The next call comes by itself.
  const auto = await page.waitForRequest((r) => new URL(r.url()).pathname.endsWith('/aiResults/realTime'), {
    timeout: 8000,
  });
  expect(new URL(auto.url()).searchParams.get('limit')).toBe('12');

  await s.getByRole('button', { name: '暂停刷新' }).click();
  await s.getByText('已暂停').waitFor();
  const [manual] = await Promise.all([
    nextCall('/aiResults/realTime'),
    s.getByRole('button', { name: '刷新', exact: true }).click(),
  ]);
  expect(new URL(manual.url()).searchParams.get('limit')).toBe('12');
  const [more] = await Promise.all([nextCall('/aiResults/realTime'), s.getByLabel('显示条数').selectOption('24')]);
  expect(new URL(more.url()).searchParams.get('limit')).toBe('24');
  const more24 = rowsOf(await worldAnswer(api, made, `${AI}/realTime`, (r) => r.url().includes('limit=24')));
  await expect.poll(() => cards.count()).toBe(more24.length);
  await s.getByRole('button', { name: '自动刷新' }).click();
  await s.getByText('每 5 秒刷新').waitFor();

  await cards.first().getByTitle('查看大图').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: `抓拍详情：${latest[0]!.workerName ?? '未匹配'}` }).waitFor();
  await dialog.getByRole('button', { name: '关闭' }).last().click();
  await dialog.waitFor({ state: 'detached' });
  leftRealTime = Date.now();
});

it('陌生人抓拍 lists the unknown faces; the suspected person’s photos open by name; 反馈 非本项目人员 is sent', async () => {
  await open('/ai/unknownCapture', '陌生人抓拍');
  const s = screen('/ai/unknownCapture');
  const { rows } = await worldList<Unmatched>(s, '/unknownCaptureList');
  for (const [i, r] of rows.entries())
    await expect.poll(() => rowAt(s, i).textContent()).toContain(r.suspectedName ?? '无');
  await page.screenshot({ path: `${ARTIFACTS}/ai-unknown-capture.png`, fullPage: true });
  const suspected = rows.find((r) => r.suspectedName && !opened.has(r.suspectedName))!.suspectedName!;
  const [photos] = await Promise.all([
    nextCall('/aiResults/photoListByName'),
    s.getByRole('button', { name: suspected }).first().click(),
  ]);
  expect(new URL(photos.url()).searchParams.get('name')).toBe(suspected);
  let dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: `抓拍照片：${suspected}` }).waitFor();
  await dialog.getByRole('button', { name: '关闭' }).last().click();
  await dialog.waitFor({ state: 'detached' });

  // A face nobody is suspected of, not yet answered: 反馈 非本项目人员.
  const i = rows.findIndex((r) => !r.suspectedName && !r.feedbackStatus);
  const face = rows[i]!;
  await rowAt(s, i).getByRole('button', { name: '反馈' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: `识别反馈：抓拍 ${face.id}` }).waitFor();
  await dialog.getByLabel('反馈结果').selectOption({ label: '非本项目人员' });
  const [call] = await Promise.all([
    nextCall('/aiResults/feedback', 'POST'),
    dialog.getByRole('button', { name: '确定' }).click(),
  ]);
  expect(call.postDataJSON()).toEqual({ captureId: face.id, feedbackType: 3 });
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => rowAt(s, i).textContent()).toContain('非本项目人员');
  const after = await listOf<Unmatched>(api, `${AI}/unknownCaptureList`, { ...lastWeek(), pageNum: 1, pageSize: 10 });
  expect(after.rows.find((r) => r.id === face.id)?.feedbackStatus).toBe(3);
});

it('实时抓拍 does not poll while its page is hidden in the tab cache', async () => {
  // Wait out more than one refresh period since leaving (only the remainder of it), then count the calls.
  const wait = leftRealTime + 6500 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
  expect(realTimeCalls.filter((t) => t > leftRealTime + 300)).toEqual([]);
});

it('no console errors', () => expect(ctx.problems).toEqual([]));
