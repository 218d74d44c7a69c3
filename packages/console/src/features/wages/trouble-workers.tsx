// 问题工人: the workers of one 问题工资 record as the approval view (trouble-approval.tsx) and the detail / 处理 view
// (trouble-detail.tsx) show them. One column set by id; each view lists the ids it shows, in its own order.
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { components } from '@site/sdk';
import { Loading } from '@/ui/loading';
import { StatusTag } from '@/ui/status-tag';
import { Money } from '@/domain/money-cell';
import { TwoLines } from '@/ui/two-lines';
import { LoadError, TD, TH } from './trouble-parts';
import { WORKER_HANDLE_STATUS } from './wages-status';

export type TroubleWorker = components['schemas']['WagesTroubleWorker'];

interface WorkerColumn {
  header: string;
  cell: (w: TroubleWorker) => ReactNode;
}

/** A main line in the table's normal weight (the detail view's 班组 and 收款银行). */
const plain = (text: string | undefined) => <span className="font-normal text-gray-700">{text ?? '—'}</span>;
const handled = (w: TroubleWorker) => <Money value={w.handledAmount} tone={w.handledAmount ? 'success' : 'muted'} />;

const COLUMNS = {
  worker: {
    header: '工人',
    cell: (w) => <TwoLines className="min-w-28" main={w.workerName} sub={w.workType} />,
  },
  workerWithMobile: {
    header: '工人',
    cell: (w) => (
      <TwoLines className="min-w-28" main={w.workerName} sub={[w.workType, w.mobile].filter(Boolean).join(' · ')} />
    ),
  },
  companyTeam: {
    header: '参建单位 / 班组',
    cell: (w) => <TwoLines className="min-w-44" main={w.companyName} sub={w.teamName} />,
  },
  teamCompany: {
    header: '班组 / 参建单位',
    cell: (w) => <TwoLines className="min-w-44" main={plain(w.teamName)} sub={w.companyName} />,
  },
  account: {
    header: '收款账户',
    cell: (w) => <TwoLines className="min-w-44" main={w.bankCardNo} sub={w.bankName} />,
  },
  bankCard: {
    header: '收款银行 / 卡号',
    cell: (w) => (
      <TwoLines
        className="min-w-44"
        main={plain(w.bankName)}
        sub={<span className="tabular-nums">{w.bankCardNo}</span>}
      />
    ),
  },
  payable: { header: '应发（元）', cell: (w) => <Money value={w.payableAmount} /> },
  paid: { header: '已发（元）', cell: (w) => <Money value={w.paidAmount} tone="muted" /> },
  trouble: { header: '问题金额（元）', cell: (w) => <Money value={w.troubleAmount} /> },
  troubleStrong: {
    header: '问题金额（元）',
    cell: (w) => (
      <span className="font-semibold text-gray-900">
        <Money value={w.troubleAmount} />
      </span>
    ),
  },
  handled: { header: '已处理（元）', cell: handled },
  handledConfirmed: { header: '已确认补发（元）', cell: handled },
  reason: { header: '问题原因', cell: (w) => w.failReason || '—' },
  reasonWide: {
    header: '问题原因',
    cell: (w) => <p className="min-w-32 text-gray-600">{w.failReason || '—'}</p>,
  },
  status: {
    header: '处理状态',
    cell: (w) => <StatusTag table={WORKER_HANDLE_STATUS} value={w.handleStatus} />,
  },
} satisfies Record<string, WorkerColumn>;

export type TroubleWorkerColumnId = keyof typeof COLUMNS;

/** The 问题工人 section: its count, then loading / the error with 重试 / the table / 暂无问题工人; `actions` adds 操作. */
export function TroubleWorkers({
  headingId,
  workers,
  columns,
  actions,
}: {
  headingId: string;
  workers: UseQueryResult<TroubleWorker[]>;
  columns: readonly TroubleWorkerColumnId[];
  actions?: ((w: TroubleWorker) => ReactNode) | undefined;
}) {
  return (
    <section className="rounded-md bg-white p-4 shadow-sm" aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 text-base font-semibold text-gray-900">
        问题工人
        {workers.data ? <span className="ml-1 text-sm font-normal text-muted">（{workers.data.length}）</span> : null}
      </h2>
      {workers.isPending ? (
        <Loading />
      ) : workers.isError ? (
        <LoadError error={workers.error} onRetry={() => void workers.refetch()} />
      ) : workers.data.length ? (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-sm">
            <thead>
              <tr className="bg-gray-50 text-gray-600">
                {columns.map((id) => (
                  <th key={id} className={TH}>
                    {COLUMNS[id].header}
                  </th>
                ))}
                {actions ? <th className={TH}>操作</th> : null}
              </tr>
            </thead>
            <tbody>
              {workers.data.map((w) => (
                <tr key={w.id} className="hover:bg-gray-50">
                  {columns.map((id) => (
                    <td key={id} className={TD}>
                      {COLUMNS[id].cell(w)}
                    </td>
                  ))}
                  {actions ? <td className={`${TD} whitespace-nowrap`}>{actions(w)}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="py-8 text-center text-sm text-muted">暂无问题工人</p>
      )}
    </section>
  );
}
