// 我的待办 (001 §7.10): the top bar's 我的待办 link with the waiting count, 待办事项 (退回, 转办, 办理 → /staging with
// 同意 / 驳回), 已办事项 (查看 → /stagingO), 我的申请, 抄送我的 and 待办总览 (/onDutyIndex). Each list opens with
// its rows and 共 N 条; forms send the spec's body and show the server's message (the refusals of 退回 and 转办 in
// packages/console/src/app/screens/misc-forms.screen.test.tsx); 同意 asks first.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ARTIFACTS } from '../lib/browser';
import { chooseOption } from '../lib/combobox';
import { type ConsolePage, enterSignedIn, openConsole } from '../lib/console-page';

let ctx: ConsolePage;
let page: Page;
let stack: ConsolePage['stack'];
/** The JSON calls the console made to /flw and /pc/flw: path and body. */
const calls: { path: string; body: unknown }[] = [];
const last = (suffix: string) => calls.filter((c) => c.path.endsWith(suffix)).at(-1)?.body;

beforeAll(async () => {
  ctx = await openConsole();
  ({ page, stack } = ctx);
  page.setDefaultTimeout(10_000);
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (r.method() === 'POST' && pathname.includes('/flw/')) calls.push({ path: pathname, body: r.postDataJSON() });
  });
  await enterSignedIn(ctx);
});
afterAll(() => ctx?.close());

/** The shown page (visited pages stay mounted, hidden). */
const shown = () => page.locator('section[data-page][data-active]');
const hash = () => decodeURIComponent(new URL(page.url()).hash);

async function rowsAndTotal(total: number) {
  await shown().locator('tbody tr').first().waitFor();
  await expect.poll(() => shown().locator('tbody tr').count()).toBeGreaterThanOrEqual(5);
  await shown().getByText(`共 ${total} 条`).waitFor();
}

it('the top bar shows 我的待办 with the waiting count from /flw/flwtodo/page and opens 待办事项', async () => {
  const link = page.getByRole('link', { name: /^我的待办\s*（\s*12\s*条\s*）$/ });
  await link.waitFor();
  await expect.poll(() => link.textContent()).toContain('12');
  await link.click();
  await expect.poll(hash).toBe('#/myOrder');
  await shown().getByRole('heading', { name: '待办事项' }).waitFor();
  await rowsAndTotal(12);
  await shown().getByText('孙海涛投诉 2026-09 工资未足额发放').waitFor();
  await expect.poll(() => shown().getByText('工人投诉', { exact: true }).count()).toBeGreaterThan(0);
  await page.screenshot({ path: `${ARTIFACTS}/order-todo.png`, fullPage: true });
});

