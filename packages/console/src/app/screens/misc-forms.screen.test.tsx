// @vitest-environment jsdom
// Dialogs of several screens against the mock in-process (issue #27): 班组退场 (moved from tests/e2e/list-screen.test.ts),
// 新增工人 (from mock-world.test.ts and controls.test.ts), 退回 and 转办 (from order.test.ts), 添加下级 (from
// tree-panel.test.ts, on 隐患分类's page: the add call and its message are the page's).
import { beforeAll, beforeEach, expect, it, vi, type Mock } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Team } from '@/features/org/team-columns';
import { ExitDialog } from '@/features/org/team-list-page';
import { WorkerFormDialog } from '@/features/person/worker-form-dialog';
import { DelegateDialog, ReturnDialog } from '@/features/order/task-dialogs';
import HazardCategoryPage from '@/features/grid/hazard-category-page';
import { mockWorld } from './cv1-kit';
import { fill, keeps, renderOnPage } from './cv3-kit';
import { chooseOption, lastBody, opened, person, renderPart, rowsOf, sent, signedIn, world } from './harness';

beforeAll(() => signedIn(), 60_000);

const onDone = vi.fn();
beforeEach(() => onDone.mockClear());

/** 确定 (or the dialog's own button) pressed: the server's `message` when told, `done` called and the body sent to
 * `path` (the whole of it unless `exact` is false). */
async function sends(press: () => Promise<void>, done: Mock, path: string, body: object, message = '', exact = true) {
  await press();
  if (message) await screen.findByText(message);
  await waitFor(() => expect(done).toHaveBeenCalled());
  if (exact) expect(lastBody(path)).toEqual(body);
  else expect(lastBody(path)).toMatchObject(body);
}

/** The calls the console sent to a path (ending with it) in this test. */
const callsTo = (path: string) => sent.filter((c) => c.method === 'POST' && c.path.endsWith(path));

it('退场 refuses an empty date keeping the reason typed, then sends and shows the server message', async () => {
  const { data } = await world.GET('/pc/team/list', { params: { query: { pageNum: 1, pageSize: 50 } } });
  const team = rowsOf<Team>(data).find((t) => t.status === 1)!;
  renderPart(<ExitDialog team={team} onClose={() => {}} onDone={onDone} />);
  const { user, confirm, box, shows } = await opened(`班组退场：${team.team_name}`);
  await fill(user, box('退场日期'), '');
  await fill(user, box('退场原因'), '主体结构完工');
  await confirm();
  await shows('请选择退场日期');
  await keeps(box('退场原因'), '主体结构完工');
  expect(callsTo('/pc/team/exit')).toEqual([]);
  await fill(user, box('退场日期'), '2026-11-23');
  const body = { id: team.id, exit_date: '2026-11-23', exit_reason: '主体结构完工', exit_workers: true };
  await sends(confirm, onDone, '/pc/team/exit', body, '操作成功');
}, 60_000);

/** 新增工人 opened as the roster opens it (no project of the identity), its boxes and 确定. */
async function newWorker() {
  renderPart(<WorkerFormDialog onClose={() => {}} onDone={onDone} />);
  return opened('新增工人');
}

it('新增工人 refuses bad input keeping it, then adds the worker to the world', async () => {
  const { user, confirm, box, shows } = await newWorker();
  await user.type(box('姓名'), '韩立军');
  await user.type(box('身份证号'), '3424221990');
  await user.type(box('手机号'), '1385711');
  await confirm();
  await shows('身份证号格式错误', '手机号格式错误', '所属企业不能为空');
  await keeps(box('姓名'), '韩立军');
  await fill(user, box('身份证号'), '342422199003154512');
  await fill(user, box('手机号'), '13857116688');
  await chooseOption(user, box('项目'), '滨江花园二期住宅项目', '滨江');
  await chooseOption(user, box('所属企业'), '江苏顺安建筑劳务有限公司', '顺安');
  await chooseOption(user, box('班组'), '混凝土班', '混凝土');
  await user.type(box('工种'), '混凝土工');
  const who = { name: '韩立军', id_card: '342422199003154512', mobile: '13857116688' };
  await sends(
    confirm,
    onDone,
    '/pc/worker/edit',
    { ...who, project_id: 1001, corp_id: 2002, work_type: '混凝土工' },
    '',
    false,
  );
  const { data } = await world.GET('/pc/worker/list', {
    params: { query: { pageNum: 1, pageSize: 10, name: '韩立军' } },
  });
  expect(rowsOf(data)).toMatchObject([{ id_card: '342422199003154512', team_name: '混凝土班' }]);
}, 60_000);

