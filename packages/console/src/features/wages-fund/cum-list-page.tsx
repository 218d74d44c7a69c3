// 累计发放 (001 §7.3 /star/salaryCumList/page, menu wages/cumList): every 代发 task with what it pays this time
// and what the period has paid in all; a task in approval opens its approval page (/partiallyrepay, or
// /finalPaymentByProxy for 尾款代发), the others their view (/partiallyrepayone). Export of the filter. A paying or
// paid task that left money unpaid has 登记问题工资 (trouble-register-dialog.tsx) for those with the add bit.
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { formatDate } from '@/lib/dates';
import { usePagePermission } from '@/session/permissions';
import { Button } from '@/ui/button';
import type { FilterField } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
import { Nowrap, StatusTag } from '@/ui/status-tag';
import { Money } from '@/domain/money-cell';
import { TwoLines } from '@/ui/two-lines';
import { EXPORT_PAGE, salaryFilter } from './fund-bodies';
import { cumRowRoute } from './fund-routes';
import { CUM_STATUS, PAY_TYPE, optionsOf } from './fund-status';
import { TroubleRegisterDialog } from './trouble-register-dialog';
import { canRegisterTrouble } from './trouble-register';

type Cum = components['schemas']['WagesCumRecord'];
const STATUSES = [0, 1, 2, 3, 4];

const FILTERS: FilterField[] = [
  { name: 'projectName', label: '项目名称' },
  { name: 'period', label: '工资周期', type: 'month' },
  { name: 'status', label: '状态', type: 'select', options: optionsOf(CUM_STATUS) },
  { name: 'type', label: '代发类型', type: 'select', options: optionsOf(PAY_TYPE) },
];

export default function CumListPage() {
  const perm = usePagePermission();
  const navigate = useNavigate();
  const [registering, setRegistering] = useState<Cum | null>(null);
  const canAdd = perm.can('add');
  const columns = useMemo<ColumnDef<Cum, unknown>[]>(
    () => [
      {
        id: 'projectName',
        header: '项目',
        cell: ({ row }) => <TwoLines main={row.original.projectName} sub={row.original.branchName} />,
      },
      { id: 'period', header: '工资周期', cell: ({ row }) => <Nowrap>{row.original.period}</Nowrap> },
      {
        id: 'payType',
        header: '代发类型',
        cell: ({ row }) => <StatusTag table={PAY_TYPE} value={row.original.payType} />,
      },
      {
        id: 'workers',
        header: '发放 / 预结算人数',
        cell: ({ row }) => (
          <Nowrap>
            {row.original.payWorkerCount ?? 0} / {row.original.workerCount ?? 0} 人
          </Nowrap>
        ),
      },
      {
        id: 'expAmount',
        header: '预结算应付（元）',
        cell: ({ row }) => <Money value={row.original.expAmount} tone="strong" />,
      },
      {
        id: 'thisPayAmount',
        header: '本次发放（元）',
        cell: ({ row }) => <Money value={row.original.thisPayAmount} />,
      },
      {
        id: 'cumPaidAmount',
        header: '累计已发（元）',
        cell: ({ row }) => <Money value={row.original.cumPaidAmount} tone="success" />,
      },
      {
        id: 'unpaidAmount',
        header: '剩余未发（元）',
        cell: ({ row }) => (
          <Money value={row.original.unpaidAmount} tone={row.original.unpaidAmount > 0 ? 'danger' : 'muted'} />
        ),
      },
      { id: 'payDate', header: '发放日期', cell: ({ row }) => <Nowrap>{formatDate(row.original.payDate)}</Nowrap> },
      {
        id: 'status',
        header: '状态',
        cell: ({ row }) => <StatusTag table={CUM_STATUS} value={row.original.status} />,
      },
      {
        id: 'createTime',
        header: '发起时间',
        cell: ({ row }) => <Nowrap>{formatDate(row.original.createTime, 'minute')}</Nowrap>,
      },
      {
        id: 'actions',
        header: '操作',
        enableHiding: false,
        cell: ({ row }) => (
          <div className="flex whitespace-nowrap">
            <Button size="sm" variant="link" onClick={() => void navigate(cumRowRoute(row.original))}>
              {row.original.status === 1 ? '审批' : '查看'}
            </Button>
            {canAdd && canRegisterTrouble(row.original) ? (
              <Button size="sm" variant="link" onClick={() => setRegistering(row.original)}>
                登记问题工资
              </Button>
            ) : null}
          </div>
        ),
      },
    ],
    [navigate, canAdd],
  );

  return (
    <>
      <ListScreen<Cum>
        id="wages-cum-list"
        title="累计发放"
        filters={FILTERS}
        columns={columns}
        operation="pageSalaryCumRecords"
        rowId={(c) => String(c.id)}
        load={async ({ page, size, filters, signal }) => {
          const env = await api.POST('/star/salaryCumList/page', {
            body: { pageNum: page, pageSize: size, ...salaryFilter(filters, STATUSES) },
            signal,
          });
          return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
        }}
        exportFile={
          perm.hasPerm('wages:export')
            ? (filters) =>
                api.POST('/star/salaryCumList/exporttaskpage', {
                  body: { ...EXPORT_PAGE, ...salaryFilter(filters, STATUSES) },
                })
            : undefined
        }
      />
      {registering ? <TroubleRegisterDialog cum={registering} onClose={() => setRegistering(null)} /> : null}
    </>
  );
}
