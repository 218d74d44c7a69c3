// 网格化巡检 — tasks and hazards (001 §7.5): 点位任务 (list, analysis, detail with 提交检查结论 → 登记隐患 and 复查),
// 隐患处置 with its fixed routes (/approvalOfHiddenDangers: 转办 and 驳回; /troubleHandle: 整改反馈; /hiddenDangerBh),
// 检查统计 and 项目巡检分析 (cards, charts, a period that re-queries, tables, exports), 异常关系 (filters, export).
// Forms refuse bad input keeping what was typed (提交检查结论, 登记隐患 and 编辑隐患条目 refuse in
// packages/console/src/app/screens/grid-task.screen.test.tsx), then send the spec's body and show the server's
// message. In the mock's world: lists, totals, statistics, cards and records are the world's answer to the screen's
// own call, asked again through the SDK; the hazards each flow acts on are picked from the world by their state (or
// brought there by the legal step through the API), each write is checked in the world and a repeated step by its
// refusal.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page, Request as PageRequest } from 'playwright-core';
import { ARTIFACTS } from '../lib/browser';
import { chooseOption } from '../lib/combobox';
import { type ConsolePage, enterSignedIn, openConsole } from '../lib/console-page';
import { recordCalls, rowsOf, totalOf, worldAnswer, worldApi, type WorldApi } from '../lib/world-api';

let ctx: ConsolePage;
let page: Page;
let stack: ConsolePage['stack'];
let api: WorldApi;
/** The console's last call of each API path: the world is asked the same. */
const made = new Map<string, PageRequest>();
/** The POST calls the console made: path and JSON body. */
const calls: { path: string; body: unknown }[] = [];
const last = (suffix: string) => calls.filter((c) => c.path.endsWith(suffix)).at(-1)?.body;

beforeAll(async () => {
  ctx = await openConsole();
  ({ page, stack } = ctx);
  api = await worldApi(ctx);
  recordCalls(page, made);
  // The spec's photos live on a static host that does not exist here: answer them with a placeholder picture.
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (r.method() === 'POST' && r.postData()) {
      try {
        calls.push({ path: pathname, body: r.postDataJSON() });
      } catch {
        // not JSON (uploads)
      }
    }
  });
  await enterSignedIn(ctx);
});
afterAll(() => ctx?.close());

/** The active page: visited pages stay mounted (hidden) in the tab cache; the shown one carries data-active. */
const view = () => page.locator('section[data-page][data-active]');
const dialog = () => page.getByRole('dialog');
const toasts = () => page.locator('[data-sonner-toast]');
/** Wait for a toast with this text, then until every toast is gone (so the next check sees only its own). */
async function expectToast(text: string) {
  await toasts().filter({ hasText: text }).first().waitFor();
  await expect.poll(() => toasts().count(), { timeout: 8000 }).toBe(0);
}
const open = async (path: string, heading: string) => {
  await page.goto(`${stack.url}#${path}`);
  await view().getByRole('heading', { name: heading, exact: true }).first().waitFor();
};
const exportDownloads = async (scope = view()) => {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    scope.getByRole('button', { name: '导出' }).first().click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
};
const row = (text: string) => view().locator('tbody tr', { hasText: text });
/** The list the screen shows is the world's answer to its call: as many rows, and the same total. */
const worldRowsShown = async <T>(path: string, match?: (r: PageRequest) => boolean) => {
  await view().locator('tbody tr').first().waitFor();
  const data = await worldAnswer(api, made, path, match);
  const rows = rowsOf<T>(data);
  expect(rows.length).toBeGreaterThanOrEqual(5);
  await expect.poll(() => view().locator('tbody tr').count()).toBe(rows.length);
  await expect
    .poll(() => view().getByRole('navigation', { name: '分页' }).textContent())
    .toContain(`共 ${totalOf(data)} 条`);
  return rows;
};
/** A statistics table is the world's answer to the screen's call, whatever it holds (empty: 暂无数据). */
const worldListShown = async <T>(path: string, match?: (r: PageRequest) => boolean) => {
  const data = await worldAnswer(api, made, path, match);
  const rows = rowsOf<T>(data);
  await expect.poll(() => view().locator('tbody tr').count()).toBe(rows.length);
  await expect
    .poll(() => view().getByRole('navigation', { name: '分页' }).textContent())
    .toContain(`共 ${totalOf(data)} 条`);
  return rows;
};
/** A number card's value with its unit (StatCards: the <dd> under the card's label). */
const card = (label: string) =>
  view()
    .locator('dl > div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd')
    .first();
