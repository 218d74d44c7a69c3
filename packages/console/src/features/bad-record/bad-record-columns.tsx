// The columns of 不良行为记录 (bad-record-list-page.tsx): the worker, the behaviour and its punishment, the stage it
// waits at and who handles it, who registered it, and 详情 / 审核 / 删除.
import type { ColumnDef } from '@tanstack/react-table';
import type { NavigateFunction } from 'react-router-dom';
import { formatDate } from '@/lib/dates';
import { Nowrap, StatusTag, Tag } from '@/ui/status-tag';
import {
  BAD_STATUS,
  BAD_TYPES,
  PUNISHMENTS,
  canDeleteRecord,
  examinePath,
  pendingLevel,
  type BadRecord,
} from './bad-record-model';
import { dateColumn, clippedTextColumn } from '@/ui/field-columns';
import { PersonCell, StackedCell } from '@/ui/stacked-cell';
import { linksColumn } from '@/ui/links-column';

export function badRecordColumns({
  mayHandle,
  mayDelete,
  navigate,
  onView,
  onDelete,
}: {
  mayHandle: boolean;
  mayDelete: boolean;
  navigate: NavigateFunction;
  onView: (r: BadRecord) => void;
  onDelete: (r: BadRecord) => void;
}): ColumnDef<BadRecord, unknown>[] {
  return [
    {
      id: 'recordNo',
      header: '记录编号',
      cell: ({ row }) => <span className="font-mono text-xs">{row.original.recordNo ?? '—'}</span>,
    },
    {
      id: 'workerName',
      header: '工人',
      enableHiding: false,
      cell: ({ row }) => (
        <PersonCell name={row.original.workerName} note={row.original.workType} sub={row.original.idCard} />
      ),
    },
    {
      id: 'team',
      header: '参建单位 / 班组',
      cell: ({ row }) => <StackedCell main={row.original.companyName ?? '—'} sub={row.original.teamName ?? '—'} />,
    },
    {
      id: 'badType',
      header: '行为类型',
      cell: ({ row }) => <Nowrap>{row.original.badTypeName ?? BAD_TYPES[row.original.badType]}</Nowrap>,
    },
    clippedTextColumn('description', '行为描述', 'max-w-64 truncate'),
    dateColumn('occurTime', '发生时间', 'minute'),
    {
      id: 'punishment',
      header: '处罚',
      cell: ({ row }) => (
        <div className="whitespace-nowrap">
          <p>{PUNISHMENTS[row.original.punishment ?? -1] ?? '—'}</p>
          <p className="text-xs text-gray-500">扣 {row.original.deductScore ?? 0} 分</p>
        </div>
      ),
    },
    {
      id: 'status',
      header: '状态',
      cell: ({ row }) => (
        <span className="inline-flex items-center gap-1">
          <StatusTag table={BAD_STATUS} value={row.original.status} />
          {row.original.addBlacklist ? <Tag tag={{ label: '已列入黑名单', tone: 'danger' }} /> : null}
        </span>
      ),
    },
    {
      id: 'handler',
      header: '当前处理人',
      cell: ({ row }) => {
        const level = pendingLevel(row.original.status);
        const name =
          level === 1
            ? row.original.projectHandlerName
            : level === 2
              ? row.original.orgHandlerName
              : level === 3
                ? row.original.comHandlerName
                : null;
        return <Nowrap>{name}</Nowrap>;
      },
    },
    {
      id: 'createBy',
      header: '登记',
      cell: ({ row }) => (
        <StackedCell main={row.original.createBy ?? '—'} sub={formatDate(row.original.createTime, 'minute')} />
      ),
    },
    linksColumn<BadRecord>([
      { text: '详情', onClick: onView },
      {
        text: '审核',
        show: (r) => pendingLevel(r.status) !== null && mayHandle,
        onClick: (r) => void navigate(examinePath(r)),
      },
      { text: '删除', show: (r) => canDeleteRecord(r.status) && mayDelete, tone: 'danger', onClick: onDelete },
    ]),
  ];
}
