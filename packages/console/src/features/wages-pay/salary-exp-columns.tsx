// 工资预结算 · 预结算: the records' columns.
import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@site/sdk';
import { Button } from '@/ui/button';
import { StatusTag } from '@/ui/status-tag';
import { whoWhenColumn } from '@/ui/who-when-column';
import { EXP_TYPE, canInitTodo, canRemoveExp } from './pay-status';
import { EXP_STATUS } from '@/domain/wage-exp-confirm';
import { amountColumns, projectPeriodColumns } from './salary-level-columns';

type Exp = components['schemas']['WagesExpRecord'];

export function expRecordColumns({
  canStart,
  canRemove,
  onOpen,
  onFiles,
  onTodo,
  onRemove,
}: {
  canStart: boolean;
  canRemove: boolean;
  onOpen: (e: Exp) => void;
  onFiles: (e: Exp) => void;
  onTodo: (e: Exp) => void;
  onRemove: (e: Exp) => void;
}): ColumnDef<Exp, unknown>[] {
  return [
    ...projectPeriodColumns<Exp>(),
    { id: 'expType', header: '类型', cell: ({ row }) => <StatusTag table={EXP_TYPE} value={row.original.expType} /> },
    {
      id: 'scope',
      header: '单位 / 班组',
      cell: ({ row }) => (
        <span className="whitespace-nowrap tabular-nums">
          {row.original.companyCount ?? 0} 家 / {row.original.teamCount ?? 0} 个
        </span>
      ),
    },
    ...amountColumns<Exp>(),
    { id: 'status', header: '状态', cell: ({ row }) => <StatusTag table={EXP_STATUS} value={row.original.status} /> },
    whoWhenColumn<Exp>('create', '发起', 'initiatorName', 'createTime'),
    {
      id: 'actions',
      header: '操作',
      enableHiding: false,
      cell: ({ row }) => {
        const e = row.original;
        const label = e.expType === 3 ? '其他预结算' : e.status === 0 ? '维护' : e.status === 1 ? '确认' : '查看';
        return (
          <div className="flex gap-2">
            <Button size="sm" variant="link" onClick={() => onOpen(e)}>
              {label}
            </Button>
            <Button size="sm" variant="link" onClick={() => onFiles(e)}>
              附件
            </Button>
            {canStart && canInitTodo(e.status) ? (
              <Button size="sm" variant="link" onClick={() => onTodo(e)}>
                生成待办
              </Button>
            ) : null}
            {canRemove && canRemoveExp(e.status) ? (
              <Button size="sm" variant="link" className="text-danger" onClick={() => onRemove(e)}>
                撤销
              </Button>
            ) : null}
          </div>
        );
      },
    },
  ];
}
