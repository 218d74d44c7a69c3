// The pure rules of 不良行为记录 (001 §7.8, §4: handled at project level, then branch, then company): status and type
// tables, which level a record waits at and which call handles it there, what each level may decide, and the request
// bodies built from the forms.
import { labels, tags } from '@site/sdk';
import type { components } from '@site/sdk';
import type { FilterValues } from '@/lib/list-params';
import { formNumber as num, formText as text } from '@/domain/form-values';

type Schemas = components['schemas'];
export type BadRecord = Schemas['BadRecord'];

/** 状态：0 待项目处理，1 待分公司处理，2 待公司处理，3 已完结，4 已驳回. */
export const BAD_STATUS = tags.BadRecord.status;

/** 不良行为类型. */
export const BAD_TYPES: Readonly<Record<number, string>> = labels.BadRecord.badType;

/** 处罚措施. */
export const PUNISHMENTS: Readonly<Record<number, string>> = labels.BadRecord.punishment;

/** 层级：1 项目，2 分公司，3 公司. */
export const LEVELS: Record<number, string> = { 1: '项目', 2: '分公司', 3: '公司' };

/** 处理结果：1 同意并上报上一级，2 驳回（记录作废），3 同意并在本级完结. */
export const RESULTS: Record<number, string> = { 1: '同意并上报上一级', 2: '驳回（记录作废）', 3: '同意并在本级完结' };

export { optionsOf } from '@/lib/options';

/** The level a record waits at: status 0 → project (1), 1 → branch (2), 2 → company (3); finished ones none. */
export const pendingLevel = (status: number): 1 | 2 | 3 | null =>
  status === 0 ? 1 : status === 1 ? 2 : status === 2 ? 3 : null;

/** The handling call of each level. */
export const HANDLE_PATHS = {
  1: '/orgdept/workerBadRecord/update/projectlevel',
  2: '/orgdept/workerBadRecord/update/branchlevel',
  3: '/orgdept/workerBadRecord/update/companylevel',
} as const;

/** Results a level may choose: the company is the top, so it cannot report further up. */
export const resultsOf = (level: 1 | 2 | 3): number[] => (level === 3 ? [3, 2] : [1, 3, 2]);

/** Only records waiting for the project or rejected ones may be deleted. */
export const canDeleteRecord = (status: number) => status === 0 || status === 4;

/** Money with two decimals and 元. */
export const formatMoney = (v: number | null | undefined) =>
  v === null || v === undefined
    ? '—'
    : `${v.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} 元`;

export function badRecordQuery(filters: FilterValues, page: number, size: number, projectId?: number) {
  return {
    pageNum: page,
    pageSize: size,
    projectId,
    workerName: text(filters.workerName),
    badType: num(filters.badType) as Schemas['BadRecordQuery']['badType'],
    status: num(filters.status) as Schemas['BadRecordQuery']['status'],
    startDate: text(filters.startDate),
    endDate: text(filters.endDate),
  };
}

export interface AddForm {
  projectId: string;
  workerId: string;
  badType: string;
  occurTime: string;
  description: string;
  deductScore: string;
  punishment: string;
  fineAmount: string;
}

/** datetime-local (YYYY-MM-DDTHH:mm) → YYYY-MM-DD HH:mm:ss. */
const fromLocalDateTime = (v: string): string =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v) ? `${v.slice(0, 10)} ${v.slice(11, 16)}:00` : v;

export function addBody(form: AddForm): Schemas['BadRecordForm'] {
  const score = num(form.deductScore);
  const punishment = num(form.punishment);
  const fine = num(form.fineAmount);
  return {
    projectId: Number(form.projectId),
    workerId: Number(form.workerId),
    badType: Number(form.badType) as Schemas['BadRecordForm']['badType'],
    occurTime: fromLocalDateTime(form.occurTime),
    description: form.description.trim(),
    ...(score === undefined ? {} : { deductScore: score }),
    ...(punishment === undefined ? {} : { punishment: punishment as 0 | 1 | 2 | 3 | 4 }),
    ...(fine === undefined ? {} : { fineAmount: Math.round(fine * 100) / 100 }),
  };
}

export interface HandleForm {
  result: string;
  opinion: string;
  deductScore: string;
  punishment: string;
  fineAmount: string;
  addBlacklist: boolean;
}

export function handleFormOf(r: BadRecord): HandleForm {
  return {
    result: '',
    opinion: '',
    deductScore: r.deductScore === undefined ? '' : String(r.deductScore),
    punishment: r.punishment === undefined ? '' : String(r.punishment),
    fineAmount: r.fineAmount === undefined ? '' : r.fineAmount.toFixed(2),
    addBlacklist: false,
  };
}

export function handleBody(id: number, level: 1 | 2 | 3, form: HandleForm): Schemas['BadRecordHandleBody'] {
  const result = Number(form.result) as 1 | 2 | 3;
  const score = num(form.deductScore);
  const punishment = num(form.punishment);
  const fine = num(form.fineAmount);
  // A rejected record is void: no score, punishment or blacklist goes with it.
  const keep = result !== 2;
  return {
    id,
    result,
    opinion: form.opinion.trim(),
    ...(keep && score !== undefined ? { deductScore: score } : {}),
    ...(keep && punishment !== undefined ? { punishment: punishment as 0 | 1 | 2 | 3 | 4 } : {}),
    ...(keep && fine !== undefined ? { fineAmount: Math.round(fine * 100) / 100 } : {}),
    ...(level === 3 && keep ? { addBlacklist: form.addBlacklist } : {}),
  };
}

/** One level's handling on a record: who, what they said and when. */
export function levelSteps(r: BadRecord) {
  return [
    { level: 1, name: r.projectHandlerName, opinion: r.projectOpinion, time: r.projectHandleTime },
    { level: 2, name: r.orgHandlerName, opinion: r.orgOpinion, time: r.orgHandleTime },
    { level: 3, name: r.comHandlerName, opinion: r.comOpinion, time: r.comHandleTime },
  ] as const;
}

/** The review route of a record (seed 000 §2 fixed route /examine). */
export const examinePath = (r: Pick<BadRecord, 'id' | 'status'>) => `/examine?id=${r.id}&status=${r.status}`;