type Task = {
  id: number;
  taskNo: string;
  safeStatus: number;
  troubleId: number | null;
  troubleStatus: number;
  troubleLevel: number | null;
};
const SAFE: Record<number, string> = { 0: '未检查', 1: '安全', 2: '存在隐患' };
const TROUBLE: Record<number, string> = { 1: '待整改', 2: '待复查', 3: '复查通过', 4: '复查退回', 5: '已逾期' };
/** A task row as the world holds it now. */
const taskInWorld = async (id: number) => {
  const { data } = await api.POST('/grid/ginCheckPointTaskList/getDetail', { body: { id } });
  return data as unknown as Task;
};
/** The hazard as the world's 隐患处置 screens read it (GET /pc/trouble/detail/{task_id}/{type}). */
const hazardInWorld = async (taskId: number, type: 1 | 2 | 3) =>
  (await api.GET('/pc/trouble/detail/{task_id}/{type}', { params: { path: { task_id: taskId, type } } })).data!;
/** The message the world refuses a call with (the SDK throws on a failure envelope), or 成功. */
const refusal = (path: string, body: Record<string, unknown>) =>
  api.request('post', path, { body }).then(
    () => '成功',
    (e: { msg?: string }) => e.msg,
  );
const shot = (name: string) => page.screenshot({ path: `${ARTIFACTS}/${name}.png`, fullPage: true });

it('点位任务 opens from the side menu with its tasks, states as tags and 共 N 条; 任务分析 shows numbers and charts', async () => {
  const nav = page.getByRole('navigation', { name: '侧边菜单' });
  await nav.getByRole('button', { name: '网格化巡检' }).click();
  await nav.getByRole('link', { name: '点位任务', exact: true }).click();
  await view().getByRole('heading', { name: '点位任务' }).waitFor();
  expect(new URL(page.url()).hash).toBe('#/grid/pointTask');
  const tasks = await worldRowsShown<Task>('/grid/ginCheckPointTaskList/page');
  for (const t of tasks) {
    await expect.poll(() => row(t.taskNo).textContent()).toContain(SAFE[t.safeStatus]);
    if (t.troubleStatus) await expect.poll(() => row(t.taskNo).textContent()).toContain(TROUBLE[t.troubleStatus]);
  }
  expect(last('/grid/ginCheckPointTaskList/page')).toMatchObject({ page: 1, limit: 10 });
  await shot('grid-point-task');

  await view().getByRole('tab', { name: '任务分析' }).click();
  // The cards are the world's analysis of the screen's period: as many tasks, and their check rate.
  const analysis = await worldAnswer<{ taskCount: number; checkedCount: number; checkRate: number }>(
    api,
    made,
    '/grid/ginCheckPointTaskList/analysis',
  );
  expect(analysis.taskCount).toBeGreaterThan(0);
  await expect.poll(() => card('检查任务').textContent()).toBe(`${analysis.taskCount}个`);
  await expect.poll(() => card('已检查').textContent()).toBe(`${analysis.checkedCount}个`);
  await view().getByRole('heading', { name: '每日趋势' }).waitFor();
  await expect.poll(() => view().locator('.recharts-surface').count()).toBeGreaterThanOrEqual(2);
  await expect.poll(() => view().textContent()).toContain(`检查率 ${Number(analysis.checkRate.toFixed(2))}%`);
  await view().getByLabel('开始日期').fill('2026-11-17');
  await view().getByLabel('结束日期').fill('2026-11-23');
  await view().getByRole('button', { name: '查询' }).click();
  await expect
    .poll(() => last('/grid/ginCheckPointTaskList/analysis'))
    .toMatchObject({ startDate: '2026-11-17', endDate: '2026-11-23' });
  await shot('grid-point-task-analysis');
});

