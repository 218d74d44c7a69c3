// @vitest-environment jsdom
// 系统管理's dialogs against the mock in-process (moved from tests/e2e/system.test.ts, issue #27).
import { beforeAll, beforeEach, expect, it, vi } from 'vitest';
import type { components } from '@site/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { TeamDialog } from '@/features/org/team-list-page';
import { CorpDialog } from '@/features/system/corp-page';
import { PersonDialog } from '@/features/system/person-dialog';
import { ReasonDialog } from '@/features/system/project-dialogs';
import { RoleDialog } from '@/features/system/role-dialogs';
import { roleOptionsQuery, roleTypeOptionsQuery } from '@/features/system/system-queries';
import { projectStatusActions } from '@/features/system/system-rules';
import { corpOptionsQuery } from '@/platform/org-options';
import { chooseOption, lastBody, opened, renderPart, rowsOf, signedIn, world } from './harness';

beforeAll(() => signedIn(), 60_000);

/** A list's first page. */
const FIRST = { pageNum: 1, pageSize: 10 };
const onDone = vi.fn();
beforeEach(() => onDone.mockClear());

/** 确定 pressed: the server's message as a toast, the dialog's onDone, and the body sent to `path` (the whole of it
 * when `exact`). */
async function saved(path: string, body: Record<string, unknown>, exact = false) {
  await screen.findByText('操作成功');
  await waitFor(() => expect(onDone).toHaveBeenCalled());
  const sent = lastBody(path);
  if (exact) expect(sent).toEqual(body);
  else expect(sent).toMatchObject(body);
}

it('新增企业 refuses a 17-character credit code keeping the name, then sends the upper-cased code', async () => {
  renderPart(<CorpDialog corp={undefined} onClose={() => {}} onDone={onDone} />);
  const { user, confirm, box, shows } = await opened('新增参建企业');
  await confirm();
  await shows('企业名称不能为空', '请选择企业类型');
  await user.type(box('企业名称'), '浙江恒通建筑劳务有限公司');
  await user.type(box('统一社会信用代码'), '91330110ma2kl0qt3');
  await user.selectOptions(box<HTMLSelectElement>('企业类型'), '劳务分包');
  await confirm();
  await shows('统一社会信用代码应为18位');
  expect(box('企业名称').value).toBe('浙江恒通建筑劳务有限公司');
  await user.type(box('统一社会信用代码'), 'g');
  await user.type(box('注册资本（元）'), '8000000');
  await confirm();
  await saved('/pc/org/corp/add', {
    corp_name: '浙江恒通建筑劳务有限公司',
    credit_code: '91330110MA2KL0QT3G',
    corp_type: 2,
    reg_capital: 8000000,
  });
  const { data } = await world.GET('/pc/org/corp/page', {
    params: { query: { ...FIRST, corp_name: '浙江恒通建筑劳务有限公司' } },
  });
  expect(rowsOf<{ credit_code: string }>(data).map((r) => r.credit_code)).toEqual(['91330110MA2KL0QT3G']);
}, 60_000);

/** 人员账号's dialog with the companies and roles its page reads. */
function NewPerson() {
  const roles = useQuery(roleOptionsQuery());
  const corps = useQuery(corpOptionsQuery());
  return (
    <PersonDialog
      person={undefined}
      corps={corps.data ?? []}
      roles={roles.data ?? []}
      onClose={() => {}}
      onDone={onDone}
    />
  );
}

