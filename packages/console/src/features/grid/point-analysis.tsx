// 点位分析 (001 §7.5 "several analyse calls": /grid/ginGridPointList/analyseOverview, analyseTrend, analyseArea,
// analyseRisk): the project's points at a glance for a period the user picks (default the last 7 days), within the
// construction area chosen in the tree. Every number comes from the calls.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { ComboChart, DistributionPie, chartColor } from '@/ui/charts';
import { ChartCard } from '@/ui/chart-card';
import { StatCards } from '@/ui/stat-cards';
import {
  pointAreaStatsQuery,
  pointOverviewQuery,
  pointRiskStatsQuery,
  pointTrendQuery,
  type AnalyseQuery,
} from './grid-setup-queries';
import { rowsOfSeries } from './grid-setup-codes';
import { PeriodForm } from './period-form';

const RISK_COLORS: Record<number, string> = { 1: '#0081cc', 2: '#faad14', 3: '#ed7b2f', 4: '#e34d59' };

export function PointAnalysis({ projectId, areaId }: { projectId: number; areaId: number | undefined }) {
  const initial = { startDate: dayjs().subtract(6, 'day').format('YYYY-MM-DD'), endDate: dayjs().format('YYYY-MM-DD') };
  const [range, setRange] = useState(initial);
  const body: AnalyseQuery = { projectId, ...(areaId ? { areaId } : {}), ...range };
  const overview = useQuery(pointOverviewQuery(body));
  const trend = useQuery(pointTrendQuery(body));
  const areas = useQuery(pointAreaStatsQuery(body));
  const risks = useQuery(pointRiskStatsQuery(body));
  const o = overview.data;
  const trendRows = rowsOfSeries(trend.data);
  const seriesNames = trend.data?.series.map((s) => s.name) ?? [];

  return (
    <div className="flex flex-col gap-3">
      <PeriodForm
        role="search"
        aria-label="分析周期"
        className="flex flex-wrap items-center gap-2 rounded-md bg-white p-4 text-sm shadow-sm"
        fieldId="analyse-start"
        label="统计周期"
        initial={initial}
        onApply={setRange}
        check={(p) =>
          !p.startDate || !p.endDate ? '请选择统计周期' : p.endDate < p.startDate ? '结束日期不能早于开始日期' : ''
        }
      />
      <StatCards
        className="xl:grid-cols-6"
        items={[
          { label: '点位总数', value: o?.pointCount, unit: '个' },
          { label: '已启用', value: o?.enabledCount, unit: '个', tone: 'success' },
          { label: '已布设', value: o?.deployedCount, unit: '个' },
          {
            label: '今日巡检',
            value: o ? `${o.todayCheckedCount ?? 0}/${o.todayTaskCount ?? 0}` : undefined,
            hint: o?.todayCheckRate !== undefined ? `检查率 ${o.todayCheckRate}%` : undefined,
          },
          { label: '有未闭环隐患的点位', value: o?.troublePointCount, unit: '个', tone: 'danger' },
          { label: '责任人', value: o?.personCount, unit: '人', tone: 'muted' },
        ]}
      />
      <ChartCard title="巡检趋势" query={trend} empty={!trendRows.length} height={260}>
        <ComboChart
          data={trendRows}
          xKey="category"
          series={seriesNames.map((name, i) => ({ key: name, name, kind: 'line' as const, color: chartColor(i) }))}
        />
      </ChartCard>
      <div className="grid grid-cols-1 gap-3 xl:grid-cols-3">
        <ChartCard title="各施工区域" className="xl:col-span-2" query={areas} empty={!areas.data?.length}>
          <ComboChart
            data={areas.data}
            xKey="areaName"
            series={[
              { key: 'taskCount', name: '巡检任务', color: chartColor(0) },
              { key: 'checkedCount', name: '已检查', color: chartColor(1) },
              { key: 'troubleCount', name: '发现隐患', color: chartColor(2) },
              { key: 'openTroubleCount', name: '未闭环隐患', color: chartColor(3) },
            ]}
          />
        </ChartCard>
        <ChartCard title="点位风险等级分布" query={risks} empty={!risks.data?.length}>
          <DistributionPie
            items={(risks.data ?? []).map((r, i) => ({
              name: r.riskName,
              value: r.pointCount,
              color: RISK_COLORS[r.riskLevel] ?? chartColor(i),
            }))}
            unit="个"
            legend="bottom"
          />
        </ChartCard>
      </div>
    </div>
  );
}