it('点位任务详情 shows the task, the hazard, the rectification and the records; 处置审批 leads to the approval', async () => {
  // A 较大隐患 whose rectification waits for review (待复查) in the world, with its disposal records.
  type Record = { operTypeName: string; content?: string | null };
  await open('/grid/pointTask', '点位任务');
  const tasks = rowsOf<Task & { procInstId: string }>(await worldAnswer(api, made, '/grid/ginCheckPointTaskList/page'));
  let task: (typeof tasks)[number] | undefined;
  for (const t of tasks.filter((t) => t.troubleLevel === 2 && t.troubleStatus === 2)) {
    const { data } = await api.POST('/grid/ginCheckPointTaskList/troubleRecore', { body: { taskId: t.id } });
    if (data?.length) {
      task = t;
      break;
    }
  }
  if (!task) throw new Error('the world has no 待复查 较大隐患 with records on the first page');
  await row(task.taskNo).getByRole('button', { name: '详情' }).click();
  await view().getByRole('heading', { name: '点位任务详情' }).waitFor();
  expect(new URL(page.url()).hash).toBe(`#/grid/pointTaskDetail?id=${task.id}`);
  for (const title of ['任务信息', '检查结果', '隐患信息', '整改反馈', '处置记录'])
    await view().getByRole('heading', { name: title }).waitFor();
  await view().getByText(task.taskNo).first().waitFor();
  // The hazard shown is the task's own (its description and latest rectification), as the world's detail holds it.
  const detail = (await api.POST('/grid/ginCheckPointTaskList/getDetail', { body: { id: task.id } })).data!;
  expect(detail.trouble).toMatchObject({ troubleId: task.troubleId, taskId: task.id });
  const section = (title: string) =>
    view().locator('section', { has: page.getByRole('heading', { name: title, exact: true }) });
  await expect.poll(() => section('隐患信息').textContent()).toContain(detail.trouble!.description);
  await expect.poll(() => section('隐患信息').textContent()).toContain(detail.trouble!.rectifyUserName);
  await expect.poll(() => section('整改反馈').textContent()).toContain(detail.trouble!.feedback!.content);
  expect(last('/grid/ginCheckPointTaskList/troubleRecore')).toEqual({ taskId: task.id });
  const records = await worldAnswer<Record[]>(api, made, '/grid/ginCheckPointTaskList/troubleRecore');
  expect(records.length).toBeGreaterThan(0);
  const list = view().getByRole('list', { name: '处置记录' });
  for (const r of records) await list.getByText(r.operTypeName).first().waitFor();
  await shot('grid-point-task-detail');
  await view().getByRole('button', { name: '流程记录' }).click();
  await dialog().getByText(task.procInstId).first().waitFor();
  expect(last('/grid/ginCheckPointTaskList/troubleRecoreByProcInstId')).toEqual({ procInstId: task.procInstId });
  const flow = await worldAnswer<Record[]>(api, made, '/grid/ginCheckPointTaskList/troubleRecoreByProcInstId');
  for (const r of flow) await dialog().getByText(r.operTypeName).first().waitFor();
  await dialog().getByRole('button', { name: '关闭' }).first().click();
  await dialog().waitFor({ state: 'detached' });
  // A 较大隐患 waiting for review goes through the disposal approval.
  await view().getByRole('button', { name: '处置审批' }).click();
  await view().getByRole('heading', { name: '隐患处置审批' }).waitFor();
  expect(new URL(page.url()).hash).toBe(`#/approvalOfHiddenDangers?task_id=${task.id}&type=2`);
});

