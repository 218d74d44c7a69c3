// 劳动力分布 (menu workforce/overview; 001 §7.2 /duty/workforceAnalytics): today's registered, attending and
// present workers by subcontractor, area, work type and team, with the period's trends, work-type shares and team
// ranking (the POST analytics) for the chosen dates.
import { useQuery } from '@tanstack/react-query';
import { useDateRange } from '@/lib/use-date-range';
import type { DateRange } from '@/lib/date-range';
import { ChartCard } from '@/ui/chart-card';
import { DateRangeBar } from '@/ui/date-range-bar';
import { PageTabs } from '@/ui/page-tabs';
import { Combobox } from '@/ui/combobox';
import { StatCards } from '@/ui/stat-cards';
import { SeriesChart, SharePie } from './charts';
import { ComboChart, chartColor, clipName } from '@/ui/charts';
import { Rate } from '@/ui/rate';
import { errorText } from '@/lib/error-text';
import { TableCard } from '@/ui/table-card';
import {
  formatCount,
  formatHours,
  formatRate,
  pivot,
  rateTone,
  situationTotals,
  RATE_WARN_FROM,
} from './workforce-model';
import {
  areasQuery,
  areaTrendQuery,
  companyTeamsQuery,
  companyWorkTypesQuery,
  subcontractorsQuery,
  subcontractorTrendQuery,
  teamRankingQuery,
  workTypeShareQuery,
} from './workforce-queries';
import { useIdParam } from './area-bar';

const [BLUE, GREEN, ORANGE, , PURPLE] = [0, 1, 2, 3, 4].map(chartColor);

export default function WorkforceOverviewPage() {
  const { range, apply } = useDateRange();
  const subs = useQuery(subcontractorsQuery());
  const sum = subs.data ? situationTotals(subs.data) : undefined;
  return (
    <div className="flex flex-col gap-3">
      <DateRangeBar title="劳动力分布" range={range} onApply={apply}>
        <span>在册、今日出勤与当前在场为实时数据；趋势、工种分布与班组排名按所选时段统计</span>
      </DateRangeBar>
      <section aria-label="今日劳动力概况">
        <StatCards
          className="grid-cols-2 lg:grid-cols-5"
          items={[
            { label: '参建单位', value: subs.data?.length, unit: '家' },
            { label: '在册人数', value: sum ? formatCount(sum.registered) : undefined, unit: '人' },
            { label: '今日出勤', value: sum ? formatCount(sum.attend) : undefined, unit: '人', tone: 'success' },
            { label: '当前在场', value: sum ? formatCount(sum.present) : undefined, unit: '人' },
            {
              label: '今日出勤率',
              value: sum ? formatRate(sum.rate) : undefined,
              tone: rateTone(sum?.rate),
              hint: '今日出勤 / 在册人数',
            },
          ]}
        />
      </section>
      <PageTabs
        label="劳动力分布维度"
        keep={['start_date', 'end_date']}
        tabs={[
          { key: 'company', label: '按分包单位', render: () => <BySubcontractor range={range} /> },
          { key: 'area', label: '按区域', render: () => <ByArea range={range} /> },
          { key: 'workType', label: '按工种', render: () => <ByWorkType range={range} /> },
          { key: 'team', label: '按班组', render: () => <ByTeam range={range} /> },
        ]}
      />
    </div>
  );
}

