// The columns the duty record lists share (值班记录 and 值班分析's 未达标记录): date, type, project, time on duty,
// buildings covered and result; and who was on duty, which 值班配置 and 人员完成情况 lead with too.
import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@site/sdk';
import { formatDate } from '@/lib/dates';
import { Nowrap, StatusTag } from '@/ui/status-tag';
import { DUTY_TYPE, RECORD_STATUS, formatMinutes } from './duty-model';

/** A row of 值班记录. */
export type DutyRecord = components['schemas']['DutyRecord'];

type Column = ColumnDef<DutyRecord, unknown>;

/** A row of one person's duty: a record, a plan or a completion. */
interface Duty {
  userName: string;
  postName?: string;
  dutyType?: 1 | 2;
  projectName?: string;
}

const typeColumnOf = <R extends Duty>(): ColumnDef<R, unknown> => ({
  id: 'dutyType',
  header: '类型',
  cell: ({ row }) => <StatusTag table={DUTY_TYPE} value={row.original.dutyType} />,
});

const projectColumnOf = <R extends Duty>(): ColumnDef<R, unknown> => ({
  id: 'projectName',
  header: '项目',
  cell: ({ row }) => row.original.projectName ?? '—',
});

/** 值班人员 (the name over the position), 类型 and 项目. */
export const whoColumns = <R extends Duty>(): ColumnDef<R, unknown>[] => [
  {
    id: 'userName',
    header: '值班人员',
    cell: ({ row }) => (
      <div className="flex flex-col">
        <span className="font-medium whitespace-nowrap">{row.original.userName}</span>
        <span className="text-xs text-gray-400">{row.original.postName ?? ''}</span>
      </div>
    ),
  },
  typeColumnOf<R>(),
  projectColumnOf<R>(),
];

export const dateColumn: Column = {
  id: 'dutyDate',
  header: '日期',
  cell: ({ row }) => <Nowrap>{formatDate(row.original.dutyDate)}</Nowrap>,
};

export const typeColumn: Column = typeColumnOf<DutyRecord>();

export const projectColumn: Column = projectColumnOf<DutyRecord>();

export const durationColumn: Column = {
  id: 'duration',
  header: '在岗时长',
  cell: ({ row }) => <Nowrap>{formatMinutes(row.original.durationMinutes)}</Nowrap>,
};

export const coverageColumn: Column = {
  id: 'coverage',
  header: '楼栋覆盖',
  cell: ({ row }) => (
    <Nowrap>{`${row.original.coveredBuildingCount ?? 0} / ${row.original.buildingCount ?? 0}`}</Nowrap>
  ),
};

export const statusColumn: Column = {
  id: 'status',
  header: '结果',
  cell: ({ row }) => <StatusTag table={RECORD_STATUS} value={row.original.status} />,
};
