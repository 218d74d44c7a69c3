// The pure rules of 安全员 (001 §7.7): status tables of work permits and records with the spec's Chinese meanings, the
// list queries built from filters, the permit application body, the dashboard period and the chart rows.
import { labels, tags } from '@site/sdk';
import dayjs from 'dayjs';
import { z } from 'zod/mini';
import type { components } from '@site/sdk';
import type { FilterValues } from '@/lib/list-params';
import { formNumber as num, formText as text } from '@/domain/form-values';

type Schemas = components['schemas'];
export type LsoJob = Schemas['LsoJob'];
export type LsoRecord = Schemas['LsoRecord'];

/** 作业许可状态：0 待审批，1 作业中（已批准），2 已驳回，3 已关闭，4 已过期. */
export const JOB_STATUS = tags.LsoJob.status;

/** 作业类型. */
export const JOB_TYPES: Readonly<Record<number, string>> = labels.LsoJob.jobType;

/** 记录类型：1 日常巡查，2 旁站监督，3 专项检查. */
export const RECORD_TYPES = tags.LsoRecord.recordType;

/** 整改状态：0 无需整改，1 待整改，2 已整改. */
export const RECTIFY_STATUS = tags.LsoRecord.rectifyStatus;

/** 隐患等级：1 一般，2 较大，3 重大. */
export const TROUBLE_LEVELS = tags.LsoProblem.troubleLevel;

/** 审批结果：1 批准，2 驳回. */
export const APPROVE_RESULTS = tags.LsoApproval.result;

export { optionsOf } from '@/lib/options';

/** An export takes the list's filter with every row (the query schema carries paging). */
export const EXPORT_PAGE = { pageNum: 1, pageSize: 10000 } as const;

/** Filters of 作业许可 → LsoJobQuery (the export takes the same without paging). */
export function jobQuery(filters: FilterValues, projectId?: number) {
  return {
    projectId,
    jobType: num(filters.jobType) as Schemas['LsoJobQuery']['jobType'],
    status: num(filters.status) as Schemas['LsoJobQuery']['status'],
    keyword: text(filters.keyword),
    startDate: text(filters.startDate),
    endDate: text(filters.endDate),
  };
}

/** Filters of 作业记录 → LsoRecordQuery. */
export function recordQuery(filters: FilterValues, projectId?: number) {
  return {
    projectId,
    recordType: num(filters.recordType) as Schemas['LsoRecordQuery']['recordType'],
    officerId: num(filters.officerId),
    rectifyStatus: num(filters.rectifyStatus) as Schemas['LsoRecordQuery']['rectifyStatus'],
    startDate: text(filters.startDate),
    endDate: text(filters.endDate),
  };
}

/** A pending permit may be approved or rejected; one in progress may be closed. */
export const canApprove = (status: number) => status === 0;
export const canClose = (status: number) => status === 1;

export interface ApplyForm {
  jobType: string;
  jobLevel: string;
  areaId: string;
  location: string;
  content: string;
  teamId: string;
  guardianName: string;
  workerIds: string[];
  planStartTime: string;
  planEndTime: string;
  measures: string;
}

/** datetime-local (YYYY-MM-DDTHH:mm) → YYYY-MM-DD HH:mm:ss. */
const fromLocalDateTime = (v: string): string =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v) ? `${v.slice(0, 10)} ${v.slice(11, 16)}:00` : v;

/** Why a plan period is not acceptable (end after start, within the type's valid hours), or null. */
export function periodProblem(start: string, end: string, validHours?: number): string | null {
  const s = dayjs(start);
  const e = dayjs(end);
  if (!s.isValid() || !e.isValid()) return null;
  if (!e.isAfter(s)) return '计划结束时间须晚于开始时间';
  if (validHours && e.diff(s, 'minute') > validHours * 60) return `该类作业许可有效期最长 ${validHours} 小时`;
  return null;
}

export function applyBody(form: ApplyForm, projectId: number, companyId?: number): Schemas['LsoJobApplyBody'] {
  const measures = form.measures
    .split(/\n+/)
    .map((m) => m.trim())
    .filter(Boolean);
  return {
    jobType: Number(form.jobType) as Schemas['LsoJobApplyBody']['jobType'],
    ...(form.jobLevel ? { jobLevel: form.jobLevel } : {}),
    projectId,
    areaId: Number(form.areaId),
    ...(text(form.location) ? { location: form.location.trim() } : {}),
    content: form.content.trim(),
    ...(companyId ? { companyId } : {}),
    teamId: Number(form.teamId),
    ...(text(form.guardianName) ? { guardianName: form.guardianName.trim() } : {}),
    workerIds: form.workerIds.map(Number),
    planStartTime: fromLocalDateTime(form.planStartTime),
    planEndTime: fromLocalDateTime(form.planEndTime),
    ...(measures.length ? { measures } : {}),
  };
}

