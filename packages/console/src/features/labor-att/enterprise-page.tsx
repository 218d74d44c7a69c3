// 参建企业考勤 (001 §7.1 /pc/labor/stuEnt/*): managers that participating enterprises (subcontractors) post to the
// projects — the day's card, their attendance day by day, the list per enterprise and project (each opening its
// people) and the people list filtered by enterprise (劳务输出单位下拉 /adm-labor/labormenu/donor/list).
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { ListScreen } from '@/ui/list-screen';
import { Nowrap, Tag } from '@/ui/status-tag';
import type { FilterField } from '@/ui/filter-bar';
import { DaysCell, RateCell } from './cells';
import type { DateRange } from './labor-att-model';
import {
  donorOptionsQuery,
  enterpriseDaysQuery,
  listLoaders,
  type EntRateRow,
  type PersonRateRow,
} from './labor-att-queries';
import { KindAttendance, TabLink, useManagerColumns } from './kind-parts';

export default function EnterpriseAttendancePage() {
  return (
    <KindAttendance
      title="参建企业考勤"
      intro="参建企业（分包单位）派驻项目的管理人员出勤"
      label="参建企业管理人员"
      type={4}
      daysQuery={enterpriseDaysQuery}
      tabs={(range) => [
        { key: 'enterprises', label: '按企业', render: () => <Enterprises range={range} /> },
        { key: 'people', label: '人员名单', render: () => <People range={range} /> },
      ]}
    />
  );
}

const ENTERPRISE_FILTERS: FilterField[] = [{ name: 'keyword', label: '企业名称', placeholder: '企业或项目名称' }];

function Enterprises({ range }: { range: DateRange }) {
  const columns = useMemo<ColumnDef<EntRateRow, unknown>[]>(
    () => [
      {
        id: 'company_name',
        header: '参建企业',
        enableHiding: false,
        cell: ({ row }) => <span className="font-medium text-gray-900">{row.original.company_name}</span>,
      },
      {
        id: 'company_type',
        header: '企业类型',
        cell: ({ row }) =>
          row.original.company_type ? <Tag tag={{ label: row.original.company_type, tone: 'primary' }} /> : '—',
      },
      { id: 'project_name', header: '项目', cell: ({ row }) => <Nowrap>{row.original.project_name || null}</Nowrap> },
      { id: 'person_count', header: '派驻管理人员', cell: ({ row }) => `${row.original.person_count ?? 0} 人` },
      {
        id: 'counts',
        header: '实到 / 应到',
        cell: ({ row }) => (
          <DaysCell attend={row.original.attend_count} should={row.original.should_count} unit="人次" />
        ),
      },
      { id: 'attendance_rate', header: '出勤率', cell: ({ row }) => <RateCell rate={row.original.attendance_rate} /> },
      {
        id: 'actions',
        header: '操作',
        enableHiding: false,
        cell: ({ row }) => (
          <TabLink tab="people" param="company_id" id={row.original.company_id} range={range}>
            人员名单
          </TabLink>
        ),
      },
    ],
    [range],
  );
  return (
    <ListScreen<EntRateRow>
      id="labor-att-enterprises"
      title="参建企业管理人员出勤（按企业）"
      filters={ENTERPRISE_FILTERS}
      columns={columns}
      operation="listSubcontractorAttendanceByEnterprise"
      scope={range}
      rowId={(r) => `${r.company_id}-${r.project_id}`}
      load={listLoaders.enterprises(range)}
    />
  );
}

const PEOPLE_EXTRA = ['company', 'project'] as const;

function People({ range }: { range: DateRange }) {
  const donors = useQuery(donorOptionsQuery());
  const filters = useMemo<FilterField[]>(
    () => [
      { name: 'company_id', label: '参建企业', type: 'select', searchable: true, options: donors.data ?? [] },
      { name: 'keyword', label: '关键字', placeholder: '姓名或手机号' },
    ],
    [donors.data],
  );
  const columns = useManagerColumns(PEOPLE_EXTRA, range);
  return (
    <ListScreen<PersonRateRow>
      id="labor-att-enterprise-people"
      title="参建企业管理人员出勤名单"
      filters={filters}
      columns={columns}
      operation="listSubcontractorStaffAttendanceByPerson"
      scope={range}
      rowId={(r) => String(r.person_id)}
      load={listLoaders.enterprisePeople(range)}
    />
  );
}