it('新增工人: 所属企业 is chosen from the keyboard; the choice survives a refusal and is what the server gets', async () => {
  const { user, confirm, box, shows } = await newWorker();
  const corp = box<HTMLButtonElement>('所属企业');
  expect(corp.textContent).toBe('请选择');
  await user.type(box('姓名'), '韩立军');
  await user.type(box('身份证号'), '342422199003154512');
  await user.type(box('手机号'), '1385711');
  await chooseOption(user, box('项目'), '滨江花园二期住宅项目', '滨江');
  // From the keyboard: Enter opens, typing filters, ↓ moves to the second match and Enter chooses it.
  corp.focus();
  await user.keyboard('{Enter}');
  const options = () => screen.queryAllByRole('option', { hidden: true }).map((o) => o.textContent ?? '');
  await waitFor(() => expect(options()).toContain('请选择'));
  await user.keyboard('劳务');
  await waitFor(() => expect(options().every((t) => t.includes('劳务'))).toBe(true));
  const matches = options();
  expect(matches.length).toBeGreaterThan(1);
  await user.keyboard('{ArrowDown}{Enter}');
  await waitFor(() => expect(options()).toEqual([]));
  const chosen = matches[1]!;
  expect(corp.textContent).toBe(chosen);
  // A refused submit (bad mobile) keeps the choice and sends nothing.
  await confirm();
  await shows('手机号格式错误');
  expect(corp.textContent).toBe(chosen);
  expect(corp.getAttribute('aria-invalid')).toBeNull();
  expect(callsTo('/pc/worker/edit')).toEqual([]);
  await fill(user, box('手机号'), '13857116688');
  const ids: Record<string, number> = { 浙江宏达建筑劳务有限公司: 2001, 江苏顺安建筑劳务有限公司: 2002 };
  expect(ids[chosen]).toBeDefined();
  await sends(
    confirm,
    onDone,
    '/pc/worker/edit',
    { name: '韩立军', project_id: 1001, corp_id: ids[chosen] },
    '',
    false,
  );
}, 60_000);

/** 待办事项's first two tasks in the world (the rows the e2e's 退回 and 转办 were pressed on). */
const TASKS = [
  { taskId: 'T2026112300017', procInstId: 'PI-2026-000123', title: '工资表审核' },
  { taskId: 'T2026112300018', procInstId: 'PI-2026-000124', title: '工资表审核' },
];

it('退回 refuses an empty reason, then sends it back to the starter and shows the server message', async () => {
  const onClose = vi.fn();
  renderPart(<ReturnDialog task={TASKS[0]!} onClose={onClose} />);
  const { user, confirm, box, shows } = await opened('退回发起人', '退回');
  await confirm();
  await shows('请输入驳回原因');
  expect(callsTo('/flw/smarthatsflwtask/reject')).toEqual([]);
  await user.type(box('退回原因'), '工资表缺少班组长签字');
  const { taskId, procInstId } = TASKS[0]!;
  const body = { taskId, procInstId, comment: '工资表缺少班组长签字', rejectType: 1 };
  await sends(confirm, onClose, '/flw/smarthatsflwtask/reject', body, '操作成功');
}, 60_000);

it('转办 refuses a missing user keeping the note typed, then hands the task over', async () => {
  const onClose = vi.fn();
  renderPart(<DelegateDialog task={TASKS[1]!} onClose={onClose} />);
  const { user, confirm, box, shows } = await opened('转办', '转办');
  await user.type(box('转办说明'), '请沈佳代为审核');
  await confirm();
  await shows('请选择转办人');
  await keeps(box('转办说明'), '请沈佳代为审核');
  await chooseOption(user, box('转办人'), /^沈佳 · /, '沈佳');
  const body = {
    task_id: 'T2026112300018',
    pro_inst_id: 'PI-2026-000124',
    delegate_user_id: 5110,
    comment: '请沈佳代为审核',
  };
  await sends(confirm, onClose, '/pc/flw/task/delegate', body, '操作成功');
}, 60_000);

it('添加下级 refuses an empty name, keeps the name when the server refuses, then saves with the server message', async () => {
  renderOnPage(<HazardCategoryPage />, '/grid/category');
  const tree = await screen.findByRole('tree', { name: '隐患分类' });
  const user = person();
  await user.click(await within(tree).findByRole('button', { name: '操作：高处作业', hidden: true }));
  await user.click(await screen.findByRole('menuitem', { name: '添加下级', hidden: true }));
  const { confirm, box, shows } = await opened('添加下级：高处作业');
  await confirm();
  await shows('请输入节点名称');
  expect(callsTo('/grid/ginDscCategory/add')).toEqual([]);
  await user.type(box('节点名称'), '  操作平台 ');
  // The server refuses once: its message shows and the dialog stays open with the name typed.
  await mockWorld.fail({ operation: 'addGridCategory', msg: '分类名称已存在', times: 1 });
  await confirm();
  await screen.findByText('分类名称已存在');
  await keeps(box('节点名称'), '  操作平台 ');
  await confirm();
  await screen.findByText('操作成功');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(callsTo('/grid/ginDscCategory/add').map((c) => JSON.parse(c.body) as unknown)).toEqual([
    { parentId: 1, name: '操作平台' },
    { parentId: 1, name: '操作平台' },
  ]);
  // The tree now shows the new node under 高处作业 (the refused try added nothing).
  const parent = within(tree).getByRole('treeitem', { name: /^高处作业( 停用)?$/ });
  await within(parent).findByRole('treeitem', { name: /^操作平台( 停用)?$/ });
}, 60_000);
