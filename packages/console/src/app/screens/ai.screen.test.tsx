// @vitest-environment jsdom
// AI 人脸抓拍's 识别反馈 dialog against the mock in-process (moved from tests/e2e/ai.test.ts, issue #27).
import { beforeAll, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { FeedbackDialog, feedbackTarget } from '@/features/ai/feedback-dialog';
import { labelled, nextBody, person, renderPart, rowsOf, signedIn, world } from './harness';
import { dialogNamed, keeps, press, refused } from './cv3-kit';

beforeAll(() => signedIn(), 60_000);

type Capture = { id: number; workerName?: string | null; feedbackStatus?: number | null };
const faces = async () =>
  rowsOf<Capture>(
    (await world.GET('/bam-service/api/v1/aiResults/face', { params: { query: { pageNum: 1, pageSize: 50 } } })).data,
  );

it('反馈 refuses no result and a missing worker keeping the remark, then sends and shows the server message', async () => {
  const capture = (await faces()).find((r) => r.workerName && !r.feedbackStatus);
  if (!capture) throw new Error('no capture without feedback in the world');
  const row = { snapUrl: '', captureTime: '2026-11-23 08:00:00', ...capture, feedbackStatus: 0 };
  renderPart(<FeedbackDialog target={feedbackTarget(row, capture.workerName)} onClose={() => {}} />);
  const user = person();
  const dialog = await dialogNamed(`识别反馈：${capture.workerName}`);
  const remark = '实为孙海涛，戴口罩导致相似度偏低';
  await user.type(labelled(dialog, '备注'), remark);
  await press(user, dialog);
  await refused(dialog, '请选择反馈结果');
  await user.selectOptions(labelled<HTMLSelectElement>(dialog, '反馈结果'), '识别错误');
  await press(user, dialog);
  await refused(dialog, '请输入正确工人的编号');
  await keeps(labelled(dialog, '备注'), remark);
  await user.type(labelled(dialog, '正确工人编号'), '4007');
  const body = nextBody('/aiResults/feedback');
  await press(user, dialog);
  expect(await body).toEqual({ captureId: capture.id, feedbackType: 2, correctWorkerId: 4007, remark });
  await screen.findByText('操作成功');
  // The world holds 识别错误 for the capture.
  expect((await faces()).find((r) => r.id === capture.id)?.feedbackStatus).toBe(2);
}, 60_000);
