// 资金来源确认 (001 §7.3 /star/salaryCapitaSourceList/*, menu wages/capitalSource): for each confirmed pre-settlement,
// which funds pay the period's wages (业主拨付、总包垫付、分包自筹…) and the gap left. With the page's edit bit:
// 发起确认 (initTask for a confirmed pre-settlement), 填报 (/moneysource) and, once the sources are confirmed
// (2 已确认), 发起代发 (initCumTask: the pre-settlement's proxy payment); every row can be viewed (/moneysourceother).
// Export of the filter.
import { Fragment, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { Plus } from 'lucide-react';
import { toast } from 'sonner';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { usePagePermission } from '@/session/permissions';
import { Button } from '@/ui/button';
import { Field, RequiredLabel } from '@/ui/field';
import type { FilterField } from '@/ui/filter-bar';
import { FormDialog } from '@/ui/form-dialog';
import { ListScreen } from '@/ui/list-screen';
import { Nowrap, StatusTag } from '@/ui/status-tag';
import { FormCombobox } from '@/ui/form-combobox';
import { TwoLines } from '@/ui/two-lines';
import { CumStartDialog } from './cum-start-dialog';
import { salaryExport, salaryPageLoad } from './salary-list';
import { CAPITAL_ROUTES, capitalRowRoute, withQuery } from './fund-routes';
import { CAPITAL_STATUS, optionsOf } from './fund-status';
import { EXP_STATUS } from '@/domain/wage-exp-confirm';
import { formatAmount, formatYuan } from '@/domain/money';
import { invalidateOperation, pageSalaryExpRecordsQueryOptions } from '@site/sdk/query/wages';
import { moneyColumn, owedTone } from '@/domain/money-column';
import { whoWhenColumn } from '@/ui/who-when-column';

type Capital = components['schemas']['WagesCapitaSource'];
const STATUSES = [0, 1, 2, 3];

const FILTERS: FilterField[] = [
  { name: 'projectName', label: '项目名称' },
  { name: 'period', label: '工资周期', type: 'month' },
  { name: 'status', label: '状态', type: 'select', options: optionsOf(CAPITAL_STATUS) },
];

export default function CapitalSourcePage() {
  const perm = usePagePermission();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [starting, setStarting] = useState(false);
  const [paying, setPaying] = useState<(Capital & { expId: number }) | null>(null);
  const canEdit = perm.can('edit');
  const columns = useMemo<ColumnDef<Capital, unknown>[]>(
    () => [
      {
        id: 'projectName',
        header: '项目',
        cell: ({ row }) => <TwoLines main={row.original.projectName} sub={row.original.branchName} />,
      },
      { id: 'period', header: '工资周期', cell: ({ row }) => <Nowrap>{row.original.period}</Nowrap> },
      moneyColumn('needAmount', '本期需发放（元）', 'strong'),
      {
        id: 'sources',
        header: '资金构成（元）',
        cell: ({ row }) => <SourceLines row={row.original} />,
      },
      moneyColumn('totalAmount', '资金合计（元）', 'success'),
      moneyColumn('gapAmount', '资金缺口（元）', owedTone),
      {
        id: 'status',
        header: '状态',
        cell: ({ row }) => <StatusTag table={CAPITAL_STATUS} value={row.original.status} />,
      },
      whoWhenColumn<Capital>('confirm', '确认', 'confirmerName', 'confirmTime', {
        format: 'MM-DD HH:mm',
        width: 'min-w-28',
        pending: true,
      }),
      {
        id: 'actions',
        header: '操作',
        enableHiding: false,
        cell: ({ row }) => {
          const c = row.original;
          const fill = canEdit && (c.status === 0 || c.status === 3);
          return (
            <div className="flex gap-2">
              {fill ? (
                <Button size="sm" variant="link" onClick={() => void navigate(capitalRowRoute(c, canEdit))}>
                  填报
                </Button>
              ) : null}
              {canEdit && c.status === 2 && c.expId !== undefined ? (
                <Button size="sm" variant="link" onClick={() => setPaying({ ...c, expId: c.expId as number })}>
                  发起代发
                </Button>
              ) : null}
              <Button
                size="sm"
                variant="link"
                onClick={() => void navigate(withQuery(CAPITAL_ROUTES.view, { id: c.id }))}
              >
                查看
              </Button>
            </div>
          );
        },
      },
    ],
    [canEdit, navigate],
  );

  return (
    <>
      <ListScreen<Capital>
        id="wages-capital-source"
        title="资金来源确认"
        filters={FILTERS}
        columns={columns}
        operation="pageSalaryCapitaSources"
        rowId={(c) => String(c.id)}
        toolbar={
          canEdit ? (
            <Button variant="primary" onClick={() => setStarting(true)}>
              <Plus />
              发起确认
            </Button>
          ) : null
        }
        load={salaryPageLoad(STATUSES, (body, signal) =>
          api.POST('/star/salaryCapitaSourceList/page', { body, signal }),
        )}
        exportFile={
          perm.hasPerm('wages:export')
            ? salaryExport(STATUSES, (body) => api.POST('/star/salaryCapitaSourceList/exportpage', { body }))
            : undefined
        }
      />
      {paying ? (
        <CumStartDialog
          capital={paying}
          onClose={() => setPaying(null)}
          onStarted={() => {
            setPaying(null);
            void invalidateOperation(queryClient, 'pageSalaryCapitaSources');
            void invalidateOperation(queryClient, 'pageSalaryCumRecords');
          }}
        />
      ) : null}
      {starting ? (
        <StartDialog
          onClose={() => setStarting(false)}
          onStarted={(id) => {
            setStarting(false);
            void navigate(withQuery(CAPITAL_ROUTES.fill, { id }));
          }}
        />
      ) : null}
    </>
  );
}

const SOURCES = [
  ['ownerPayAmount', '业主拨付'],
  ['contractorAdvanceAmount', '总包垫付'],
  ['companySelfAmount', '分包自筹'],
  ['otherAmount', '其他'],
] as const;

/** The sources that carry money, one per line (业主拨付 1,800,000.00). */
function SourceLines({ row }: { row: Capital }) {
  const lines = SOURCES.filter(([key]) => (row[key] ?? 0) !== 0);
  if (!lines.length) return <span className="text-muted">未填报</span>;
  return (
    <dl className="grid min-w-44 grid-cols-[auto_1fr] gap-x-2 text-xs">
      {lines.map(([key, label]) => (
        <Fragment key={key}>
          <dt className="text-gray-500">{label}</dt>
          <dd className="text-right tabular-nums text-gray-700">{formatAmount(row[key])}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

const startSchema = z.object({ expId: z.string().check(z.minLength(1, '请选择预结算')) });
type StartForm = z.infer<typeof startSchema>;

/** 发起确认: a pre-settlement whose companies are all confirmed (预结算状态 2) gets its fund-source task. */
export function StartDialog({ onClose, onStarted }: { onClose: () => void; onStarted: (id: number) => void }) {
  const queryClient = useQueryClient();
  const exps = useQuery({
    ...pageSalaryExpRecordsQueryOptions(api, { body: { pageNum: 1, pageSize: 100, status: 2 } }),
    select: (env) => env.data?.list ?? [],
  });
  const form = useForm<StartForm>({ resolver: zodResolver(startSchema), defaultValues: { expId: '' } });
  const expId = useWatch({ control: form.control, name: 'expId' });
  const chosen = exps.data?.find((e) => String(e.id) === expId);
  const start = useMutation({
    mutationFn: (v: StartForm) => {
      const exp = exps.data?.find((e) => String(e.id) === v.expId);
      return api.POST('/star/salaryCapitaSourceList/initTask', {
        body: { expId: Number(v.expId), ...(exp ? { projectId: exp.projectId, period: exp.period } : {}) },
      });
    },
    onSuccess: (env) => {
      toast.success(env.msg || '发起成功', { duration: TOAST_MS });
      void invalidateOperation(queryClient, 'pageSalaryCapitaSources');
      if (env.data) onStarted(env.data.id);
      else onClose();
    },
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title="发起资金来源确认"
      confirmText="发起"
      submitting={start.isPending}
      onSubmit={form.handleSubmit((v) => start.mutate(v))}
      width={560}
    >
      <p className="text-sm text-gray-600">
        选择全部参建单位已确认的预结算，发起后进入“待填报”，由项目填报本期工资的资金来源。同一预结算只能发起一次。
      </p>
      <Field label={<RequiredLabel>预结算</RequiredLabel>} htmlFor="capital-exp" error={errors.expId?.message}>
        <FormCombobox
          control={form.control}
          name="expId"
          id="capital-exp"
          label="预结算"
          required
          disabled={exps.isPending}
          options={(exps.data ?? []).map((e) => ({
            value: String(e.id),
            label: `${e.projectName ?? e.projectId} ${e.period}（${EXP_STATUS[e.status]?.label ?? e.status}）`,
          }))}
          emptyLabel={exps.isPending ? '加载中…' : '请选择预结算'}
        />
      </Field>
      {chosen ? (
        <dl className="grid grid-cols-2 gap-2 rounded bg-gray-50 p-3 text-sm">
          <dt className="text-gray-500">工人数</dt>
          <dd>{chosen.workerCount} 人</dd>
          <dt className="text-gray-500">应发工资</dt>
          <dd>{formatYuan(chosen.payableAmount)}</dd>
          <dt className="text-gray-500">扣款</dt>
          <dd>{formatYuan(chosen.deductAmount)}</dd>
          <dt className="text-gray-500">未发</dt>
          <dd className="font-medium text-danger">{formatYuan(chosen.unpaidAmount)}</dd>
        </dl>
      ) : null}
    </FormDialog>
  );
}