function BySubcontractor({ range }: { range: DateRange }) {
  const subs = useQuery(subcontractorsQuery());
  const trend = useQuery(subcontractorTrendQuery(range));
  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-1 gap-3 xl:grid-cols-2">
        <ChartCard title="各参建单位劳动力（今日）" height={300} query={subs} empty={!subs.data?.length}>
          <ComboChart
            data={subs.data}
            xKey="companyName"
            xLabel={clipName}
            everyTick
            barSize={18}
            series={[
              { key: 'registeredCount', name: '在册(人)', color: BLUE },
              { key: 'attendCount', name: '今日出勤(人)', color: GREEN },
              { key: 'presentCount', name: '当前在场(人)', color: PURPLE },
              { key: 'attendanceRate', name: '出勤率(%)', kind: 'line', axis: 'right', color: ORANGE },
            ]}
          />
        </ChartCard>
        <ChartCard title="参建单位月度日均出勤趋势" height={300} query={trend} empty={!trend.data?.categories.length}>
          <SeriesChart data={trend.data} kind="line" />
        </ChartCard>
      </div>
      <TableCard
        title="参建单位劳动力明细（今日）"
        rows={subs.data}
        rowKey={(r) => String(r.companyId)}
        query={subs}
        onRetry={() => void subs.refetch()}
        columns={[
          { key: 'name', header: '参建单位', cell: (r) => <span className="font-medium">{r.companyName}</span> },
          { key: 'type', header: '单位类型', cell: (r) => r.companyType ?? '—' },
          { key: 'teams', header: '班组数', align: 'right', cell: (r) => formatCount(r.teamCount) },
          { key: 'reg', header: '在册人数', align: 'right', cell: (r) => formatCount(r.registeredCount) },
          { key: 'att', header: '今日出勤', align: 'right', cell: (r) => formatCount(r.attendCount) },
          { key: 'pre', header: '当前在场', align: 'right', cell: (r) => formatCount(r.presentCount) },
          { key: 'rate', header: '出勤率', cell: (r) => <Rate warnFrom={RATE_WARN_FROM} value={r.attendanceRate} /> },
        ]}
      />
    </div>
  );
}

function ByArea({ range }: { range: DateRange }) {
  const areas = useQuery(areasQuery());
  const trend = useQuery(areaTrendQuery(range));
  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-1 gap-3 xl:grid-cols-2">
        <ChartCard title="各区域当前在场人数" height={300} query={areas} empty={!areas.data?.length}>
          <ComboChart
            data={areas.data}
            xKey="areaName"
            everyTick
            barSize={40}
            series={[
              { key: 'workerCount', name: '工人(人)', stack: 'p', color: BLUE },
              { key: 'managerCount', name: '管理人员(人)', stack: 'p', color: ORANGE },
            ]}
          />
        </ChartCard>
        <ChartCard title="各区域逐日峰值在场人数" height={300} query={trend} empty={!trend.data?.categories.length}>
          <SeriesChart data={trend.data} kind="line" />
        </ChartCard>
      </div>
      <TableCard
        title="区域劳动力明细（当前）"
        rows={areas.data}
        rowKey={(r) => String(r.areaId)}
        query={areas}
        onRetry={() => void areas.refetch()}
        columns={[
          { key: 'name', header: '区域', cell: (r) => <span className="font-medium">{r.areaName}</span> },
          { key: 'cur', header: '当前在场', align: 'right', cell: (r) => formatCount(r.currentCount) },
          { key: 'w', header: '工人', align: 'right', cell: (r) => formatCount(r.workerCount) },
          { key: 'm', header: '管理人员', align: 'right', cell: (r) => formatCount(r.managerCount) },
          { key: 'c', header: '涉及单位', align: 'right', cell: (r) => formatCount(r.companyCount) },
          { key: 't', header: '涉及班组', align: 'right', cell: (r) => formatCount(r.teamCount) },
          { key: 'ratio', header: '在场占比', align: 'right', cell: (r) => formatRate(r.ratio) },
        ]}
      />
    </div>
  );
}

function CompanyPicker({ value, onChange }: { value: number | undefined; onChange: (v: string) => void }) {
  const subs = useQuery(subcontractorsQuery());
  return (
    <label className="flex items-center gap-2 text-sm text-gray-600">
      参建单位
      <Combobox
        label="参建单位"
        aria-label="参建单位"
        className="w-60"
        value={value ? String(value) : ''}
        onChange={onChange}
        emptyLabel="全部参建单位"
        options={(subs.data ?? []).map((s) => ({ value: String(s.companyId), label: s.companyName }))}
      />
    </label>
  );
}

