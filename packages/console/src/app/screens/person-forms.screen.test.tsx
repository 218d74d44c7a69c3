// @vitest-environment jsdom
// 人员管理's dialogs against the mock in-process (moved from tests/e2e/person.test.ts, issue #27).
import { beforeAll, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { components } from '@site/sdk';
import { BlacklistDialog } from '@/features/person/blacklist-tab';
import { ConfigDialog } from '@/features/person/blacklist-config-tab';
import { EvaluationDialog } from '@/features/person/evaluation-dialogs';
import { WorkerDetail } from '@/features/person/worker-detail-page';
import { session } from '@/platform/session-store';
import { renderOnPage } from './cv3-kit';
import { control, lastBody, mockFetch, opened, renderPart, rowsOf, sent, signedIn, world } from './harness';
import { pick } from './rf3-kit';

beforeAll(() => signedIn(), 60_000);

type Schemas = components['schemas'];
const FIRST = { pageNum: 1, pageSize: 10 };

/** The server's message as a toast, then the dialog's onDone. */
async function saved(onDone: () => void, message = '操作成功') {
  await screen.findByText(message);
  await waitFor(() => expect(onDone).toHaveBeenCalled());
}

const blacklisted = async (name: string) =>
  rowsOf<Schemas['BlacklistWorker']>(
    (await world.GET('/pc/worker/black/list', { params: { query: { ...FIRST, name } } })).data,
  )[0]!;

it('黑名单 edit refuses an empty name keeping the reason typed, then saves with the server message', async () => {
  const onDone = vi.fn();
  renderPart(<BlacklistDialog row={await blacklisted('鲁某某')} onClose={() => {}} onDone={onDone} />);
  const { user, confirm, box, shows } = await opened('编辑黑名单：鲁某某');
  await user.clear(box('姓名'));
  await user.clear(box('列入原因'));
  await user.type(box('列入原因'), '高处作业拒不系安全带，三次被清退');
  await user.clear(box(/到期日期/));
  await user.type(box(/到期日期/), '2026-01-01');
  await confirm();
  await shows('姓名不能为空', '到期日期不能早于生效日期');
  expect(box('列入原因').value).toBe('高处作业拒不系安全带，三次被清退');
  await user.type(box('姓名'), '鲁某某');
  await user.clear(box(/到期日期/));
  await user.type(box(/到期日期/), '2027-09-13');
  await confirm();
  await saved(onDone);
  expect(await blacklisted('鲁某某')).toMatchObject({
    reason: '高处作业拒不系安全带，三次被清退',
    end_date: '2027-09-13',
  });
}, 60_000);

type Evaluated = Schemas['EvaluationWorker'];
const evaluated = async (name: string) =>
  rowsOf<Evaluated>(
    (await world.GET('/pc/evaluation/worker/list', { params: { query: { ...FIRST, name } } })).data,
  )[0]!;

it('工人评价 评价 refuses an empty item and score keeping the description, then adds with the server message', async () => {
  const onDone = vi.fn();
  const before = await evaluated('刘洋');
  renderPart(<EvaluationDialog worker={before} onClose={() => {}} onDone={onDone} />);
  const { dialog, user, confirm, box, shows } = await opened('评价工人：刘洋');
  await user.type(box('说明'), '2号楼 12 层外架搭设时未系安全带');
  await confirm();
  await shows('请输入评价项', '请输入分值');
  expect(box('说明').value).toBe('2号楼 12 层外架搭设时未系安全带');
  await user.type(box('评价项'), '高处作业未系安全带');
  const score = within(dialog).getByLabelText<HTMLInputElement>('扣分');
  await user.type(score, '200');
  await confirm();
  await shows('分值为 0～100 的数字，最多1位小数');
  await user.clear(score);
  await user.type(score, '10');
  await user.click(within(dialog).getByRole('checkbox', { name: '未戴安全帽' }));
  await confirm();
  await saved(onDone, '新增成功');
  expect(lastBody('/pc/evaluation/add')).toMatchObject({
    worker_id: 4004,
    appraise_type: 2,
    item_name: '高处作业未系安全带',
    score: 10,
  });
  // The world counts the deduction: 10 points off, one violation more, and the record (a negative score).
  const after = await evaluated('刘洋');
  expect(after.total_score).toBe(before.total_score - 10);
  expect(after.violation_count).toBe((before.violation_count ?? 0) + 1);
  const records = await world.GET('/pc/appraise/worker/list', { params: { query: { ...FIRST, worker_id: 4004 } } });
  expect(rowsOf(records.data)).toContainEqual(expect.objectContaining({ item_name: '高处作业未系安全带', score: -10 }));
}, 60_000);

it('黑名单 核验配置 编辑 refuses SMS without a mobile keeping the choice, then saves', async () => {
  const onDone = vi.fn();
  const [config] = (await world.GET('/pc/worker/black/check/config/list')).data ?? [];
  renderPart(<ConfigDialog config={config!} onClose={() => {}} onDone={onDone} />);
  const { dialog, user, confirm, box, shows } = await opened(/^核验配置：/);
  await user.selectOptions(box<HTMLSelectElement>('命中后处理'), '2');
  const sms = within(dialog).getByLabelText<HTMLInputElement>('命中时短信通知');
  if (!sms.checked) await user.click(sms);
  await user.clear(box('接收通知的手机号'));
  await confirm();
  await shows('开启短信通知时请填写接收手机号');
  expect(box<HTMLSelectElement>('命中后处理').value).toBe('2');
  await user.type(box('接收通知的手机号'), '13905710002');
  await confirm();
  await saved(onDone);
}, 60_000);

it('工人详情 更换照片 refuses a picture over 5 MB sending nothing, then uploads one (multipart with worker_id) and shows it', async () => {
  const { data: worker } = await world.GET('/pc/worker/detail', { params: { query: { id: 4001 } } });
  // The detail's 更换照片 asks 工人花名册's edit bit.
  renderOnPage(<WorkerDetail worker={worker!} />, '/person/worker');
  const photo = await screen.findByLabelText<HTMLInputElement>('更换照片');
  const uploads = () => sent.filter((c) => c.path.endsWith('/api/personnel/uploadimg'));
  await pick(photo, new File([new Uint8Array(5 * 1024 * 1024 + 1)], '大图.jpg', { type: 'image/jpeg' }));
  await screen.findByText('文件不能超过 5 MB');
  expect(uploads()).toEqual([]);

  await pick(photo, new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], '张建国-人脸.jpg', { type: 'image/jpeg' }));
  await screen.findByText('上传成功');
  expect(uploads()).toHaveLength(1);
  // What the server received (the mock's journal of this world): the file and the worker's id, as a form.
  const received = await control<{ contentType: string; body: string }[]>(
    'GET',
    '/requests?operation=uploadPersonnelImage',
    undefined,
  );
  expect(received.at(-1)?.contentType).toMatch(/^multipart\/form-data/);
  expect(received.at(-1)?.body).toMatch(/name="file"; filename="/);
  expect(received.at(-1)?.body).toMatch(/name="worker_id"\r\n\r\n4001/);
  // The photo shown is the file the world stored for this upload: its bytes are the picture's.
  const shown = await screen.findByRole('img', { name: '张建国的人脸照片' });
  await waitFor(() => expect(shown.getAttribute('src')).toMatch(/^\/api\/mock-assets\/files\//));
  const stored = await mockFetch(`${window.location.origin}${shown.getAttribute('src')}`, {
    headers: { authorization: `Bearer ${session.getToken()}` },
  });
  expect([...new Uint8Array(await stored.arrayBuffer())]).toEqual([0xff, 0xd8, 0xff, 0xe0]);
}, 60_000);
