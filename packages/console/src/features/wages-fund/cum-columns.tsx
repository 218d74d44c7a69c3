// The columns of 累计发放 (cum-list-page.tsx): amounts of each 代发 task, and its 审批/查看 and 登记问题工资 links.
import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@site/sdk';
import { formatDate } from '@/lib/dates';
import { Button } from '@/ui/button';
import { Nowrap, StatusTag } from '@/ui/status-tag';
import { TwoLines } from '@/ui/two-lines';
import { CUM_STATUS, PAY_TYPE } from './fund-status';
import { canRegisterTrouble } from './trouble-register';
import { moneyColumn, owedTone } from '@/domain/money-column';

type Cum = components['schemas']['WagesCumRecord'];

export function cumColumns({
  onOpen,
  canAdd,
  onRegister,
}: {
  onOpen: (c: Cum) => void;
  canAdd: boolean;
  onRegister: (c: Cum) => void;
}): ColumnDef<Cum, unknown>[] {
  return [
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
    moneyColumn('expAmount', '预结算应付（元）', 'strong'),
    moneyColumn('thisPayAmount', '本次发放（元）'),
    moneyColumn('cumPaidAmount', '累计已发（元）', 'success'),
    moneyColumn('unpaidAmount', '剩余未发（元）', owedTone),
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
          <Button size="sm" variant="link" onClick={() => onOpen(row.original)}>
            {row.original.status === 1 ? '审批' : '查看'}
          </Button>
          {canAdd && canRegisterTrouble(row.original) ? (
            <Button size="sm" variant="link" onClick={() => onRegister(row.original)}>
              登记问题工资
            </Button>
          ) : null}
        </div>
      ),
    },
  ];
}