// The dialogs' refusals (安全 with a 不合格 item, the remark kept; 登记隐患's 请选择隐患分类 and 请选择整改责任人, the
// description kept) are checked in jsdom against the mock: packages/console/src/app/screens/grid-task.screen.test.tsx.
// Here the journey: the conclusion sent from the task's detail, 登记隐患 at once, the world's task and records.
it('an unchecked task: 提交检查结论 with 存在隐患 leads to 登记隐患', async () => {
  // Task 17003 has not been checked yet in the world; its check items (those of its point's categories) are its detail's.
  const unchecked = (await api.POST('/grid/ginCheckPointTaskList/getDetail', { body: { id: 17003 } })).data!;
  expect(unchecked.safeStatus).toBe(0);
  const items = (unchecked.itemResults ?? []).map((i) => i.itemId);
  expect(items.length).toBeGreaterThan(1);
  await open('/grid/pointTaskDetail?id=17003', '点位任务详情');
  await view().getByRole('button', { name: '提交检查结论' }).click();
  await dialog().getByRole('heading', { name: '提交检查结论' }).waitFor();
  // Every item is still to check (result 0, nothing chosen): the first is found wanting, the others pass.
  expect(unchecked.itemResults?.every((i) => i.result === 0)).toBe(true);
  for (const [i, itemId] of items.entries())
    await dialog()
      .locator(`#ss-item-${itemId}`)
      .selectOption(i === 0 ? '2' : '1');
  await dialog().getByLabel('备注').fill('冠梁裂缝较20日有发展');
  await dialog().getByRole('radio', { name: '存在隐患' }).check();
  await dialog().getByRole('button', { name: '确定' }).click();
  await expectToast('操作成功');
  expect(last('/udpateSafeStatus')).toEqual({
    taskId: 17003,
    safeStatus: 2,
    itemResults: items.map((itemId, i) => ({ itemId, result: i === 0 ? 2 : 1 })),
    remark: '冠梁裂缝较20日有发展',
  });
  // The world holds the conclusion; a second one is refused.
  expect((await taskInWorld(17003)).safeStatus).toBe(2);
  expect(
    await refusal('/grid/ginCheckPointTaskList/udpateSafeStatus', { taskId: 17003, safeStatus: 1, itemResults: [] }),
  ).toBe('该任务已提交检查结论，不能重复提交');

  // 存在隐患 → 登记隐患 opens at once.
  await dialog().getByRole('heading', { name: '登记隐患' }).waitFor();
  await dialog().getByLabel('隐患描述').fill('2号楼3层楼梯口临边缺挡脚板');
  await dialog().getByLabel('隐患分类').selectOption('11');
  await dialog().getByLabel('检查项').selectOption('1101');
  await expect.poll(() => dialog().getByLabel('隐患等级').inputValue()).toBe('1');
  await expect.poll(() => dialog().getByLabel('整改期限').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await chooseOption(dialog().getByLabel('整改单位'), '浙江宏达建筑劳务有限公司', '宏达');
  await chooseOption(dialog().getByLabel('整改责任人'), '郑浩', '郑浩');
  await dialog().getByRole('button', { name: '确定' }).click();
  await expectToast('操作成功');
  await dialog().waitFor({ state: 'detached' });
  expect(last('/addTrouble')).toMatchObject({
    taskId: 17003,
    categoryId: 11,
    itemId: 1101,
    troubleLevel: 1,
    description: '2号楼3层楼梯口临边缺挡脚板',
    companyId: 2001,
    rectifyUserId: 5003,
  });
  // The world gave the task its hazard (待整改, 一般, 郑浩) with its 发现隐患 record; a second one is refused.
  expect(await taskInWorld(17003)).toMatchObject({ troubleStatus: 1, troubleLevel: 1, rectifyUserName: '郑浩' });
  const { data: found } = await api.POST('/grid/ginCheckPointTaskList/troubleRecore', { body: { taskId: 17003 } });
  expect(found).toContainEqual(
    expect.objectContaining({ operTypeName: '发现隐患', content: '2号楼3层楼梯口临边缺挡脚板' }),
  );
  const again = { taskId: 17003, categoryId: 11, itemId: 1101, troubleLevel: 1, description: '重复登记' };
  expect(
    await refusal('/grid/ginCheckPointTaskList/addTrouble', {
      ...again,
      companyId: 2001,
      rectifyUserId: 5003,
      rectifyDeadline: '2026-11-25',
    }),
  ).toBe('该任务已登记隐患');
});

it('a rectified 一般隐患: 复查 退回 needs a reason, then sends it', async () => {
  // A 一般隐患 of the world waiting for its rectification (待整改; not 17001, which 处理 uses below, nor 17003, whose
  // detail page is still open in the tab cache), rectified through the API: the world moves it to 待复查.
  const { data: page1 } = await api.POST('/grid/ginCheckPointTaskList/page', {
    body: { page: 1, limit: 10, safeStatus: 2 },
  });
  const task = rowsOf<Task>(page1).find(
    (t) => t.troubleLevel === 1 && t.troubleStatus === 1 && t.id !== 17001 && t.id !== 17003,
  )!;
  const troubleId = task.troubleId!;
  await api.POST('/grid/ginCheckPointTaskList/editDangeFeedback', {
    body: { taskId: task.id, troubleId, content: '已加装防雨罩', photos: [], rectifyTime: '2026-11-23 08:30:00' },
  });
  expect((await taskInWorld(task.id)).troubleStatus).toBe(2);
  await open(`/grid/pointTaskDetail?id=${task.id}`, '点位任务详情');
  await view().getByRole('heading', { name: '整改反馈' }).waitFor();
  await view().getByText('已加装防雨罩').first().waitFor();
  await view().getByRole('button', { name: '复查', exact: true }).click();
  await dialog().getByRole('radio', { name: '退回重新整改' }).check();
  await dialog().getByRole('button', { name: '确定' }).click();
  await dialog().getByText('退回整改时请填写退回原因').waitFor();
  await dialog().getByLabel('复查意见').fill('防雨罩未固定');
  await dialog().getByRole('button', { name: '确定' }).click();
  await expectToast('操作成功');
  // The task that was opened and its own hazard.
  expect(last('/passTrouble')).toEqual({ taskId: task.id, troubleId, result: 2, opinion: '防雨罩未固定' });
  // Sent back in the world (复查退回, with its record), and a second review of it is refused.
  expect((await taskInWorld(task.id)).troubleStatus).toBe(4);
  const { data: records } = await api.POST('/grid/ginCheckPointTaskList/troubleRecore', { body: { taskId: task.id } });
  expect(records).toContainEqual(
    expect.objectContaining({ troubleId, operTypeName: '复查退回', content: '防雨罩未固定' }),
  );
  expect(await refusal('/grid/ginCheckPointTaskList/passTrouble', { taskId: task.id, troubleId, result: 1 })).toBe(
    '只有待复查（已反馈整改）的隐患可以复查',
  );
});

it('隐患处置 lists the hazards with the button each state allows', async () => {
  made.delete('/grid/ginCheckPointTaskList/page');
  await open('/grid/troubleList', '隐患处置');
  const hazards = await worldRowsShown<Task>('/grid/ginCheckPointTaskList/page', (r) =>
    Boolean(r.postData()?.includes('safeStatus')),
  );
  expect(hazards.every((t) => t.safeStatus === 2)).toBe(true);
  expect(last('/grid/ginCheckPointTaskList/page')).toMatchObject({ safeStatus: 2 });
  // The administrator may edit and audit: 待整改 and 已逾期 are handled, 待复查 is approved (较大、重大) or reviewed
  // (一般), 复查退回 is handled again and shows its rejection, 复查通过 is only seen.
  const BUTTONS: Record<number, string[]> = {
    1: ['处理', '详情'],
    3: ['详情'],
    4: ['处理', '查看驳回', '详情'],
    5: ['处理', '详情'],
  };
  const expected = (t: Task) =>
    t.troubleStatus === 2 ? [(t.troubleLevel ?? 0) >= 2 ? '审批' : '复查', '详情'] : BUTTONS[t.troubleStatus];
  expect(new Set(hazards.map((t) => t.troubleStatus))).toEqual(new Set([1, 2, 3, 4, 5]));
  for (const t of hazards) expect(await row(t.taskNo).getByRole('button').allTextContents()).toEqual(expected(t));
  await shot('grid-trouble-list');
});

/** The hazard 审批 sends back (查看驳回 shows it) and the reason it is sent back with. */
let rejected: Task | undefined;
const REJECTION = '整改照片不能反映防护到位，重新整改';

it('审批 opens /approvalOfHiddenDangers: 转办 needs a person; 驳回 needs a reason, then returns to the list', async () => {
  // A 较大隐患 of the world whose rectification waits for approval, with the rectifier's feedback.
  const shown = rowsOf<Task>(await worldAnswer(api, made, '/grid/ginCheckPointTaskList/page'));
  for (const t of shown.filter((t) => t.troubleStatus === 2 && (t.troubleLevel ?? 0) >= 2))
    if ((await hazardInWorld(t.id, 2)).feedback) {
      rejected = t;
      break;
    }
  const task = rejected!;
  const hazard = await hazardInWorld(task.id, 2);
  expect(hazard).toMatchObject({ task_id: task.id, trouble_id: task.troubleId, status: 2, can_audit: true });
  await row(task.taskNo).getByRole('button', { name: '审批' }).click();
  await view().getByRole('heading', { name: '隐患处置审批' }).waitFor();
  expect(new URL(page.url()).hash).toBe(`#/approvalOfHiddenDangers?task_id=${task.id}&type=2`);
  await view().getByRole('heading', { name: '整改反馈' }).waitFor();
  await view().getByText(hazard.feedback!.content).first().waitFor();
  await shot('grid-trouble-approval');

  await view().getByRole('button', { name: '转办', exact: true }).click();
  await dialog().getByLabel('转办说明').fill('较大隐患，请项目经理审批');
  await dialog().getByRole('button', { name: '确定' }).click();
  await dialog().getByText('请选择转办人').waitFor();
  await expect.poll(() => dialog().getByLabel('转办说明').inputValue()).toBe('较大隐患，请项目经理审批');
  await chooseOption(dialog().getByLabel('转办人'), /^周明/, '周明');
  await dialog().getByRole('button', { name: '确定' }).click();
  await expectToast('操作成功');
  expect(last('/pc/flw/task/delegate')).toEqual({
    task_id: hazard.flow_task_id,
    pro_inst_id: hazard.pro_inst_id,
    delegate_user_id: 5001,
    comment: '较大隐患，请项目经理审批',
  });
  await expect.poll(() => new URL(page.url()).hash).toBe('#/grid/troubleList');
  // The world wrote the 转办 into the hazard's records; it still waits for approval.
  const delegated = await hazardInWorld(task.id, 2);
  expect(delegated.records?.at(-1)).toMatchObject({ oper_type: 5, content: '较大隐患，请项目经理审批' });
  expect(delegated.status).toBe(2);

  await row(task.taskNo).getByRole('button', { name: '审批' }).click();
  await view().getByRole('heading', { name: '隐患处置审批' }).waitFor();
  await view().getByRole('button', { name: '驳回', exact: true }).click();
  await expect.poll(() => dialog().getByRole('radio', { name: '驳回（退回重新整改）' }).isChecked()).toBe(true);
  await dialog().getByRole('button', { name: '确定' }).click();
  await dialog().getByText('驳回时请填写驳回原因').waitFor();
  await dialog().getByLabel('审批意见').fill(REJECTION);
  await dialog().getByRole('button', { name: '确定' }).click();
  await expectToast('操作成功');
  expect(last('/pc/task/trouble/audit')).toEqual({
    task_id: task.id,
    trouble_id: task.troubleId,
    pro_inst_id: hazard.pro_inst_id,
    audit_result: 2,
    opinion: REJECTION,
  });
  await expect.poll(() => new URL(page.url()).hash).toBe('#/grid/troubleList');
  // Sent back in the world (复查退回): the list offers 处理 and 查看驳回; a second approval is refused.
  expect((await taskInWorld(task.id)).troubleStatus).toBe(4);
  await expect.poll(() => row(task.taskNo).getByRole('button').allTextContents()).toEqual(['处理', '查看驳回', '详情']);
  expect(
    await refusal('/pc/task/trouble/audit', { task_id: task.id, trouble_id: task.troubleId, audit_result: 1 }),
  ).toBe('只有已反馈整改、待审批的隐患可以审批');
});

it('处理 opens /troubleHandle: 整改反馈 needs what was done, then sends it', async () => {
  // Task 17001's 一般隐患 waits for the rectifier's feedback (待整改) in the world; the screen reads that hazard.
  const task = await taskInWorld(17001);
  expect(task).toMatchObject({ taskNo: 'RW202611230001', troubleStatus: 1, troubleLevel: 1 });
  expect(await hazardInWorld(17001, 1)).toMatchObject({
    task_id: 17001,
    trouble_id: task.troubleId,
    can_feedback: true,
  });
  await row('RW202611230001').getByRole('button', { name: '处理' }).click();
  await view().getByRole('heading', { name: '隐患处理' }).waitFor();
  expect(new URL(page.url()).hash).toBe('#/troubleHandle?task_id=17001&type=1');
  await expect.poll(() => view().getByRole('button', { name: '通过', exact: true }).count()).toBe(0);
  await view().getByRole('button', { name: '整改反馈' }).click();
  await dialog().getByRole('button', { name: '确定' }).click();
  await dialog().getByText('请输入整改情况').waitFor();
  await dialog().getByLabel('整改完成时间').fill('2026-11-23T11:30');
  await dialog().getByLabel('整改情况').fill('已紧固端子并加装挂锁');
  // 整改后照片: uploaded through /pc/file/upload (multipart, biz_type trouble); the answer's address is shown and sent.
  const [upload] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/api/pc/file/upload')),
    dialog()
      .getByLabel('上传整改照片')
      .setInputFiles({ name: '整改后.jpg', mimeType: 'image/jpeg', buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0]) }),
  ]);
  expect(upload.headers()['content-type']).toMatch(/^multipart\/form-data/);
  // What the server received (the mock's journal of this world): a file part and biz_type trouble.
  await expect.poll(async () => (await ctx.mock.requests('uploadPcFile')).at(-1)?.body ?? '').toContain('filename="');
  const form = (await ctx.mock.requests('uploadPcFile')).at(-1)?.body ?? '';
  expect(form).toMatch(/name="biz_type"\r\n\r\ntrouble/);
  // The mock keeps the file and answers its address; the page shows it and sends it.
  const img = dialog().getByRole('list', { name: '整改后照片' }).getByRole('img');
  await expect.poll(() => img.getAttribute('src')).toMatch(/^\/api\/mock-assets\/files\/[\w-]+\/.+\.jpg$/);
  const photo = (await img.getAttribute('src')) as string;
  // Served through the console's /api proxy to this session (the cookies an <img> sends), as a picture; refused to a
  // caller with no session of this world.
  const served = await page.evaluate(async (src) => {
    const r = await fetch(src);
    return [r.status, r.headers.get('content-type'), r.headers.get('x-content-type-options')];
  }, photo);
  expect(served).toEqual([200, 'image/jpeg', 'nosniff']);
  expect((await fetch(new URL(photo.slice(1), stack.url))).status).toBe(401);
  await expectToast('上传成功');
  await expect.poll(() => dialog().getByLabel('整改情况').inputValue()).toBe('已紧固端子并加装挂锁');
  await dialog().getByRole('button', { name: '确定' }).click();
  await expectToast('操作成功');
  expect(last('/editDangeFeedback')).toEqual({
    taskId: 17001,
    troubleId: task.troubleId,
    content: '已紧固端子并加装挂锁',
    photos: [photo],
    rectifyTime: '2026-11-23 11:30:00',
  });
  await expect.poll(() => new URL(page.url()).hash).toBe('#/grid/troubleList');
  // The world moved the hazard on: 待复查 with the feedback sent, so the list offers 复查 instead of 处理.
  expect(await hazardInWorld(17001, 1)).toMatchObject({
    status: 2,
    can_feedback: false,
    feedback: { content: '已紧固端子并加装挂锁', photos: [photo] },
  });
  await expect.poll(() => row('RW202611230001').textContent()).toContain('待复查');
  expect(await row('RW202611230001').getByRole('button').allTextContents()).toEqual(['复查', '详情']);
});

