// @vitest-environment jsdom
// 系统管理's dialogs against the mock in-process (moved from tests/e2e/system.test.ts, issue #27).
import { beforeAll, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { CorpDialog } from '@/features/system/corp-page';
import { labelled, person, renderPart, rowsOf, signedIn, world } from './harness';
import { lastBody } from './cv2-kit';

beforeAll(() => signedIn(), 60_000);

/** The open dialog under `heading`, its 确定 button, and a person to use it. */
async function opened(heading: string) {
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('heading', { name: heading });
  const user = person();
  return { dialog, user, confirm: () => user.click(within(dialog).getByRole('button', { name: '确定' })) };
}

it('新增企业 refuses a 17-character credit code keeping the name, then sends the upper-cased code', async () => {
  const onDone = vi.fn();
  renderPart(<CorpDialog corp={undefined} onClose={() => {}} onDone={onDone} />);
  const { dialog, user, confirm } = await opened('新增参建企业');
  await confirm();
  await within(dialog).findByText('企业名称不能为空');
  within(dialog).getByText('请选择企业类型');
  await user.type(labelled(dialog, '企业名称'), '浙江恒通建筑劳务有限公司');
  await user.type(labelled(dialog, '统一社会信用代码'), '91330110ma2kl0qt3');
  await user.selectOptions(labelled<HTMLSelectElement>(dialog, '企业类型'), '劳务分包');
  await confirm();
  await within(dialog).findByText('统一社会信用代码应为18位');
  expect(labelled(dialog, '企业名称').value).toBe('浙江恒通建筑劳务有限公司');
  await user.type(labelled(dialog, '统一社会信用代码'), 'g');
  await user.type(labelled(dialog, '注册资本（元）'), '8000000');
  await confirm();
  await screen.findByText('操作成功');
  await waitFor(() => expect(onDone).toHaveBeenCalled());
  expect(lastBody('/pc/org/corp/add')).toMatchObject({
    corp_name: '浙江恒通建筑劳务有限公司',
    credit_code: '91330110MA2KL0QT3G',
    corp_type: 2,
    reg_capital: 8000000,
  });
  const { data } = await world.GET('/pc/org/corp/page', {
    params: { query: { pageNum: 1, pageSize: 10, corp_name: '浙江恒通建筑劳务有限公司' } },
  });
  expect(rowsOf<{ credit_code: string }>(data).map((r) => r.credit_code)).toEqual(['91330110MA2KL0QT3G']);
}, 60_000);