export interface Period {
  startDate: string;
  endDate: string;
}

/** The default dashboard period: the first of this month to today. */
export function defaultPeriod(today = dayjs()): Period {
  return { startDate: today.startOf('month').format('YYYY-MM-DD'), endDate: today.format('YYYY-MM-DD') };
}

export function periodError(p: Period): string | null {
  if (!p.startDate || !p.endDate) return '请选择开始和结束日期';
  if (p.endDate < p.startDate) return '结束日期不能早于开始日期';
  return null;
}

export const percent = (v: number | null | undefined) => (v === null || v === undefined ? '—' : `${v.toFixed(2)}%`);

/** 安全员 form (assign or edit). */
export const officerFormSchema = z.object({
  manager_id: z.string().check(z.minLength(1, '请选择管理人员')),
  officer_type: z.string().check(z.minLength(1, '请选择类型')),
  certificate_no: z.string().check(z.trim(), z.minLength(1, '请输入证书编号'), z.maxLength(50, '证书编号最多50字')),
  certificate_expire: z.string(),
  status: z.string(),
});
export type OfficerForm = z.infer<typeof officerFormSchema>;

export const OFFICER_TYPES = tags.LsoOfficer.officer_type;
export const OFFICER_STATUS = tags.LsoOfficer.status;

export function officerBody(v: OfficerForm, projectId: number, id?: number) {
  return {
    ...(id ? { id } : {}),
    manager_id: Number(v.manager_id),
    project_id: projectId,
    officer_type: (v.officer_type === '2' ? 2 : 1) as 1 | 2,
    certificate_no: v.certificate_no.trim(),
    ...(v.certificate_expire ? { certificate_expire: v.certificate_expire } : {}),
    status: (v.status === '0' ? 0 : 1) as 0 | 1,
  };
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** 新增作业记录: a 旁站监督 names the permit it supervised; each problem found says what and how serious. */
export const recordFormSchema = z
  .object({
    projectId: z.string().check(z.minLength(1, '请选择项目')),
    recordType: z.string().check(z.minLength(1, '请选择记录类型')),
    jobId: z.string(),
    areaId: z.string().check(z.minLength(1, '请选择施工区域')),
    recordTime: z.string().check(z.regex(DATE_TIME, '请选择记录时间')),
    content: z.string().check(z.trim(), z.minLength(1, '请输入记录内容'), z.maxLength(500, '记录内容最多500字')),
    problems: z.array(
      z.object({
        description: z
          .string()
          .check(z.trim(), z.minLength(1, '请输入问题描述'), z.maxLength(200, '问题描述最多200字')),
        troubleLevel: z.string().check(z.minLength(1, '请选择隐患等级')),
        responsibleName: z.string().check(z.trim(), z.maxLength(20, '责任人最多20字')),
        rectifyDeadline: z.string(),
        rectifyStatus: z.string(),
      }),
    ),
    images: z.array(z.string()),
  })
  .check(
    z.refine((v) => v.recordType !== '2' || v.jobId !== '', { message: '旁站监督须关联作业许可', path: ['jobId'] }),
  );
export type RecordForm = z.infer<typeof recordFormSchema>;
export type RecordProblemForm = RecordForm['problems'][number];

export const emptyProblem = (): RecordProblemForm => ({
  description: '',
  troubleLevel: '',
  responsibleName: '',
  rectifyDeadline: '',
  rectifyStatus: '1',
});

/** The 新增作业记录 form → LsoRecordForm (only a 旁站监督 carries its permit; empty optional fields are left out). */
export function recordBody(v: RecordForm): Schemas['LsoRecordForm'] {
  const problems = v.problems.map((p) => ({
    description: p.description.trim(),
    troubleLevel: Number(p.troubleLevel) as Schemas['LsoProblem']['troubleLevel'],
    ...(text(p.responsibleName) ? { responsibleName: p.responsibleName.trim() } : {}),
    ...(p.rectifyDeadline ? { rectifyDeadline: p.rectifyDeadline } : {}),
    rectifyStatus: Number(p.rectifyStatus || '1') as NonNullable<Schemas['LsoProblem']['rectifyStatus']>,
  }));
  return {
    recordType: Number(v.recordType) as Schemas['LsoRecordForm']['recordType'],
    jobId: v.recordType === '2' && v.jobId ? Number(v.jobId) : null,
    projectId: Number(v.projectId),
    areaId: Number(v.areaId),
    recordTime: fromLocalDateTime(v.recordTime),
    content: v.content.trim(),
    ...(problems.length ? { problems } : {}),
    ...(v.images.length ? { images: v.images } : {}),
  };
}
