// 异常考勤 (menu attendance/abnormal; seed 001 §7.1 /duty/appendance/abnormalPage and its export): every late
// arrival, early leave, missed check and absence of the project managers, by period, department and type; 导出 the
// current filter (perm attendance:export).
import { optionsOf } from '@/lib/options';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { formatDate } from '@/lib/dates';
import { usePagePermission } from '@/session/permissions';
import { dateRangeFilters, type FilterField } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
import { Nowrap, StatusTag } from '@/ui/status-tag';
import { ABNORMAL_TYPE, abnormalBody, rangeOf } from './attendance-model';
import { departmentsQuery } from './attendance-queries';
import { PeriodNote } from './period-bar';

type Row = components['schemas']['AttendanceAbnormalRecord'];

const TYPE_OPTIONS = optionsOf(ABNORMAL_TYPE);

export default function AbnormalPage() {
  const perm = usePagePermission();
  const [search] = useSearchParams();
  const range = rangeOf(search.get('startDate'), search.get('endDate'));
  const departments = useQuery(departmentsQuery());
  const filters = useMemo<FilterField[]>(
    () => [
      ...dateRangeFilters(),
      { name: 'abnormalType', label: '异常类型', type: 'select', options: TYPE_OPTIONS },
      { name: 'deptId', label: '部门', type: 'select', searchable: true, options: departments.data ?? [] },
    ],
    [departments.data],
  );
  const columns = useMemo<ColumnDef<Row, unknown>[]>(
    () => [
      { id: 'date', header: '日期', cell: ({ row }) => <Nowrap>{row.original.date}</Nowrap> },
      { id: 'name', header: '姓名', cell: ({ row }) => <span className="font-medium">{row.original.name}</span> },
      { id: 'deptName', header: '部门', cell: ({ row }) => <Nowrap>{row.original.deptName}</Nowrap> },
      { id: 'position', header: '岗位', cell: ({ row }) => <Nowrap>{row.original.position}</Nowrap> },
      {
        id: 'abnormalType',
        header: '异常类型',
        cell: ({ row }) => (
          <StatusTag table={ABNORMAL_TYPE} value={row.original.abnormalType} fallback={row.original.abnormalName} />
        ),
      },
      { id: 'shouldTime', header: '规定时间', cell: ({ row }) => <Nowrap>{row.original.shouldTime}</Nowrap> },
      {
        id: 'checkTime',
        header: '实际打卡',
        cell: ({ row }) =>
          row.original.checkTime ? (
            formatDate(row.original.checkTime, 'HH:mm:ss')
          ) : (
            <span className="text-muted">未打卡</span>
          ),
      },
      {
        id: 'minutes',
        header: '迟到/早退(分钟)',
        cell: ({ row }) => (row.original.minutes ? row.original.minutes : '—'),
      },
      { id: 'remark', header: '情况说明', cell: ({ row }) => <Nowrap>{row.original.remark || null}</Nowrap> },
    ],
    [],
  );
  return (
    <ListScreen<Row>
      id="attendance-abnormal"
      title="异常考勤"
      filters={filters}
      columns={columns}
      operation="pageAttendanceAbnormalRecords"
      rowId={(r) => String(r.id)}
      load={async ({ page, size, filters: values, signal }) => {
        const env = await api.POST('/duty/appendance/abnormalPage', {
          body: { page, limit: size, ...abnormalBody(values) },
          signal,
        });
        return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
      }}
      exportFile={
        perm.hasPerm('attendance:export')
          ? (values) => api.POST('/duty/appendance/abnormalPageExport', { body: abnormalBody(values) })
          : undefined
      }
      toolbar={<PeriodNote range={range} />}
    />
  );
}
