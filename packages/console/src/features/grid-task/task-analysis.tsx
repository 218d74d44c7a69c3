// 任务分析 of 点位任务 (ginCheckPointTaskList/analysis): for a period, the task and hazard numbers, the daily trend
// (检查任务、发现隐患、闭环) and the hazards by level with how many are closed.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ComboChart, chartColor } from '@/ui/charts';
import { useSession } from '@/platform/session-store';
import { ChartCard } from '@/ui/chart-card';
import { StatCards } from '@/ui/stat-cards';
import { analyseBody, closedLoopStats, defaultPeriod, percent, projectOf, seriesRows } from './grid-task-model';
import { taskAnalysisQuery } from './grid-task-queries';
import { PeriodBar } from './period-bar';
import { TrendLines } from './trend-lines';
import { errorText } from '@/lib/error-text';

export function TaskAnalysis() {
  const { identity } = useSession();
  const [period, setPeriod] = useState(defaultPeriod);
  const query = useQuery(taskAnalysisQuery(analyseBody(period, { projectId: projectOf(identity) })));
  const a = query.data;
  const error = errorText(query.error);
  const trend = seriesRows(a?.trend);
  const levels = (a?.byLevel ?? []).map((l) => ({
    name: l.levelName,
    已闭环: l.rectifiedCount ?? 0,
    未闭环: l.count - (l.rectifiedCount ?? 0),
  }));
  return (
    <div className="flex flex-col gap-3">
      <PeriodBar period={period} onChange={setPeriod} />
      <StatCards
        items={[
          { label: '检查任务', value: a?.taskCount, unit: '个' },
          { label: '已检查', value: a?.checkedCount, unit: '个', hint: `检查率 ${percent(a?.checkRate)}` },
          { label: '发现隐患', value: a?.troubleCount, unit: '项', tone: 'warning' },
          ...closedLoopStats(a),
        ]}
      />
      <div className="grid grid-cols-1 gap-3 xl:grid-cols-3">
        <ChartCard
          title="每日趋势"
          className="xl:col-span-2"
          loading={query.isPending}
          error={error}
          empty={!trend.length}
        >
          <TrendLines trend={a?.trend} />
        </ChartCard>
        <ChartCard title="隐患等级分布" loading={query.isPending} error={error} empty={!levels.length}>
          <ComboChart
            data={levels}
            xKey="name"
            series={[
              { key: '已闭环', name: '已闭环', stack: 'a', color: chartColor(1) },
              { key: '未闭环', name: '未闭环', stack: 'a', color: chartColor(2) },
            ]}
          />
        </ChartCard>
      </div>
    </div>
  );
}
