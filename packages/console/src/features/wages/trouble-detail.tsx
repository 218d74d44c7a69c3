// 问题工资 详情 / 处理: one record's summary, its workers (worker/list) and their payment vouchers
// (worker/voucher/list), then the project's output and salary (trouble-collect.tsx). While the record is open, a worker
// not yet confirmed can be corrected (worker/update: amount, new bank card, reason) and an untouched or rejected one
// gets a payment voucher (上传凭证: file upload, then worker/voucher/save) by those with the page's edit bit.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import type { components } from '@site/sdk';
import { formatDate } from '@/lib/dates';
import { usePagePermission } from '@/session/permissions';
import { Button } from '@/ui/button';
import { Loading } from '@/ui/loading';
import { canUploadVoucher } from './trouble-bodies';
import { TroubleCollect } from './trouble-collect';
import { Detail, LoadError, RecordFacts, Stat, TroubleHeading, VoucherFileLinks } from './trouble-parts';
import { TroubleWorkers } from './trouble-workers';
import { VoucherDialog } from './voucher-dialog';
import { formatYuan } from '@/domain/money';
import { StatusTag } from '@/ui/status-tag';
import { troubleTotals } from './wages-bodies';
import { troubleVouchersQuery, troubleWorkersQuery } from './wages-queries';
import { PAY_WAY, VOUCHER_STATUS } from './wages-status';
import { invalidateOperation } from '@site/sdk/query/common';
import { WorkerDialog, CompaniesSection } from './trouble-detail-dialogs';

type Trouble = components['schemas']['WagesTroubleRecord'];

type Worker = components['schemas']['WagesTroubleWorker'];

type Voucher = components['schemas']['WagesTroubleVoucher'];

export default function TroubleDetail({
  troubleId,
  record,
  onBack,
}: {
  troubleId: number;
  /** The row chosen in the list; null after a refresh (the summary then comes from the workers). */
  record: Trouble | null;
  onBack: () => void;
}) {
  const perm = usePagePermission();
  const queryClient = useQueryClient();
  const workers = useQuery(troubleWorkersQuery(troubleId));
  const [editing, setEditing] = useState<Worker | null>(null);
  const [paying, setPaying] = useState<Worker | null>(null);
  const first = workers.data?.[0];
  const period = record?.period ?? first?.period ?? '';
  const projectId = record?.projectId ?? first?.projectId;
  const handling = perm.can('edit') && (record ? record.status !== 2 : true);

  return (
    <div className="flex flex-col gap-3">
      <TroubleSummary record={record} workers={workers.data ?? []} handling={handling} onBack={onBack} />

      <TroubleWorkers
        headingId="trouble-workers"
        workers={workers}
        columns={[
          'workerWithMobile',
          'teamCompany',
          'bankCard',
          'payable',
          'paid',
          'troubleStrong',
          'handledConfirmed',
          'reasonWide',
          'status',
        ]}
        actions={handling ? (w) => <WorkerActions w={w} onEdit={setEditing} onPay={setPaying} /> : undefined}
      />

      <CompaniesSection troubleId={troubleId} workers={workers.data ?? []} handling={handling} />

      <TroubleVouchers troubleId={troubleId} />

      {projectId && period ? <TroubleCollect projectId={projectId} period={period} /> : null}

      {paying ? (
        <VoucherDialog
          worker={paying}
          onClose={() => setPaying(null)}
          onDone={() => {
            setPaying(null);
            void invalidateOperation(queryClient, 'listTroubleWorkerVouchers');
            void invalidateOperation(queryClient, 'listTroubleWorkers');
            void invalidateOperation(queryClient, 'listTroubleVouchers');
          }}
        />
      ) : null}

      {editing ? (
        <WorkerDialog
          worker={editing}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            void invalidateOperation(queryClient, 'listTroubleWorkers');
            void invalidateOperation(queryClient, 'listTroubleWagesProjects');
          }}
        />
      ) : null}
    </div>
  );
}

