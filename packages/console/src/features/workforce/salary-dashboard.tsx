// 工资分析's figures: the head figures (basic/collect), wages month by month, the spread of monthly wages over ranges,
// by project of the organisation and by district. Each card reads its own part with the chosen filters.
import { useQuery } from '@tanstack/react-query';
import { ChartCard } from '@/ui/chart-card';
import { ComboChart, chartColor, clipName } from '@/ui/charts';
import { StatCards } from '@/ui/stat-cards';
import { TableCard } from '@/ui/table-card';
import {
  formatCount,
  formatMoney,
  formatRate,
  formatYuanTick,
  toWan,
  withYuan,
  type SalaryFilters,
} from './workforce-model';
import {
  salaryByAreaQuery,
  salaryByMonthQuery,
  salaryByOrgQuery,
  salaryCollectQuery,
  salaryRangesQuery,
} from './workforce-queries';

const [BLUE, , ORANGE] = [0, 1, 2].map(chartColor);
const money = (v: unknown) => `${formatMoney(Number(v))} 元`;

export function SalaryDashboard({ filters }: { filters: SalaryFilters }) {
  return (
    <>
      <SalaryFigures filters={filters} />
      <div className="grid grid-cols-1 gap-3 xl:grid-cols-2">
        <ByMonthCard filters={filters} />
        <RangesCard filters={filters} />
        <ByOrgCard filters={filters} />
        <ByAreaTable filters={filters} />
      </div>
      <ByOrgTable filters={filters} />
    </>
  );
}

function SalaryFigures({ filters }: { filters: SalaryFilters }) {
  const collect = useQuery(salaryCollectQuery(filters));
  const c = collect.data;
  const mom = c?.mom_rate;
  return (
    <section aria-label="工资概况">
      <StatCards
        className="grid-cols-2 lg:grid-cols-4"
        items={[
          {
            label: '发放总额',
            value: c ? formatMoney(c.total_salary) : undefined,
            unit: '元',
            hint: mom == null ? undefined : `环比 ${mom > 0 ? '+' : ''}${mom.toFixed(1)}%`,
          },
          {
            label: '已发薪 / 在册',
            value: c ? `${formatCount(c.paid_worker_count)} / ${formatCount(c.worker_count)}` : undefined,
            unit: '人',
            tone: 'success',
            hint: c ? `发薪率 ${formatRate(c.paid_rate)}` : undefined,
          },
          {
            label: '人均月工资',
            value: c ? formatMoney(c.avg_month_salary) : undefined,
            unit: '元',
            hint: c ? `最高 ${withYuan(c.max_month_salary)}，最低 ${withYuan(c.min_month_salary)}` : undefined,
          },
          {
            label: '人均日工资',
            value: c?.avg_day_salary == null ? undefined : formatMoney(c.avg_day_salary),
            unit: '元',
            tone: 'warning',
            hint: c?.avg_attend_days == null ? undefined : `人均月出勤 ${c.avg_attend_days} 天`,
          },
        ]}
      />
    </section>
  );
}

function ByMonthCard({ filters }: { filters: SalaryFilters }) {
  const byMonth = useQuery(salaryByMonthQuery(filters));
  return (
    <ChartCard title="逐月工资发放" height={300} query={byMonth} empty={!byMonth.data?.length}>
      <ComboChart
        data={byMonth.data}
        xKey="month"
        right="count"
        barSize={32}
        leftTick={toWan}
        rightTick={formatYuanTick}
        tooltipValue={money}
        series={[
          { key: 'total_salary', name: '发放总额(元)', color: BLUE },
          { key: 'avg_salary', name: '人均月工资(元)', kind: 'line', axis: 'right', color: ORANGE },
        ]}
      />
    </ChartCard>
  );
}

function RangesCard({ filters }: { filters: SalaryFilters }) {
  const ranges = useQuery(salaryRangesQuery(filters));
  return (
    <ChartCard title="月工资区间分布" height={300} query={ranges} empty={!ranges.data?.length}>
      <ComboChart
        data={ranges.data}
        xKey="range_name"
        xLabel={(v) => v.replace(/\s*元/, '')}
        everyTick
        barSize={48}
        legend={false}
        unit="人"
        series={[{ key: 'worker_count', name: '人数', color: BLUE, label: (v) => String(v) }]}
      />
    </ChartCard>
  );
}

function ByOrgCard({ filters }: { filters: SalaryFilters }) {
  const byOrg = useQuery(salaryByOrgQuery(filters));
  const orgs = [...new Set((byOrg.data ?? []).map((r) => r.org_name))];
  return (
    <ChartCard title="各项目工资发放总额（按组织）" height={300} query={byOrg} empty={!byOrg.data?.length}>
      <ComboChart
        data={byOrg.data}
        xKey="project_name"
        xLabel={clipName}
        everyTick
        barSize={40}
        legend={false}
        leftTick={toWan}
        tooltipValue={money}
        series={[
          {
            key: 'total_salary',
            name: '发放总额',
            color: BLUE,
            colorOf: (r) => chartColor(orgs.indexOf(r.org_name)),
          },
        ]}
      />
    </ChartCard>
  );
}

function ByAreaTable({ filters }: { filters: SalaryFilters }) {
  const byArea = useQuery(salaryByAreaQuery(filters));
  return (
    <TableCard
      title="按地区工资发放"
      rows={byArea.data}
      rowKey={(r) => r.area_code}
      query={byArea}
      onRetry={() => void byArea.refetch()}
      columns={[
        { key: 'name', header: '地区', cell: (r) => <span className="font-medium">{r.area_name}</span> },
        { key: 'p', header: '项目数', align: 'right', cell: (r) => formatCount(r.project_count) },
        { key: 'w', header: '发薪人数', align: 'right', cell: (r) => formatCount(r.worker_count) },
        { key: 't', header: '发放总额(元)', align: 'right', cell: (r) => formatMoney(r.total_salary) },
        { key: 'a', header: '人均月工资(元)', align: 'right', cell: (r) => formatMoney(r.avg_salary) },
      ]}
    />
  );
}

function ByOrgTable({ filters }: { filters: SalaryFilters }) {
  const byOrg = useQuery(salaryByOrgQuery(filters));
  return (
    <TableCard
      title="按组织工资发放明细"
      rows={byOrg.data}
      rowKey={(r) => String(r.project_id)}
      query={byOrg}
      onRetry={() => void byOrg.refetch()}
      columns={[
        { key: 'org', header: '所属分公司', cell: (r) => r.org_name },
        { key: 'project', header: '项目', cell: (r) => <span className="font-medium">{r.project_name}</span> },
        { key: 'w', header: '发薪人数', align: 'right', cell: (r) => formatCount(r.worker_count) },
        { key: 'd', header: '出勤人天', align: 'right', cell: (r) => formatCount(r.total_attend_days) },
        { key: 't', header: '发放总额(元)', align: 'right', cell: (r) => formatMoney(r.total_salary) },
        { key: 'a', header: '人均月工资(元)', align: 'right', cell: (r) => formatMoney(r.avg_salary) },
        { key: 'ad', header: '人均日工资(元)', align: 'right', cell: (r) => formatMoney(r.avg_day_salary) },
      ]}
    />
  );
}
