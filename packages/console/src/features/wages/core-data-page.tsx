// 核心数据 (001 §7.3 /star/salaryCumList/coredata, menu wages/coreData): each project's monthly wage figures (workers,
// payable, paid, unpaid, pay rate, trouble wages) and their lock. Locking a month (coredatalock, perm wages:lock)
// freezes it as the reported figures and answers the locked snapshot as a file, which is saved.
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import dayjs from 'dayjs';
import { Lock } from 'lucide-react';
import { api } from '@/platform/api';
import { usePagePermission } from '@/session/permissions';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { FormDialog } from '@/ui/form-dialog';
import { FormDateField } from '@/ui/form-date-field';
import { ListScreen, type ListScreenProps } from '@/ui/list-screen';
import { type CoreData, coreDataColumns } from './core-data-columns';
import { type LockRequest, useCoreData } from './use-core-data';
import { coreDataFilter } from './wages-bodies';

const LOCK_NOTE = '锁定后该月数据作为上报口径，不再随代发变化。';

const loadCoreData: ListScreenProps<CoreData>['load'] = async ({ page, size, filters: values, signal }) => {
  const env = await api.POST('/star/salaryCumList/coredata', {
    body: { pageNum: page, pageSize: size, ...coreDataFilter(values) },
    signal,
  });
  return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
};

export default function CoreDataPage() {
  const perm = usePagePermission();
  const canLock = perm.hasPerm('wages:lock');
  const { confirmRow, setConfirmRow, monthOpen, setMonthOpen, lock, filters } = useCoreData();
  const columns = useMemo(() => coreDataColumns(canLock, setConfirmRow), [canLock, setConfirmRow]);

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
        load={loadCoreData}
        exportFile={
          perm.hasPerm('wages:export')
            ? (values) => api.POST('/star/salaryCumList/exportcoredata', { body: coreDataFilter(values) })
            : undefined
        }
      />
      <LockRowConfirm row={confirmRow} close={() => setConfirmRow(null)} lock={(r) => lock.mutate(r)} />
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

function LockRowConfirm({
  row,
  close,
  lock,
}: {
  row: CoreData | null;
  close: () => void;
  lock: (request: LockRequest) => void;
}) {
  return (
    <ConfirmDialog
      open={row !== null}
      onOpenChange={(o) => !o && close()}
      title="锁定核心数据"
      confirmText="锁定"
      message={
        row ? (
          <>
            确定锁定「{row.projectName}」{row.period} 的核心数据吗？{LOCK_NOTE}
          </>
        ) : null
      }
      onConfirm={() => {
        if (!row) return;
        lock({
          period: row.period,
          projectIds: [row.projectId],
          what: `${row.projectName ?? ''} ${row.period} 核心数据`,
        });
        close();
      }}
    />
  );
}

const monthSchema = z.object({
  period: z.string().check(
    z.regex(/^\d{4}-\d{2}$/, '请选择锁定月份'),
    z.refine((v) => !dayjs(`${v}-01`).isAfter(dayjs(), 'month'), '不能锁定未来月份'),
  ),
});
type MonthForm = z.infer<typeof monthSchema>;

export function LockMonthDialog({
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
      <FormDateField
        form={form}
        name="period"
        id="lock-period"
        label="锁定月份"
        kind="month"
        aria-describedby="lock-period-error"
      />
    </FormDialog>
  );
}
