// API-code permission (seed 000 §6, apiCodeList): a button whose call needs an API code the user lacks is removed.
// The same screens side by side for the administrator (every code) and the project manager xmjl (no salary:confirm,
// no trouble:audit — README 演示账号): the buttons those codes gate are there for one and gone for the other, while
// the rest of the screen is the same. The mock refuses the calls too (tests/mock/mock.test.ts, 接口权限).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openConsole, type ConsolePage } from '../lib/console-page';
import { ACCOUNTS, signIn } from '../lib/sign-in';
import { rowsOf, worldApi } from '../lib/world-api';

const as: Partial<Record<keyof typeof ACCOUNTS, ConsolePage>> = {};
beforeAll(async () => {
  for (const who of ['admin', 'xmjl'] as const) {
    const ctx = await openConsole();
    await signIn(ctx.page, ctx.stack.url, '', who);
    await ctx.page.getByRole('heading', { name: new RegExp(`${ACCOUNTS[who].name}，`) }).waitFor();
    as[who] = ctx;
  }
});
afterAll(async () => {
  for (const ctx of Object.values(as)) await ctx?.close();
});

const view = (ctx: ConsolePage) => ctx.page.locator('section[data-page][data-active]');
const buttons = async (ctx: ConsolePage, names: string[]) =>
  Object.fromEntries(
    await Promise.all(
      names.map(async (name) => [name, await view(ctx).getByRole('button', { name, exact: true }).count()] as const),
    ),
  );

/** A hazard of xmjl's project waiting for review (待复查) with its rectification feedback, as the world holds it. */
async function hazardToAudit(ctx: ConsolePage): Promise<number> {
  const api = await worldApi(ctx);
  const { data } = await api.POST('/grid/ginCheckPointTaskList/page', {
    body: { page: 1, limit: 100, projectId: 1001 },
  } as never);
  for (const t of rowsOf<{ id: number; troubleStatus: number }>(data).filter((t) => t.troubleStatus === 2)) {
    const detail = (await api.request('get', '/pc/trouble/detail/{task_id}/{type}', {
      params: { path: { task_id: t.id, type: 2 } },
    })) as { data?: { feedback?: unknown } };
    if (detail.data?.feedback) return t.id;
  }
  throw new Error('the world has no 待复查 hazard with feedback in project 1001');
}

it('隐患处置审批: 通过 and 驳回 (trouble:audit) are there for the administrator and gone for xmjl', async () => {
  const shown: Record<string, Record<string, number>> = {};
  for (const who of ['admin', 'xmjl'] as const) {
    const ctx = as[who]!;
    // Each context has a world of its own, grown from the same seed: the same hazard waits in both.
    const task = await hazardToAudit(ctx);
    await ctx.page.goto(`${ctx.stack.url}#/approvalOfHiddenDangers?task_id=${task}&type=2`);
    await view(ctx).getByRole('heading', { name: '隐患处置审批' }).waitFor();
    await view(ctx).getByRole('heading', { name: '整改反馈' }).waitFor();
    shown[who] = await buttons(ctx, ['通过', '驳回']);
    expect(ctx.problems).toEqual([]);
  }
  expect(shown).toEqual({ admin: { 通过: 1, 驳回: 1 }, xmjl: { 通过: 0, 驳回: 0 } });
});

it('工资支出确认: 全部工人一键确认 and each company’s 确认 (salary:confirm) are there for the administrator only', async () => {
  const shown: Record<string, Record<string, number>> = {};
  for (const who of ['admin', 'xmjl'] as const) {
    const ctx = as[who]!;
    await ctx.page.goto(`${ctx.stack.url}#/wages/expConfirm`);
    await view(ctx).getByRole('heading', { name: '工资支出确认', exact: true }).waitFor();
    await view(ctx).locator('tbody tr').first().getByRole('button', { name: '确认' }).click();
    await view(ctx)
      .getByRole('heading', { name: /^工资支出确认：/ })
      .waitFor();
    const companies = view(ctx).locator('tbody tr').filter({ hasText: '江苏顺安建筑劳务有限公司' });
    await companies.first().waitFor();
    shown[who] = {
      ...(await buttons(ctx, ['全部工人一键确认'])),
      '确认（参建单位）': await companies.first().getByRole('button', { name: '确认', exact: true }).count(),
      '产值（不需要接口权限）': await companies.first().getByRole('button', { name: '产值', exact: true }).count(),
    };
    expect(ctx.problems).toEqual([]);
  }
  expect(shown).toEqual({
    admin: { 全部工人一键确认: 1, '确认（参建单位）': 1, '产值（不需要接口权限）': 1 },
    xmjl: { 全部工人一键确认: 0, '确认（参建单位）': 0, '产值（不需要接口权限）': 1 },
  });
});
