// @vitest-environment jsdom
// 值班配置's 新增 dialog against the mock in-process (moved from tests/e2e/duty-task-stats.test.ts, issue #27).
import { beforeAll, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { ConfigDialog } from '@/features/duty/config-dialog';
import { dutyProjectsQuery } from '@/features/duty/duty-queries';
import { chooseOption, nextBody, opened, renderPart, rowsOf, signedIn, world } from './harness';
import { fill, keeps, refused } from './cv3-kit';

beforeAll(() => signedIn(), 60_000);

/** 值班配置's dialog with the projects its page reads (the administrator has no project of its own). */
function NewConfig({ onClose }: { onClose: () => void }) {
  const projects = useQuery(dutyProjectsQuery());
  const options = (projects.data ?? []).map((p) => ({ value: String(p.projectId), label: p.projectName }));
  return <ConfigDialog config={undefined} projectOptions={options} defaultProject={undefined} onClose={onClose} />;
}

it('新增值班配置 refuses a missing person and a wrong time keeping what was typed, then confirms the conflicts and saves', async () => {
  const onClose = vi.fn();
  renderPart(<NewConfig onClose={onClose} />);
  const { dialog, user, confirm, box } = await opened('新增值班配置');
  await fill(user, box('开始时间'), '09:00');
  await fill(user, box('结束时间'), '08:00');
  await fill(user, box('最短时长（分钟）'), '180');
  await confirm();
  await refused(dialog, '请选择值班人员', '结束时间须晚于开始时间');
  await keeps(box('最短时长（分钟）'), '180');
  // The check refuses a time overlapping another enabled configuration of the same person: arrange one first.
  const arranged = await world.POST('/starSafety/duty/config/add', {
    body: {
      projectId: 1001,
      dutyType: 1,
      userId: 5005,
      weekDays: [3],
      startTime: '10:00',
      endTime: '12:00',
      minDurationMinutes: 60,
      buildingIds: [601],
      effectiveStartDate: '2026-11-01',
      effectiveEndDate: '2026-12-31',
      status: 1,
    },
  });
  expect(arranged.code).toBe(0);
  await chooseOption(user, box('项目'), '滨江花园二期住宅项目', '滨江');
  await chooseOption(user, box('值班人员'), /^林峰（/, '林峰');
  await user.selectOptions(box<HTMLSelectElement>('值班类型'), '2');
  await fill(user, box('结束时间'), '16:00');
  await user.click(await within(dialog).findByRole('checkbox', { name: '塔吊作业区' }));
  const check = nextBody('/starSafety/duty/config/addCheck');
  await confirm();
  expect(await check).toMatchObject({
    projectId: 1001,
    userId: 5005,
    dutyType: 2,
    startTime: '09:00',
    endTime: '16:00',
    minDurationMinutes: 180,
    weekDays: [1, 2, 3, 4, 5],
    buildingIds: [604],
  });
  const conflicts = await screen.findByRole('alertdialog');
  await within(conflicts).findByText('值班配置校验未通过');
  expect(conflicts.textContent).toContain('与已有配置时段重叠：10:00-12:00');
  const save = nextBody('/starSafety/duty/config/add');
  await user.click(within(conflicts).getByRole('button', { name: '仍然提交' }));
  expect(await save).toMatchObject({ userId: 5005, dutyType: 2, startTime: '09:00', endTime: '16:00' });
  await screen.findByText('操作成功');
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  // The world holds the new 带班 beside the arranged 值班.
  const { data } = await world.GET('/starSafety/duty/config/list', {
    params: { query: { pageNum: 1, pageSize: 100, projectId: 1001, dutyType: 2 } },
  });
  expect(rowsOf(data)).toContainEqual(
    expect.objectContaining({ userId: 5005, startTime: '09:00', endTime: '16:00', buildingIds: [604] }),
  );
}, 60_000);