// The dialog's refusals (请输入检查内容, 整改期限为 1–999 的整数天数; the server's refusal keeping what was typed) are
// checked in jsdom against the mock: packages/console/src/app/screens/grid-task.screen.test.tsx. Here the journey: the
// dialog opened from 隐患处理 with the world's item, the edit sent, the person still on the hazard.
it('隐患处理 offers 编辑隐患条目 and sends the pc-service body', async () => {
  // Task 17001's hazard is sent back by its review (复查退回, through the API): the rectifier handles it again.
  const troubleId = (await taskInWorld(17001)).troubleId!;
  await api.POST('/grid/ginCheckPointTaskList/passTrouble', {
    body: { taskId: 17001, troubleId, result: 2, opinion: '挂锁未锁闭' },
  });
  const hazard = await hazardInWorld(17001, 1);
  expect(hazard).toMatchObject({ status: 4, can_feedback: true });
  await page.reload();
  await open('/grid/troubleList', '隐患处置');
  await row('RW202611230001').getByRole('button', { name: '处理' }).click();
  await view().getByRole('heading', { name: '隐患处理' }).waitFor();
  await view().getByRole('button', { name: '编辑隐患条目' }).click();
  await dialog().getByRole('heading', { name: '编辑隐患条目' }).waitFor();
  // The form starts from the item behind the hazard, at the hazard's level, as the world's detail gives them.
  await expect.poll(() => dialog().getByLabel('检查内容').inputValue()).toBe(hazard.item_content);
  await expect.poll(() => dialog().getByLabel('隐患等级').inputValue()).toBe(String(hazard.trouble_level));
  await expect.poll(() => dialog().getByLabel('整改期限（天）').inputValue()).toBe(String(hazard.item_rectify_days));
  await expect.poll(() => dialog().getByLabel('依据条款').inputValue()).toBe(hazard.item_basis);
  await dialog().getByLabel('检查内容').fill('配电箱无门锁、无防雨罩或PE线端子松动');
  await dialog().getByLabel('整改期限（天）').fill('2');
  await dialog().getByLabel('整改措施').fill('紧固PE线端子，加装门锁与防雨罩，班前检查');
  await dialog().getByRole('button', { name: '确定' }).click();
  await expectToast('操作成功');
  expect(last('/pc/trouble/items/edit')).toEqual({
    id: hazard.item_id,
    category_id: hazard.category_id,
    content: '配电箱无门锁、无防雨罩或PE线端子松动',
    trouble_level: hazard.trouble_level,
    rectify_days: 2,
    basis: hazard.item_basis,
    measure: '紧固PE线端子，加装门锁与防雨罩，班前检查',
  });
  await expect.poll(() => dialog().count()).toBe(0);
  // The person stays on the hazard.
  expect(new URL(page.url()).hash).toBe('#/troubleHandle?task_id=17001&type=1');
  await shot('grid-trouble-item-edit');
  await open('/grid/troubleList', '隐患处置');
});

