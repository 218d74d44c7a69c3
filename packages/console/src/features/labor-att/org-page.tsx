// 组织考勤 (001 §7.1 /pc/labor): the day's head cards of the five kinds of people, the organisation's attendance
// day by day and per branch over the chosen period, and the lists of the organisation's own people (督导人员 who
// visit projects, 其他人员 of the offices), each opening a person's trace.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ChartCard } from '@/ui/chart-card';
import { ListScreen } from '@/ui/list-screen';
import { PageTabs } from '@/ui/page-tabs';
import { StatCards, type Stat } from '@/ui/stat-cards';
import type { FilterField } from '@/ui/filter-bar';
import { formatDate } from '@/lib/dates';
import { DailyAttendanceChart, GroupAttendanceChart } from './charts';
import { DateRangeBar } from '@/ui/date-range-bar';
import { formatRate, rateTone, tracePath, type DateRange, type LaborHead } from './labor-att-model';
import { headCollectQuery, listLoaders, orgDaysQuery, subOrgsQuery, type PersonRateRow } from './labor-att-queries';
import { personColumns } from './person-columns';
import { shown } from './summary-stats';
import { useDateRange } from '@/lib/use-date-range';
import { errorText } from '@/lib/error-text';
import { LoadFailed } from '@/ui/retry-failed';

const FILTERS: FilterField[] = [{ name: 'keyword', label: '关键字', placeholder: '姓名或手机号' }];

export default function OrgAttendancePage() {
  const { range, apply } = useDateRange();
  const head = useQuery(headCollectQuery(range.end));
  const days = useQuery(orgDaysQuery(range));
  const orgs = useQuery(subOrgsQuery(range));

  return (
    <div className="flex flex-col gap-3">
      <DateRangeBar title="组织考勤" range={range} onApply={apply}>
        <span>组织全部人员的出勤情况</span>
      </DateRangeBar>
      <HeadCards head={head} end={range.end} />
      <div className="grid grid-cols-1 gap-3 xl:grid-cols-2">
        <ChartCard title="逐日出勤" loading={days.isPending} error={errorText(days.error)} empty={!days.data?.length}>
          <DailyAttendanceChart days={days.data ?? []} />
        </ChartCard>
        <ChartCard title="下级组织出勤对比" query={orgs} empty={!orgs.data?.length}>
          <GroupAttendanceChart
            countLabel="人数"
            attendLabel="日均出勤"
            rows={(orgs.data ?? []).map((o) => ({
              name: o.org_name,
              count: o.register_count,
              attend: o.avg_attend_count,
              rate: o.attendance_rate,
            }))}
          />
        </ChartCard>
      </div>
      <PageTabs
        label="组织人员"
        tabs={[
          { key: 'supervisor', label: '督导人员', render: () => <People kind="supervisor" range={range} /> },
          { key: 'other', label: '其他人员', render: () => <People kind="other" range={range} /> },
        ]}
      />
    </div>
  );
}

/** 合计 and one card per kind of people, for the range's last day. */
function HeadCards({
  head,
  end,
}: {
  head: { data: LaborHead | undefined; isPending: boolean; isError: boolean; error: unknown };
  end: string;
}) {
  const day = formatDate(head.data?.date ?? end);
  const items: Stat[] = [
    {
      label: '全员出勤率',
      value: shown(head, head.data ? formatRate(head.data.attendance_rate) : undefined),
      tone: rateTone(head.data?.attendance_rate),
      hint: head.data ? `${day} 实出勤 ${head.data.attend_count} / 应出勤 ${head.data.register_count}` : `${day} 当日`,
    },
    ...(head.data?.categories ?? []).map<Stat>((c) => ({
      label: c.type_name,
      value: `${c.attend_count} / ${c.register_count}`,
      unit: '人',
      tone: rateTone(c.attendance_rate),
      hint: `出勤率 ${formatRate(c.attendance_rate)}`,
    })),
  ];
  return (
    <section aria-label="组织考勤概况" className="flex flex-col gap-3">
      {head.isError ? (
        <LoadFailed className="rounded-md bg-white px-4 py-3 shadow-sm" label="当日出勤加载失败：" error={head.error} />
      ) : null}
      <StatCards items={items} />
    </section>
  );
}

function People({ kind, range }: { kind: 'supervisor' | 'other'; range: DateRange }) {
  const navigate = useNavigate();
  const columns = useMemo(
    () =>
      personColumns({
        extra: ['org', 'visits'],
        onTrace: (r: PersonRateRow) =>
          void navigate(tracePath({ person_id: r.person_id, person_type: 2, name: r.name }, range)),
      }),
    [navigate, range],
  );
  const supervisor = kind === 'supervisor';
  return (
    <ListScreen<PersonRateRow>
      id={`labor-att-org-${kind}`}
      title={supervisor ? '组织督导人员考勤' : '组织其他人员考勤'}
      filters={FILTERS}
      columns={columns}
      operation={supervisor ? 'listOrgSupervisorAttendance' : 'listOrgOtherStaffAttendance'}
      scope={range}
      rowId={(r) => String(r.person_id)}
      load={supervisor ? listLoaders.orgSupervisors(range) : listLoaders.orgOthers(range)}
    />
  );
}
