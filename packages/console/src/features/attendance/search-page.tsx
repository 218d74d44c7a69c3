// 考勤查询 (menu attendance/search; seed 001 §7.1 /duty/appendance/search_list, departmentDropdown): each project
// manager's attendance over a period, by department or name; 导出 the current filter (perm attendance:export);
// a row's 详情 opens 考勤详情 (attendance/searchDetail) for that person and period.
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { usePagePermission } from '@/session/permissions';
import { dateRangeFilters, type FilterField } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
import { Nowrap } from '@/ui/status-tag';
import { detailLink, formatCount, rangeOf, searchBody } from './attendance-model';
import { PeriodNote } from './period-bar';
import { departmentsQuery } from './attendance-queries';
import { Rate } from '@/ui/rate';
import { linkColumn } from '@/ui/link-column';

type Row = components['schemas']['AttendanceSearchRow'];

const count = (n: number | undefined, warn = false) => (
  <span className={warn && n ? 'font-medium text-warning' : undefined}>{formatCount(n)}</span>
);

export default function SearchPage() {
  const perm = usePagePermission();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const range = rangeOf(search.get('startDate'), search.get('endDate'));
  const { startDate, endDate } = range;
  const departments = useQuery(departmentsQuery());
  const filters = useMemo<FilterField[]>(
    () => [
      ...dateRangeFilters(),
      { name: 'deptId', label: '部门', type: 'select', searchable: true, options: departments.data ?? [] },
      { name: 'keyword', label: '姓名/手机号', placeholder: '请输入姓名或手机号' },
    ],
    [departments.data],
  );

  const columns = useMemo<ColumnDef<Row, unknown>[]>(
    () => [
      { id: 'name', header: '姓名', cell: ({ row }) => <span className="font-medium">{row.original.name}</span> },
      { id: 'mobile', header: '手机号', cell: ({ row }) => <Nowrap>{row.original.mobile}</Nowrap> },
      { id: 'deptName', header: '部门', cell: ({ row }) => <Nowrap>{row.original.deptName}</Nowrap> },
      { id: 'position', header: '岗位', cell: ({ row }) => <Nowrap>{row.original.position}</Nowrap> },
      { id: 'shouldDays', header: '应出勤(天)', cell: ({ row }) => count(row.original.shouldDays) },
      { id: 'actualDays', header: '实出勤(天)', cell: ({ row }) => count(row.original.actualDays) },
      { id: 'lateTimes', header: '迟到(次)', cell: ({ row }) => count(row.original.lateTimes, true) },
      { id: 'earlyTimes', header: '早退(次)', cell: ({ row }) => count(row.original.earlyTimes, true) },
      { id: 'missTimes', header: '缺卡(次)', cell: ({ row }) => count(row.original.missTimes, true) },
      { id: 'absentDays', header: '缺勤(天)', cell: ({ row }) => count(row.original.absentDays, true) },
      { id: 'leaveDays', header: '请假(天)', cell: ({ row }) => count(row.original.leaveDays) },
      { id: 'attendanceRate', header: '出勤率', cell: ({ row }) => <Rate value={row.original.attendanceRate} /> },
      linkColumn({ label: '详情', onClick: (r) => void navigate(detailLink(r.userId, { startDate, endDate })) }),
    ],
    [navigate, startDate, endDate],
  );

  return (
    <ListScreen<Row>
      id="attendance-search"
      title="考勤查询"
      filters={filters}
      columns={columns}
      operation="searchAttendanceList"
      rowId={(r) => String(r.userId)}
      load={async ({ page, size, filters: values, signal }) => {
        const env = await api.POST('/duty/appendance/search_list', {
          body: { page, limit: size, ...searchBody(values) },
          signal,
        });
        return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
      }}
      exportFile={
        perm.hasPerm('attendance:export')
          ? (values) => api.POST('/duty/appendance/search_listExport', { body: searchBody(values) })
          : undefined
      }
      toolbar={<PeriodNote range={range} />}
    />
  );
}
