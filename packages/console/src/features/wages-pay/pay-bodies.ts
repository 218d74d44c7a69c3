// Request bodies of the 工资发放 screens, built from the list filters (strings in the address) and from the forms.
// Pure functions, no React, no SDK calls: the mock checks every body against the spec, so empty values are left out.
import type { components } from '@site/sdk';
import type { FilterValues } from '@/lib/list-params';
import { compact, enumOf, intOf, text } from '@/domain/filter-body';

type S = components['schemas'];
type NoPage<T> = Omit<T, 'pageNum' | 'pageSize'>;

/** A YYYY-MM month, or undefined. */
const monthOf = (value: string | undefined) => (value && /^\d{4}-\d{2}$/.test(value) ? value : undefined);

/** A decimal typed in a form ('' → undefined). */
export const decimalOf = (value: string | undefined): number | undefined => {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
};

/**
 * The paging of an export whose body is the list's page query (WagesSalaryPageQuery, WagesSalaryLevelQuery): the
 * whole filtered set, the first page at the largest size the spec allows (10000, as for upload lists, seed 000 §9).
 */
export const ALL_ROWS = { pageNum: 1, pageSize: 10000 } as const;

/** 工资初始名单 (page and export share the filter). */
export function initFilter(f: FilterValues): S['WagesInitFilter'] {
  return compact({ projectId: intOf(f.projectId), keyword: text(f.keyword) });
}

/** 考勤确认任务（项目） (page and export share the filter). */
export function attendTaskFilter(f: FilterValues): S['WagesAttendTaskFilter'] {
  return compact({
    projectId: intOf(f.projectId),
    period: monthOf(f.period),
    status: enumOf(f.status, [0, 1, 2, 3] as const),
  });
}

/** 预结算、发起记录、组织进度、应急支付 (WagesSalaryPageQuery without paging). */
export function salaryFilter(f: FilterValues): NoPage<S['WagesSalaryPageQuery']> {
  return compact({
    projectId: intOf(f.projectId),
    projectName: text(f.projectName),
    period: monthOf(f.period),
    status: intOf(f.status),
    type: intOf(f.type),
  });
}

/** 按分公司 / 项目 / 单位 / 班组 / 工人 / 组织 (WagesSalaryLevelQuery without paging). */
export function levelFilter(f: FilterValues): NoPage<S['WagesSalaryLevelQuery']> {
  return compact({
    projectId: intOf(f.projectId),
    period: monthOf(f.period),
    keyword: text(f.keyword),
    onlyUnpaid: f.onlyUnpaid === '1' ? true : undefined,
  });
}

export interface InitEditForm {
  contractAmount: string;
  outputAmount: string;
  attendDays: string;
  payableAmount: string;
  paidAmount: string;
  remark: string;
}

/** 修改初始名单（单位）: the typed amounts as numbers; empty fields are not sent. */
export function initCompanyEditBody(id: number, v: InitEditForm) {
  return compact({
    id,
    contractAmount: decimalOf(v.contractAmount),
    outputAmount: decimalOf(v.outputAmount),
    payableAmount: decimalOf(v.payableAmount),
    paidAmount: decimalOf(v.paidAmount),
    remark: v.remark.trim(),
  });
}

/** 修改初始名单（班组、工人）. */
export function initAmountEditBody(id: number, v: InitEditForm): S['WagesInitAmountEdit'] {
  return compact({
    id,
    attendDays: decimalOf(v.attendDays),
    payableAmount: decimalOf(v.payableAmount),
    paidAmount: decimalOf(v.paidAmount),
    remark: v.remark.trim(),
  });
}

/** The dates of a 补录 typed or picked: unique, sorted, YYYY-MM-DD. */
export function supplementDates(dates: readonly string[]): string[] {
  return [...new Set(dates.filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d)))].sort();
}

/** The workers of an 应急支付 with an amount: picked, not already in a flow, amount > 0. */
export function emergencyWorkers(
  picked: Readonly<Record<number, string>>,
  rows: readonly { workerId: number; inProgress: boolean }[],
): { workerId: number; amount: number }[] {
  const allowed = new Set(rows.filter((r) => !r.inProgress).map((r) => r.workerId));
  return Object.entries(picked)
    .map(([id, amount]) => ({ workerId: Number(id), amount: Math.round(Number(amount) * 100) / 100 }))
    .filter((w) => allowed.has(w.workerId) && Number.isFinite(w.amount) && w.amount > 0);
}

/**
 * Why an 应急支付 amount is refused, or undefined when it is fine: a number with at most 2 decimals, above 0 and
 * not above the worker's unpaid wage.
 */
export function emergencyAmountError(amount: string, unpaid: number): string | undefined {
  if (!/^\d+(\.\d{1,2})?$/.test(amount.trim())) return '请输入金额（最多两位小数）';
  const n = Number(amount);
  if (n <= 0) return '金额须大于 0';
  if (n > unpaid) return `不能超过未发工资 ${unpaid.toFixed(2)} 元`;
  return undefined;
}
