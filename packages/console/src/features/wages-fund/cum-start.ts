// 发起代发 (initSalaryWorkerCumTask) on 累计发放: the form rule (zod/mini, Chinese messages) and the request body.
// A pre-settlement whose fund sources are confirmed is paid in full (1), in part (2: the workers given an amount this
// time, each at most what is still unpaid to them) or its remainder (3). Pure, no React.
import { z } from 'zod/mini';
import type { paths } from '@site/sdk';
import { amountOf } from '@/domain/filter-body';
import { cents } from '@/domain/money';

type StartBody = NonNullable<
  paths['/star/salaryWorkerCumList/initCumTask']['post']['requestBody']
>['content']['application/json'];

const AMOUNT = /^\d+(\.\d{1,2})?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A worker a partial payment can pay: who and what is still unpaid to them. */
export interface PayableWorker {
  workerId: number;
  unpaidAmount: number;
}

export interface CumStartForm {
  expId: string;
  payType: '1' | '2' | '3';
  payDate: string;
  /** 部分代发: this time's amount typed per worker (by workerId); empty = not paid this time. */
  amounts: Record<string, string>;
}

/** Why the amounts of a partial payment cannot be sent, or null. */
export function partialAmountsError(amounts: Record<string, string>, workers: readonly PayableWorker[]): string | null {
  let any = false;
  for (const w of workers) {
    const typed = (amounts[String(w.workerId)] ?? '').trim();
    if (typed === '') continue;
    if (!AMOUNT.test(typed)) return '本次金额请输入数字（最多两位小数）';
    const n = Number(typed);
    if (n > cents(w.unpaidAmount)) return '本次金额不能超过该工人的未发工资';
    if (n > 0) any = true;
  }
  return any ? null : '部分代发请至少为一名工人填写本次金额';
}

/** The rule of the 发起代发 form; the workers are those of the chosen pre-settlement (for 部分代发). */
export function cumStartSchema(workers: readonly PayableWorker[]) {
  return z
    .object({
      expId: z.string().check(z.minLength(1, '请选择预结算')),
      payType: z.enum(['1', '2', '3']),
      payDate: z.string().check(z.regex(DATE, '请选择计划发放日期')),
      amounts: z.record(z.string(), z.string()),
    })
    .check(
      z.superRefine((v, ctx) => {
        if (v.payType !== '2') return;
        const problem = partialAmountsError(v.amounts, workers);
        if (problem) ctx.issues.push({ code: 'custom', message: problem, path: ['amounts'], input: v.amounts });
      }),
    );
}

/** The body of initCumTask: workers (with this time's amount) only for 部分代发. */
export function cumStartBody(form: CumStartForm, workers: readonly PayableWorker[]): StartBody {
  const payType = Number(form.payType) as 1 | 2 | 3;
  const chosen =
    payType === 2
      ? workers.flatMap((w) => {
          const amount = amountOf(form.amounts[String(w.workerId)]);
          return amount ? [{ workerId: w.workerId, amount }] : [];
        })
      : [];
  return {
    expId: Number(form.expId),
    payType,
    payDate: form.payDate,
    ...(chosen.length ? { workers: chosen } : {}),
  };
}