it('查看驳回 opens /hiddenDangerBh with the rejection first', async () => {
  // The hazard 审批 sent back above: the world's records hold its 审批驳回 with the reason.
  const task = rejected!;
  const rejection = (await hazardInWorld(task.id, 3)).records?.filter((r) => r.oper_type === 7).at(-1);
  expect(rejection?.content).toBe(REJECTION);
  await row(task.taskNo).getByRole('button', { name: '查看驳回' }).click();
  await view().getByRole('heading', { name: '审批驳回' }).waitFor();
  expect(new URL(page.url()).hash).toBe(`#/hiddenDangerBh?task_id=${task.id}&type=3`);
  const note = view().getByRole('note');
  await note.getByText(REJECTION).waitFor();
  await expect.poll(() => note.textContent()).toContain(rejection!.operator_name);
  await expect.poll(() => view().getByRole('button', { name: '通过', exact: true }).count()).toBe(0);
  await shot('grid-trouble-rejected');
});

it('检查统计 shows cards and charts for the period, re-queries on 查询, and lists and exports the statistics', async () => {
  await open('/grid/statistics', '按组织统计');
  await worldListShown('/grid/ginCheckStatistic/list');
  await expect.poll(() => view().locator('.recharts-surface').count()).toBeGreaterThanOrEqual(3);
  await expect.poll(() => view().textContent()).toContain('检查类型分布');
  await view().getByLabel('开始日期').fill('2026-10-01');
  await view().getByLabel('结束日期').fill('2026-11-23');
  await view().getByRole('button', { name: '查询' }).click();
  await expect
    .poll(() => last('/grid/ginCheckStatistic/checkType'))
    .toMatchObject({ startDate: '2026-10-01', endDate: '2026-11-23' });
  await expect
    .poll(() => last('/grid/ginCheckStatistic/list'))
    .toMatchObject({ page: 1, limit: 10, startDate: '2026-10-01' });
  // The table is the world's statistics of the new period.
  const orgs = await worldListShown('/grid/ginCheckStatistic/list', (r) =>
    Boolean(r.postData()?.includes('2026-10-01')),
  );
  expect(orgs.length).toBeGreaterThan(0);
  await exportDownloads();
  expect(last('/grid/ginCheckStatistic/listExport')).toMatchObject({ startDate: '2026-10-01', endDate: '2026-11-23' });
  await shot('grid-statistics');
  await view().getByRole('tab', { name: '按项目' }).click();
  await view().getByRole('heading', { name: '按项目统计' }).waitFor();
  await worldListShown('/grid/ginCheckStatistic/listProject');
  await view().getByRole('tab', { name: '按参建单位' }).click();
  const companies = rowsOf<{ companyName: string }>(
    await worldAnswer(api, made, '/grid/ginCheckStatistic/listCompany'),
  );
  expect(companies.length).toBeGreaterThan(0);
  for (const c of companies)
    await view().getByRole('table', { name: '按参建单位统计' }).getByText(c.companyName).first().waitFor();
});

