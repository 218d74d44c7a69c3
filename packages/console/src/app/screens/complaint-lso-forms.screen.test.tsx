// @vitest-environment jsdom
// 工人投诉, 不良行为 and 安全员's dialogs against the mock in-process (moved from tests/e2e/complaint-lso.test.ts, issue #27).
import type { ReactNode } from 'react';
import { beforeAll, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { PageRowOf } from '@site/sdk';
import { AddDialog } from '@/features/bad-record/bad-record-add-dialog';
import { HANDLE_PATHS, type BadRecord } from '@/features/bad-record/bad-record-model';
import { Review } from '@/features/bad-record/examine-page';
import { HandleDialog, type HandleAction } from '@/features/complaint/complaint-action-dialogs';
import { ConfigDialog } from '@/features/complaint/complaint-position-page';
import { TempPendingDialogs } from '@/features/complaint/temp-register-dialogs';
import { ApplyDialog } from '@/features/lso/job-apply-dialog';
import { ApproveDialog } from '@/features/lso/job-dialogs';
import type { LsoJob } from '@/features/lso/lso-model';
import { OfficerDialog } from '@/features/lso/officer-tab';
import { AddRecordDialog } from '@/features/lso/record-dialogs';
import { useOrgOptions } from '@/features/lso/use-org-options';
import { mockWorld } from './cv1-kit';
import { fill, press, refused, renderOnPage } from './cv3-kit';
import { chooseOption, labelled, lastBody, opened, person, renderPart, rowsOf, sent, signedIn, world } from './harness';

beforeAll(() => signedIn(), 60_000);

/** A list's first page. */
const FIRST = { pageNum: 1, pageSize: 10 };

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

type Complaint = PageRowOf<'/pc/worker/complaint/list'>;
const complaints = async () =>
  rowsOf<Complaint>(
    (await world.GET('/pc/worker/complaint/list', { params: { query: { pageNum: 1, pageSize: 100 } } })).data,
  );

/** A wage complaint (拖欠工资, 克扣工资): its 办结 asks for the amount paid. */
const isWage = (c: Complaint) => c.complaint_type === 1 || c.complaint_type === 2;

/** 投诉处理's action dialog on `c`, opened; `done`: once sent, the server's message, the body sent to the action's
 * path (the complaint's id and `body`) and the complaint's flow records `text`. */
async function handling(action: HandleAction, c: Complaint, heading: RegExp, confirmText: string) {
  const onClose = vi.fn();
  const level = c.handle_level ?? 1;
  const target = { id: c.id, complaintNo: c.complaint_no, complaintType: c.complaint_type, level };
  renderPart(<HandleDialog action={action} target={target} onClose={onClose} />);
  const at = await opened(heading, confirmText);
  const done = async (body: Record<string, unknown>, text: string) => {
    await screen.findByText('操作成功');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(lastBody(`/orgdept/complaint/${action}`)).toEqual({ id: c.id, ...body });
    const { data } = await world.GET('/orgdept/complaint/records', { params: { query: { id: c.id } } });
    expect(JSON.stringify(data)).toContain(text);
  };
  return { ...at, done };
}

it('终止 refuses an empty reason, then terminates and the flow shows the reason', async () => {
  const c = (await complaints()).find((r) => r.status === 1 && r.handle_level === 1 && !isWage(r))!;
  const { user, confirm, box, shows, done } = await handling('terminate', c, /终止投诉/, '终止');
  await confirm();
  await shows('请输入终止原因');
  await user.type(box('终止原因'), '投诉人已撤回');
  await confirm();
  await done({ reason: '投诉人已撤回' }, '投诉人已撤回');
}, 60_000);

it('下发 of a branch-level complaint refuses no organisation keeping the comment, then passes it to a project', async () => {
  const c = (await complaints()).find((r) => r.handle_level === 2 && r.status === 1)!;
  const { user, confirm, box, shows, done } = await handling('passDown', c, /下发投诉/, '下发');
  expect(box<HTMLSelectElement>('下发层级').value).toBe('1');
  await user.type(box('下发意见'), '请项目部 2 日内核实并答复');
  await confirm();
  await shows('请选择下发组织');
  expect(box('下发意见').value).toBe('请项目部 2 日内核实并答复');
  await chooseOption(user, box('下发组织'), '城南地铁5号线土建03标', '城南');
  await user.type(box('要求办结时限'), '2026-11-25 18:00');
  await confirm();
  const comment = '请项目部 2 日内核实并答复';
  await done({ targetLevel: 1, targetOrgId: 1002, comment, deadline: '2026-11-25 18:00:00' }, comment);
}, 60_000);

it('办结 of a wage complaint refuses no result and a bad amount keeping the text, then closes it', async () => {
  const c = (await complaints()).find((r) => r.status === 1 && isWage(r))!;
  const { user, confirm, box, shows, done } = await handling('deal', c, /办结投诉/, '办结');
  await user.type(box('办结说明'), '已退还工具押金 800 元');
  await user.type(box('已协调支付金额（元）'), '八百');
  await confirm();
  await shows('请选择办结结果', '请输入金额，最多两位小数');
  expect(box('办结说明').value).toBe('已退还工具押金 800 元');
  await user.selectOptions(box<HTMLSelectElement>('办结结果'), '1');
  await user.clear(box('已协调支付金额（元）'));
  await user.type(box('已协调支付金额（元）'), '800');
  await confirm();
  const dealContent = '已退还工具押金 800 元';
  await done({ dealResult: 1, dealContent, paidAmount: 800 }, dealContent);
}, 60_000);

it('处理岗位配置 编辑 refuses a time limit of 0, then saves the level with the position ticked', async () => {
  const configs = async () => (await world.POST('/orgdept/complaint/config/list', { body: {} })).data ?? [];
  const config = (await configs()).find((c) => c.level === 1)!;
  const onDone = vi.fn();
  renderPart(<ConfigDialog config={config} onClose={() => {}} onDone={onDone} />);
  const { dialog, user, confirm, box, shows } = await opened(/编辑项目级处理配置/);
  const position = (name: RegExp) => within(dialog).findByRole<HTMLInputElement>('checkbox', { name });
  expect((await position(/劳务管理员/)).checked).toBe(true);
  await user.clear(box('办理时限（小时）'));
  await user.type(box('办理时限（小时）'), '0');
  await confirm();
  await shows('办理时限为 1～720 小时');
  await user.clear(box('办理时限（小时）'));
  await user.type(box('办理时限（小时）'), '48');
  const safety = await position(/专职安全员/);
  await user.click(safety);
  await confirm();
  await screen.findByText('操作成功');
  await waitFor(() => expect(onDone).toHaveBeenCalled());
  // The positions ticked, in any order: those the level had and 专职安全员.
  const positionIds = expect.toSatisfy(
    (ids: number[]) => [...ids].sort().join() === [...config.positionIds, Number(safety.value)].sort().join(),
  );
  expect(lastBody('/orgdept/complaint/config/save')).toMatchObject({ level: 1, timeLimitHours: 48, positionIds });
  const saved = (await configs()).find((c) => c.orgId === config.orgId && c.level === 1);
  expect(saved).toMatchObject({ timeLimitHours: 48, positionIds });
}, 60_000);

/** An add dialog as its page opens it for a user of no one project (it asks for the project), its heading shown; a
 * person at it, its 确定 (or `confirmText`) and its onDone. */
async function adding(
  Dialog: (props: { projectId: number | undefined; onClose: () => void; onDone: () => void }) => ReactNode,
  heading: string,
  confirmText?: string,
) {
  const onDone = vi.fn();
  renderPart(<Dialog projectId={undefined} onClose={() => {}} onDone={onDone} />);
  return { ...(await opened(heading, confirmText)), onDone };
}

it('不良行为 登记 refuses a form without project and worker keeping the description, shows the handler, then saves', async () => {
  const { dialog, user, confirm, box, shows, onDone } = await adding(AddDialog, '登记不良行为');
  const description = '钢筋加工棚内未佩戴防护眼镜操作切断机';
  await user.type(box('行为描述'), description);
  await confirm();
  await shows('请选择项目', '请选择工人');
  expect(box('行为描述').value).toBe(description);
  await chooseOption(user, box(/^\*?\s*项目$/), '滨江花园二期住宅项目', '滨江');
  await chooseOption(user, box(/^\*?\s*工人$/), '李伟（钢筋班）', '李伟');
  await user.selectOptions(box<HTMLSelectElement>('行为类型'), '违章作业');
  await user.type(box('建议扣分'), '5');
  await waitFor(() => expect(within(dialog).getByLabelText('项目级处理人').textContent).toContain('周明'));
  await confirm();
  await screen.findByText('新增成功');
  await waitFor(() => expect(onDone).toHaveBeenCalled());
  const added = { projectId: 1001, workerId: 4002, badType: 1, deductScore: 5, description };
  expect(lastBody('/orgdept/workerBadRecord/add')).toMatchObject(added);
  // The project's list starts with it (the mock stores no workerName for it: reported).
  const { data } = await world.POST('/orgdept/workerBadRecord/page', { body: { ...FIRST, projectId: 1001 } });
  expect(rowsOf(data)[0]).toMatchObject({ description, workerId: 4002 });
}, 60_000);

/** Nothing was sent to `path` (a refusal stays in the browser). */
const nothingSentTo = (path: string) => expect(sent.filter((c) => c.path.endsWith(path))).toEqual([]);

it('不良行为审核 refuses a missing decision keeping the opinion, then passes the record up with the confirmed decision', async () => {
  const records = async () =>
    rowsOf<BadRecord>(
      (await world.POST('/orgdept/workerBadRecord/page', { body: { pageNum: 1, pageSize: 100 } })).data,
    );
  // The first record waiting for the project's handling, as the list's 审核 opens /examine on it.
  const waiting = (await records()).find((r) => r.status === 0 && r.recordNo)!;
  renderOnPage(<Review record={waiting} />, '/badRecord/list', 15, ['badrecord:handle']);
  const form = await screen.findByRole('form', { name: '项目级处理' });
  await waitFor(() => expect(screen.getByLabelText('本级处理人').textContent).toContain('周明'));
  const user = person();
  const opinion = '情况属实，停工学习 1 天，上报分公司';
  await user.type(labelled(form, '处理意见'), opinion);
  await press(user, form, '提交');
  await refused(form, '请选择处理结果');
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(labelled(form, '处理意见').value).toBe(opinion);
  await user.click(within(form).getByRole('radio', { name: '同意并上报上一级' }));
  await press(user, form, '提交');
  const confirm = await screen.findByRole('alertdialog');
  expect(confirm.textContent).toContain('确定以“同意并上报上一级”提交项目级处理意见吗？提交后不能修改。');
  nothingSentTo(HANDLE_PATHS[1]);
  await press(user, confirm, '提交');
  await screen.findByText('操作成功');
  // The score, punishment and fine the record came with are confirmed as they were.
  const { id, deductScore, punishment, fineAmount } = waiting;
  expect(lastBody(HANDLE_PATHS[1])).toEqual({ id, result: 1, opinion, deductScore, punishment, fineAmount });
  // Passed up: the record now waits for the branch, with the project's opinion.
  expect((await records()).find((r) => r.id === id)).toMatchObject({ status: 1, projectOpinion: opinion });
}, 60_000);

it('作业许可 审批 refuses a rejection without an opinion keeping the choice, then rejects with it', async () => {
  const jobs = async () =>
    rowsOf<LsoJob>((await world.POST('/starSafety/lso/job/page', { body: { pageNum: 1, pageSize: 100 } })).data);
  // 审批 is offered on a permit waiting for approval.
  const job = (await jobs()).find((j) => j.status === 0)!;
  const onDone = vi.fn();
  renderPart(<ApproveDialog job={job} onClose={() => {}} onDone={onDone} />);
  const { dialog, user, confirm, box, shows } = await opened(`审批作业许可：${job.jobNo}`);
  const reject = () => within(dialog).getByRole<HTMLInputElement>('radio', { name: '驳回' });
  await user.click(reject());
  await confirm();
  await shows('驳回须填写审批意见');
  nothingSentTo('/starSafety/lso/job/approve');
  expect(reject().checked).toBe(true);
  const opinion = '气体检测记录缺失，补录后重新申请';
  await user.type(box('审批意见'), opinion);
  await confirm();
  await screen.findByText('操作成功');
  await waitFor(() => expect(onDone).toHaveBeenCalled());
  expect(lastBody('/starSafety/lso/job/approve')).toEqual({ id: job.id, result: 2, opinion });
  expect((await jobs()).find((j) => j.id === job.id)).toMatchObject({ status: 2 });
}, 60_000);

/** 任命安全员 as its page opens it for a user of no one project: the projects of the organisation tree to choose from. */
function Appointing({ onDone }: { onDone: () => void }) {
  const { projects } = useOrgOptions();
  return <OfficerDialog officer={null} own={undefined} projects={projects} onClose={() => {}} onDone={onDone} />;
}

it('任命安全员 refuses a missing certificate keeping the project, manager and type, then appoints', async () => {
  const onDone = vi.fn();
  renderPart(<Appointing onDone={onDone} />);
  const { user, confirm, box, shows } = await opened('任命安全员');
  await chooseOption(user, box(/^\*?\s*项目$/), '滨江花园二期住宅项目', '滨江');
  const managers = (await world.GET('/pc/org/manager', { params: { query: { project_id: 1001 } } })).data ?? [];
  const manager = managers[0]!;
  const managerLabel = `${manager.name}（${manager.post_name ?? '—'}）`;
  await chooseOption(user, box(/^\*?\s*管理人员$/), managerLabel, manager.name.slice(0, 1));
  await user.selectOptions(box<HTMLSelectElement>(/^\*?\s*类型$/), '1');
  await confirm();
  await shows('请输入证书编号');
  nothingSentTo('/pc/safe/lso/assign');
  expect(box<HTMLSelectElement>(/^\*?\s*类型$/).value).toBe('1');
  expect(box(/^\*?\s*项目$/).textContent).toBe('滨江花园二期住宅项目');
  expect(box(/^\*?\s*管理人员$/).textContent).toBe(managerLabel);
  await user.type(box('证书编号'), '浙建安C(2024)0001');
  await confirm();
  await screen.findByText('新增成功');
  await waitFor(() => expect(onDone).toHaveBeenCalled());
  const appointed = { manager_id: manager.id, project_id: 1001, officer_type: 1, certificate_no: '浙建安C(2024)0001' };
  expect(lastBody('/pc/safe/lso/assign')).toEqual({ ...appointed, status: 1 });
  const { data } = await world.GET('/pc/safe/lso/list', { params: { query: { ...FIRST, project_id: 1001 } } });
  expect(rowsOf(data)).toContainEqual(expect.objectContaining(appointed));
}, 60_000);

it('新增作业记录 refuses a 旁站监督 without permit, area, time and problem text keeping the content, keeps the input through a server refusal, then sends the record', async () => {
  const { dialog, user, confirm, box, shows, onDone } = await adding(AddRecordDialog, '新增作业记录');
  const content = '屋面钢梁焊接动火旁站：接火盆到位，监护人在岗。';
  await user.type(box('记录内容'), content);
  await user.selectOptions(box<HTMLSelectElement>('记录类型'), '旁站监督');
  await user.click(within(dialog).getByRole('button', { name: '添加问题' }));
  await confirm();
  await shows('请选择项目', '旁站监督须关联作业许可', '请选择施工区域', '请选择记录时间', '请输入问题描述');
  nothingSentTo('/starSafety/lso/record/add');
  expect(box('记录内容').value).toBe(content);

  await chooseOption(user, box(/^\*?\s*项目$/), '滨江花园二期住宅项目', '滨江');
  const job = box('关联作业许可');
  await chooseOption(user, job, /^ZYP-20261123-002 /, 'ZYP-20261123-002');
  const area = box<HTMLSelectElement>('施工区域');
  await within(area).findByRole('option', { name: '2号楼' });
  await user.selectOptions(area, '2号楼');
  await user.type(box('记录时间'), '2026-11-23T09:30');
  const problem = within(dialog).getByRole('group', { name: '问题 1' });
  await user.type(labelled(problem, '问题描述'), '接火盆边缘有焊渣外溅');
  await user.selectOptions(labelled<HTMLSelectElement>(problem, '隐患等级'), '一般');
  await user.type(labelled(problem, '整改责任人'), '刘洋');
  await user.type(labelled(problem, '整改期限'), '2026-11-24');

  // The server refuses once (a failure asked of the mock for this world): what was typed and chosen stays.
  await mockWorld.fail({ operation: 'addLsoRecord', msg: '该作业许可已关闭，不能补录旁站记录', times: 1 });
  await confirm();
  await screen.findByText('该作业许可已关闭，不能补录旁站记录');
  expect(onDone).not.toHaveBeenCalled();
  expect(box('记录内容').value).toBe(content);
  expect(job.textContent).toMatch(/^ZYP-20261123-002 /);
  expect(labelled(problem, '问题描述').value).toBe('接火盆边缘有焊渣外溅');

  await confirm();
  await screen.findByText('新增成功');
  await waitFor(() => expect(onDone).toHaveBeenCalled());
  const record = {
    recordType: 2,
    jobId: 7301,
    projectId: 1001,
    areaId: 602,
    recordTime: '2026-11-23 09:30:00',
    content,
  };
  const problemSent = {
    description: '接火盆边缘有焊渣外溅',
    troubleLevel: 1,
    responsibleName: '刘洋',
    rectifyDeadline: '2026-11-24',
    rectifyStatus: 1,
  };
  expect(lastBody('/starSafety/lso/record/add')).toEqual({ ...record, problems: [problemSent] });
  const { data } = await world.POST('/starSafety/lso/record/page', { body: FIRST });
  expect(rowsOf(data)[0]).toMatchObject({ content, recordType: 2 });
}, 60_000);

it("作业许可 申请 refuses a form without type and workers keeping the content, then a period over the type's limit, then applies", async () => {
  const { dialog, user, confirm, box, shows, onDone } = await adding(ApplyDialog, '申请作业许可', '提交申请');
  const content = '集水井清淤与排水泵检修';
  await user.type(box('作业内容'), content);
  await confirm();
  await shows('请选择作业类型', '请至少选择一名作业人员');
  nothingSentTo('/starSafety/lso/job/apply');
  expect(box('作业内容').value).toBe(content);

  await chooseOption(user, box(/^\*?\s*项目$/), '滨江花园二期住宅项目', '滨江');
  const type = box<HTMLSelectElement>('作业类型');
  await within(type).findByRole('option', { name: '有限空间作业' });
  await user.selectOptions(type, '有限空间作业');
  const area = box<HTMLSelectElement>('施工区域');
  await within(area).findByRole('option', { name: '地下车库' });
  await user.selectOptions(area, '地下车库');
  await chooseOption(user, box(/^\*?\s*班组$/), '水电安装班（杭州安捷机电安装有限公司）', '水电');
  await user.click(await within(dialog).findByRole('checkbox', { name: /陈志刚/ }));
  await user.type(box('计划开始时间'), '2026-11-23T09:00');
  await user.type(box('计划结束时间'), '2026-11-23T18:00');
  await confirm();
  await shows('该类作业许可有效期最长 8 小时');
  nothingSentTo('/starSafety/lso/job/apply');
  expect(box('作业内容').value).toBe(content);
  expect(within(dialog).getByRole<HTMLInputElement>('checkbox', { name: /陈志刚/ }).checked).toBe(true);

  await fill(user, box('计划结束时间'), '2026-11-23T12:00');
  await confirm();
  await screen.findByText('提交成功');
  await waitFor(() => expect(onDone).toHaveBeenCalled());
  // 有限空间作业 3, 地下车库 603, 水电安装班 3005 of 杭州安捷机电安装有限公司 2004, 陈志刚 4005.
  const period = { planStartTime: '2026-11-23 09:00:00', planEndTime: '2026-11-23 12:00:00' };
  const permit = { jobType: 3, projectId: 1001, areaId: 603, content, companyId: 2004, teamId: 3005, ...period };
  expect(lastBody('/starSafety/lso/job/apply')).toEqual({ ...permit, workerIds: [4005] });
  // The new permit waits for approval, with one worker.
  const { data } = await world.POST('/starSafety/lso/job/page', { body: { pageNum: 1, pageSize: 100 } });
  const saved = rowsOf<LsoJob>(data).find((j) => j.content === content);
  expect(saved).toMatchObject({ ...permit, jobTypeName: '有限空间作业', status: 0, workerCount: 1 });
}, 60_000);
