// Bodies and rules of the 问题工资 tabs (项目汇总, 问题工资清单, 月度凭证, 支付凭证), the voucher upload and the
// project output / salary section. Pure functions, no React, no SDK calls; empty filter values are left out.
import type { components } from '@site/sdk';
import type { FilterValues } from '@/lib/list-params';
import { compact, enumOf, intOf } from '@/domain/filter-body';
import { formText } from '@/domain/form-values';

type S = components['schemas'];

/** A month range from two month filters; one chosen month alone means just that month. */
export function monthRange(f: FilterValues) {
  const start = formText(f.startPeriod);
  const end = formText(f.endPeriod);
  return { startPeriod: start ?? end, endPeriod: end ?? start };
}

/** 项目汇总 (/star/salaryTroubleList/projectlist). */
export function troubleProjectsBody(f: FilterValues) {
  return compact({ projectName: formText(f.projectName), ...monthRange(f) });
}

/** 问题工资清单 (page and export share the filter). */
export function troubleItemFilter(f: FilterValues): S['WagesTroubleItemFilter'] {
  return compact({
    projectId: intOf(f.projectId),
    period: formText(f.period),
    handleStatus: enumOf(f.handleStatus, [0, 1, 2, 3] as const),
    keyword: formText(f.keyword),
  });
}

/** 月度凭证. */
export function monthVoucherFilter(f: FilterValues) {
  return compact({
    projectId: intOf(f.projectId),
    ...monthRange(f),
    uploadStatus: enumOf(f.uploadStatus, [0, 1, 2] as const),
  });
}

/** 支付凭证. */
export function voucherPageFilter(f: FilterValues) {
  return compact({
    projectId: intOf(f.projectId),
    period: formText(f.period),
    status: enumOf(f.status, [0, 1, 2] as const),
    keyword: formText(f.keyword),
  });
}

/** A worker can get a voucher while the record is open and nothing is pending: 未处理 (0) or 已驳回 (3). */
export const canUploadVoucher = (w: Pick<S['WagesTroubleWorker'], 'handleStatus'>) =>
  w.handleStatus === 0 || w.handleStatus === 3;

export interface VoucherForm {
  payAmount: string;
  payDate: string;
  payWay: string;
  remark: string;
}

type SaveVoucher = {
  troubleWorkerId: number;
  payAmount: number;
  payDate: string;
  payWay: 1 | 2 | 3;
  files: S['FileUrl'][];
  remark?: string;
};

/** 上传支付凭证: the uploaded files with what was typed (amounts in 元, 2 decimals). */
export function voucherBody(troubleWorkerId: number, v: VoucherForm, files: readonly S['FileUrl'][]): SaveVoucher {
  return compact({
    troubleWorkerId,
    payAmount: Math.round(Number(v.payAmount) * 100) / 100,
    payDate: v.payDate,
    payWay: (enumOf(v.payWay, [1, 2, 3] as const) ?? 1) as 1 | 2 | 3,
    files: [...files],
    remark: formText(v.remark),
  });
}

/** `YYYY-MM` of a date. */
const monthOf = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;

/** The six months ending with `end` (YYYY-MM), as the output collect's default range. */
export function sixMonthsTo(end: string): { start: string; end: string } {
  const [y, m] = end.split('-').map(Number) as [number, number];
  return { start: monthOf(new Date(y, m - 6, 1)), end };
}

/** Chart rows of the output collect: amounts in 万元 (2 decimals) beside the salary rate in %. */
type OutputMonth = S['WagesTroubleOutputCollect']['months'][number];

export function outputChartRows(months: readonly OutputMonth[]) {
  const wan = (v: number | undefined) => Math.round((v ?? 0) / 100) / 100;
  return months.map((m) => ({
    month: m.month,
    output: wan(m.output_amount),
    salary: wan(m.salary_amount),
    trouble: wan(m.trouble_amount),
    rate: m.salary_rate ?? 0,
  }));
}
