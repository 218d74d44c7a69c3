// 公对公支付 (001 §7.3, menu wages/troublePublic): trouble wages paid by the responsible company into the project's
// wage account (…/project/public/pament/page, export exportpublic). With the page's add bit: 登记对公支付 and 修改
// open the voucher upload (/publicToPublicPayment); 发起确认 submits a saved or rejected payment to the project
// (…/troubley/project/public/task). A payment waiting for the project opens its confirmation (/publictoPublicApproval).
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { toast } from 'sonner';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { formatDate } from '@/lib/dates';
import { usePagePermission } from '@/session/permissions';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { dateRangeFilters, type FilterField } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
import { Nowrap, StatusTag } from '@/ui/status-tag';
import { TwoLines } from '@/ui/two-lines';
import { publicPaymentFilter } from './fund-bodies';
import { projectOptionsQuery } from './fund-queries';
import { PUBLIC_ROUTES, withQuery } from './fund-routes';
import { PUBLIC_STATUS, optionsOf } from './fund-status';
import { formatYuan } from '@/domain/money';
import { invalidateOperation } from '@site/sdk/query/common';
import { moneyColumn } from '@/domain/money-column';
import { NewTabLink } from '@/ui/new-tab-link';

type Payment = components['schemas']['WagesTroublePublicPayment'];

export default function TroublePublicPage() {
  const perm = usePagePermission();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const projects = useQuery(projectOptionsQuery());
  const [submitting, setSubmitting] = useState<Payment | null>(null);
  const canAdd = perm.can('add');

  const start = useMutation({
    mutationFn: (p: Payment) =>
      api.POST('/star/laborwagestrouble/wages/troubley/project/public/task', {
        body: { troubleId: p.troubleId, publicPaymentIds: [p.id] },
      }),
    onSuccess: (env) => {
      const who = env.data?.approverName ? `，确认人：${env.data.approverName}` : '';
      toast.success(`${env.msg || '提交成功'}${who}`, { duration: TOAST_MS });
      setSubmitting(null);
      void invalidateOperation(queryClient, 'listTroubleProjectPublicPayments');
    },
  });

  const filters = useMemo<FilterField[]>(
    () => [
      { name: 'projectId', label: '项目', type: 'select', searchable: true, options: projects.data ?? [] },
      { name: 'period', label: '工资周期', type: 'month' },
      { name: 'status', label: '状态', type: 'select', options: optionsOf(PUBLIC_STATUS) },
      ...dateRangeFilters('转账日期'),
    ],
    [projects.data],
  );

  const columns = useMemo<ColumnDef<Payment, unknown>[]>(
    () => [
      {
        id: 'project',
        header: '项目 / 周期',
        cell: ({ row }) => <TwoLines main={row.original.projectName} sub={row.original.period} />,
      },
      {
        id: 'payer',
        header: '付款单位 / 账户',
        cell: ({ row }) => (
          <TwoLines
            className="min-w-48"
            main={row.original.companyName}
            sub={
              <>
                {row.original.payerAccountName !== row.original.companyName ? (
                  <span className="block text-warning">户名：{row.original.payerAccountName}</span>
                ) : null}
                {[row.original.payerBankName, row.original.payerAccountNo].filter(Boolean).join(' · ')}
              </>
            }
          />
        ),
      },
      moneyColumn('amount', '金额（元）', 'strong'),
      { id: 'payDate', header: '转账日期', cell: ({ row }) => <Nowrap>{formatDate(row.original.payDate)}</Nowrap> },
      {
        id: 'files',
        header: '回单',
        cell: ({ row }) =>
          (row.original.files ?? []).length ? (
            <div className="flex flex-col">
              {(row.original.files ?? []).map((f) => (
                <NewTabLink
                  key={f.fileId ?? f.url}
                  href={f.url}
                  className="max-w-40 truncate text-primary hover:underline"
                >
                  {f.name ?? '回单'}
                </NewTabLink>
              ))}
            </div>
          ) : (
            <span className="text-muted">—</span>
          ),
      },
      {
        id: 'status',
        header: '状态',
        cell: ({ row }) => {
          const p = row.original;
          const note = p.confirmBy
            ? `${p.confirmBy}：${p.opinion ?? formatDate(p.confirmTime, 'MM-DD HH:mm')}`
            : p.submitTime
              ? `${p.submitBy ?? ''} 提交于 ${formatDate(p.submitTime, 'MM-DD HH:mm')}`
              : p.submitBy
                ? `${p.submitBy} 登记`
                : '';
          return (
            <div className="min-w-40 max-w-56" title={note || undefined}>
              <StatusTag table={PUBLIC_STATUS} value={p.status} />
              {note ? <p className="mt-0.5 truncate text-xs text-muted">{note}</p> : null}
            </div>
          );
        },
      },
      {
        id: 'actions',
        header: '操作',
        enableHiding: false,
        cell: ({ row }) => {
          const p = row.original;
          const editable = canAdd && (p.status === 0 || p.status === 3);
          return (
            <div className="flex gap-2">
              {editable ? (
                <>
                  <Button
                    size="sm"
                    variant="link"
                    onClick={() =>
                      void navigate(withQuery(PUBLIC_ROUTES.upload, { id: p.id, troubleCompanyId: p.troubleCompanyId }))
                    }
                  >
                    修改
                  </Button>
                  <Button size="sm" variant="link" onClick={() => setSubmitting(p)}>
                    发起确认
                  </Button>
                </>
              ) : null}
              {p.status === 1 || p.proInstId ? (
                <Button
                  size="sm"
                  variant="link"
                  onClick={() =>
                    void navigate(
                      withQuery(PUBLIC_ROUTES.approval, {
                        id: p.id,
                        proInstId: p.proInstId,
                        troubleCompanyId: p.troubleCompanyId,
                      }),
                    )
                  }
                >
                  {p.status === 1 ? '确认' : '查看'}
                </Button>
              ) : null}
            </div>
          );
        },
      },
    ],
    [canAdd, navigate],
  );

  return (
    <>
      <ListScreen<Payment>
        id="wages-trouble-public"
        title="公对公支付"
        filters={filters}
        columns={columns}
        operation="listTroubleProjectPublicPayments"
        rowId={(p) => String(p.id)}
        toolbar={
          canAdd ? (
            <Button variant="primary" onClick={() => void navigate(PUBLIC_ROUTES.upload)}>
              <Plus />
              登记对公支付
            </Button>
          ) : null
        }
        load={async ({ page, size, filters: values, signal }) => {
          const env = await api.POST('/star/laborwagestrouble/wages/trouble/project/public/pament/page', {
            body: { pageNum: page, pageSize: size, ...publicPaymentFilter(values) },
            signal,
          });
          return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
        }}
        exportFile={
          perm.hasPerm('wages:export')
            ? (values) => api.POST('/star/laborwagestrouble/exportpublic', { body: publicPaymentFilter(values) })
            : undefined
        }
      />
      <ConfirmDialog
        open={submitting !== null}
        onOpenChange={(o) => !o && setSubmitting(null)}
        title="发起对公支付确认"
        message={
          submitting
            ? `确定把「${submitting.companyName}」${formatYuan(submitting.amount)} 的对公支付提交项目确认吗？`
            : ''
        }
        confirmText="提交"
        onConfirm={() => submitting && start.mutate(submitting)}
      />
    </>
  );
}
