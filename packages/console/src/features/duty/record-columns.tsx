// The columns the duty record lists share (值班记录 and 值班分析's 未达标记录): date, type, project, time on duty,
// buildings covered and result.
import type { ColumnDef } from '@tanstack/react-table';
import { formatDate } from '@/lib/dates';
import { Nowrap, StatusTag } from '@/ui/status-tag';
import { DUTY_TYPE, RECORD_STATUS, formatMinutes, type DutyRecord } from './duty-model';

type Column = ColumnDef<DutyRecord, unknown>;

export const dateColumn: Column = {
  id: 'dutyDate',
  header: '日期',
  cell: ({ row }) => <Nowrap>{formatDate(row.original.dutyDate)}</Nowrap>,
};

export const typeColumn: Column = {
  id: 'dutyType',
  header: '类型',
  cell: ({ row }) => <StatusTag table={DUTY_TYPE} value={row.original.dutyType} />,
};

export const projectColumn: Column = {
  id: 'projectName',
  header: '项目',
  cell: ({ row }) => row.original.projectName ?? '—',
};

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
