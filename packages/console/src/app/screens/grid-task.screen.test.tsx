// @vitest-environment jsdom
// 网格化巡检's task and hazard dialogs against the mock in-process (moved from tests/e2e/grid-task.test.ts, issue #27).
import { useState } from 'react';
import { beforeAll, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { TaskDialogs } from '@/features/grid-task/point-task-detail-page';
import { TroubleItemDialog } from '@/features/grid-task/trouble-item-dialog';
import { chooseOption, nextBody, opened, renderPart, signedIn, world } from './harness';
import { fill, keeps, refused } from './cv3-kit';
import { mockWorld } from './cv1-kit';

beforeAll(() => signedIn(), 60_000);

type Task = Parameters<typeof TaskDialogs>[0]['task'];
type Pending = Parameters<typeof TaskDialogs>[0]['pending'];

const taskInWorld = async (id: number) =>
  (await world.POST('/grid/ginCheckPointTaskList/getDetail', { body: { id } })).data!;

/** 点位任务详情's dialogs of `task`, 提交检查结论 open (存在隐患 goes on to 登记隐患; a dialog done closes, as on the page). */
function Conclude({ task }: { task: Task }) {
  const [pending, setPending] = useState<Pending>('safeStatus');
  return <TaskDialogs task={task} pending={pending} onPending={setPending} onDone={() => setPending(null)} />;
}

it('提交检查结论 refuses 安全 with a 不合格 item keeping the remark; 存在隐患 leads to 登记隐患, which refuses an empty form', async () => {
  // Task 17003 has not been checked yet in the world; its check items (those of its point's categories) are its detail's.
  const unchecked = await taskInWorld(17003);
  expect(unchecked.safeStatus).toBe(0);
  const items = (unchecked.itemResults ?? []).map((i) => i.itemId);
  expect(items.length).toBeGreaterThan(1);
  expect(unchecked.itemResults?.every((i) => i.result === 0)).toBe(true);
  renderPart(<Conclude task={unchecked} />);
  const conclusion = await opened('提交检查结论');
  const { user, confirm, box } = conclusion;
  // The first item is found wanting, the others pass.
  for (const [i, itemId] of items.entries())
    await user.selectOptions(conclusion.dialog.querySelector<HTMLSelectElement>(`#ss-item-${itemId}`)!, i ? '1' : '2');
  await user.click(within(conclusion.dialog).getByRole('radio', { name: '安全（未发现隐患）' }));
  await user.type(box('备注'), '冠梁裂缝较20日有发展');
  await confirm();
  await refused(conclusion.dialog, '存在不合格项时，检查结论应为“存在隐患”');
  await keeps(box('备注'), '冠梁裂缝较20日有发展');
  await user.click(within(conclusion.dialog).getByRole('radio', { name: '存在隐患' }));
  const concluded = nextBody('/udpateSafeStatus');
  await confirm();
  expect(await concluded).toEqual({
    taskId: 17003,
    safeStatus: 2,
    itemResults: items.map((itemId, i) => ({ itemId, result: i === 0 ? 2 : 1 })),
    remark: '冠梁裂缝较20日有发展',
  });
  await screen.findByText('操作成功');
  expect((await taskInWorld(17003)).safeStatus).toBe(2);

  // 存在隐患 → 登记隐患 opens at once.
  const trouble = await opened('登记隐患');
  await trouble.user.type(trouble.box('隐患描述'), '2号楼3层楼梯口临边缺挡脚板');
  await trouble.confirm();
  await refused(trouble.dialog, '请选择隐患分类', '请选择整改责任人');
  await keeps(trouble.box('隐患描述'), '2号楼3层楼梯口临边缺挡脚板');
  const category = trouble.box<HTMLSelectElement>('隐患分类');
  await within(category).findByText(/临边防护/);
  await trouble.user.selectOptions(category, '11');
  const item = trouble.box<HTMLSelectElement>('检查项');
  await waitFor(() => expect(item.querySelector('option[value="1101"]')).not.toBeNull());
  await trouble.user.selectOptions(item, '1101');
  await keeps(trouble.box<HTMLSelectElement>('隐患等级'), '1');
  await waitFor(() => expect(trouble.box('整改期限').value).toMatch(/^\d{4}-\d{2}-\d{2}$/));
  await chooseOption(trouble.user, trouble.box('整改单位'), '浙江宏达建筑劳务有限公司', '宏达');
  await chooseOption(trouble.user, trouble.box('整改责任人'), '郑浩', '郑浩');
  const added = nextBody('/addTrouble');
  await trouble.confirm();
  expect(await added).toMatchObject({
    taskId: 17003,
    categoryId: 11,
    itemId: 1101,
    troubleLevel: 1,
    description: '2号楼3层楼梯口临边缺挡脚板',
    companyId: 2001,
    rectifyUserId: 5003,
  });
  // The server's 操作成功 (the first one's may still be shown), and the dialog closes.
  await screen.findAllByText('操作成功');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  // The world gave the task its hazard (待整改, 一般, 郑浩).
  expect(await taskInWorld(17003)).toMatchObject({ troubleStatus: 1, troubleLevel: 1, rectifyUserName: '郑浩' });
}, 60_000);

it('编辑隐患条目 refuses an empty content and a fractional deadline, keeps what was typed through a server refusal, then sends the pc-service body', async () => {
  // Task 17001's hazard, as the world's 隐患处理 reads it.
  const { data: hazard } = await world.GET('/pc/trouble/detail/{task_id}/{type}', {
    params: { path: { task_id: 17001, type: 1 } },
  });
  const onDone = vi.fn();
  const item = { id: hazard!.item_id!, categoryId: hazard!.category_id! };
  renderPart(<TroubleItemDialog detail={hazard!} item={item} onClose={() => {}} onDone={onDone} />);
  const { dialog, user, confirm, box } = await opened('编辑隐患条目');
  // The form starts from the item behind the hazard, at the hazard's level, as the world's detail gives them.
  await keeps(box('检查内容'), hazard!.item_content!);
  await keeps(box<HTMLSelectElement>('隐患等级'), String(hazard!.trouble_level));
  await keeps(box('整改期限（天）'), String(hazard!.item_rectify_days));
  await keeps(box('依据条款'), hazard!.item_basis!);
  await user.clear(box('检查内容'));
  await fill(user, box('整改期限（天）'), '0.5');
  await confirm();
  await refused(dialog, '请输入检查内容', '整改期限为 1–999 的整数天数');
  await user.type(box('检查内容'), '配电箱无门锁、无防雨罩或PE线端子松动');
  await fill(user, box('整改期限（天）'), '2');
  await fill(user, box('整改措施'), '紧固PE线端子，加装门锁与防雨罩，班前检查');
  // The server refuses once: its message shows and what was typed stays.
  await mockWorld.fail({ operation: 'editTroubleItem', msg: '该检查项已被停用，不能编辑', times: 1 });
  await confirm();
  await screen.findByText('该检查项已被停用，不能编辑');
  await keeps(box('检查内容'), '配电箱无门锁、无防雨罩或PE线端子松动');
  await keeps(box('整改期限（天）'), '2');
  const body = nextBody('/pc/trouble/items/edit');
  await confirm();
  expect(await body).toEqual({
    id: hazard!.item_id,
    category_id: hazard!.category_id,
    content: '配电箱无门锁、无防雨罩或PE线端子松动',
    trouble_level: hazard!.trouble_level,
    rectify_days: 2,
    basis: hazard!.item_basis,
    measure: '紧固PE线端子，加装门锁与防雨罩，班前检查',
  });
  await screen.findByText('操作成功');
  await waitFor(() => expect(onDone).toHaveBeenCalled());
}, 60_000);