it('人员账号 refuses an empty form with the seed messages, keeps what was typed, then adds the person', async () => {
  renderPart(<NewPerson />);
  const { dialog, user, confirm, box, shows } = await opened('新增人员账号');
  await confirm();
  await shows('所属企业不能为空', '姓名不能为空', '身份证号格式错误', '手机号格式错误', '角色不能为空');
  await user.type(box('姓名'), '许文斌');
  await user.type(box('身份证号'), '33010619910512341');
  await user.type(box('手机号'), '13905710011');
  // The companies the world offers (those with a team: the 总包, which has none, is not offered — reported).
  const corp = ((await world.GET('/pc/org/corp/select')).data ?? []).find(
    (o) => o.label === '浙江宏达建筑劳务有限公司',
  )!;
  await chooseOption(user, box('所属企业'), corp.label, '宏达');
  const role = box<HTMLSelectElement>('角色');
  // The first of the roles so named, as Playwright's selectOption picks.
  const [projectAdmin] = await within(role).findAllByText('项目管理员');
  await user.selectOptions(role, projectAdmin!);
  await confirm();
  await shows('身份证号格式错误');
  expect(within(dialog).queryByText('姓名不能为空')).toBeNull();
  expect(box('姓名').value).toBe('许文斌');
  await user.type(box('身份证号'), '8');
  await confirm();
  await saved('/pc/person/add', {
    corp_id: Number(corp.value),
    name: '许文斌',
    id_card: '330106199105123418',
    mobile: '13905710011',
    role_id: 3,
    status: 1,
  });
  const { data } = await world.GET('/pc/person/page', { params: { query: { ...FIRST, name: '许文斌' } } });
  expect(rowsOf(data)).toMatchObject([{ mobile: '13905710011', corp_id: Number(corp.value) }]);
}, 60_000);

/** 角色管理's dialog with the role types its page reads. */
function NewRole() {
  const types = useQuery(roleTypeOptionsQuery());
  return <RoleDialog role={undefined} types={types.data ?? []} onClose={() => {}} onDone={onDone} />;
}

it('角色管理 refuses a role without a name keeping the remark, then sends the role', async () => {
  renderPart(<NewRole />);
  const { user, confirm, box, shows } = await opened('新增角色');
  const type = box<HTMLSelectElement>('角色类型');
  await within(type).findByText('项目');
  await user.selectOptions(type, '项目');
  await user.type(box('备注'), '项目施工员');
  await confirm();
  await shows('角色名称不能为空');
  expect(box('备注').value).toBe('项目施工员');
  await user.type(box('角色名称'), '施工员');
  await confirm();
  await saved('/pc/vrole/edit', { role_name: '施工员', role_type: 3, status: 1, remark: '项目施工员' }, true);
  const { data } = await world.GET('/pc/vrole/list', { params: { query: { ...FIRST, role_name: '施工员' } } });
  expect(rowsOf(data)).toHaveLength(1);
}, 60_000);

it('班组管理 refuses an empty form keeping what was typed, then adds the team', async () => {
  renderPart(<TeamDialog team={undefined} onClose={() => {}} onDone={onDone} />);
  const { user, confirm, box, shows } = await opened('新增班组');
  await user.type(box('主要工种'), '防水工');
  await confirm();
  await shows('班组名称不能为空', '请选择项目', '请选择所属企业');
  expect(box('主要工种').value).toBe('防水工');
  await user.type(box('班组名称'), '防水班');
  await chooseOption(user, box('项目'), '滨江花园二期住宅项目', '滨江');
  await chooseOption(user, box('所属企业'), '江苏顺安建筑劳务有限公司', '顺安');
  await user.type(box('备注'), '地下车库防水施工');
  await confirm();
  await saved(
    '/pc/team/edit',
    {
      team_name: '防水班',
      project_id: 1001,
      corp_id: 2002,
      work_type: '防水工',
      remark: '地下车库防水施工',
    },
    true,
  );
  const { data } = await world.GET('/pc/team/list', { params: { query: { ...FIRST, team_name: '防水班' } } });
  expect(rowsOf(data)).toHaveLength(1);
}, 60_000);

it('停工 refuses an empty reason, then sends the reason and the world holds the project stopped', async () => {
  const projects = async () =>
    rowsOf<components['schemas']['OrgProject']>(
      (await world.GET('/pc/project/page', { params: { query: FIRST } })).data,
    );
  const [project] = await projects();
  const stop = projectStatusActions(project!.status).find((a) => a.label === '停工')!;
  renderPart(<ReasonDialog project={project!} action={stop} onClose={() => {}} onDone={onDone} />);
  const { dialog, user, confirm, box, shows } = await opened('项目停工', '确定停工');
  await within(dialog).findByText(/状态将由“在建”改为“停工”/);
  await confirm();
  await shows('请填写原因');
  await user.type(box('停工原因'), '基坑监测数据异常，停工整改');
  await confirm();
  await saved('/pc/project/status', { project_id: 1001, status: 2, reason: '基坑监测数据异常，停工整改' }, true);
  expect((await projects())[0]!.status).toBe(2);
}, 60_000);
