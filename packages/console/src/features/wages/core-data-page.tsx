// 核心数据 (001 §7.3 /star/salaryCumList/coredata, menu wages/coreData): each project's monthly wage figures (workers,
// payable, paid, unpaid, pay rate, trouble wages) and their lock. Locking a month (coredatalock, perm wages:lock)
// freezes it as the reported figures and answers the locked snapshot as a file, which is saved.
import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import dayjs from 'dayjs';
import { Lock } from 'lucide-react';
import { toast } from 'sonner';
import type { components } from '@site/sdk';
import { api } from '@/app/api';
import { formatDate } from '@/lib/dates';
import { saveFile } from '@/lib/download';
import { usePagePermission } from '@/session/permissions';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Field } from '@/ui/field';
import type { FilterField } from '@/ui/filter-bar';
import { FormDialog } from '@/ui/form-dialog';
import { FormDatePicker } from '@/ui/form-date-picker';
import { ListScreen } from '@/ui/list-screen';
import { Money, TwoLines } from './cells';
import { formatRate } from './money';
import { StatusTag } from '@/ui/status-tag';
import { coreDataFilter, lockBody } from './wages-bodies';
import { projectOptionsQuery } from './wages-queries';
import { LOCK_STATUS, optionsOf } from './wages-status';
import { invalidateOperation } from '@site/sdk/query/common';

type CoreData = components['schemas']['WagesLedgerCoreData'];
type LockRequest = { period: string; projectIds?: number[]; what: string };

const LOCK_NOTE = '锁定后该月数据作为上报口径，不再随代发变化。';

function RateBar({ rate }: { rate: number | undefined }) {
  const value = Math.max(0, Math.min(100, rate ?? 0));
  const tone = value >= 100 ? 'bg-success' : value >= 95 ? 'bg-primary' : 'bg-warning';
  return (
    <div className="flex min-w-28 items-center gap-2">
      <div className="h-1.5 w-14 overflow-hidden rounded-full bg-gray-100" aria-hidden>
        <div className={`h-full rounded-full ${tone}`} style={{ width: `${value}%` }} />
      </div>
      <span className="tabular-nums">{formatRate(rate)}</span>
    </div>
  );
}