// The refusals of 退回 (请输入驳回原因) and 转办 (请选择转办人, the note kept) are checked in jsdom against the mock:
// packages/console/src/app/screens/misc-forms.screen.test.tsx. Here the journeys: from the row, the body, the message.
it('退回 sends the task back to the starter and shows the server message', async () => {
  await shown().getByRole('button', { name: '退回' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('退回原因').fill('工资表缺少班组长签字');
  await dialog.getByRole('button', { name: '退回' }).click();
  await page.getByText('操作成功').first().waitFor();
  await dialog.waitFor({ state: 'detached' });
  expect(last('/flw/smarthatsflwtask/reject')).toEqual({
    taskId: 'T2026112300017',
    procInstId: 'PI-2026-000123',
    comment: '工资表缺少班组长签字',
    rejectType: 1,
  });
});

it('转办 hands the task over with the note typed', async () => {
  await shown().getByRole('button', { name: '转办' }).nth(1).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('转办说明').fill('请沈佳代为审核');
  await chooseOption(dialog.getByLabel('转办人'), /^沈佳 · /, '沈佳');
  await dialog.getByRole('button', { name: '转办' }).click();
  await page.getByText('操作成功').first().waitFor();
  await dialog.waitFor({ state: 'detached' });
  expect(last('/pc/flw/task/delegate')).toEqual({
    task_id: 'T2026112300018',
    pro_inst_id: 'PI-2026-000124',
    delegate_user_id: 5110,
    comment: '请沈佳代为审核',
  });
});

it('办理 opens 待办办理 with the summary and process; 驳回 needs a reason, then returns to 待办事项', async () => {
  // The second row (T2026112300018, only handed over above): the first was already 退回 in the world, its process
  // has no node waiting any more.
  const answered = (path: string) =>
    page.waitForResponse((r) => new URL(r.url()).pathname.endsWith(path)).then((r) => r.json());
  const [detail, flow] = await Promise.all([
    answered('/flw/smarthatsflwtask/detail'),
    answered('/flw/smarthatsflwtask/processFlow'),
    shown().getByRole('button', { name: '办理' }).nth(1).click(),
  ]);
  await expect.poll(hash).toBe('#/staging?taskId=T2026112300018&procInstId=PI-2026-000124');
  await shown().getByRole('heading', { name: '待办办理' }).waitFor();
  // 实发金额 and the attachments as the world answers them for this task.
  const yuan = (v: number) => `${v.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} 元`;
  expect(typeof detail.data.actualAmount).toBe('number');
  await shown().getByText(yuan(detail.data.actualAmount)).first().waitFor();
  expect(detail.data.attachments.length).toBeGreaterThan(0);
  await shown().getByText(detail.data.attachments[0].name).waitFor();
  // The node the world says is waiting is marked 当前环节.
  const waiting = flow.data.nodes.find((n: { nodeStatus: number }) => n.nodeStatus === 1);
  expect(waiting).toBeDefined();
  const nodes = shown().getByRole('list', { name: '流程节点' });
  await nodes.getByText('当前环节').waitFor();
  await nodes.locator('li', { hasText: '当前环节' }).getByText(waiting.nodeName).waitFor();
  await page.screenshot({ path: `${ARTIFACTS}/order-staging.png`, fullPage: true });
  await shown().getByLabel('驳回方式').selectOption('2');
  await shown().getByRole('button', { name: '驳回' }).click();
  await shown().getByText('请输入驳回原因').waitFor();
  await expect.poll(() => shown().getByLabel('驳回方式').inputValue()).toBe('2');
  await shown().getByLabel('审批意见').fill('出勤工日与考勤确认不一致');
  await shown().getByRole('button', { name: '驳回' }).click();
  await page.getByText('操作成功').first().waitFor();
  await expect.poll(hash).toBe('#/myOrder');
  expect(last('/flw/smarthatsflwtask/reject')).toEqual({
    taskId: 'T2026112300018',
    procInstId: 'PI-2026-000124',
    comment: '出勤工日与考勤确认不一致',
    rejectType: 2,
  });
});

it('同意 asks for confirmation, then approves with the comment and next handler', async () => {
  await page.goto(`${stack.url}#/staging?taskId=T2026112300021&procInstId=PI-2026-000126`);
  await shown().getByRole('heading', { name: '待办办理' }).waitFor();
  await shown().getByLabel('审批意见').fill('同意，金额与考勤一致');
  await chooseOption(shown().getByLabel('下一环节办理人'), /^沈佳 · /, '沈佳');
  await shown().getByRole('button', { name: '同意' }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByText('确定同意并提交到下一环节吗？').waitFor();
  await confirm.getByRole('button', { name: '同意' }).click();
  await page.getByText('操作成功').first().waitFor();
  await expect.poll(hash).toBe('#/myOrder');
  expect(last('/flw/smarthatsflwtask/approve')).toEqual({
    taskId: 'T2026112300021',
    procInstId: 'PI-2026-000126',
    comment: '同意，金额与考勤一致',
    nextAssigneeIds: [5110],
  });
});

it('已办事项 opens from the side menu with results; 查看 opens the read-only 办理详情', async () => {
  const nav = page.getByRole('navigation', { name: '侧边菜单' });
  // On 待办事项 (reached by its address) its group 我的待办 is already open.
  await expect.poll(() => nav.getByRole('button', { name: '我的待办' }).getAttribute('aria-expanded')).toBe('true');
  await nav.getByRole('link', { name: '已办事项' }).click();
  await expect.poll(hash).toBe('#/order/done');
  await shown().getByRole('heading', { name: '已办事项' }).waitFor();
  await rowsAndTotal(57);
  await expect.poll(() => shown().getByText('已通过', { exact: true }).count()).toBeGreaterThan(0);
  await page.screenshot({ path: `${ARTIFACTS}/order-done.png`, fullPage: true });
  const [flow] = await Promise.all([
    page
      .waitForResponse((r) => new URL(r.url()).pathname.endsWith('/flw/smarthatsflwtask/processFlow'))
      .then((r) => r.json()),
    shown().getByRole('button', { name: '查看' }).first().click(),
  ]);
  await expect.poll(hash).toBe('#/stagingO?taskId=T2026111800009&procInstId=PI-2026-000118');
  await shown().getByRole('heading', { name: '办理详情' }).waitFor();
  // The opinions the world keeps on this process's nodes are shown.
  const comments = flow.data.nodes.map((n: { comment: string | null }) => n.comment).filter(Boolean);
  expect(comments.length).toBeGreaterThan(0);
  for (const comment of comments) await shown().getByText(comment).first().waitFor();
  await expect.poll(() => shown().getByRole('button', { name: '同意' }).count()).toBe(0);
  await page.screenshot({ path: `${ARTIFACTS}/order-staging-o.png`, fullPage: true });
});

it('我的申请 lists my processes and filters by 流程状态, sending it in the body', async () => {
  await page.goto(`${stack.url}#/order/applied`);
  await shown().getByRole('heading', { name: '我的申请' }).waitFor();
  await rowsAndTotal(21);
  await shown().getByLabel('流程状态').selectOption('1');
  await shown().getByRole('button', { name: '搜索' }).click();
  await expect.poll(hash).toContain('procStatus=1');
  await expect.poll(() => last('/flw/flwapply/page')).toEqual({ pageNum: 1, pageSize: 10, procStatus: 1 });
  await shown().locator('tbody tr').first().waitFor();
  await page.screenshot({ path: `${ARTIFACTS}/order-applied.png`, fullPage: true });
});

it('抄送我的 lists copies with 已读 / 未读', async () => {
  await page.goto(`${stack.url}#/order/cc`);
  await shown().getByRole('heading', { name: '抄送我的' }).waitFor();
  await rowsAndTotal(18);
  await shown().getByText('未读', { exact: true }).first().waitFor();
  await shown().getByText('已读', { exact: true }).first().waitFor();
  await page.screenshot({ path: `${ARTIFACTS}/order-cc.png`, fullPage: true });
});

it('待办总览 opens from 待办事项 with the four totals from the calls; 办理 leads to /staging', async () => {
  await page.goto(`${stack.url}#/myOrder`);
  await shown().getByRole('button', { name: '待办总览' }).click();
  await expect.poll(hash).toBe('#/onDutyIndex');
  await shown().getByRole('heading', { name: '待办总览' }).waitFor();
  const stats = shown().locator('dl').first();
  for (const [label, total] of [
    ['待我办理', 12],
    ['我已办理', 57],
    ['我的申请', 21],
    ['抄送我的', 18],
  ] as const)
    await stats
      .locator('div', { has: page.getByText(label, { exact: true }) })
      .getByText(String(total))
      .waitFor();
  await page.screenshot({ path: `${ARTIFACTS}/order-on-duty.png`, fullPage: true });
  await shown().getByRole('button', { name: '办理' }).first().click();
  await expect.poll(hash).toContain('#/staging?taskId=');
  await shown().getByRole('heading', { name: '待办办理' }).waitFor();
});

it('no console errors', () => expect(ctx.problems).toEqual([]));
