// 登记问题工资 from a 代发单 (累计发放): which rows may register, the records a registration may be appended to and
// the save body (wages/trouble/worker/save). Pure functions, no React, no SDK calls.
import type { components } from '@site/sdk';
import { enumOf, intOf } from '@/domain/filter-body';

type S = components['schemas'];
type Worker = S['WagesTroubleWorker'];

/** A 代发单 paying or paid (2 发放中, 3 已发放) that left money unpaid can register its failed workers. */
export const canRegisterTrouble = (cum: Pick<S['WagesCumRecord'], 'status' | 'unpaidAmount'>) =>
  (cum.status === 2 || cum.status === 3) && cum.unpaidAmount > 0;

/** The open records (not 已完成) of the same project and month, to which the workers may be appended. */
export function appendChoices<R extends Pick<S['WagesTroubleRecord'], 'id' | 'projectId' | 'period' | 'status'>>(
  records: readonly R[],
  projectId: number,
  period: string,
): R[] {
  return records.filter((r) => r.projectId === projectId && r.period === period && r.status !== 2);
}

export interface RegisterForm {
  /** '' = a new record. */
  troubleId: string;
  troubleType: string;
  reason: string;
}

/** The save body: the chosen workers with what they were due, were paid and are missing. */
export function registerTroubleBody(
  cum: Pick<S['WagesCumRecord'], 'id' | 'projectId' | 'period'>,
  form: RegisterForm,
  workers: readonly Worker[],
) {
  const reason = form.reason.trim();
  return {
    troubleId: intOf(form.troubleId) ?? null,
    projectId: cum.projectId,
    period: cum.period,
    cumId: cum.id,
    troubleType: (enumOf(form.troubleType, [1, 2, 3, 4] as const) ?? 1) as 1 | 2 | 3 | 4,
    ...(reason ? { reason } : {}),
    workers: workers.map((w) => ({
      workerId: w.workerId,
      ...(w.payableAmount !== undefined ? { payableAmount: w.payableAmount } : {}),
      ...(w.paidAmount !== undefined ? { paidAmount: w.paidAmount } : {}),
      troubleAmount: w.troubleAmount,
      ...(w.failReason ? { failReason: w.failReason } : {}),
    })),
  };
}
