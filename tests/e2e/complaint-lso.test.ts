// 工人投诉, 不良行为 and 安全员 (001 §7.7, §7.8, §4): the complaint list with its numbers, details and export, the
// handling route /complaintTask (受理, 终止, 下发, 办结), the per-level handling configuration, temporary face
// registrations (review, bulk delete); bad records (登记, 删除) and their review route /examine with the three
// levels; work permits (申请, 审批, export), officers' records (新增, 删除), and the project and company dashboards.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ARTIFACTS } from '../lib/browser';
import { chooseOption, openOptions } from '../lib/combobox';
import { type ConsolePage, enterSignedIn, openConsole } from '../lib/console-page';
import { worldApi } from '../lib/world-api';
import type { PageRowOf } from '@site/sdk';

// Visited pages stay alive (hidden) in the tab cache: look at the visible page only. A Radix dialog hides the rest
// of the document while open and, when it closes, removes aria-hidden from the active page instead of restoring
// "false": so the visible page is the one not marked hidden.
let ctx: ConsolePage;
let page: Page;
let stack: ConsolePage['stack'];
/** The request of the bad-record list's first page, as the screen sent it. */
let badRecordQuery: Record<string, unknown> = {};
/** The bad records of that page, as the world holds them now. */
const badRecords = async (): Promise<PageRowOf<'/orgdept/workerBadRecord/page'>[]> =>
  (await (await worldApi(ctx)).POST('/orgdept/workerBadRecord/page', { body: badRecordQuery as never })).data!.list!;

beforeAll(async () => {
  ctx = await openConsole();
  ({ page, stack } = ctx);
  // A step that cannot happen fails with its locator, well before the test's own time limit.
  page.setDefaultTimeout(8000);
  await enterSignedIn(ctx);
});
afterAll(() => ctx?.close());

/** A label matched whole (a required field's label starts with a hidden asterisk). */
const exactly = (text: string) => new RegExp(`^\\*?\\s*${text}$`);

const current = () => page.locator('section[data-page][data-active]');

const open = async (path: string, heading: string) => {
  await page.goto(`${stack.url}#${path}`);
  await current().getByRole('heading', { name: heading }).waitFor();
};

const rowsAndTotal = async (min = 5, total?: number) => {
  await current().locator('tbody tr').first().waitFor();
  await expect.poll(() => current().locator('tbody tr').count()).toBeGreaterThanOrEqual(min);
  const line = await current().getByRole('navigation', { name: '分页' }).textContent();
  expect(line).toMatch(total === undefined ? /共 \d+ 条/ : new RegExp(`共 ${total} 条`));
};

/** The server's message shows as a toast; wait until it is gone so the next step cannot see a stale one. */
const serverSaid = async (text = '操作成功') => {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: text });
  await toast.waitFor();
  await toast.waitFor({ state: 'detached' });
};