function ByWorkType({ range }: { range: DateRange }) {
  const [companyId, setCompany] = useIdParam('company'); // 参建单位 of the work-type and team tabs (?company=)
  const today = useQuery(companyWorkTypesQuery(companyId));
  const share = useQuery(workTypeShareQuery(range, companyId));
  const stacked = pivot(
    today.data ?? [],
    (r) => r.companyName,
    (r) => r.workTypeName,
    (r) => r.registeredCount,
  );
  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-1 gap-3 xl:grid-cols-2">
        <ChartCard
          title="参建单位工种构成（今日在册）"
          actions={<CompanyPicker value={companyId} onChange={setCompany} />}
          height={300}
          loading={today.isPending}
          error={errorText(today.error)}
          empty={!stacked.rows.length}
        >
          <ComboChart
            data={stacked.rows}
            xKey="name"
            xLabel={clipName}
            everyTick
            barSize={40}
            unit="人"
            series={stacked.stacks.map((s, i) => ({ key: s, name: s, stack: 'w', color: chartColor(i) }))}
          />
        </ChartCard>
        <ChartCard title="工种在册占比（所选时段）" height={300} query={share} empty={!share.data?.length}>
          <SharePie rows={share.data ?? []} name={(r) => r.workTypeName} value={(r) => r.registeredCount} />
        </ChartCard>
      </div>
      <TableCard
        title="工种劳动力分布（所选时段）"
        rows={share.data}
        rowKey={(r) => String(r.workTypeId)}
        query={share}
        onRetry={() => void share.refetch()}
        columns={[
          { key: 'name', header: '工种', cell: (r) => <span className="font-medium">{r.workTypeName}</span> },
          { key: 'reg', header: '在册人数', align: 'right', cell: (r) => formatCount(r.registeredCount) },
          { key: 'ratio', header: '占在册比例', align: 'right', cell: (r) => formatRate(r.ratio) },
          { key: 'avg', header: '日均出勤', align: 'right', cell: (r) => formatCount(r.avgAttendCount) },
          {
            key: 'rate',
            header: '平均出勤率',
            cell: (r) => <Rate warnFrom={RATE_WARN_FROM} value={r.attendanceRate} />,
          },
        ]}
      />
    </div>
  );
}

function ByTeam({ range }: { range: DateRange }) {
  const [companyId, setCompany] = useIdParam('company'); // 参建单位 of the work-type and team tabs (?company=)
  const teams = useQuery(companyTeamsQuery(companyId));
  const ranking = useQuery(teamRankingQuery(range, companyId));
  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-1 gap-3 xl:grid-cols-2">
        <ChartCard
          title="班组平均出勤率排名（所选时段）"
          actions={<CompanyPicker value={companyId} onChange={setCompany} />}
          height={300}
          loading={ranking.isPending}
          error={errorText(ranking.error)}
          empty={!ranking.data?.length}
        >
          <ComboChart
            data={ranking.data}
            xKey="teamName"
            layout="vertical"
            categoryWidth={84}
            legend={false}
            rateDigits={1}
            series={[
              { key: 'attendanceRate', name: '平均出勤率', color: BLUE, barSize: 16, label: (v) => `${String(v)}%` },
            ]}
          />
        </ChartCard>
        <TableCard
          title="班组排名明细（所选时段）"
          rows={ranking.data}
          rowKey={(r) => String(r.teamId)}
          query={ranking}
          onRetry={() => void ranking.refetch()}
          columns={[
            { key: 'rank', header: '名次', cell: (r) => <span className="font-semibold text-primary">{r.rank}</span> },
            { key: 'name', header: '班组', cell: (r) => r.teamName },
            { key: 'avg', header: '日均出勤', align: 'right', cell: (r) => formatCount(r.avgAttendCount) },
            { key: 'rate', header: '平均出勤率', align: 'right', cell: (r) => formatRate(r.attendanceRate) },
            { key: 'hours', header: '总工时', align: 'right', cell: (r) => formatHours(r.totalWorkHours) },
          ]}
        />
      </div>
      <TableCard
        title="班组劳动力（今日）"
        rows={teams.data}
        rowKey={(r) => String(r.teamId)}
        query={teams}
        onRetry={() => void teams.refetch()}
        columns={[
          { key: 'team', header: '班组', cell: (r) => <span className="font-medium">{r.teamName}</span> },
          { key: 'company', header: '参建单位', cell: (r) => r.companyName },
          { key: 'leader', header: '班组长', cell: (r) => r.leaderName ?? '—' },
          { key: 'reg', header: '在册人数', align: 'right', cell: (r) => formatCount(r.registeredCount) },
          { key: 'att', header: '今日出勤', align: 'right', cell: (r) => formatCount(r.attendCount) },
          { key: 'rate', header: '出勤率', cell: (r) => <Rate warnFrom={RATE_WARN_FROM} value={r.attendanceRate} /> },
        ]}
      />
    </div>
  );
}