it('项目巡检分析 shows the project numbers and charts, and its tables export', async () => {
  await open('/grid/projectAnalysis', '未完成检查任务');
  await worldRowsShown('/grid/ginAnalyseProjectDep/undoneTask');
  const overview = await worldAnswer<{ checkCount: number; taskCount: number; undoneTaskCount: number }>(
    api,
    made,
    '/grid/ginAnalyseProjectDep/overview',
  );
  await expect.poll(() => card('检查次数').textContent()).toBe(`${overview.checkCount}次`);
  await expect.poll(() => card('检查任务').textContent()).toBe(`${overview.taskCount}个`);
  await expect.poll(() => card('未完成').textContent()).toBe(`${overview.undoneTaskCount}个`);
  await expect.poll(() => view().locator('.recharts-surface').count()).toBeGreaterThanOrEqual(3);
  await exportDownloads();
  expect(last('/undoneTaskExport')).toMatchObject({ page: 1, limit: 10000 });
  await shot('grid-project-analysis');
  await view().getByRole('tab', { name: '检查人分析' }).click();
  const checkers = rowsOf<{ userName: string }>(
    await worldAnswer(api, made, '/grid/ginAnalyseProjectDep/analyseCheck'),
  );
  expect(checkers.length).toBeGreaterThan(0);
  await view().getByRole('table', { name: '检查人分析' }).getByText(checkers[0]!.userName).first().waitFor();
  await exportDownloads();
  await view().getByRole('tab', { name: '整改明细' }).click();
  await view().getByRole('heading', { name: '整改明细' }).waitFor();
  await worldRowsShown('/grid/ginAnalyseProjectDep/rectificationPage');
});

it('异常关系 lists the relations with person types from the server, filters and exports', async () => {
  await open('/grid/abnormalRelations', '异常关系');
  const relations = await worldRowsShown<{ personName: string; abnormalTypeName: string }>(
    '/grid/abnormalRelations/list',
  );
  for (const r of relations)
    await expect.poll(() => row(r.personName).first().textContent()).toContain(r.abnormalTypeName);
  const personType = view().locator('[id^="filter-"][id$="-personType"]');
  await expect.poll(() => calls.some((c) => c.path.endsWith('/grid/abnormalRelations/personType'))).toBe(true);
  await expect.poll(() => personType.locator('option').allTextContents()).toContain('网格长');
  await personType.selectOption('4');
  await view().getByRole('button', { name: '搜索' }).click();
  await expect.poll(() => new URL(page.url()).hash).toContain('personType=4');
  await expect.poll(() => last('/grid/abnormalRelations/list')).toMatchObject({ personType: 4, page: 1, limit: 10 });
  await exportDownloads();
  expect(last('/grid/abnormalRelations/export')).toMatchObject({ personType: 4 });
  await shot('grid-abnormal-relations');
});

it('no console errors', () => expect(ctx.problems).toEqual([]));
