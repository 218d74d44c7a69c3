// @vitest-environment jsdom
// 工人投诉 and 安全员's dialogs against the mock in-process (moved from tests/e2e/complaint-lso.test.ts, issue #27).
import { beforeAll, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { PageRowOf } from '@site/sdk';
import { AddDialog } from '@/features/bad-record/bad-record-add-dialog';
import { HandleDialog, type HandleAction } from '@/features/complaint/complaint-action-dialogs';
import { ConfigDialog } from '@/features/complaint/complaint-position-page';
import { TempPendingDialogs } from '@/features/complaint/temp-register-dialogs';
import { chooseOption, lastBody, opened, renderPart, rowsOf, signedIn, world } from './harness';

beforeAll(() => signedIn(), 60_000);

/** A list's first page. */
const FIRST = { pageNum: 1, pageSize: 10 };

it('临时人脸登记 通过 refuses more than 7 days keeping the comment, then approves', async () => {
  const { data } = await world.POST('/faceAuth/tempregister/page', { body: { pageNum: 1, pageSize: 10 } });
  // The first row 通过 is offered on: a pending one.
  const row = (data?.list ?? []).find((r) => r.status === 0)!;
  const onDone = vi.fn();
  renderPart(
    <TempPendingDialogs pending={{ kind: 'approve', row }} onClose={() => {}} onDone={onDone} onDelete={() => {}} />,
  );
  const { user, confirm, box, shows } = await opened(`审核通过：${row.name}`, '通过');
  await user.clear(box('有效期止'));
  await user.type(box('有效期止'), '2026-12-05');
  await user.type(box('审核意见'), '同意，限配电房检修');
  await confirm();
  await shows('临时通行最长 7 天');
  expect(box('审核意见').value).toBe('同意，限配电房检修');
  await user.clear(box('有效期止'));
  await user.type(box('有效期止'), '2026-11-24');
  await confirm();
  await screen.findByText('操作成功');
  await waitFor(() => expect(onDone).toHaveBeenCalled());
}, 60_000);

type Complaint = PageRowOf<'/pc/worker/complaint/list'>;
const complaints = async () =>
  rowsOf<Complaint>(
    (await world.GET('/pc/worker/complaint/list', { params: { query: { pageNum: 1, pageSize: 100 } } })).data,
  );

/** A wage complaint (拖欠工资, 克扣工资): its 办结 asks for the amount paid. */
const isWage = (c: Complaint) => c.complaint_type === 1 || c.complaint_type === 2;

/** 投诉处理's action dialog on `c`, opened; `done`: once sent, the server's message, the body sent to the action's
 * path (the complaint's id and `body`) and the complaint's flow records `text`. */
async function handling(action: HandleAction, c: Complaint, heading: RegExp, confirmText: string) {
  const onClose = vi.fn();
  const level = c.handle_level ?? 1;
  const target = { id: c.id, complaintNo: c.complaint_no, complaintType: c.complaint_type, level };
  renderPart(<HandleDialog action={action} target={target} onClose={onClose} />);
  const at = await opened(heading, confirmText);
  const done = async (body: Record<string, unknown>, text: string) => {
    await screen.findByText('操作成功');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(lastBody(`/orgdept/complaint/${action}`)).toEqual({ id: c.id, ...body });
    const { data } = await world.GET('/orgdept/complaint/records', { params: { query: { id: c.id } } });
    expect(JSON.stringify(data)).toContain(text);
  };
  return { ...at, done };
}

it('终止 refuses an empty reason, then terminates and the flow shows the reason', async () => {
  const c = (await complaints()).find((r) => r.status === 1 && r.handle_level === 1 && !isWage(r))!;
  const { user, confirm, box, shows, done } = await handling('terminate', c, /终止投诉/, '终止');
  await confirm();
  await shows('请输入终止原因');
  await user.type(box('终止原因'), '投诉人已撤回');
  await confirm();
  await done({ reason: '投诉人已撤回' }, '投诉人已撤回');
}, 60_000);

it('下发 of a branch-level complaint refuses no organisation keeping the comment, then passes it to a project', async () => {
  const c = (await complaints()).find((r) => r.handle_level === 2 && r.status === 1)!;
  const { user, confirm, box, shows, done } = await handling('passDown', c, /下发投诉/, '下发');
  expect(box<HTMLSelectElement>('下发层级').value).toBe('1');
  await user.type(box('下发意见'), '请项目部 2 日内核实并答复');
  await confirm();
  await shows('请选择下发组织');
  expect(box('下发意见').value).toBe('请项目部 2 日内核实并答复');
  await chooseOption(user, box('下发组织'), '城南地铁5号线土建03标', '城南');
  await user.type(box('要求办结时限'), '2026-11-25 18:00');
  await confirm();
  const comment = '请项目部 2 日内核实并答复';
  await done({ targetLevel: 1, targetOrgId: 1002, comment, deadline: '2026-11-25 18:00:00' }, comment);
}, 60_000);

it('办结 of a wage complaint refuses no result and a bad amount keeping the text, then closes it', async () => {
  const c = (await complaints()).find((r) => r.status === 1 && isWage(r))!;
  const { user, confirm, box, shows, done } = await handling('deal', c, /办结投诉/, '办结');
  await user.type(box('办结说明'), '已退还工具押金 800 元');
  await user.type(box('已协调支付金额（元）'), '八百');
  await confirm();
  await shows('请选择办结结果', '请输入金额，最多两位小数');
  expect(box('办结说明').value).toBe('已退还工具押金 800 元');
  await user.selectOptions(box<HTMLSelectElement>('办结结果'), '1');
  await user.clear(box('已协调支付金额（元）'));
  await user.type(box('已协调支付金额（元）'), '800');
  await confirm();
  const dealContent = '已退还工具押金 800 元';
  await done({ dealResult: 1, dealContent, paidAmount: 800 }, dealContent);
}, 60_000);

it('处理岗位配置 编辑 refuses a time limit of 0, then saves the level with the position ticked', async () => {
  const configs = async () => (await world.POST('/orgdept/complaint/config/list', { body: {} })).data ?? [];
  const config = (await configs()).find((c) => c.level === 1)!;
  const onDone = vi.fn();
  renderPart(<ConfigDialog config={config} onClose={() => {}} onDone={onDone} />);
  const { dialog, user, confirm, box, shows } = await opened(/编辑项目级处理配置/);
  const position = (name: RegExp) => within(dialog).findByRole<HTMLInputElement>('checkbox', { name });
  expect((await position(/劳务管理员/)).checked).toBe(true);
  await user.clear(box('办理时限（小时）'));
  await user.type(box('办理时限（小时）'), '0');
  await confirm();
  await shows('办理时限为 1～720 小时');
  await user.clear(box('办理时限（小时）'));
  await user.type(box('办理时限（小时）'), '48');
  const safety = await position(/专职安全员/);
  await user.click(safety);
  await confirm();
  await screen.findByText('操作成功');
  await waitFor(() => expect(onDone).toHaveBeenCalled());
  // The positions ticked, in any order: those the level had and 专职安全员.
  const positionIds = expect.toSatisfy(
    (ids: number[]) => [...ids].sort().join() === [...config.positionIds, Number(safety.value)].sort().join(),
  );
  expect(lastBody('/orgdept/complaint/config/save')).toMatchObject({ level: 1, timeLimitHours: 48, positionIds });
  const saved = (await configs()).find((c) => c.orgId === config.orgId && c.level === 1);
  expect(saved).toMatchObject({ timeLimitHours: 48, positionIds });
}, 60_000);

it('不良行为 登记 refuses a form without project and worker keeping the description, shows the handler, then saves', async () => {
  const onDone = vi.fn();
  renderPart(<AddDialog projectId={undefined} onClose={() => {}} onDone={onDone} />);
  const { dialog, user, confirm, box, shows } = await opened('登记不良行为');
  const description = '钢筋加工棚内未佩戴防护眼镜操作切断机';
  await user.type(box('行为描述'), description);
  await confirm();
  await shows('请选择项目', '请选择工人');
  expect(box('行为描述').value).toBe(description);
  await chooseOption(user, box(/^\*?\s*项目$/), '滨江花园二期住宅项目', '滨江');
  await chooseOption(user, box(/^\*?\s*工人$/), '李伟（钢筋班）', '李伟');
  await user.selectOptions(box<HTMLSelectElement>('行为类型'), '违章作业');
  await user.type(box('建议扣分'), '5');
  await waitFor(() => expect(within(dialog).getByLabelText('项目级处理人').textContent).toContain('周明'));
  await confirm();
  await screen.findByText('新增成功');
  await waitFor(() => expect(onDone).toHaveBeenCalled());
  const added = { projectId: 1001, workerId: 4002, badType: 1, deductScore: 5, description };
  expect(lastBody('/orgdept/workerBadRecord/add')).toMatchObject(added);
  // The project's list starts with it (the mock stores no workerName for it: reported).
  const { data } = await world.POST('/orgdept/workerBadRecord/page', { body: { ...FIRST, projectId: 1001 } });
  expect(rowsOf(data)[0]).toMatchObject({ description, workerId: 4002 });
}, 60_000);