function TroubleSummary({
  record,
  workers,
  handling,
  onBack,
}: {
  record: Trouble | null;
  workers: Worker[];
  handling: boolean;
  onBack: () => void;
}) {
  const first = workers[0];
  const totals = troubleTotals(workers);
  const projectName = record?.projectName ?? first?.projectName ?? '';
  const period = record?.period ?? first?.period ?? '';
  return (
    <section className="rounded-md bg-white p-4 shadow-sm" aria-labelledby="trouble-title">
      <TroubleHeading
        titleId="trouble-title"
        title={
          <>
            {handling ? '问题工资处理' : '问题工资详情'}
            {projectName ? `：${projectName}` : ''}
            {period ? ` ${period}` : ''}
          </>
        }
        record={record}
        onBack={onBack}
      />
      <dl className="mt-4 grid grid-cols-2 gap-x-8 gap-y-3 text-sm md:grid-cols-4">
        <Stat label="问题金额" value={formatYuan(record?.troubleAmount ?? totals.trouble)} strong />
        <Stat label="已处理" value={formatYuan(record?.handledAmount ?? totals.handled)} tone="text-success" />
        <Stat
          label="未处理"
          value={formatYuan(record?.unhandledAmount ?? totals.unhandled)}
          tone={(record?.unhandledAmount ?? totals.unhandled) > 0 ? 'text-danger' : undefined}
        />
        <Stat label="涉及工人" value={`${record?.workerCount ?? totals.count} 人（已确认 ${totals.done} 人）`} />
      </dl>
      {record ? (
        <RecordFacts record={record} reasonClass="md:col-span-3">
          <Detail label="完成时间">{formatDate(record.finishTime, 'minute')}</Detail>
          <Detail label="流程实例">{record.proInstId ?? '—'}</Detail>
        </RecordFacts>
      ) : null}
    </section>
  );
}

function WorkerActions({ w, onEdit, onPay }: { w: Worker; onEdit: (w: Worker) => void; onPay: (w: Worker) => void }) {
  return (
    <>
      {w.handleStatus !== 2 ? (
        <Button size="sm" variant="link" onClick={() => onEdit(w)}>
          修改
        </Button>
      ) : (
        <span className="text-muted">—</span>
      )}
      {canUploadVoucher(w) ? (
        <Button size="sm" variant="link" onClick={() => onPay(w)}>
          上传凭证
        </Button>
      ) : null}
    </>
  );
}

function TroubleVouchers({ troubleId }: { troubleId: number }) {
  const vouchers = useQuery(troubleVouchersQuery(troubleId));
  return (
    <section className="rounded-md bg-white p-4 shadow-sm" aria-labelledby="trouble-vouchers">
      <h2 id="trouble-vouchers" className="mb-3 text-base font-semibold text-gray-900">
        支付凭证
        {vouchers.data ? <span className="ml-1 text-sm font-normal text-muted">（{vouchers.data.length}）</span> : null}
      </h2>
      {vouchers.isPending ? (
        <Loading />
      ) : vouchers.isError ? (
        <LoadError error={vouchers.error} onRetry={() => void vouchers.refetch()} />
      ) : vouchers.data.length ? (
        <ul className="grid gap-3 md:grid-cols-2">
          {vouchers.data.map((v) => (
            <VoucherCard key={v.id} voucher={v} />
          ))}
        </ul>
      ) : (
        <p className="flex flex-col items-center gap-2 py-8 text-sm text-muted">
          <FileText className="size-8 text-gray-300" aria-hidden />
          暂无支付凭证
        </p>
      )}
    </section>
  );
}

function VoucherCard({ voucher: v }: { voucher: Voucher }) {
  return (
    <li className="rounded border border-line p-3 text-sm">
      <div className="flex items-center gap-2">
        <span className="font-medium text-gray-900">{v.workerName}</span>
        <span className="text-xs text-muted">{v.companyName}</span>
        <span className="ml-auto">
          <StatusTag table={VOUCHER_STATUS} value={v.status} />
        </span>
      </div>
      <p className="mt-2 text-base font-semibold tabular-nums text-gray-900">{formatYuan(v.payAmount)}</p>
      <p className="mt-1 text-xs text-muted">
        {PAY_WAY[v.payWay ?? 0] ?? '—'} · 支付日期 {formatDate(v.payDate)} · {v.uploadBy ?? '—'} 上传于{' '}
        {formatDate(v.uploadTime, 'minute')}
      </p>
      {v.files?.length ? (
        <VoucherFileLinks
          files={v.files}
          className="mt-2 flex flex-wrap gap-2"
          linkClassName="flex items-center gap-1 rounded bg-gray-50 px-2 py-1 text-xs text-primary hover:underline"
        />
      ) : null}
      {v.confirmBy ? (
        <p className="mt-2 border-t border-line pt-2 text-xs text-gray-600">
          {v.confirmBy} 于 {formatDate(v.confirmTime, 'minute')} 确认{v.opinion ? `：${v.opinion}` : ''}
        </p>
      ) : null}
    </li>
  );
}
