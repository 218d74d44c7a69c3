// What 项目管理人员考勤, 参建企业考勤 and 工人考勤 share: the top of the page (the period, the kind's numbers, its
// daily chart, the tabs), a row's link to the page's people tab, the project and rate columns of the by-project
// lists, and the people list's project filter and row actions.
import { useMemo, type ReactNode } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '@/ui/button';
import { ChartCard } from '@/ui/chart-card';
import { PageTabs, type PageTab } from '@/ui/page-tabs';
import { Nowrap } from '@/ui/status-tag';
import type { FilterField } from '@/ui/filter-bar';
import { DateRangeBar } from '@/ui/date-range-bar';
import { RateCell } from './cells';
import { DailyAttendanceChart } from './charts';
import { personDayPath, tracePath, type DateRange, type DayRate, type HeadCategory } from './labor-att-model';
import { headCollectQuery, idOf, type PersonRateRow } from './labor-att-queries';
import { personColumns } from './person-columns';
import { SummaryStats } from './summary-stats';
import { useDateRange } from '@/lib/use-date-range';

/** The period bar, the day's card and the range's numbers of one kind of people, its daily chart and the tabs. */
export function KindAttendance<Data, Err, Key extends QueryKey>({
  title,
  intro,
  label,
  type,
  daysQuery,
  tabs,
}: {
  title: string;
  intro: string;
  /** The kind of people: 工人, 项目管理人员… */
  label: string;
  type: HeadCategory['type'];
  /** The kind's attendance day by day over the range. */
  daysQuery: (range: DateRange) => UseQueryOptions<Data, Err, DayRate[], Key>;
  tabs: (range: DateRange) => readonly PageTab[];
}) {
  const { range, apply } = useDateRange();
  const head = useQuery(headCollectQuery(range.end));
  const days = useQuery(daysQuery(range));
  return (
    <div className="flex flex-col gap-3">
      <DateRangeBar title={title} range={range} onApply={apply}>
        <span>{intro}</span>
      </DateRangeBar>
      <SummaryStats label={label} type={type} head={head} days={days} range={range} />
      <ChartCard title={`${label}逐日出勤`} query={days} empty={!days.data?.length} height={260}>
        <DailyAttendanceChart days={days.data ?? []} />
      </ChartCard>
      <PageTabs label={title} tabs={tabs(range)} />
    </div>
  );
}

/** A row's link to this page's tab `tab`, filtered by the row's `param` (a project, an enterprise), for the period. */
export function TabLink({
  tab,
  param,
  id,
  range,
  children,
}: {
  tab: string;
  param: 'project_id' | 'company_id';
  id: number;
  range: DateRange;
  children: ReactNode;
}) {
  const [, setSearch] = useSearchParams();
  return (
    <Button
      size="sm"
      variant="link"
      onClick={() => setSearch({ tab, [param]: String(id), start_date: range.start, end_date: range.end })}
    >
      {children}
    </Button>
  );
}

/** 在册 (count), 日均出勤 and 出勤率 of a row that sums up a group's attendance. */
export const rateColumns = <Row extends { register_count: number; avg_attend_count: number; attendance_rate: number }>(
  countLabel: string,
): ColumnDef<Row, unknown>[] => [
  { id: 'register_count', header: countLabel, cell: ({ row }) => `${row.original.register_count} 人` },
  { id: 'avg_attend_count', header: '日均出勤', cell: ({ row }) => `${row.original.avg_attend_count} 人` },
  { id: 'attendance_rate', header: '出勤率', cell: ({ row }) => <RateCell rate={row.original.attendance_rate} /> },
];

/** 项目名称 and 所属分公司 of a by-project list, then its rate columns. */
export const projectColumns = <
  Row extends {
    project_name: string;
    org_name?: string | null | undefined;
    register_count: number;
    avg_attend_count: number;
    attendance_rate: number;
  },
>(
  countLabel: string,
): ColumnDef<Row, unknown>[] => [
  {
    id: 'project_name',
    header: '项目名称',
    enableHiding: false,
    cell: ({ row }) => <span className="font-medium text-gray-900">{row.original.project_name}</span>,
  },
  { id: 'org_name', header: '所属分公司', cell: ({ row }) => <Nowrap>{row.original.org_name || null}</Nowrap> },
  ...rateColumns<Row>(countLabel),
];

/** The project a link chose (?project_id=) and the people list's filters: the project, then a keyword. */
export function useProjectFilters(projects: { data?: FilterField['options'] }, keywordPlaceholder: string) {
  const [search] = useSearchParams();
  const projectId = idOf(search.get('project_id') ?? undefined);
  const filters = useMemo<FilterField[]>(
    () => [
      { name: 'project_id', label: '项目', type: 'select', searchable: true, options: projects.data ?? [] },
      { name: 'keyword', label: '关键字', placeholder: keywordPlaceholder },
    ],
    [projects.data, keywordPlaceholder],
  );
  return { projectId, filters };
}

/** The columns of a managers' list, each row opening the person's daily attendance (in the project) and trace. */
export function useManagerColumns(
  extra: Parameters<typeof personColumns>[0]['extra'],
  range: DateRange,
  projectId?: number,
) {
  const navigate = useNavigate();
  return useMemo(
    () =>
      personColumns({
        extra,
        onDays: (r: PersonRateRow) =>
          void navigate(
            personDayPath({ person_id: r.person_id, person_type: 2, project_id: projectId, name: r.name }, range),
          ),
        onTrace: (r: PersonRateRow) =>
          void navigate(tracePath({ person_id: r.person_id, person_type: 2, name: r.name }, range)),
      }),
    [extra, navigate, projectId, range],
  );
}
