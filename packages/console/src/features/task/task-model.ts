// Pure rules of 任务台账 and 专项任务台账 (seed 001 §7.1, §4): status and type tables shown as tags, the list query
// built from the filters in the address, which tasks may be cancelled, and the cancellation body.
import type { components } from '@site/sdk';
import type { FilterValues } from '@/lib/list-params';

export type TaskLedger = components['schemas']['DutyTaskLedger'];
export type TaskLedgerDetail = components['schemas']['DutyTaskLedgerDetail'];
export type SpecialLedger = components['schemas']['DutySpecialTaskLedger'];
export type SpecialLedgerDetail = components['schemas']['DutySpecialTaskLedgerDetail'];
export type AbolishRecord = components['schemas']['DutyTaskAbolishRecord'];
export type CancelBody = components['schemas']['DutyCancellationBody'];

export interface Tag {
  label: string;
  className: string;
}

const GOOD = 'bg-success/10 text-success';
const WARN = 'bg-warning/10 text-warning';
const BAD = 'bg-danger/10 text-danger';
const MUTED = 'bg-gray-100 text-gray-500';
const INFO = 'bg-primary-soft text-primary';

type TaskStatus = TaskLedger['status'];
type SpecialStatus = SpecialLedger['status'];

/** 任务状态: 0 待执行，1 执行中，2 已完成，3 已逾期，4 已作废. */
export const TASK_STATUS: Record<TaskStatus, Tag> = {
  0: { label: '待执行', className: MUTED },
  1: { label: '执行中', className: INFO },
  2: { label: '已完成', className: GOOD },
  3: { label: '已逾期', className: BAD },
  4: { label: '已作废', className: 'bg-gray-100 text-gray-400 line-through' },
};

/** 专项任务状态: 0 待开始，1 进行中, and 2–4 as a task's. */
export const SPECIAL_STATUS: Record<SpecialStatus, Tag> = {
  ...TASK_STATUS,
  0: { label: '待开始', className: MUTED },
  1: { label: '进行中', className: INFO },
};

/** 任务类型: 1 日常巡查，2 安全检查，3 班前教育，4 旁站监督，5 隐患复查，6 其他. */
export const TASK_TYPES: Record<TaskLedger['taskType'], string> = {
  1: '日常巡查',
  2: '安全检查',
  3: '班前教育',
  4: '旁站监督',
  5: '隐患复查',
  6: '其他',
};

/** 专项类型: 1 节前安全检查，2 防汛防台，3 高温季节，4 冬季施工，5 重大活动保障. */
export const SPECIAL_TYPES: Record<SpecialLedger['specialType'], string> = {
  1: '节前安全检查',
  2: '防汛防台',
  3: '高温季节',
  4: '冬季施工',
  5: '重大活动保障',
};

/** 检查项结果: 0 未检查，1 合格，2 不合格. */
export const ITEM_RESULTS: Record<0 | 1 | 2, Tag> = {
  0: { label: '未检查', className: MUTED },
  1: { label: '合格', className: GOOD },
  2: { label: '不合格', className: WARN },
};

/** Only unfinished tasks can be cancelled (0, 1, 3 → 4); finished (2) and cancelled (4) ones cannot. */
export const canCancel = (status: number): boolean => status === 0 || status === 1 || status === 3;

export { optionsOf } from '@/lib/options';

const intIn = <T extends number>(value: string | undefined, table: Record<T, unknown>): T | undefined => {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  return Number.isInteger(n) && n in table ? (n as T) : undefined;
};
const dateOf = (value: string | undefined) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

function compact<T extends Record<string, unknown>>(o: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [k, v] of Object.entries(o)) if (v !== undefined && v !== '') out[k as keyof T] = v as T[keyof T];
  return out;
}

/** The filters of 任务台账 (listPage, export and exportWord share them); unknown values are dropped, not sent. */
export function taskFilterQuery(f: FilterValues) {
  return compact({
    keyword: f.keyword?.trim(),
    taskType: intIn(f.taskType, TASK_TYPES),
    status: intIn(f.status, TASK_STATUS),
    positionName: f.positionName?.trim(),
    startDate: dateOf(f.startDate),
    endDate: dateOf(f.endDate),
  });
}

/** The filters of 专项任务台账 (listPage and export). */
export function specialFilterQuery(f: FilterValues) {
  return compact({
    keyword: f.keyword?.trim(),
    specialType: intIn(f.specialType, SPECIAL_TYPES),
    status: intIn(f.status, SPECIAL_STATUS),
    startDate: dateOf(f.startDate),
    endDate: dateOf(f.endDate),
  });
}

export const CANCEL_REASON_MAX = 200;

/** The cancellation body: the task and the trimmed reason. */
export const cancelBody = (id: number, reason: string): CancelBody => ({ id, cancelReason: reason.trim() });

/** Share of checked items, 0–100, for the progress bar of a special task. */
export function progressOf(row: { checkItemCount?: number; finishedItemCount?: number }): number {
  const total = row.checkItemCount ?? 0;
  if (total <= 0) return 0;
  return Math.min(100, Math.round(((row.finishedItemCount ?? 0) / total) * 100));
}

/** The detail route (hidden menu entry task/ledgerDetail), keyed by task id and type (seed 001 §3). */
const DETAIL_PATH = '/task/ledgerDetail';
export type DetailType = 'task' | 'special';
export const detailHref = (id: number, type: DetailType) => `${DETAIL_PATH}?id=${id}&type=${type}`;
export const LIST_PATH: Record<DetailType, string> = { task: '/task/ledger', special: '/task/specialLedger' };

/** A file size for attachments: 183204 → 178.9 KB. */
export function fileSize(bytes: number | undefined): string {
  if (bytes === undefined || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
