// 工资支出确认 (001 §7.3 /star/salaryExpCompanyList/*, menu wages/expConfirm): the pre-settlements of each project
// and period; 确认 / 查看 opens one (kept in the address as ?exp=&proInstId=) with its companies to confirm, correct
// or adjust, their teams, workers, outputs and attachments (返回 goes back to the list).
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { Button } from '@/ui/button';
import type { FilterField } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
import { Nowrap, StatusTag } from '@/ui/status-tag';
import { TwoLines } from '@/ui/two-lines';
import { whoWhenColumn } from '@/ui/who-when-column';
import ExpConfirmDetail from './exp-confirm-detail';
import { salaryPageLoad } from './salary-list';
import { EXP_TYPE, optionsOf } from './fund-status';
import { EXP_STATUS } from '@/domain/wage-exp-confirm';
import { moneyColumn, owedTone } from '@/domain/money-column';

type Exp = components['schemas']['WagesExpRecord'];
const STATUSES = [0, 1, 2, 3, 4, 5, 9];

const FILTERS: FilterField[] = [
  { name: 'projectName', label: '项目名称' },
  { name: 'period', label: '工资周期', type: 'month' },
  { name: 'status', label: '状态', type: 'select', options: optionsOf(EXP_STATUS) },
];

export default function ExpConfirmPage() {
  const [search, setSearch] = useSearchParams();
  const [chosen, setChosen] = useState<Exp | null>(null);
  const expId = Number(search.get('exp')) || 0;
  const proInstId = search.get('proInstId') ?? '';

  const open = useCallback(
    (e: Exp) => {
      setChosen(e);
      setSearch((s) => {
        const next = new URLSearchParams(s);
        next.set('exp', String(e.id));
        next.set('proInstId', e.proInstId);
        return next;
      });
    },
    [setSearch],
  );

  const columns = useMemo<ColumnDef<Exp, unknown>[]>(
    () => [
      {
        id: 'projectName',
        header: '项目',
        cell: ({ row }) => <TwoLines main={row.original.projectName} sub={row.original.branchName} />,
      },
      { id: 'period', header: '工资周期', cell: ({ row }) => <Nowrap>{row.original.period}</Nowrap> },
      {
        id: 'expType',
        header: '类型',
        cell: ({ row }) => <Nowrap>{EXP_TYPE[row.original.expType ?? 0] ?? '—'}</Nowrap>,
      },
      {
        id: 'scope',
        header: '单位 / 班组 / 工人',
        cell: ({ row }) => (
          <Nowrap>
            {row.original.companyCount ?? 0} / {row.original.teamCount ?? 0} / {row.original.workerCount}
          </Nowrap>
        ),
      },
      moneyColumn('payableAmount', '应发（元）', 'strong'),
      moneyColumn('deductAmount', '扣款（元）'),
      moneyColumn('paidAmount', '已发（元）', 'success'),
      moneyColumn('unpaidAmount', '未发（元）', owedTone),
      { id: 'status', header: '状态', cell: ({ row }) => <StatusTag table={EXP_STATUS} value={row.original.status} /> },
      whoWhenColumn<Exp>('createTime', '发起', 'initiatorName', 'createTime'),
      {
        id: 'actions',
        header: '操作',
        enableHiding: false,
        cell: ({ row }) => (
          <Button size="sm" variant="link" onClick={() => open(row.original)}>
            {row.original.status === 1 ? '确认' : '查看'}
          </Button>
        ),
      },
    ],
    [open],
  );

  if (expId && proInstId) {
    return <ExpConfirmDetail expId={expId} proInstId={proInstId} record={chosen?.id === expId ? chosen : null} />;
  }

  return (
    <ListScreen<Exp>
      id="wages-exp-confirm"
      title="工资支出确认"
      filters={FILTERS}
      columns={columns}
      operation="pageSalaryExpRecords"
      rowId={(e) => String(e.id)}
      load={salaryPageLoad(STATUSES, (body, signal) => api.POST('/star/salaryExpList/page', { body, signal }))}
    />
  );
}
