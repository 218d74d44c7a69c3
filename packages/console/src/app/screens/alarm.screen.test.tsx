// @vitest-environment jsdom
// 报警管理's 添加白名单 dialog and 短信报警设置 form against the mock in-process (moved from tests/e2e/alarm.test.ts,
// issue #27).
import { beforeAll, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ALARM_TYPES } from '@/domain/alarm-codes';
import { SettingForm } from '@/features/alarm/sms-setting-form';
import { AddWhiteDialog } from '@/features/alarm/white-add-dialog';
import { chooseOption, labelled, person, renderPart, rowsOf, signedIn, world } from './harness';
import { dialogNamed, keeps, press, refused, renderOnPage } from './cv3-kit';

beforeAll(() => signedIn(), 60_000);

type White = { personId: number; personName: string; reason?: string };
const whites = async () =>
  rowsOf<White>((await world.POST('/starSafety/alertWhite/page', { body: { pageNum: 1, pageSize: 100 } })).data);

it('白名单 add refuses a form without project and person keeping the reason, then adds with the server message', async () => {
  renderPart(<AddWhiteDialog projectId={undefined} types={[]} onClose={() => {}} onDone={() => {}} />);
  const user = person();
  const dialog = await dialogNamed('添加白名单');
  const reason = '塔吊附着钢筋绑扎作业';
  await user.type(labelled(dialog, '加入原因'), reason);
  await press(user, dialog);
  await refused(dialog, '请选择项目', '请选择人员');
  await keeps(labelled(dialog, '加入原因'), reason);
  await chooseOption(user, labelled(dialog, '项目'), '滨江花园二期住宅项目', '滨江');
  // The first person not yet on the list (the others' boxes cannot be ticked).
  const people = within(dialog).getByRole('list', { name: '可选人员' });
  const box = (await within(people).findAllByRole('checkbox')).find((b) => !b.hasAttribute('disabled'));
  const name = box?.closest('li')?.querySelector('span')?.textContent;
  if (!box || !name) throw new Error('no person to add in the world');
  await user.click(box);
  const points = within(dialog).getByRole('group', { name: '适用禁区' });
  const [point] = await within(points).findAllByRole('checkbox');
  if (point) await user.click(point);
  await press(user, dialog);
  await screen.findByText('操作成功');
  // On the world's list with the reason typed.
  expect((await whites()).find((w) => w.personName === name)).toMatchObject({ reason });
}, 60_000);

async function setting() {
  const { data } = await world.GET('/contract/msmalarm/get', { params: { query: { projectId: 1001 } } });
  if (!data) throw new Error('no SMS setting of 1001 in the world');
  return data;
}

it('短信报警设置 refuses a bad threshold keeping it, then saves with the server message', async () => {
  const saved = await setting();
  renderOnPage(<SettingForm projectId={1001} setting={saved} />, '/alarm/smsSetting');
  const user = person();
  const form = await screen.findByRole('form', { name: '短信报警设置' });
  const power = labelled(form, '电量低于');
  await user.clear(power);
  await user.type(power, '120');
  await press(user, form, '保存设置');
  await refused(form, '低电量阈值请输入 1–100 的整数');
  await keeps(power, '120');
  await user.clear(power);
  await user.type(power, '15');
  // A type not yet chosen, and a manager of the project not yet receiving (both from the world).
  const [type, { label }] = Object.entries(ALARM_TYPES).find(([c]) => !saved.alarmTypes.includes(Number(c)))!;
  await user.click(within(form).getByRole('checkbox', { name: label }));
  const { data } = await world.GET('/pc/org/manager', { params: { query: { project_id: 1001 } } });
  const manager = (data ?? []).find((m) => !saved.receivers?.some((r) => r.managerId === Number(m.id)))!;
  const option = `${manager.name}（${manager.post_name}） ${manager.mobile}`;
  await chooseOption(user, labelled(form, '选择接收人'), option, manager.name);
  await press(user, form, '添加接收人');
  await within(form.querySelector('tbody')!).findByText(manager.name);
  await press(user, form, '保存设置');
  await screen.findByText('操作成功');
  // The world holds what was saved.
  const after = await setting();
  expect(after.lowPowerPercent).toBe(15);
  expect(after.alarmTypes).toContain(Number(type));
  expect(after.receivers?.map((r) => r.managerId)).toContain(Number(manager.id));
}, 60_000);