const exportDownloads = async () => {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    current().getByRole('button', { name: '导出' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
};

/** The JSON body of the next request the page sends to a path. */
const nextBody = (path: string) =>
  page
    .waitForRequest((r) => new URL(r.url()).pathname.endsWith(path))
    .then((r) => JSON.parse(r.postData() ?? '{}') as Record<string, unknown>);

const shot = (name: string) => page.screenshot({ path: `${ARTIFACTS}/${name}.png`, fullPage: true });

it('投诉列表 opens from the side menu with its numbers, rows, details and export', async () => {
  const nav = page.getByRole('navigation', { name: '侧边菜单' });
  await nav.getByRole('button', { name: '工人投诉' }).click();
  await nav.getByRole('link', { name: '投诉列表' }).click();
  await current().getByRole('heading', { name: '投诉列表' }).waitFor();
  expect(new URL(page.url()).hash).toBe('#/complaint/list');
  // The world's list and statistics: the cards summarise the list the screen shows.
  const api = await worldApi(ctx);
  const listed = (await api.GET('/pc/worker/complaint/list', { params: { query: { pageNum: 1, pageSize: 10 } } }))
    .data!;
  const pending = (
    await api.GET('/pc/worker/complaint/list', { params: { query: { pageNum: 1, pageSize: 10, status: 0 } } })
  ).data!;
  const numbers = (await api.GET('/pc/worker/complaint/statistics', { params: { query: {} } })).data!;
  expect(numbers.total).toBe(listed.total);
  expect(numbers.pending).toBe(pending.total);
  await rowsAndTotal(5, listed.total);
  const stats = current().getByRole('region', { name: '投诉统计' });
  await expect.poll(() => stats.textContent()).toContain(`投诉总数${listed.total}`);
  await expect.poll(() => stats.textContent()).toContain(`待受理${pending.total}`);
  await expect.poll(() => stats.textContent()).toContain(`办结率${numbers.finish_rate}`);
  const body = current().locator('tbody');
  const first = listed.list![0]!;
  await expect.poll(() => body.textContent()).toContain(first.worker_name);
  await expect.poll(() => body.getByText('待受理').count()).toBe(listed.list!.filter((c) => c.status === 0).length);
  await expect.poll(() => body.getByText('超时').count()).toBe(listed.list!.filter((c) => c.is_overdue).length);
  await shot('complaint-list');
  // The first row on the page whose flow has records: its details show them, oldest first.
  let at = 0;
  let flow: { actionName?: string }[] = [];
  for (const [i, c] of listed.list!.entries()) {
    flow = (await api.GET('/orgdept/complaint/records', { params: { query: { id: c.id } } })).data ?? [];
    at = i;
    if (flow.length) break;
  }
  expect(flow.length).toBeGreaterThan(0);
  await current().getByRole('button', { name: '详情' }).nth(at).click();
  const dialog = page.getByRole('dialog', { name: '投诉详情' });
  const records = dialog.getByRole('list', { name: '流转记录' });
  await expect.poll(() => records.getByRole('listitem').count()).toBe(flow.length);
  for (const r of flow) await records.getByText(r.actionName!).first().waitFor();
  await expect.poll(() => dialog.textContent()).toContain(listed.list![at]!.complaint_no);
  await dialog.getByRole('button', { name: '关闭' }).last().click();
  await dialog.waitFor({ state: 'detached' });
  await exportDownloads();
});

// The handling dialogs' refusals (终止 without a reason, 下发 without an organisation, 办结 without a result or with a bad
// amount, what was typed kept) are checked in jsdom against the mock:
// packages/console/src/app/screens/complaint-lso-forms.screen.test.tsx. Here the journeys through /complaintTask.
it('处理 opens /complaintTask: 受理 with the server message, then 终止 terminates', async () => {
  await current().getByRole('button', { name: '处理' }).first().click();
  await current().getByRole('heading', { name: '投诉处理' }).waitFor();
  expect(new URL(page.url()).hash).toMatch(/^#\/complaintTask\?id=\d+$/);
  const strip = page.getByRole('navigation', { name: '已打开的页面' });
  await expect.poll(() => strip.locator('a[aria-current="page"]').textContent()).toContain('投诉处理');
  await current().getByText('劳务管理员').first().waitFor();
  await expect.poll(() => current().getByRole('button', { name: '办结' }).count()).toBe(0);
  await shot('complaint-task');
  await current().getByRole('button', { name: '受理' }).click();
  const accept = page.getByRole('dialog', { name: /受理投诉/ });
  await accept.getByLabel('受理意见').fill('已联系江苏顺安核实 9 月工资表');
  await accept.getByRole('button', { name: '受理' }).click();
  await serverSaid();
  await accept.waitFor({ state: 'detached' });
  // The accepted complaint's flow shows the 受理 with its comment, and 受理 is no longer offered.
  const flow = current().getByRole('list', { name: '流转记录' });
  await expect.poll(() => flow.textContent()).toContain('已联系江苏顺安核实 9 月工资表');
  await expect.poll(() => current().getByRole('button', { name: '受理' }).count()).toBe(0);

  await current().getByRole('button', { name: '终止' }).click();
  const terminate = page.getByRole('dialog', { name: /终止投诉/ });
  await terminate.getByLabel('终止原因').fill('投诉人已撤回');
  await terminate.getByRole('button', { name: '终止' }).click();
  await serverSaid();
  await expect.poll(() => flow.textContent()).toContain('投诉人已撤回');
});

it('a branch-level complaint is 下发 to a project, and an accepted wage complaint is 办结', async () => {
  // A complaint accepted at branch level, as the world holds it.
  const api = await worldApi(ctx);
  const rows = (await api.GET('/pc/worker/complaint/list', { params: { query: { pageNum: 1, pageSize: 100 } } })).data!
    .list!;
  const branch = rows.find((c) => c.handle_level === 2 && c.status === 1);
  expect(branch).toBeDefined();
  await open(`/complaintTask?id=${branch!.id}`, '投诉处理');
  await current().getByText('分公司劳务主管').first().waitFor();
  await current().getByRole('button', { name: '下发' }).click();
  const pass = page.getByRole('dialog', { name: /下发投诉/ });
  await expect.poll(() => pass.getByLabel('下发层级').inputValue()).toBe('1');
  await pass.getByLabel('下发意见').fill('请项目部 2 日内核实并答复');
  await chooseOption(pass.getByLabel('下发组织'), '城南地铁5号线土建03标', '城南');
  await pass.getByLabel('要求办结时限').fill('2026-11-25T18:00');
  await pass.getByRole('button', { name: '下发' }).click();
  await serverSaid();
  // Passed down: the flow shows it, and the branch can no longer pass it down again.
  await expect
    .poll(() => current().getByRole('list', { name: '流转记录' }).textContent())
    .toContain('请项目部 2 日内核实并答复');
  await expect.poll(() => current().getByRole('button', { name: '下发' }).count()).toBe(0);

  // 办结 on another accepted wage complaint (its dialog asks for the amount paid).
  const accepted = rows.find(
    (c) => c.status === 1 && (c.complaint_type === 1 || c.complaint_type === 2) && c.id !== branch!.id,
  );
  expect(accepted).toBeDefined();
  await open(`/complaintTask?id=${accepted!.id}`, '投诉处理');
  await current().getByRole('button', { name: '办结' }).click();
  const deal = page.getByRole('dialog', { name: /办结投诉/ });
  await deal.getByLabel('办结说明').fill('已退还工具押金 800 元');
  await deal.getByLabel('办结结果').selectOption('1');
  await deal.getByLabel('已协调支付金额（元）').fill('800');
  await deal.getByRole('button', { name: '办结' }).click();
  await serverSaid();
  await expect
    .poll(() => current().getByRole('list', { name: '流转记录' }).textContent())
    .toContain('已退还工具押金 800 元');
  await expect.poll(() => current().getByRole('button', { name: '办结' }).count()).toBe(0);
});

// 编辑's refusal (办理时限 0) and the body saved are checked in jsdom against the mock:
// packages/console/src/app/screens/complaint-lso-forms.screen.test.tsx. Here the list and an edit saved from it.
it('处理岗位配置 lists the levels of the group organisations and saves an edited level', async () => {
  await open('/complaint/position', '投诉处理岗位配置');
  await rowsAndTotal(5, 5);
  await expect.poll(() => current().locator('tbody').textContent()).toContain('集团劳务管理部经理');
  await shot('complaint-position');
  await current().getByRole('button', { name: '编辑' }).first().click();
  const dialog = page.getByRole('dialog', { name: /编辑项目级处理配置/ });
  await dialog.getByRole('checkbox', { name: /劳务管理员/ }).waitFor();
  await expect.poll(() => dialog.getByRole('checkbox', { name: /劳务管理员/ }).isChecked()).toBe(true);
  await dialog.getByLabel('办理时限（小时）').fill('48');
  await dialog.getByRole('checkbox', { name: /专职安全员/ }).check();
  await dialog.getByRole('button', { name: '确定' }).click();
  await serverSaid();
});

// 通过's refusal (临时通行最长 7 天, the comment kept) is checked in jsdom against the mock:
// packages/console/src/app/screens/complaint-lso-forms.screen.test.tsx. Here the journey: approve, then 批量删除.
it('临时人脸登记: 通过 approves; 批量删除 asks first', async () => {
  await open('/complaint/tempRegister', '临时人脸登记');
  await rowsAndTotal(5, 23);
  await expect.poll(() => current().locator('tbody').getByText('待审核').count()).toBeGreaterThan(0);
  await shot('complaint-temp-register');
  await current().getByRole('button', { name: '通过' }).first().click();
  const dialog = page.getByRole('dialog', { name: /审核通过/ });
  await dialog.getByLabel('审核意见').fill('同意，限配电房检修');
  await dialog.getByLabel('有效期止').fill('2026-11-24');
  await dialog.getByRole('button', { name: '通过' }).click();
  await serverSaid();

  const rows = current().getByRole('checkbox', { name: '选择此行' });
  await rows.nth(3).check();
  await rows.nth(4).check();
  await current().getByRole('button', { name: '批量删除' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect.poll(() => confirm.textContent()).toContain('选中的 2 条登记');
  await confirm.getByRole('button', { name: '删除' }).click();
  await serverSaid();
  await current().getByRole('status').filter({ hasText: '已选择' }).waitFor({ state: 'detached' });
});

// 登记's refusal (no project, no worker; the description kept) and the body sent are checked in jsdom
// against the mock: packages/console/src/app/screens/complaint-lso-forms.screen.test.tsx. Here the list and a record
// added from it.
it('不良行为记录: the list, then 登记 shows the handler and adds a record to it', async () => {
  const asked = nextBody('/orgdept/workerBadRecord/page');
  await open('/badRecord/list', '不良行为记录');
  badRecordQuery = await asked;
  const api = await worldApi(ctx);
  const listed = (await api.POST('/orgdept/workerBadRecord/page', { body: badRecordQuery as never })).data!;
  const rows = listed.list!;
  await rowsAndTotal(5, listed.total);
  const body = current().locator('tbody');
  await expect.poll(() => body.textContent()).toContain(rows[0]!.badTypeName!);
  await expect.poll(() => body.getByText('待分公司处理').count()).toBe(rows.filter((r) => r.status === 1).length);
  await expect.poll(() => body.getByText('已列入黑名单').count()).toBe(rows.filter((r) => r.addBlacklist).length);
  await shot('bad-record-list');
  await current().getByRole('button', { name: '登记' }).click();
  const dialog = page.getByRole('dialog', { name: '登记不良行为' });
  await dialog.getByLabel('行为描述').fill('钢筋加工棚内未佩戴防护眼镜操作切断机');
  await chooseOption(dialog.getByLabel(exactly('项目')), '滨江花园二期住宅项目', '滨江');
  await chooseOption(dialog.getByLabel(exactly('工人')), '李伟（钢筋班）', '李伟');
  await dialog.getByLabel('行为类型').selectOption({ label: '违章作业' });
  await dialog.getByLabel('建议扣分').fill('5');
  await expect.poll(() => dialog.getByLabel(exactly('项目级处理人')).textContent()).toContain('周明');
  await dialog.getByRole('button', { name: '确定' }).click();
  await serverSaid('新增成功');
  await dialog.waitFor({ state: 'detached' });
  await rowsAndTotal(5, listed.total + 1);
  await expect.poll(() => body.textContent()).toContain('钢筋加工棚内未佩戴防护眼镜操作切断机');
});

it('不良行为记录 删除 asks first, then deletes with the server message', async () => {
  const before = Number(
    /共 (\d+) 条/.exec((await current().getByRole('navigation', { name: '分页' }).textContent()) ?? '')?.[1],
  );
  const row = current()
    .locator('tbody tr')
    .filter({ has: page.getByRole('button', { name: '删除' }), hasText: /BL-\d{8}-\d{4}/ })
    .first();
  const recordNo = /BL-\d{8}-\d{4}/.exec((await row.textContent()) ?? '')?.[0] ?? '';
  expect(recordNo).not.toBe('');
  const record = (await badRecords()).find((r) => r.recordNo === recordNo);
  expect(record).toBeDefined();
  await row.getByRole('button', { name: '删除' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect
    .poll(() => confirm.textContent())
    .toContain(`确定删除“${record!.workerName}”的不良行为记录（${recordNo}）`);
  await confirm.getByRole('button', { name: '删除' }).click();
  await serverSaid();
  await rowsAndTotal(5, before - 1);
  await expect.poll(() => current().locator('tbody').textContent()).not.toContain(recordNo);
});

// The refusal of a missing decision (请选择处理结果, the opinion kept) is a component test:
// packages/console/src/app/screens/complaint-lso-forms.screen.test.tsx › 不良行为审核 refuses a missing decision keeping the opinion, then passes the record up with the confirmed decision
it('审核 opens /examine: the level handler shows, the decision is confirmed, sent, and the list returns', async () => {
  // The first record waiting for the project's handling, as the world holds it.
  const waiting = (await badRecords()).find((r) => r.status === 0 && r.recordNo);
  expect(waiting).toBeDefined();
  const row = current().locator('tbody tr').filter({ hasText: waiting!.recordNo! });
  await row.getByRole('button', { name: '审核' }).click();
  await current().getByRole('heading', { name: '不良行为审核' }).waitFor();
  expect(new URL(page.url()).hash).toBe(`#/examine?id=${waiting!.id}&status=0`);
  await expect.poll(() => current().getByLabel(exactly('本级处理人')).textContent()).toContain('周明');
  await expect.poll(() => current().getByRole('list', { name: '处理进度' }).textContent()).toContain('待处理');
  await shot('bad-record-examine');
  const form = current().getByRole('form', { name: '项目级处理' });
  await form.getByLabel('处理意见').fill('情况属实，停工学习 1 天，上报分公司');
  await form.getByRole('radio', { name: '同意并上报上一级' }).check();
  await form.getByRole('button', { name: '提交' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect.poll(() => confirm.textContent()).toContain('同意并上报上一级');
  await confirm.getByRole('button', { name: '提交' }).click();
  await serverSaid();
  await expect.poll(() => new URL(page.url()).hash).toBe('#/badRecord/list');
  // Passed up: the record now waits for the branch.
  await expect
    .poll(() => current().locator('tbody tr').filter({ hasText: waiting!.recordNo! }).textContent())
    .toContain('待分公司处理');
});

it('不良行为处理岗位配置 shows each level with its handlers and positions', async () => {
  await open('/badRecord/position', '不良行为处理岗位配置');
  await expect.poll(() => current().getByLabel(exactly('项目级处理人')).textContent()).toContain('周明');
  await expect.poll(() => current().getByLabel(exactly('分公司级处理人')).textContent()).toContain('沈佳、林峰');
  await expect.poll(() => current().getByLabel(exactly('公司级处理人')).textContent()).toContain('许文杰');
  await expect.poll(() => current().getByText('分公司劳务主管').count()).toBeGreaterThan(0);
  await shot('bad-record-position');
  // The 项目 picker is the searchable select: another project, on 查询, asks for its own project-level handlers.
  await expect.poll(() => current().getByLabel(exactly('项目')).textContent()).toBe('滨江花园二期住宅项目');
  await chooseOption(current().getByLabel(exactly('项目')), '城南地铁5号线土建03标', '城南');
  const [req] = await Promise.all([
    page.waitForRequest(
      (r) => r.url().includes('/workerBadRecord/echoProjectHandlerName') && r.postData()?.includes('1002') === true,
    ),
    current().getByRole('button', { name: '查询' }).click(),
  ]);
  expect(JSON.parse(req.postData() ?? '{}')).toEqual({ projectId: 1002 });
});

// The refusal of a rejection without an opinion (驳回须填写审批意见, the choice kept) is a component test:
// packages/console/src/app/screens/complaint-lso-forms.screen.test.tsx › 作业许可 审批 refuses a rejection without an opinion keeping the choice, then rejects with it
it('作业许可: rows, export, 审批 rejects with an opinion', async () => {
  await open('/lso/job', '作业许可');
  await rowsAndTotal(5, 36);
  await expect.poll(() => current().locator('tbody').getByText('有限空间作业').count()).toBeGreaterThan(0);
  await shot('lso-job');
  await exportDownloads();
  await current().getByRole('button', { name: '审批' }).first().click();
  const dialog = page.getByRole('dialog', { name: /审批作业许可/ });
  await dialog.getByRole('radio', { name: '驳回' }).check();
  await dialog.getByLabel('审批意见').fill('气体检测记录缺失，补录后重新申请');
  await dialog.getByRole('button', { name: '确定' }).click();
  await serverSaid();
});

// The refusals of a permit without type and workers (the content kept) and of a period over the type's 8 hours are a
// component test: packages/console/src/app/screens/complaint-lso-forms.screen.test.tsx › 作业许可 申请 refuses a form without type and workers keeping the content, then a period over the type's limit, then applies
it('作业许可 申请 fills the permit and submits with the server message', async () => {
  await current().getByRole('button', { name: '申请作业许可' }).click();
  const dialog = page.getByRole('dialog', { name: '申请作业许可' });
  await dialog.getByLabel('作业内容').fill('集水井清淤与排水泵检修');
  await chooseOption(dialog.getByLabel(exactly('项目')), '滨江花园二期住宅项目', '滨江');
  await dialog.getByLabel('作业类型').locator('option', { hasText: '有限空间作业' }).waitFor({ state: 'attached' });
  await dialog.getByLabel('作业类型').selectOption({ label: '有限空间作业' });
  await dialog.getByLabel('施工区域').locator('option', { hasText: '地下车库' }).waitFor({ state: 'attached' });
  await dialog.getByLabel('施工区域').selectOption({ label: '地下车库' });
  await chooseOption(dialog.getByLabel(exactly('班组')), '水电安装班（杭州安捷机电安装有限公司）', '水电');
  await dialog.getByRole('checkbox', { name: /陈志刚/ }).check();
  await dialog.getByLabel('计划开始时间').fill('2026-11-23T09:00');
  await dialog.getByLabel('计划结束时间').fill('2026-11-23T12:00');
  await page.screenshot({ path: `${ARTIFACTS}/lso-job-apply.png` });
  await dialog.getByRole('button', { name: '提交申请' }).click();
  await serverSaid('提交成功');
  await dialog.waitFor({ state: 'detached' });
});

it('作业记录 lists the records with rectification, shows the problems and exports', async () => {
  await open('/lso/record', '作业记录');
  await rowsAndTotal(5, 94);
  await expect.poll(() => current().locator('tbody').getByText('待整改').count()).toBeGreaterThan(0);
  await shot('lso-record');
  await current().getByRole('button', { name: '详情' }).nth(1).click();
  const dialog = page.getByRole('dialog', { name: '作业记录详情' });
  await dialog.getByText('18 层北侧临边防护栏杆缺失约 6 米').waitFor();
  await dialog.getByRole('button', { name: '关闭' }).last().click();
  await exportDownloads();
});

it('安全员统计（项目） shows the numbers, charts and workload for the chosen project and period', async () => {
  const asked = nextBody('/starSafety/lsoStatistic/overview');
  const askedOfficers = nextBody('/starSafety/lsoStatistic/officerPage');
  await open('/lso/statistic', '安全员工作量');
  const api = await worldApi(ctx);
  const overview = async (body: Record<string, unknown>) =>
    (await api.POST('/starSafety/lsoStatistic/overview', { body: body as never })).data!;
  const numbers = await overview(await asked);
  const stats = current().getByRole('region', { name: '安全员工作概览' });
  await expect.poll(() => stats.textContent()).toContain(`作业许可${numbers.jobTotal}`);
  await expect.poll(() => stats.textContent()).toContain(`整改率${numbers.rectifyRate}`);
  await current().locator('.recharts-line').first().waitFor();
  await current().locator('.recharts-pie').first().waitFor();
  await expect.poll(() => current().getByText('作业类型分布').count()).toBe(1);
  // The workload list as the world answers the screen's request (the overview's officerCount says one more: reported).
  const officers = (await api.POST('/starSafety/lsoStatistic/officerPage', { body: (await askedOfficers) as never }))
    .data!;
  await rowsAndTotal(Math.min(5, officers.total), officers.total);
  await expect.poll(() => current().getByLabel(exactly('项目')).textContent()).toBe('滨江花园二期住宅项目');
  await current().getByLabel('开始日期').fill('2026-11-30');
  await current().getByLabel('结束日期').fill('2026-11-01');
  await current().getByRole('button', { name: '查询' }).click();
  await current().getByRole('alert').filter({ hasText: '结束日期不能早于开始日期' }).waitFor();
  await current().getByLabel('开始日期').fill('2026-11-17');
  await current().getByLabel('结束日期').fill('2026-11-23');
  await chooseOption(current().getByLabel(exactly('项目')), '城南地铁5号线土建03标', '城南');
  const [req] = await Promise.all([
    page.waitForRequest((r) => r.url().includes('/lsoStatistic/overview') && r.postData()?.includes('1002') === true),
    current().getByRole('button', { name: '查询' }).click(),
  ]);
  expect(JSON.parse(req.postData() ?? '{}')).toEqual({
    projectId: 1002,
    startDate: '2026-11-17',
    endDate: '2026-11-23',
  });
  const other = await overview({ projectId: 1002, startDate: '2026-11-17', endDate: '2026-11-23' });
  await expect.poll(() => stats.textContent()).toContain(`作业许可${other.jobTotal}`);
  await expect.poll(() => stats.textContent()).toContain(`整改率${other.rectifyRate}`);
  await shot('lso-statistic');
  await exportDownloads();
});

it('安全员统计（公司） shows the totals, the branch comparison and each project for the organisation', async () => {
  const asked = nextBody('/starSafety/lsoStatisticCompany/overview');
  await open('/lso/statisticCompany', '各项目安全员工作统计');
  const api = await worldApi(ctx);
  const numbers = (await api.POST('/starSafety/lsoStatisticCompany/overview', { body: (await asked) as never })).data!;
  const stats = current().getByRole('region', { name: '公司安全员工作概览' });
  await expect.poll(() => stats.textContent()).toContain(`在建项目${numbers.projectCount}`);
  await expect.poll(() => stats.textContent()).toContain(`配备率${numbers.staffingRate}`);
  await current().locator('.recharts-bar').first().waitFor();
  await expect.poll(() => current().locator('.recharts-legend-wrapper').textContent()).toContain('整改率（%）');
  await expect.poll(() => current().getByLabel(exactly('组织')).textContent()).toBe('华建集团有限公司');
  // The world answers no project row for the company's own id (orgId 1 is matched against the rows' branch: a mock
  // defect, reported); a branch lists its projects.
  await chooseOption(current().getByLabel(exactly('组织')), /华建集团第一分公司$/, '第一分公司');
  const [req] = await Promise.all([
    page.waitForRequest((r) => r.url().includes('/lsoStatisticCompany/branchCompare')),
    current().getByRole('button', { name: '查询' }).click(),
  ]);
  expect(JSON.parse(req.postData() ?? '{}')).toMatchObject({ orgId: 11 });
  const projects = (
    await api.POST('/starSafety/lsoStatisticCompany/projectPage', {
      body: { orgId: 11, pageNum: 1, pageSize: 10 } as never,
    })
  ).data!;
  expect(projects.total).toBeGreaterThan(0);
  await rowsAndTotal(Math.min(5, projects.total), projects.total);
  const short = projects.list!.filter((p) => (p.officerCount ?? 0) < (p.requiredOfficerCount ?? 0)).length;
  await expect.poll(() => current().locator('tbody').getByText('缺配').count()).toBe(short);
  await shot('lso-statistic-company');
  await exportDownloads();
});

// The refusal of a missing certificate (请输入证书编号, the choices kept) is a component test:
// packages/console/src/app/screens/complaint-lso-forms.screen.test.tsx › 任命安全员 refuses a missing certificate keeping the project, manager and type, then appoints
it('作业许可 安全员: 任命 appoints, 编辑 saves, 撤销 asks first', async () => {
  await open('/lso/job?tab=officer', '安全员');
  await rowsAndTotal(1);
  await shot('lso-officer');
  await current().getByRole('button', { name: '任命安全员' }).click();
  const dialog = page.getByRole('dialog', { name: '任命安全员' });
  const project = dialog.getByLabel(exactly('项目'));
  if (await project.count()) {
    await project.click();
    await openOptions(project).nth(1).click();
  }
  const manager = dialog.getByLabel(exactly('管理人员'));
  await manager.click();
  await openOptions(manager).nth(1).click();
  await dialog.getByLabel(exactly('类型')).selectOption('1');
  await dialog.getByLabel(exactly('证书编号')).fill('浙建安C(2024)0001');
  await dialog.getByRole('button', { name: '确定' }).click();
  await page.getByText('新增成功').first().waitFor();
  await dialog.waitFor({ state: 'detached' });
  await current().getByRole('button', { name: '编辑' }).first().click();
  const edit = page.getByRole('dialog', { name: /编辑安全员/ });
  await edit.getByLabel('状态').selectOption('0');
  await edit.getByRole('button', { name: '确定' }).click();
  await edit.waitFor({ state: 'detached' });
  await current().getByRole('button', { name: '撤销' }).first().click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByText(/确定撤销/).waitFor();
  await confirm.getByRole('button', { name: '删除' }).click();
  await confirm.waitFor({ state: 'detached' });
});

// The refusals (旁站监督须关联作业许可, 请选择施工区域, 请选择记录时间, 请输入问题描述; the server's refusal keeping the input)
// are a component test: packages/console/src/app/screens/complaint-lso-forms.screen.test.tsx ›
// 新增作业记录 refuses a 旁站监督 without permit, area, time and problem text keeping the content, keeps the input
// through a server refusal, then sends the record
it('作业记录 新增 from the side menu: the exact body is sent', async () => {
  const nav = page.getByRole('navigation', { name: '侧边菜单' });
  const link = nav.getByRole('link', { name: '作业记录' });
  if (!(await link.isVisible())) await nav.getByRole('button', { name: '安全员', exact: true }).click();
  await link.click();
  await current().getByRole('heading', { name: '作业记录' }).waitFor();
  expect(new URL(page.url()).hash).toBe('#/lso/record');
  await current().locator('tbody tr').first().waitFor();
  await current().getByRole('button', { name: '新增作业记录' }).click();
  const dialog = page.getByRole('dialog', { name: '新增作业记录' });
  await dialog.getByLabel('记录内容').fill('屋面钢梁焊接动火旁站：接火盆到位，监护人在岗。');
  await dialog.getByLabel('记录类型').selectOption({ label: '旁站监督' });
  await dialog.getByRole('button', { name: '添加问题' }).click();
  const project = dialog.getByLabel(exactly('项目'));
  if (await project.count()) await chooseOption(project, '滨江花园二期住宅项目', '滨江');
  const job = dialog.getByLabel('关联作业许可');
  await chooseOption(job, /^ZYP-20261123-002 /, 'ZYP-20261123-002');
  await dialog.getByLabel('施工区域').locator('option', { hasText: '2号楼' }).waitFor({ state: 'attached' });
  await dialog.getByLabel('施工区域').selectOption({ label: '2号楼' });
  await dialog.getByLabel('记录时间').fill('2026-11-23T09:30');
  const problem = dialog.getByRole('group', { name: '问题 1' });
  await problem.getByLabel('问题描述').fill('接火盆边缘有焊渣外溅');
  await problem.getByLabel('隐患等级').selectOption({ label: '一般' });
  await problem.getByLabel('整改责任人').fill('刘洋');
  await problem.getByLabel('整改期限').fill('2026-11-24');
  const [req] = await Promise.all([
    page.waitForRequest((r) => r.url().includes('/starSafety/lso/record/add')),
    dialog.getByRole('button', { name: '确定' }).click(),
  ]);
  expect(JSON.parse(req.postData() ?? '{}')).toEqual({
    recordType: 2,
    jobId: 7301,
    projectId: 1001,
    areaId: 602,
    recordTime: '2026-11-23 09:30:00',
    content: '屋面钢梁焊接动火旁站：接火盆到位，监护人在岗。',
    problems: [
      {
        description: '接火盆边缘有焊渣外溅',
        troubleLevel: 1,
        responsibleName: '刘洋',
        rectifyDeadline: '2026-11-24',
        rectifyStatus: 1,
      },
    ],
  });
  await serverSaid('新增成功');
  await dialog.waitFor({ state: 'detached' });
});

it('作业记录 删除 asks first, then sends the id and refreshes the list', async () => {
  await current().locator('tbody tr').first().waitFor();
  await current().locator('tbody tr').first().getByRole('button', { name: '删除' }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByText(/确定删除/).waitFor();
  await confirm.getByRole('button', { name: '取消' }).click();
  await confirm.waitFor({ state: 'detached' });
  const before = Number(
    /共 (\d+) 条/.exec((await current().getByRole('navigation', { name: '分页' }).textContent()) ?? '')?.[1],
  );
  // The first row as the world holds it (the page the screen asked for).
  const api = await worldApi(ctx);
  const first = (await api.POST('/starSafety/lso/record/page', { body: { pageNum: 1, pageSize: 10 } as never })).data!
    .list![0]!;
  await current().locator('tbody tr').first().getByRole('button', { name: '删除' }).click();
  await confirm.getByText(`“${first.recordTypeName}”`).waitFor();
  const [req, refresh] = await Promise.all([
    page.waitForRequest((r) => r.url().includes('/starSafety/lso/record/delete')),
    page.waitForRequest((r) => r.url().includes('/starSafety/lso/record/page')),
    confirm.getByRole('button', { name: '删除' }).click(),
  ]);
  expect(JSON.parse(req.postData() ?? '{}')).toEqual({ id: first.id });
  expect(JSON.parse(refresh.postData() ?? '{}')).toMatchObject({ pageNum: 1 });
  await serverSaid();
  await confirm.waitFor({ state: 'detached' });
  await rowsAndTotal(5, before - 1);
});

it('no console errors', () => expect(ctx.problems).toEqual([]));
