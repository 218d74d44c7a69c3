// @vitest-environment jsdom
// 工人投诉 and 安全员's dialogs against the mock in-process (moved from tests/e2e/complaint-lso.test.ts, issue #27).
import { beforeAll, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { TempPendingDialogs } from '@/features/complaint/temp-register-dialogs';
import { opened, renderPart, signedIn, world } from './harness';

beforeAll(() => signedIn(), 60_000);

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
