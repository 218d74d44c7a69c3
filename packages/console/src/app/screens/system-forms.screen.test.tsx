// @vitest-environment jsdom
// 系统管理's dialogs and forms against the mock in-process (moved from tests/e2e/system.test.ts and
// system-tree-menu-chat.test.ts, issue #27): 参建企业, 人员账号, 角色, 班组, 停工, 单项配置, 菜单管理 and 在线客服.
import { beforeAll, beforeEach, expect, it, vi } from 'vitest';
import type { components } from '@site/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import ChatPage from '@/features/help/chat-page';
import { TeamDialog } from '@/features/org/team-list-page';
import { ConfigEditor } from '@/features/system/config-form';
import { CorpDialog } from '@/features/system/corp-page';
import { MenuDialog } from '@/features/system/menu-dialog';
import { menuTreeQuery } from '@/features/system/menu-queries';
import { parentOptions, toMenuTree } from '@/features/system/menu-rules';
import { PersonDialog } from '@/features/system/person-dialog';
import { ReasonDialog } from '@/features/system/project-dialogs';
import { RoleDialog } from '@/features/system/role-dialogs';
import { roleOptionsQuery, roleTypeOptionsQuery } from '@/features/system/system-queries';
import { projectStatusActions } from '@/features/system/system-rules';
import { corpOptionsQuery } from '@/platform/org-options';
import { chooseOption, labelled, lastBody, opened, person, renderPart, rowsOf, sent, signedIn, world } from './harness';

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

/** Nothing was sent to `path` (a refusal stays in the browser). */
const nothingSentTo = (path: string) => expect(sent.filter((c) => c.path.endsWith(path))).toEqual([]);

it('单项配置 refuses a pay day of 32 keeping the other value typed, then saves the project’s parameters', async () => {
  renderPart(<ConfigEditor projectId={1001} canEdit onReset={() => {}} onSaved={onDone} />);
  const form = (await screen.findByRole('button', { name: '保存配置' })).closest('form')!;
  const user = person();
  const box = (label: string) => labelled(form, label);
  await user.clear(box('每月工资发放日'));
  await user.type(box('每月工资发放日'), '32');
  await user.clear(box('未戴安全帽报警'));
  await user.type(box('未戴安全帽报警'), '20');
  await user.click(within(form).getByRole('button', { name: '保存配置' }));
  await within(form).findByText('请输入1～31日');
  nothingSentTo('/pc/config/single/edit');
  expect(box('未戴安全帽报警').value).toBe('20');
  await user.clear(box('每月工资发放日'));
  await user.type(box('每月工资发放日'), '15');
  await user.click(within(form).getByRole('button', { name: '保存配置' }));
  await saved('/pc/config/single/edit', { project_id: 1001, hat_unwear_alarm_minutes: 20, wage_pay_day: 15 });
  const { data } = await world.GET('/pc/config/single/detail', { params: { query: { project_id: 1001 } } });
  expect(data).toMatchObject({ hat_unwear_alarm_minutes: 20, wage_pay_day: 15 });
}, 60_000);

/** 菜单管理's 新增下级 under `parentId`, its 上级菜单 offered from the world's menu tree as the page offers them. */
function NewSubMenu({ parentId }: { parentId: number }) {
  const tree = useQuery(menuTreeQuery());
  if (!tree.data) return null;
  return (
    <MenuDialog
      item={undefined}
      parentId={parentId}
      parents={parentOptions(toMenuTree(tree.data))}
      onClose={() => {}}
      onDone={onDone}
    />
  );
}

it('菜单管理 新增下级 refuses a missing name and a bad route name keeping what was typed, then sends the entry', async () => {
  renderPart(<NewSubMenu parentId={1800} />);
  const { dialog, user, confirm, box, shows } = await opened('新增菜单');
  expect(box<HTMLSelectElement>('上级菜单').value).toBe('1800');
  await user.type(box('路由地址'), '/system/operLog');
  await user.type(box('路由名称'), 'systemOperLog');
  await confirm();
  await shows('请输入菜单名称', '路由名称须为大写字母开头的英文字母和数字，如 SystemMenu');
  nothingSentTo('/pc/vmemu/edit');
  expect(box('路由地址').value).toBe('/system/operLog');
  expect(box('路由名称').value).toBe('systemOperLog');
  await user.type(box('菜单名称'), '操作日志');
  await user.clear(box('路由名称'));
  await user.type(box('路由名称'), 'SystemOperLog');
  await user.type(box('组件路径'), 'system/operLog');
  await user.selectOptions(box<HTMLSelectElement>('图标'), 'system');
  await user.click(within(dialog).getByRole('checkbox', { name: /^新增/ }));
  await user.click(within(dialog).getByRole('checkbox', { name: /^删除/ }));
  await confirm();
  const entry = {
    parent_id: 1800,
    title: '操作日志',
    path: '/system/operLog',
    menuCode: 'SystemOperLog',
    filepath: 'system/operLog',
    icon: 'system',
    power_value: 10,
  };
  await saved('/pc/vmemu/edit', { ...entry, linkType: 0, module: 'pc' });
  // The world's menu holds it under 1800.
  type Node = { id: number; title?: string; path?: string; children?: Node[] | null };
  const under = (nodes: Node[], id: number): Node[] =>
    nodes.flatMap((n) => (n.id === id ? (n.children ?? []) : under(n.children ?? [], id)));
  const { data } = await world.GET('/pc/vmemu/list', { params: { query: { module: 'pc' } } });
  expect(under((data ?? []) as Node[], 1800)).toContainEqual(
    expect.objectContaining({ title: '操作日志', path: '/system/operLog' }),
  );
}, 60_000);

it('在线客服 refuses an empty message keeping the input, then sends it trimmed and shows it', async () => {
  const history = async () =>
    (
      await world.POST('/duty/customerServiceChat/messages/{userId}', {
        params: { path: { userId: 'U0001' } },
        body: { pageNum: 1, pageSize: 10 },
      })
    ).data?.total ?? 0;
  renderPart(<ChatPage />);
  const log = await screen.findByRole('log', { name: '会话记录' });
  await within(log).findAllByText('木工一班有 3 名工人', { exact: false });
  const user = person();
  const input = screen.getByLabelText<HTMLTextAreaElement>('消息内容');
  const send = () => user.click(screen.getByRole('button', { name: '发送' }));
  await user.type(input, '   ');
  await send();
  await screen.findByText('请输入消息内容');
  nothingSentTo('/duty/customerServiceChat/send/U0001');
  expect(input.value).toBe('   ');
  const before = await history();
  await user.clear(input);
  await user.type(input, '  好的，谢谢，工人已经重新打卡了。  ');
  await send();
  await screen.findByText('发送成功');
  expect(lastBody('/duty/customerServiceChat/send/U0001')).toEqual({ content: '好的，谢谢，工人已经重新打卡了。' });
  // The conversation shows it as mine.
  await waitFor(() =>
    expect([...log.querySelectorAll('li[data-sender="me"]')].map((li) => li.textContent)).toContainEqual(
      expect.stringContaining('好的，谢谢，工人已经重新打卡了。'),
    ),
  );
  expect(input.value).toBe('');
  expect(screen.queryByText('请输入消息内容')).toBeNull();
  expect(await history()).toBe(before + 1);
}, 60_000);
