// 劳务工资 fund screens (001 §7.3) and their hidden routes (000 §2): 累计发放 (with /partiallyrepay,
// /finalPaymentByProxy, /partiallyrepayone), 资金来源确认 (with /moneysource, /moneysourceother), 工资支出确认,
// 公对公支付 (with /publicToPublicPayment, /publictoPublicApproval), 基础配置, 工资流程任务. Each opens with its rows
// and 共 N 条; exports download an .xlsx; forms refuse bad input keeping what was typed, then send the spec's body
// and show the server's message; confirmations ask first.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ARTIFACTS } from '../lib/browser';
import { chooseOption } from '../lib/combobox';
import { openConsole, type ConsolePage } from '../lib/console-page';
import { signIn } from '../lib/sign-in';

let ctx: ConsolePage;
let page: Page;
let stack: ConsolePage['stack'];
/** The JSON calls the console made: path and body. */
const calls: { path: string; body: unknown }[] = [];
const last = (suffix: string) => calls.filter((c) => c.path.endsWith(suffix)).at(-1)?.body;
const count = (suffix: string) => calls.filter((c) => c.path.endsWith(suffix)).length;

beforeAll(async () => {
  ctx = await openConsole(undefined, { mode: 'examples' }); // written against the example answers: not yet moved to the world
  ({ page, stack } = ctx);
  page.setDefaultTimeout(10_000);
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    const json = (r.headers()['content-type'] ?? '').includes('application/json');
    if (r.method() === 'POST' && (pathname.includes('/star/') || pathname.includes('/flw/')))
      calls.push({ path: pathname, body: json ? r.postDataJSON() : null });
  });
  await signIn(page, stack.url);
  await page.getByRole('heading', { name: /王建华，/ }).waitFor();
});
afterAll(() => ctx?.close());

/**
 * The active page: visited pages stay mounted (aria-hidden="true") in the tab cache, so lookups are scoped to the
 * shown one. Not `[aria-hidden="false"]`: a Radix modal dialog hides the page while open and, on closing, removes
 * the attribute instead of restoring "false".
 */
