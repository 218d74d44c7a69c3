// @vitest-environment jsdom
// 法务服务's dialogs against the mock in-process (moved from tests/e2e/legal.test.ts, issue #27).
import { beforeAll, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { AccountDialog } from '@/features/legal/account-dialogs';
import { chooseOption, labelled, person, renderPart, rowsOf, signedIn, world } from './harness';

beforeAll(() => signedIn(), 60_000);

type Account = { account: string; userName: string; roleIds?: number[] };

it('新增账号 refuses a missing account keeping what was typed, then sends and shows the server message', async () => {
  const onDone = vi.fn();
  renderPart(<AccountDialog account={null} onClose={() => {}} onDone={onDone} />);
  const user = person();
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('heading', { name: '新增法务账号' });
  await chooseOption(user, labelled(dialog, '所属组织'), '华建集团第一分公司', '第一分公司');
  await chooseOption(user, labelled(dialog, '选择人员'), /^林峰/, '林峰');
  await waitFor(() => expect(labelled(dialog, '姓名').value).toBe('林峰'));
  await user.click(within(dialog).getByRole('button', { name: '确定' }));
  await within(dialog).findByText('请输入登录账号');
  within(dialog).getByText('角色不能为空');
  expect(labelled(dialog, '手机号').value).toBe('13905710005');
  await user.type(labelled(dialog, '登录账号'), 'linfeng');
  await user.click(labelled(dialog, '法务专员'));
  await user.click(within(dialog).getByRole('button', { name: '确定' }));
  await screen.findByText('新增成功');
  await waitFor(() => expect(onDone).toHaveBeenCalled());
  // The world holds the account as typed, with the role ticked.
  const { data } = await world.GET('/legal-service/account/page', { params: { query: { pageNum: 1, pageSize: 50 } } });
  expect(rowsOf<Account>(data).find((a) => a.account === 'linfeng')).toMatchObject({ userName: '林峰', roleIds: [2] });
}, 60_000);
