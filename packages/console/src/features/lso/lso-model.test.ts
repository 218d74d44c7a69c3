import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  officerBody,
  JOB_STATUS,
  RECTIFY_STATUS,
  applyBody,
  canApprove,
  canClose,
  defaultPeriod,
  jobQuery,
  periodError,
  periodProblem,
  recordBody,
  recordFormSchema,
  recordQuery,
  type RecordForm,
} from './lso-model';

describe('status tables (spec descriptions)', () => {
  it.each([
    [0, '待审批'],
    [1, '作业中'],
    [2, '已驳回'],
    [3, '已关闭'],
    [4, '已过期'],
  ])('permit status %i is %s', (v, label) => expect(JOB_STATUS[v]?.label).toBe(label));
  it.each([
    [0, '无需整改'],
    [1, '待整改'],
    [2, '已整改'],
  ])('rectify status %i is %s', (v, label) => expect(RECTIFY_STATUS[v]?.label).toBe(label));
  it('pending permits are approved, permits in progress are closed', () => {
    expect([0, 1, 2, 3, 4].filter(canApprove)).toEqual([0]);
    expect([0, 1, 2, 3, 4].filter(canClose)).toEqual([1]);
  });
});

describe('queries and bodies', () => {
  it('job and record queries take numbers from the filters', () => {
    expect(jobQuery({ jobType: '3', status: '0', keyword: '' }, 1001)).toEqual({
      projectId: 1001,
      jobType: 3,
      status: 0,
      keyword: undefined,
      startDate: undefined,
      endDate: undefined,
    });
    expect(recordQuery({ officerId: '5002', rectifyStatus: '1' })).toMatchObject({ officerId: 5002, rectifyStatus: 1 });
  });
  it('apply: measures one per line, server date-times, company from the team', () => {
    expect(
      applyBody(
        {
          jobType: '3',
          jobLevel: '',
          areaId: '603',
          location: '集水井 JS-3',
          content: ' 集水井清淤 ',
          teamId: '3005',
          guardianName: '郑浩',
          workerIds: ['4005'],
          planStartTime: '2026-11-23T09:00',
          planEndTime: '2026-11-23T12:00',
          measures: '作业前通风 30 分钟\n\n 气体检测合格 ',
        },
        1001,
        2004,
      ),
    ).toEqual({
      jobType: 3,
      projectId: 1001,
      areaId: 603,
      location: '集水井 JS-3',
      content: '集水井清淤',
      companyId: 2004,
      teamId: 3005,
      guardianName: '郑浩',
      workerIds: [4005],
      planStartTime: '2026-11-23 09:00:00',
      planEndTime: '2026-11-23 12:00:00',
      measures: ['作业前通风 30 分钟', '气体检测合格'],
    });
  });
  it('plan period: end after start and within the type valid hours', () => {
    expect(periodProblem('2026-11-23T09:00', '2026-11-23T12:00', 8)).toBeNull();
    expect(periodProblem('2026-11-23T09:00', '2026-11-23T09:00', 8)).toBe('计划结束时间须晚于开始时间');
    expect(periodProblem('2026-11-23T09:00', '2026-11-23T18:00', 8)).toBe('该类作业许可有效期最长 8 小时');
  });
});

describe('dashboards', () => {
  it('default period is the first of the month to today', () => {
    expect(defaultPeriod(dayjs('2026-11-23'))).toEqual({ startDate: '2026-11-01', endDate: '2026-11-23' });
  });
  it('period needs both dates in order', () => {
    expect(periodError({ startDate: '2026-11-01', endDate: '2026-11-23' })).toBeNull();
    expect(periodError({ startDate: '2026-11-23', endDate: '2026-11-01' })).toBe('结束日期不能早于开始日期');
    expect(periodError({ startDate: '', endDate: '2026-11-01' })).toBe('请选择开始和结束日期');
  });
});

describe('安全员 form', () => {
  it('builds the officer body', () => {
    expect(
      officerBody(
        {
          manager_id: '5002',
          officer_type: '2',
          certificate_no: ' 浙建安C(2024)0001 ',
          certificate_expire: '',
          status: '0',
        },
        1001,
      ),
    ).toEqual({ manager_id: 5002, project_id: 1001, officer_type: 2, certificate_no: '浙建安C(2024)0001', status: 0 });
  });
});

describe('新增作业记录', () => {
  const form: RecordForm = {
    projectId: '1001',
    recordType: '1',
    jobId: '7301',
    areaId: '601',
    recordTime: '2026-11-23T08:10',
    content: ' 1号楼北侧临边巡查 ',
    problems: [
      {
        description: '18 层北侧临边防护栏杆缺失约 6 米',
        troubleLevel: '2',
        responsibleName: ' 刘洋 ',
        rectifyDeadline: '2026-11-23',
        rectifyStatus: '1',
      },
    ],
    images: ['https://static.example.invalid/a.jpg'],
  };
  it('builds the LsoRecordForm body; only a 旁站监督 keeps its permit', () => {
    expect(recordBody(form)).toEqual({
      recordType: 1,
      jobId: null,
      projectId: 1001,
      areaId: 601,
      recordTime: '2026-11-23 08:10:00',
      content: '1号楼北侧临边巡查',
      problems: [
        {
          description: '18 层北侧临边防护栏杆缺失约 6 米',
          troubleLevel: 2,
          responsibleName: '刘洋',
          rectifyDeadline: '2026-11-23',
          rectifyStatus: 1,
        },
      ],
      images: ['https://static.example.invalid/a.jpg'],
    });
    expect(recordBody({ ...form, recordType: '2' }).jobId).toBe(7301);
  });
  it('leaves out empty problems, photos and optional problem fields', () => {
    const body = recordBody({ ...form, problems: [], images: [] });
    expect(body).not.toHaveProperty('problems');
    expect(body).not.toHaveProperty('images');
    const p = recordBody({ ...form, problems: [{ ...form.problems[0]!, responsibleName: '', rectifyDeadline: '' }] });
    expect(p.problems?.[0]).toEqual({
      description: '18 层北侧临边防护栏杆缺失约 6 米',
      troubleLevel: 2,
      rectifyStatus: 1,
    });
  });
  it('a 旁站监督 must name its permit', () => {
    const r = recordFormSchema.safeParse({ ...form, recordType: '2', jobId: '' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toContain('旁站监督须关联作业许可');
    expect(recordFormSchema.safeParse(form).success).toBe(true);
  });
});