const view = () => page.locator('section[data-page][data-active]');
const dialog = () => page.getByRole('dialog');
const filter = (name: string) => view().locator(`[id^="filter-"][id$="-${name}"]`);
const toast = (text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

const open = async (path: string, heading: string) => {
  await page.goto(`${stack.url}#${path}`);
  await view().getByRole('heading', { name: heading, exact: true }).first().waitFor();
};
const rowsShown = async (min = 5) => {
  await view().locator('tbody tr').first().waitFor();
  await expect.poll(() => view().locator('tbody tr').count()).toBeGreaterThanOrEqual(min);
  await expect.poll(() => view().getByRole('navigation', { name: '分页' }).first().textContent()).toMatch(/共 \d+ 条/);
};
const exportDownloads = async () => {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    view().getByRole('button', { name: '导出' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
};
/** Calls are seen when sent; give a busy page a few seconds. */
const hash = () => decodeURIComponent(new URL(page.url()).hash);
/** The fund-source detail read (GET …/get?id=), rewritten by some tests to another status. */
const PDF = { name: '回单.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') };

it('累计发放 opens from the side menu with the amounts, types and states, filters and exports', async () => {
  const nav = page.getByRole('navigation', { name: '侧边菜单' });
  await nav.getByRole('button', { name: '劳务工资' }).click();
  await nav.getByRole('button', { name: '工资发放' }).click();
  await nav.getByRole('link', { name: '累计发放' }).click();
  await view().getByRole('heading', { name: '累计发放' }).waitFor();
  expect(new URL(page.url()).hash).toBe('#/wages/cumList');
  await rowsShown();
  const first = view().locator('tbody tr').first();
  await expect.poll(() => first.textContent()).toContain('1,517,400.00');
  await expect.poll(() => first.textContent()).toContain('尾款代发');
  await expect.poll(() => first.textContent()).toContain('审批中');
  await expect.poll(() => view().locator('tbody tr').nth(1).textContent()).toContain('357,400.00');
  await page.screenshot({ path: `${ARTIFACTS}/wages-fund-cum-list.png`, fullPage: true });

  await filter('status').selectOption('3');
  await view().getByRole('button', { name: '展开' }).click();
  await filter('type').selectOption('2');
  await view().getByRole('button', { name: '搜索' }).click();
  await expect.poll(() => last('/star/salaryCumList/page')).toEqual({ pageNum: 1, pageSize: 10, status: 3, type: 2 });
  await exportDownloads();
  await expect
    .poll(() => last('/star/salaryCumList/exporttaskpage'))
    .toEqual({ pageNum: 1, pageSize: 10000, status: 3, type: 2 });
  await view().getByRole('button', { name: '重置' }).click();
});

it('审批 of a 尾款代发 task opens /finalPaymentByProxy with companies, teams, workers, payments and the process', async () => {
  await view().locator('tbody tr').first().getByRole('button', { name: '审批' }).click();
  await view()
    .getByRole('heading', { name: /^尾款代发审批：/ })
    .waitFor();
  expect(hash()).toContain('/finalPaymentByProxy?proInstId=PI-2026-000142&id=9402');
  await expect.poll(() => last('/star/salaryCumList/getbyproinstid')).toEqual({ proInstId: 'PI-2026-000142' });
  await view().getByRole('table', { name: '班组明细' }).locator('tbody tr').first().waitFor();
  await view().getByRole('table', { name: '工人明细' }).locator('tbody tr').first().waitFor();
  await view().getByRole('table', { name: '对公支付' }).getByText('待上传凭证').waitFor();
  await view().getByRole('list', { name: '流程节点' }).waitFor();
  await expect.poll(() => last('/star/salaryCumList/teamPage')).toEqual({ cumId: 9403, pageNum: 1, pageSize: 10 });

  await view().getByLabel('发放状态').selectOption('2');
  await expect
    .poll(() => last('/star/salaryCumList/workerPage'))
    .toEqual({ cumId: 9403, pageNum: 1, pageSize: 10, payStatus: 2 });
  await page.screenshot({ path: `${ARTIFACTS}/wages-fund-cum-approve.png`, fullPage: true });
});

it('查看 of a paid task opens /partiallyrepayone read-only', async () => {
  await open('/wages/cumList', '累计发放');
  await view().locator('tbody tr').nth(1).getByRole('button', { name: '查看' }).click();
  await view()
    .getByRole('heading', { name: /^代发详情：/ })
    .waitFor();
  expect(hash()).toContain('/partiallyrepayone?id=9401');
  await view().getByText('代发回单与附件').waitFor();
  await view().getByText('农民工工资专户代发回单（2026-10-20）.pdf').waitFor();
  await expect.poll(() => view().getByRole('button', { name: '上传附件' }).count()).toBe(0);
});

it('登记问题工资 of a paid task ticks its failed workers; a refused save keeps the input; then appends to a record', async () => {
  await open('/wages/cumList', '累计发放');
  await expect
    .poll(() => view().locator('tbody tr').first().getByRole('button', { name: '登记问题工资' }).count())
    .toBe(0);
  await view().locator('tbody tr').nth(1).getByRole('button', { name: '登记问题工资' }).click();
  await dialog().getByRole('heading', { name: '登记问题工资：高新区人民医院门诊楼工程 2026-10' }).waitFor();
  await expect.poll(() => last('/star/laborwagestrouble/listbycumid')).toEqual({ cumId: 9401, projectId: 1003 });
  const table = dialog().getByRole('table', { name: '发放失败或欠发的工人' });
  await table.getByText('周红梅').waitFor();
  await dialog().getByLabel('选择 李伟').uncheck();
  await dialog().getByText('已选 4 人').waitFor();
  await dialog().getByLabel('问题类型').selectOption('3');
  await dialog().getByLabel('问题说明').fill('4 人银行卡异常，代发退回');
  // The server refuses once (a failure asked of the mock for this world).
  await ctx.mock.fail({ operation: 'saveTroubleWagesWorkers', msg: '工人刘洋已登记在其他问题工资记录中', times: 1 });
  await dialog().getByRole('button', { name: '确定' }).click();
  await toast('工人刘洋已登记在其他问题工资记录中').waitFor();
  await expect.poll(() => dialog().getByLabel('问题说明').inputValue()).toBe('4 人银行卡异常，代发退回');
  await expect.poll(() => dialog().getByLabel('选择 李伟').isChecked()).toBe(false);

  await dialog().getByLabel('登记到').selectOption('9104');
  await page.screenshot({ path: `${ARTIFACTS}/wages-fund-trouble-register.png` });
  await dialog().getByRole('button', { name: '确定' }).click();
  await toast('保存成功').waitFor();
  await dialog().waitFor({ state: 'detached' });
  const body = last('/star/laborwagestrouble/wages/trouble/worker/save') as { workers: { workerId: number }[] };
  expect(body).toMatchObject({
    troubleId: 9104,
    projectId: 1003,
    period: '2026-10',
    cumId: 9401,
    troubleType: 3,
    reason: '4 人银行卡异常，代发退回',
  });
  expect(body.workers.map((w) => w.workerId)).toEqual([4001, 4007, 4008, 4004]);
  expect(body.workers[0]).toEqual({
    workerId: 4001,
    payableAmount: 10800,
    paidAmount: 0,
    troubleAmount: 10800,
    failReason: '银行卡已注销',
  });
});

it('资金来源确认 lists the sources and gaps, exports, and 发起确认 refuses no choice then starts the task', async () => {
  await open('/wages/capitalSource', '资金来源确认');
  await rowsShown();
  await view().locator('tbody').getByText('63,200.00').waitFor();
  await view().locator('tbody').getByText('已驳回', { exact: true }).waitFor();
  await page.screenshot({ path: `${ARTIFACTS}/wages-fund-capital-source.png`, fullPage: true });
  await exportDownloads();
  await expect.poll(() => last('/star/salaryCapitaSourceList/exportpage')).toEqual({ pageNum: 1, pageSize: 10000 });

  await view().getByRole('button', { name: '发起确认' }).click();
  await dialog().getByRole('heading', { name: '发起资金来源确认' }).waitFor();
  await dialog().getByRole('button', { name: '发起' }).click();
  await dialog().getByRole('alert').filter({ hasText: '请选择预结算' }).waitFor();
  expect(count('/star/salaryCapitaSourceList/initTask')).toBe(0);
  await chooseOption(dialog().getByLabel('预结算'), /^城南地铁5号线土建03标 2026-10（/, '城南');
  await dialog().getByText('2,021,200.00 元').waitFor();
  await dialog().getByRole('button', { name: '发起' }).click();
  await toast('发起成功').waitFor();
  await expect
    .poll(() => last('/star/salaryCapitaSourceList/initTask'))
    .toEqual({ expId: 9002, projectId: 1002, period: '2026-10' });
  // The new record opens for filling; the mock's record is in approval, so it is read-only.
  await view().getByRole('heading', { name: '资金来源填报：城南地铁5号线土建03标 2026-10' }).waitFor();
  expect(hash()).toContain('/moneysource?id=9501');
  await view().getByRole('table', { name: '资金来源明细' }).getByText('总包垫付').waitFor();
});

it('发起代发 on a confirmed 资金来源 refuses missing or excessive worker amounts, keeps them when refused, then starts', async () => {
  await open('/wages/capitalSource', '资金来源确认');
  await rowsShown();
  // Only a record whose sources are confirmed (2 已确认) can start its proxy payment.
  const inApproval = view().locator('tbody tr').filter({ hasText: '城南地铁' }).filter({ hasText: '2026-10' });
  await expect.poll(() => inApproval.getByRole('button', { name: '发起代发' }).count()).toBe(0);
  const binjiang = view().locator('tbody tr').filter({ hasText: '滨江花园' }).first();
  await binjiang.getByRole('button', { name: '发起代发' }).click();
  await dialog().getByRole('heading', { name: '发起代发：滨江花园二期住宅项目 2026-09' }).waitFor();
  await dialog().getByText('部分代发', { exact: true }).click();
  await dialog().getByRole('table', { name: '本次发放工人' }).getByText('张建国').waitFor();
  await expect
    .poll(() => last('/star/salaryExpWorkerList/listByExp'))
    .toEqual({
      pageNum: 1,
      pageSize: 500,
      expId: 8901,
    });
  await dialog().getByRole('button', { name: '发起' }).click();
  await dialog().getByRole('alert').filter({ hasText: '部分代发请至少为一名工人填写本次金额' }).waitFor();
  await dialog().getByLabel('张建国本次金额').fill('9000');
  await dialog().getByRole('button', { name: '发起' }).click();
  await dialog().getByRole('alert').filter({ hasText: '本次金额不能超过该工人的未发工资' }).waitFor();
  expect(count('/star/salaryWorkerCumList/initCumTask')).toBe(0);
  await dialog().getByLabel('张建国本次金额').fill('3000');
  await dialog().getByLabel('李伟本次金额').fill('2000.5');
  await dialog().getByLabel('计划发放日期').fill('2026-11-30');

  // The server refuses once (a failure asked of the mock for this world).
  await ctx.mock.fail({ operation: 'initSalaryWorkerCumTask', msg: '该预结算已有审批中的代发任务', times: 1 });
  await dialog().getByRole('button', { name: '发起' }).click();
  const ask = page.getByRole('alertdialog');
  await ask.getByText(/确定为「滨江花园二期住宅项目」2026-09 发起部分代发，计划 2026-11-30 发放吗/).waitFor();
  await ask.getByRole('button', { name: '发起' }).click();
  await page.getByText('该预结算已有审批中的代发任务').first().waitFor();
  await expect.poll(() => dialog().getByLabel('张建国本次金额').inputValue()).toBe('3000');
  await expect.poll(() => dialog().getByLabel('计划发放日期').inputValue()).toBe('2026-11-30');

  const before = count('/star/salaryCapitaSourceList/page');
  await dialog().getByRole('button', { name: '发起' }).click();
  await ask.getByRole('button', { name: '发起' }).click();
  await toast('发起成功').waitFor();
  await dialog().waitFor({ state: 'detached' });
  expect(last('/star/salaryWorkerCumList/initCumTask')).toEqual({
    expId: 8901,
    payType: 2,
    payDate: '2026-11-30',
    workers: [
      { workerId: 4001, amount: 3000 },
      { workerId: 4002, amount: 2000.5 },
    ],
  });
  await expect.poll(() => count('/star/salaryCapitaSourceList/page')).toBeGreaterThan(before);
});

it('填报 (/moneysource) refuses a bad amount and a gap without a remark, keeping what was typed, then submits', async () => {
  // The record is sent back (3 已驳回) in the mock's world, so it can be filled again.
  await ctx.worldForThisTest();
  await ctx.mock.patchRows('pageSalaryCapitaSources', { id: 9501 }, { status: 3 });
  await open('/wages/capitalSource', '资金来源确认');
  await page.reload(); // the page was drawn from the examples by an earlier test
  await view().locator('tbody tr').first().getByRole('button', { name: '填报' }).click();
  await view()
    .getByRole('heading', { name: /^资金来源填报：/ })
    .waitFor();
  const amount = view().getByLabel('金额（元）').nth(1);
  await amount.fill('64万');
  await view().getByLabel('出资方').nth(1).fill('华建集团第一分公司（垫付）');
  await view().getByRole('button', { name: '提交审批' }).click();
  await view().getByText('请输入金额（最多两位小数）').waitFor();
  await expect.poll(() => view().getByLabel('出资方').nth(1).inputValue()).toBe('华建集团第一分公司（垫付）');

  await amount.fill('600000');
  await view().getByLabel('缺口说明').fill('');
  await view().getByText('41,200.00').first().waitFor();
  await view().getByRole('button', { name: '提交审批' }).click();
  await view().getByText('存在资金缺口，请说明缺口原因与解决办法').waitFor();
  expect(count('/star/salaryCapitaSourceList/edit')).toBe(0);

  await page.screenshot({ path: `${ARTIFACTS}/wages-fund-capital-fill.png`, fullPage: true });
  await view().getByLabel('缺口说明').fill('差额 41200 元待 11 月进度款到账后补足');
  await view().getByRole('button', { name: '提交审批' }).click();
  await toast('操作成功').waitFor();
  await expect
    .poll(() => last('/star/salaryCapitaSourceList/edit'))
    .toEqual({
      id: 9501,
      submit: true,
      remark: '差额 41200 元待 11 月进度款到账后补足',
      items: [
        {
          sourceType: 1,
          amount: 1800000,
          payer: '杭州市地铁集团有限公司',
          arriveDate: '2026-11-12',
          remark: '10 月进度款中人工费部分，已到农民工工资专户',
        },
        {
          sourceType: 2,
          amount: 600000,
          payer: '华建集团第一分公司（垫付）',
          arriveDate: '2026-11-19',
          remark: '分公司垫付，待 11 月进度款到账后冲回',
        },
      ],
    });
  await view().getByRole('heading', { name: '资金来源确认', exact: true }).waitFor();
});

it('证明材料 upload goes through fileUpload (multipart), then saveFile attaches it', async () => {
  // A record waiting to be filled (0), in the mock's world: the proof is kept by the mock and attached by its URL.
  await ctx.worldForThisTest();
  await ctx.mock.patchRows('pageSalaryCapitaSources', { id: 9501 }, { status: 0 });
  await page.goto(`${stack.url}#/moneysource?id=9501`);
  // The test before submitted this record, and the console still holds that answer (1 审批中, read-only): the
  // status was changed behind its back, so the page is loaded again.
  await page.reload();
  await view()
    .getByRole('heading', { name: /^资金来源填报：/ })
    .waitFor();
  await view().getByText('业主拨款到账回单（2026-11-12）.pdf').waitFor();
  const [upload] = await Promise.all([
    page.waitForRequest((r) => r.url().includes('/star/resSysFile/fileUpload')),
    view().getByLabel('上传附件').setInputFiles(PDF),
  ]);
  expect(upload.headers()['content-type']).toMatch(/^multipart\/form-data/);
  await expect
    .poll(() => last('/star/salaryCapitaSourceList/saveFile'))
    .toEqual({
      bizId: 9501,
      files: [
        {
          fileType: 5,
          fileName: '回单.pdf',
          fileUrl: expect.stringMatching(/^\/api\/mock-assets\/files\/[\w-]+\/%E5%9B%9E%E5%8D%95\.pdf$/),
          fileSize: PDF.buffer.length,
        },
      ],
    });
});

it('查看 (/moneysourceother) shows a record read-only with its proofs and process', async () => {
  await open('/wages/capitalSource', '资金来源确认');
  await view().locator('tbody tr').nth(1).getByRole('button', { name: '查看' }).click();
  await view()
    .getByRole('heading', { name: /^资金来源：/ })
    .waitFor();
  expect(hash()).toContain('/moneysourceother?id=9502');
  await view().getByText('分公司垫付农民工工资审批单.pdf').waitFor();
  await view().getByRole('list', { name: '流程节点' }).waitFor();
  await expect.poll(() => view().getByRole('button', { name: '提交审批' }).count()).toBe(0);
});

it('工资支出确认 lists pre-settlements; 确认 opens the companies; 退回 needs an opinion, then is sent', async () => {
  await open('/wages/expConfirm', '工资支出确认');
  await rowsShown();
  await view().locator('tbody tr').first().getByRole('button', { name: '确认' }).click();
  await view().getByRole('heading', { name: '工资支出确认：滨江花园二期住宅项目 2026-10' }).waitFor();
  expect(hash()).toContain('exp=9001');
  await expect.poll(() => last('/star/salaryExpCompanyList/getbyprointc')).toEqual({ proInstId: 'PI-2026-000123' });
  const shunan = view().locator('tbody tr').filter({ hasText: '江苏顺安建筑劳务有限公司' });
  await shunan.getByRole('button', { name: '确认' }).click();
  await dialog().getByRole('heading', { name: '确认预结算：江苏顺安建筑劳务有限公司' }).waitFor();
  await dialog().getByLabel('退回', { exact: true }).check();
  await dialog().getByRole('button', { name: '确定' }).click();
  await dialog().getByText('退回时请填写意见').waitFor();
  await dialog().getByLabel('意见').fill('木工二班出勤天数与闸机记录不符，退回重报');
  await dialog().getByRole('button', { name: '确定' }).click();
  await toast('操作成功').waitFor();
  await dialog().waitFor({ state: 'detached' });
  await expect
    .poll(() => last('/star/salaryExpCompanyList/confirm'))
    .toEqual({
      id: 9102,
      proInstId: 'PI-2026-000123',
      confirmStatus: 3,
      opinion: '木工二班出勤天数与闸机记录不符，退回重报',
    });
});

it('更正 needs a reason; 调整状态 sends the chosen companies', async () => {
  const hongda = view().locator('tbody tr').filter({ hasText: '浙江宏达建筑劳务有限公司' }).first();
  await hongda.getByRole('button', { name: '更正' }).click();
  await dialog().getByRole('button', { name: '确定' }).click();
  await dialog().getByText('请填写更正原因').waitFor();
  await dialog().getByLabel('意见').fill('2 名工人出勤天数需复核');
  await dialog().getByLabel('更正原因').fill('复核考勤时发现差异');
  await dialog().getByRole('button', { name: '确定' }).click();
  await toast('操作成功').waitFor();
  await expect
    .poll(() => last('/star/salaryExpCompanyList/updateconfirm'))
    .toEqual({
      id: 9101,
      proInstId: 'PI-2026-000123',
      confirmStatus: 3,
      opinion: '2 名工人出勤天数需复核',
      reason: '复核考勤时发现差异',
    });

  await view().getByLabel('选择安徽鑫诚钢结构工程有限公司').check();
  await view().getByLabel('选择杭州安捷机电安装有限公司').check();
  await view().getByRole('button', { name: '调整状态' }).click();
  await dialog().getByRole('button', { name: '确定' }).click();
  await dialog().getByText('请选择目标状态').waitFor();
  await dialog().getByLabel('目标状态').selectOption('0');
  await dialog().getByLabel('调整原因').fill('专业分包人员信息变更，整体退回重报');
  await dialog().getByRole('button', { name: '确定' }).click();
  await toast('操作成功').waitFor();
  await expect
    .poll(() => last('/star/salaryExpCompanyList/updatestatus'))
    .toEqual({
      ids: [9103, 9104],
      status: 0,
      reason: '专业分包人员信息变更，整体退回重报',
    });
});

it('a company unfolds its teams; 工人 lists the workers and 一键确认 asks first', async () => {
  const hongda = view().locator('tbody tr').filter({ hasText: '浙江宏达建筑劳务有限公司' }).first();
  await hongda.getByRole('button', { name: /浙江宏达建筑劳务有限公司/ }).click();
  const teams = view().getByRole('table', { name: '班组预结算' });
  await teams.getByText('木工一班').waitFor();
  await page.screenshot({ path: `${ARTIFACTS}/wages-fund-exp-confirm.png`, fullPage: true });
  await teams.locator('tr').filter({ hasText: '木工一班' }).getByRole('button', { name: '工人' }).click();
  await dialog().getByRole('heading', { name: '班组工人：木工一班' }).waitFor();
  await dialog().getByText('张建国').waitFor();
  await expect
    .poll(() => last('/star/salaryExpWorkerList/getbyteamid'))
    .toEqual({ expId: 9001, expTeamId: 9201, pageNum: 1, pageSize: 10 });
  await dialog().getByRole('button', { name: '一键确认' }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByText(/所有未确认的工人标记为已确认/).waitFor();
  await confirm.getByRole('button', { name: '确认' }).click();
  await toast('操作成功').waitFor();
  await expect.poll(() => last('/star/salaryExpWorkerList/confirmAll')).toEqual({ expId: 9001, expTeamId: 9201 });
  await page.keyboard.press('Escape');
  await dialog().waitFor({ state: 'detached' });
});

it('公对公支付 lists the payments with receipts and states, filters and exports', async () => {
  await open('/wages/troublePublic', '公对公支付');
  await rowsShown();
  await view().locator('tbody').getByText('江苏顺安对公转账回单.pdf').waitFor();
  await view().locator('tbody').getByText('待确认', { exact: true }).waitFor();
  await expect.poll(() => view().locator('tbody tr').first().textContent()).toContain('17,700.00');
  await page.screenshot({ path: `${ARTIFACTS}/wages-fund-trouble-public.png`, fullPage: true });
  await filter('status').selectOption('1');
  await view().getByRole('button', { name: '搜索' }).click();
  await expect
    .poll(() => last('/star/laborwagestrouble/wages/trouble/project/public/pament/page'))
    .toEqual({ pageNum: 1, pageSize: 10, status: 1 });
  await exportDownloads();
  await expect.poll(() => last('/star/laborwagestrouble/exportpublic')).toEqual({ status: 1 });
  await view().getByRole('button', { name: '重置' }).click();
});

it('登记对公支付 (/publicToPublicPayment) refuses a missing company and receipt, then saves with the uploaded receipt', async () => {
  await view().getByRole('button', { name: '登记对公支付' }).click();
  await view().getByRole('heading', { name: '登记对公支付' }).waitFor();
  expect(hash()).toContain('/publicToPublicPayment');
  await view().getByLabel('付款账号').fill('3205 0161 8700 0938 1526');
  await view().getByRole('button', { name: '保存' }).click();
  await view().getByRole('alert').filter({ hasText: '请选择责任单位' }).waitFor();
  await view().getByRole('alert').filter({ hasText: '请上传银行回单' }).waitFor();
  await expect.poll(() => view().getByLabel('付款账号').inputValue()).toBe('3205 0161 8700 0938 1526');

  await chooseOption(view().getByLabel('责任单位'), /^江苏顺安建筑劳务有限公司（/, '顺安');
  await expect.poll(() => view().getByLabel('支付金额（元）').inputValue()).toBe('17700');
  await expect.poll(() => view().getByLabel('付款户名').inputValue()).toBe('江苏顺安建筑劳务有限公司');
  await view().getByLabel('支付金额（元）').fill('20000');
  await view().getByLabel('收款工资专户').selectOption({ index: 1 });
  await view().getByLabel('上传回单').setInputFiles(PDF);
  await toast('上传成功').waitFor();
  await view().getByRole('list', { name: '已上传回单' }).getByText('孙海涛现金签收单.jpg').waitFor();
  await view().getByRole('button', { name: '保存' }).click();
  await view().getByText('不能超过该单位未支付金额 17,700.00 元').waitFor();
  await page.screenshot({ path: `${ARTIFACTS}/wages-fund-public-payment.png`, fullPage: true });

  await view().getByLabel('支付金额（元）').fill('17700');
  await view().getByLabel('说明').fill('支付孙海涛、刘洋 2026-10 工资');
  await view().getByRole('button', { name: '保存' }).click();
  await toast('保存成功').waitFor();
  const body = last('/star/laborwagestrouble/company/public/save') as Record<string, unknown>;
  expect(body).toMatchObject({
    troubleCompanyId: 94002,
    amount: 17700,
    payerAccountName: '江苏顺安建筑劳务有限公司',
    payerAccountNo: '32050161870009381526',
    remark: '支付孙海涛、刘洋 2026-10 工资',
    files: [
      {
        url: '/api/mock-assets/static/wages/voucher/93002-1.jpg',
        name: '孙海涛现金签收单.jpg',
        fileId: 'F202611210007',
        size: 341002,
      },
    ],
  });
  expect(body.payDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(typeof body.payeeAccountId).toBe('number');
  await view().getByRole('heading', { name: '公对公支付', exact: true }).waitFor();
});

it('发起确认 asks first and submits a saved payment to the project', async () => {
  const row = view().locator('tbody tr').filter({ hasText: '浙江宏达建筑劳务有限公司' }).first();
  await row.getByRole('button', { name: '发起确认' }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByText(/18,900.00 元 的对公支付提交项目确认吗/).waitFor();
  await confirm.getByRole('button', { name: '提交' }).click();
  await toast('提交成功，确认人：周明').waitFor();
  await expect
    .poll(() => last('/star/laborwagestrouble/wages/troubley/project/public/task'))
    .toEqual({
      troubleId: 9101,
      publicPaymentIds: [95002],
    });
});

it('确认 (/publictoPublicApproval) refuses a rejection without a reason, then confirms the money arrived', async () => {
  await view().locator('tbody tr').first().getByRole('button', { name: '确认' }).click();
  await view().getByRole('heading', { name: '对公支付确认：江苏顺安建筑劳务有限公司' }).waitFor();
  expect(hash()).toContain('/publictoPublicApproval?id=95001&proInstId=PI-2026-000131');
  await view().getByRole('list', { name: '银行回单' }).getByText('江苏顺安对公转账回单.pdf').waitFor();
  await view().getByRole('list', { name: '流程节点' }).waitFor();
  await view().getByLabel('驳回', { exact: true }).check();
  await view().getByRole('button', { name: '驳回' }).click();
  await view().getByText('驳回时请填写原因').waitFor();
  await page.screenshot({ path: `${ARTIFACTS}/wages-fund-public-approval.png`, fullPage: true });
  await view().getByLabel('确认收款', { exact: true }).check();
  await view().getByLabel('确认意见').fill('已核实工资专户到账');
  await view().getByRole('button', { name: '确认收款' }).click();
  await toast('操作成功').waitFor();
  await expect
    .poll(() => last('/star/laborwagestrouble/company/public/payment'))
    .toEqual({
      id: 95001,
      proInstId: 'PI-2026-000131',
      result: 1,
      confirmAmount: 17700,
      opinion: '已核实工资专户到账',
    });
});

it('基础配置 lists the rules; 修改 refuses a bad pay day keeping what was typed, then saves', async () => {
  await open('/wages/baseConfig', '基础配置');
  await rowsShown();
  await view().locator('tbody').getByText('每月 20 日').first().waitFor();
  await view().locator('tbody').getByText('组织默认').first().waitFor();
  await page.screenshot({ path: `${ARTIFACTS}/wages-fund-base-config.png`, fullPage: true });
  await view().locator('tbody tr').nth(1).getByRole('button', { name: '修改' }).click();
  await dialog().getByRole('heading', { name: '修改基础配置：滨江花园二期住宅项目' }).waitFor();
  await dialog().getByLabel('发薪日（每月）').fill('40');
  await dialog().getByLabel('考勤确认截止日（每月）').fill('6');
  await dialog().getByRole('button', { name: '确定' }).click();
  await dialog().getByText('请输入发薪日（1～31）').waitFor();
  await expect.poll(() => dialog().getByLabel('考勤确认截止日（每月）').inputValue()).toBe('6');
  await dialog().getByLabel('发薪日（每月）').fill('15');
  await dialog().getByLabel('提前天数').fill('2');
  await dialog().getByRole('button', { name: '确定' }).click();
  await toast('操作成功').waitFor();
  await dialog().waitFor({ state: 'detached' });
  await expect
    .poll(() => last('/star/baseConfig/edit'))
    .toEqual({
      id: 99011,
      configLevel: 2,
      orgId: 11,
      projectId: 1001,
      payDay: 15,
      attendConfirmDay: 6,
      payMode: 1,
      wageAccountId: 98001,
      smsRemind: true,
      remindDaysBefore: 2,
      troubleAutoCreate: true,
      landAreaCode: '330108',
    });
});

it('工资流程任务 shows a task’s steps as a timeline; 驳回 needs a reason, then is sent', async () => {
  await open('/wages/flowTask', '工资流程任务');
  await rowsShown();
  await view().locator('tbody').getByText('对公支付凭证确认').waitFor();
  await page.screenshot({ path: `${ARTIFACTS}/wages-fund-flow-task.png`, fullPage: true });
  await view().locator('tbody tr').first().getByRole('button', { name: '流程' }).click();
  const steps = dialog().getByRole('list', { name: '流程节点' });
  await steps.getByText('劳务管理员提交').waitFor();
  await expect.poll(() => steps.locator('li').count()).toBe(4);
  await expect.poll(() => steps.locator('li[aria-current="step"]').textContent()).toContain('项目经理审核');
  await dialog().getByText('浙江宏达建筑劳务有限公司2026年10月工资表.xlsx').waitFor();
  await page.screenshot({ path: `${ARTIFACTS}/wages-fund-flow-timeline.png` });
  await dialog().getByRole('button', { name: '驳回' }).click();
  const reject = page.getByRole('dialog', { name: '审批驳回' });
  await reject.getByRole('button', { name: '驳回' }).click();
  await reject.getByText('请输入驳回原因').waitFor();
  await reject.getByLabel('驳回原因').fill('出勤工日与考勤确认结果不一致');
  await reject.getByRole('button', { name: '驳回' }).click();
  await toast('操作成功').waitFor();
  await expect
    .poll(() => last('/flw/smarthatsflwtask/reject'))
    .toEqual({
      taskId: 'T2026112300017',
      procInstId: 'PI-2026-000123',
      comment: '出勤工日与考勤确认结果不一致',
      rejectType: 1,
    });
});

it('办理 opens the task’s page (/moneysource) where 通过 names the next handler', async () => {
  await page.keyboard.press('Escape');
  await dialog().first().waitFor({ state: 'detached' });
  await view().locator('tbody tr').nth(2).getByRole('button', { name: '办理' }).click();
  await view()
    .getByRole('heading', { name: /^资金来源填报：/ })
    .waitFor();
  expect(hash()).toContain('/moneysource?id=9301&proInstId=PI-2026-000126&taskId=T2026112300021');
  await view().getByRole('button', { name: '通过' }).click();
  await dialog().getByText('沈佳').waitFor();
  await dialog().getByLabel(/沈佳/).check();
  await dialog().getByRole('button', { name: '通过' }).click();
  await toast('操作成功').waitFor();
  await expect
    .poll(() => last('/flw/smarthatsflwtask/approve'))
    .toEqual({
      taskId: 'T2026112300021',
      procInstId: 'PI-2026-000144',
      comment: '同意',
      nextAssigneeIds: [5110],
    });
});

it('no console errors or uncaught exceptions', () => {
  expect(ctx.problems).toEqual([]);
});
