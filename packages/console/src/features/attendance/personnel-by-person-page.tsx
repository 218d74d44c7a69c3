// 人员考勤名单 (menu attendance/personnelByPerson; seed 001 §7.1 /duty/attendanceManagementPersonnelByPerson): each
// subcontractor manager's expected and actual days, rate and last check over a period, optionally of one company
// (分包人员考勤 opens it with ?companyId=).
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { formatDate } from '@/lib/dates';
import { dateRangeFilters, type FilterField } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
import { Nowrap } from '@/ui/status-tag';
import { formatCount, personBody, rangeOf } from './attendance-model';
import { companyOptionsQuery } from './attendance-queries';
import { PeriodNote } from './period-bar';
import { Rate } from '@/ui/rate';

type Row = components['schemas']['AttendanceManagerPersonRow'];

export default function PersonnelByPersonPage() {
  const [search] = useSearchParams();
  const range = rangeOf(search.get('startDate'), search.get('endDate'));
  const companies = useQuery(companyOptionsQuery());
  const filters = useMemo<FilterField[]>(
    () => [
      ...dateRangeFilters(),
      { name: 'companyId', label: '参建单位', type: 'select', searchable: true, options: companies.data ?? [] },
    ],
    [companies.data],
  );
  const columns = useMemo<ColumnDef<Row, unknown>[]>(
    () => [
      { id: 'name', header: '姓名', cell: ({ row }) => <span className="font-medium">{row.original.name}</span> },
      { id: 'mobile', header: '手机号', cell: ({ row }) => <Nowrap>{row.original.mobile}</Nowrap> },
      { id: 'companyName', header: '参建单位', cell: ({ row }) => <Nowrap>{row.original.companyName}</Nowrap> },
      { id: 'position', header: '岗位', cell: ({ row }) => <Nowrap>{row.original.position}</Nowrap> },
      { id: 'shouldDays', header: '应出勤(天)', cell: ({ row }) => formatCount(row.original.shouldDays) },
      { id: 'actualDays', header: '实出勤(天)', cell: ({ row }) => formatCount(row.original.actualDays) },
      { id: 'attendanceRate', header: '出勤率', cell: ({ row }) => <Rate value={row.original.attendanceRate} /> },
      {
        id: 'lastCheckTime',
        header: '最近打卡',
        cell: ({ row }) => <Nowrap>{formatDate(row.original.lastCheckTime, 'minute')}</Nowrap>,
      },
    ],
    [],
  );
  return (
    <ListScreen<Row>
      id="attendance-personnel-by-person"
      title="人员考勤名单"
      filters={filters}
      columns={columns}
      operation="listManagerAttendanceByPerson"
      rowId={(r) => String(r.personId)}
      load={async ({ page, size, filters: values, signal }) => {
        const env = await api.POST('/duty/attendanceManagementPersonnelByPerson', {
          body: { page, limit: size, ...personBody(values) },
          signal,
        });
        return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
      }}
      toolbar={<PeriodNote range={range} />}
    />
  );
}