export default function CoreDataPage() {
  const perm = usePagePermission();
  const canLock = perm.hasPerm('wages:lock');
  const queryClient = useQueryClient();
  const projects = useQuery(projectOptionsQuery());
  const [confirmRow, setConfirmRow] = useState<CoreData | null>(null);
  const [monthOpen, setMonthOpen] = useState(false);

  const lock = useMutation({
    mutationFn: ({ period, projectIds }: LockRequest) =>
      api.POST('/star/salaryCumList/coredatalock', { body: lockBody(period, projectIds) }),
    onSuccess: (file, { what }) => {
      saveFile(file);
      toast.success(`${what}已锁定，锁定快照已下载`, { duration: 1500 });
      setMonthOpen(false);
      void invalidateOperation(queryClient, 'listSalaryCoreDataLedger');
    },
    // Blob calls show no automatic message (seed 000 §5): say it here.
    onError: (e) => toast.error(e.message ? `锁定失败：${e.message}` : '锁定失败', { duration: 1500 }),
  });

  const filters = useMemo<FilterField[]>(
    () => [
      { name: 'projectId', label: '项目', type: 'select', searchable: true, options: projects.data ?? [] },
      { name: 'startPeriod', label: '开始月份', type: 'month' },
      { name: 'endPeriod', label: '结束月份', type: 'month' },
      { name: 'lockStatus', label: '锁定状态', type: 'select', options: optionsOf(LOCK_STATUS) },
    ],
    [projects.data],
  );

  const columns = useMemo<ColumnDef<CoreData, unknown>[]>(
    () => [
      {
        id: 'projectName',
        header: '项目',
        cell: ({ row }) => <TwoLines main={row.original.projectName} sub={row.original.orgName} />,
      },
      {
        id: 'period',
        header: '工资月份',
        cell: ({ row }) => <span className="whitespace-nowrap tabular-nums">{row.original.period}</span>,
      },
      {
        id: 'workers',
        header: '在册 / 出勤 / 发放（人）',
        cell: ({ row }) => (
          <span className="whitespace-nowrap tabular-nums">
            {row.original.workerCount ?? 0} / {row.original.attendWorkerCount ?? 0} / {row.original.payWorkerCount ?? 0}
          </span>
        ),
      },
      {
        id: 'payable',
        header: '应发工资（元）',
        cell: ({ row }) => (
          <span className="font-semibold text-gray-900">
            <Money value={row.original.payableAmount} />
          </span>
        ),
      },
      { id: 'paid', header: '实发工资（元）', cell: ({ row }) => <Money value={row.original.paidAmount} /> },
      {
        id: 'unpaid',
        header: '欠发工资（元）',
        cell: ({ row }) => (
          <Money value={row.original.unpaidAmount} tone={row.original.unpaidAmount ? 'danger' : 'muted'} />
        ),
      },
      { id: 'payRate', header: '发放率', cell: ({ row }) => <RateBar rate={row.original.payRate} /> },
      {
        id: 'trouble',
        header: '问题工资',
        cell: ({ row }) =>
          row.original.troubleWorkerCount ? (
            <span className="whitespace-nowrap">
              <span className="text-danger">{row.original.troubleWorkerCount} 人</span>
              <span className="mx-1 text-gray-300">|</span>
              <Money value={row.original.troubleAmount} /> 元
            </span>
          ) : (
            <span className="text-muted">无</span>
          ),
      },
      {
        id: 'lockStatus',
        header: '锁定状态',
        cell: ({ row }) => (
          <div className="whitespace-nowrap">
            <StatusTag table={LOCK_STATUS} value={row.original.lockStatus} />
            {row.original.lockStatus === 1 ? (
              <p className="mt-0.5 text-xs text-muted">
                {row.original.lockBy ?? ''} {formatDate(row.original.lockTime, 'minute', '')}
              </p>
            ) : null}
          </div>
        ),
      },
      {
        id: 'actions',
        header: '操作',
        enableHiding: false,
        cell: ({ row }) =>
          canLock && row.original.lockStatus === 0 ? (
            <Button size="sm" variant="link" onClick={() => setConfirmRow(row.original)}>
              锁定
            </Button>
          ) : (
            <span className="text-muted">—</span>
          ),
      },
    ],
    [canLock],
  );

  return (
    <>
      <ListScreen<CoreData>
        id="wages-core-data"
        title="核心数据"
        filters={filters}
        columns={columns}
        operation="listSalaryCoreDataLedger"
        rowId={(d) => String(d.id)}
        toolbar={
          canLock ? (
            <Button variant="primary" onClick={() => setMonthOpen(true)} disabled={lock.isPending}>
              <Lock />
              按月锁定
            </Button>
          ) : null
        }
        load={async ({ page, size, filters: values, signal }) => {
          const env = await api.POST('/star/salaryCumList/coredata', {
            body: { pageNum: page, pageSize: size, ...coreDataFilter(values) },
            signal,
          });
          return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
        }}
        exportFile={
          perm.hasPerm('wages:export')
            ? (values) => api.POST('/star/salaryCumList/exportcoredata', { body: coreDataFilter(values) })
            : undefined
        }
      />
      <ConfirmDialog
        open={confirmRow !== null}
        onOpenChange={(o) => !o && setConfirmRow(null)}
        title="锁定核心数据"
        confirmText="锁定"
        message={
          confirmRow ? (
            <>
              确定锁定「{confirmRow.projectName}」{confirmRow.period} 的核心数据吗？{LOCK_NOTE}
            </>
          ) : null
        }
        onConfirm={() => {
          if (!confirmRow) return;
          lock.mutate({
            period: confirmRow.period,
            projectIds: [confirmRow.projectId],
            what: `${confirmRow.projectName ?? ''} ${confirmRow.period} 核心数据`,
          });
          setConfirmRow(null);
        }}
      />
      {monthOpen ? (
        <LockMonthDialog
          submitting={lock.isPending}
          onClose={() => setMonthOpen(false)}
          onSubmit={(period) => lock.mutate({ period, what: `${period} 全部项目核心数据` })}
        />
      ) : null}
    </>
  );
}

const monthSchema = z.object({
  period: z.string().check(
    z.regex(/^\d{4}-\d{2}$/, '请选择锁定月份'),
    z.refine((v) => !dayjs(`${v}-01`).isAfter(dayjs(), 'month'), '不能锁定未来月份'),
  ),
});
type MonthForm = z.infer<typeof monthSchema>;

function LockMonthDialog({
  submitting,
  onClose,
  onSubmit,
}: {
  submitting: boolean;
  onClose: () => void;
  onSubmit: (period: string) => void;
}) {
  const form = useForm<MonthForm>({
    resolver: zodResolver(monthSchema),
    defaultValues: { period: dayjs().subtract(1, 'month').format('YYYY-MM') },
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title="按月锁定核心数据"
      confirmText="锁定并下载"
      submitting={submitting}
      onSubmit={form.handleSubmit((v) => onSubmit(v.period))}
    >
      <p className="rounded bg-warning/10 px-3 py-2 text-sm text-warning">{LOCK_NOTE}锁定范围为该月全部项目。</p>
      <Field label="锁定月份" htmlFor="lock-period" error={errors.period?.message}>
        <FormDatePicker
          control={form.control}
          name="period"
          kind="month"
          id="lock-period"
          aria-describedby="lock-period-error"
        />
      </Field>
    </FormDialog>
  );
}
