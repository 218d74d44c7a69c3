// 人员每日考勤 (001 §7.1 GET /pc/labor/person/project/att/day/list): a person's days in a project over the chosen
// period — days by status and hours, the hours day by day, and the day list; a day opens its 打卡明细.
import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ComboChart } from '@/ui/charts';
import { ChartCard } from '@/ui/chart-card';
import { ListScreen } from '@/ui/list-screen';
import { pageSlice } from '@/ui/page-slice';
import { StatCards, type Stat } from '@/ui/stat-cards';
import { Nowrap, StatusTag } from '@/ui/status-tag';
import { CHART_COLORS } from '@/lib/constants';
import { formatDate } from '@/lib/dates';
import { DateRangeBar } from '@/ui/date-range-bar';
import {
  checkDetailPath,
  DAY_STATUS,
  formatHours,
  personDayPath,
  personDaySummary,
  readPerson,
  type DateRange,
  type PersonDay,
  type PersonRef,
} from './labor-att-model';
import { personDaysQuery } from './labor-att-queries';
import { NoPerson, PersonBar } from './person-bar';
import { shown } from './summary-stats';
import { useDateRange } from '@/lib/use-date-range';
import { linkColumn } from '@/ui/link-column';

const LINK_KEYS = ['person_id', 'person_type', 'project_id', 'start_date', 'end_date'];

/** A new link (another person, project or period) starts the screen afresh, even when its tab was already open. */
export default function PersonDayPage() {
  const [search] = useSearchParams();
  return <PersonDayScreen key={LINK_KEYS.map((k) => search.get(k) ?? '').join('|')} />;
}

/** Bar colour of a day's hours by its status. */
const STATUS_COLOR: Record<number, string> = {
  0: CHART_COLORS[3]!,
  1: CHART_COLORS[1]!,
  2: CHART_COLORS[2]!,
  3: CHART_COLORS[6]!,
  4: CHART_COLORS[0]!,
};

function PersonDayScreen() {
  const { range, apply } = useDateRange();
  const [search] = useSearchParams();
  const person = readPerson(search);
  return (
    <div className="flex flex-col gap-3">
      <DateRangeBar title="人员每日考勤" range={range} onApply={apply}>
        <PersonBar person={person} range={range} linkTo={personDayPath} />
      </DateRangeBar>
      {person ? <Days person={person} range={range} /> : <NoPerson what="每日考勤" />}
    </div>
  );
}

function Days({ person, range }: { person: PersonRef; range: DateRange }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const days = useQuery(personDaysQuery(person, range));
  const sum = personDaySummary(days.data ?? []);
  const stats: Stat[] = [
    { label: '出勤天数', value: shown(days, sum.attended), unit: '天', hint: `共 ${days.data?.length ?? 0} 天` },
    { label: '正常', value: shown(days, sum.byStatus[1]), unit: '天', tone: 'success' },
    {
      label: '迟到 / 早退',
      value: shown(days, days.data ? `${sum.byStatus[2] ?? 0} / ${sum.byStatus[3] ?? 0}` : undefined),
      unit: '天',
      tone: 'warning',
    },
    { label: '缺卡', value: shown(days, sum.byStatus[4]), unit: '天' },
    { label: '缺勤', value: shown(days, sum.byStatus[0]), unit: '天', tone: 'danger' },
    { label: '总工时', value: shown(days, sum.hours), unit: '小时' },
  ];
  const columns = useMemo<ColumnDef<PersonDay, unknown>[]>(
    () => [
      { id: 'date', header: '日期', cell: ({ row }) => <Nowrap>{formatDate(row.original.date)}</Nowrap> },
      { id: 'week_day', header: '星期', cell: ({ row }) => row.original.week_day ?? '—' },
      {
        id: 'first_in',
        header: '首次进场',
        cell: ({ row }) => <Nowrap>{formatDate(row.original.first_in, 'HH:mm:ss')}</Nowrap>,
      },
      {
        id: 'last_out',
        header: '末次离场',
        cell: ({ row }) => <Nowrap>{formatDate(row.original.last_out, 'HH:mm:ss')}</Nowrap>,
      },
      { id: 'work_hours', header: '工时', cell: ({ row }) => <Nowrap>{formatHours(row.original.work_hours)}</Nowrap> },
      { id: 'check_count', header: '打卡次数', cell: ({ row }) => `${row.original.check_count ?? 0} 次` },
      {
        id: 'status',
        header: '考勤状态',
        cell: ({ row }) => <StatusTag table={DAY_STATUS} value={row.original.status} />,
      },
      linkColumn({
        label: '打卡明细',
        onClick: (r) => void navigate(checkDetailPath(person, r.date)),
        blocked: (r) => (r.check_count ? undefined : '当天没有打卡记录'),
      }),
    ],
    [navigate, person],
  );
  return (
    <>
      <section aria-label="每日考勤概况">
        <StatCards items={stats} />
      </section>
      <DayHoursChart person={person} range={range} />
      <ListScreen<PersonDay>
        id="labor-att-person-days"
        title="每日考勤"
        columns={columns}
        operation="listPersonProjectDailyAttendance"
        scope={['page', person.person_id, person.person_type, person.project_id, range]}
        rowId={(r) => r.date}
        load={async ({ page, size }) => {
          const env = await queryClient.fetchQuery(personDaysQuery(person, range));
          return pageSlice(env.data ?? [], page, size);
        }}
      />
    </>
  );
}

/** 逐日工时: the hours of each day, coloured by its attendance state (the page's own query, answered once). */
function DayHoursChart({ person, range }: { person: PersonRef; range: DateRange }) {
  const days = useQuery(personDaysQuery(person, range));
  const chartData = (days.data ?? []).map((d) => ({ ...d, label: d.date.slice(5), hours: d.work_hours ?? 0 }));
  return (
    <ChartCard
      title="逐日工时"
      query={days}
      empty={!chartData.length}
      height={240}
      actions={
        <span className="flex items-center gap-3 text-xs text-gray-500">
          {Object.entries(DAY_STATUS).map(([k, t]) => (
            <span key={k} className="flex items-center gap-1">
              <span className="size-2.5 rounded-sm" style={{ background: STATUS_COLOR[Number(k)] }} aria-hidden />
              {t.label}
            </span>
          ))}
        </span>
      }
    >
      <ComboChart
        data={chartData}
        xKey="label"
        legend={false}
        leftTick={(v) => `${v}h`}
        barSize={32}
        tooltipLabel={(d) => `${d.date} ${d.week_day ?? ''} ${DAY_STATUS[d.status]?.label ?? ''}`}
        tooltipValue={(value) => `${String(value)} 小时`}
        series={[{ key: 'hours', name: '工时', colorOf: (d) => STATUS_COLOR[d.status] ?? CHART_COLORS[7] }]}
      />
    </ChartCard>
  );
}
