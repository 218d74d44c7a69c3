// @vitest-environment jsdom
// 检查管理's 新增监督检查 and 新增专项检查 dialogs against the mock in-process (moved from tests/e2e/check.test.ts,
// issue #27).
import { beforeAll, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { CheckFormDialog } from '@/features/check/project-check-form';
import { SpecialFormDialog } from '@/features/check/special-form';
import { calls } from '@/features/check/supervision-page';
import { chooseOption, labelled, nextBody, person, renderPart, rowsOf, signedIn, world } from './harness';
import { dialogNamed, fill, openDialog, keeps, press, refused } from './cv3-kit';

beforeAll(() => signedIn(), 60_000);

it('新增监督检查 refuses a form without project, name and problem, keeps what was typed, then sends it down', async () => {
  renderPart(
    <CheckFormDialog noun="监督检查" row={null} calls={calls} scope={null} onClose={() => {}} onDone={() => {}} />,
  );
  const user = person();
  const d = await dialogNamed('新增监督检查');
  await user.type(labelled(d, '检查人员'), '林峰、吴静');
  await press(user, d, '保存并下发');
  await refused(d, '请选择被检查项目', '请填写检查名称', '请选择隐患分类', '请填写问题描述');
  await keeps(labelled(d, '检查人员'), '林峰、吴静');
  // 附件 go to the project's folder of the resource service, so a project comes first.
  within(d).getByText('选择被检查项目后可上传附件');
  expect(within(d).getByRole('button', { name: '上传附件' }).hasAttribute('disabled')).toBe(true);
  await chooseOption(user, labelled(d, '被检查项目'), '滨江花园二期住宅项目', '滨江');
  await fill(user, labelled(d, '检查名称'), '第一分公司12月安全监督检查');
  await fill(user, labelled(d, '整改回复期限'), '2026-12-05');
  await fill(user, labelled(d, '检查日期'), '2026-12-01');
  await waitFor(() => expect(labelled<HTMLSelectElement>(d, '隐患分类').options.length).toBeGreaterThan(1));
  await user.selectOptions(labelled<HTMLSelectElement>(d, '隐患分类'), '11');
  await user.selectOptions(labelled<HTMLSelectElement>(d, '隐患等级'), '3');
  const { data: companies } = await world.GET('/pc/company/select/list', { params: { query: { project_id: 1001 } } });
  const company = companies?.[0]?.label ?? '';
  await chooseOption(user, labelled(d, '责任单位'), company, company.slice(0, 2));
  await user.type(labelled(d, '问题描述'), '3号楼5层电梯井口防护门缺失');
  const body = nextBody('/pc/project/sup/check/add');
  await press(user, d, '保存并下发');
  const sent = await body;
  expect(sent).toMatchObject({
    project_id: 1001,
    check_name: '第一分公司12月安全监督检查',
    check_date: '2026-12-01',
    checker_names: '林峰、吴静',
    rectify_deadline: '2026-12-05',
  });
  expect(sent.problems).toEqual([
    expect.objectContaining({ category_id: 11, trouble_level: 3, content: '3号楼5层电梯井口防护门缺失' }),
  ]);
  expect((sent.problems as { company_id?: number }[])[0]?.company_id).toEqual(expect.any(Number));
  await screen.findByText('操作成功');
}, 60_000);

it('专项检查管理 refuses a form without projects keeping it, then adds one', async () => {
  const onDone = vi.fn();
  const { user, d } = await openDialog(
    <SpecialFormDialog row={null} onClose={() => {}} onDone={onDone} />,
    '新增专项检查',
  );
  await user.type(labelled(d, '专项名称'), '冬季施工专项检查');
  await fill(user, labelled(d, '结束日期'), '2000-01-01');
  await press(user, d);
  await refused(d, '请选择专项类型', '请至少选择一个项目');
  await keeps(labelled(d, '专项名称'), '冬季施工专项检查');
  await user.selectOptions(labelled<HTMLSelectElement>(d, '专项类型'), '6');
  await user.click(labelled(d, '滨江花园二期住宅项目'));
  await user.click(labelled(d, '城南地铁5号线土建03标'));
  await press(user, d);
  await refused(d, '结束日期不能早于开始日期');
  await fill(user, labelled(d, '开始日期'), '2026-12-10');
  await fill(user, labelled(d, '结束日期'), '2026-12-20');
  await user.type(labelled(d, '检查组组长'), '林峰');
  const sent = nextBody('/pc/project/special/check/add');
  await press(user, d);
  expect(await sent).toEqual({
    special_name: '冬季施工专项检查',
    special_type: 6,
    project_ids: [1001, 1002],
    start_date: '2026-12-10',
    end_date: '2026-12-20',
    leader_name: '林峰',
  });
  // The server's answer (its message, the new id) goes to the page, which shows the message.
  await waitFor(() => expect(onDone).toHaveBeenCalled());
  const answer = onDone.mock.calls[0]?.[0] as { msg: string; data: number };
  expect(answer.msg).toBe('操作成功');
  // Added, not started, with its type and projects named.
  const { data } = await world.GET('/pc/project/special/check/page', { params: { query: { page: 1, limit: 100 } } });
  expect(rowsOf<{ id: number }>(data).find((r) => r.id === answer.data)).toMatchObject({
    special_name: '冬季施工专项检查',
    special_type_name: '冬季施工',
    project_names: '滨江花园二期住宅项目、城南地铁5号线土建03标',
    status: 0,
  });
}, 60_000);
