// The cards of 考勤总览 (overview-page.tsx): the panel's numbers, attendance day by day, abnormal attendance by type
// and by day. Each reads its call for the period (a call two cards share is made once).
import { useQuery } from '@tanstack/react-query';
import { ComboChart, DistributionPie } from '@/ui/charts';
import { api } from '@/platform/api';
import { CHART_COLORS } from '@/lib/constants';
import { ChartCard } from '@/ui/chart-card';
import { QueryStatCards } from '@/ui/query-stat-cards';
import { ExportButton } from '@/ui/export-button';
import { formatCount, formatRate, rateTone, shortDay, type Range } from './attendance-model';
import { abnormalStatsQuery, barChartQuery, panelQuery } from './attendance-queries';

const [BLUE, GREEN, ORANGE, RED, PURPLE] = CHART_COLORS;
const ABNORMAL_COLORS: Record<number, string | undefined> = { 1: ORANGE, 2: PURPLE, 3: CHART_COLORS[7], 4: RED };

/** The panel's numbers: 出勤率, 管理人员 and the counts of each kind of attendance. */
export function PanelStats({ range }: { range: Range }) {
  const panel = useQuery(panelQuery(range));
  const p = panel.data;
  return (
    <QueryStatCards
      query={panel}
      failedLabel="考勤面板加载失败："
      pad="p-4"
      className="grid-cols-2 md:grid-cols-4 xl:grid-cols-8"
      items={[
        {
          label: '出勤率',
          value: p ? formatRate(p.attendanceRate) : undefined,
          tone: rateTone(p?.attendanceRate),
          hint: p ? `应出勤 ${formatCount(p.shouldCount)} 人次` : undefined,
        },
        { label: '管理人员', value: p?.totalCount, unit: '人', hint: p ? `${p.list.length} 个部门` : undefined },
        { label: '实出勤', value: p?.actualCount, unit: '人次' },
        { label: '迟到', value: p?.lateCount, unit: '人次', tone: 'warning' },
        { label: '早退', value: p?.earlyCount, unit: '人次', tone: 'warning' },
        { label: '缺卡', value: p?.missCount, unit: '人次', tone: 'danger' },
        { label: '缺勤', value: p?.absentCount, unit: '人次', tone: 'danger' },
        { label: '请假', value: p?.leaveCount, unit: '人次', tone: 'muted' },
      ]}
    />
  );
}

/** 每日出勤: should, actual, late and absent day by day, with the rate as a line; exported with `canExport`. */
export function DailyCard({ range, canExport }: { range: Range; canExport: boolean }) {
  const daily = useQuery(barChartQuery(range));
  return (
    <ChartCard
      className="xl:col-span-2"
      title="每日出勤"
      query={daily}
      empty={!daily.data?.length}
      actions={
        canExport ? (
          <ExportButton onExport={() => api.POST('/duty/appendance/bar_chartExport', { body: range })} />
        ) : null
      }
    >
      <ComboChart
        data={daily.data}
        xKey="date"
        xLabel={shortDay}
        series={[
          { key: 'shouldCount', name: '应出勤', color: BLUE, barSize: 14 },
          { key: 'actualCount', name: '实出勤', color: GREEN, barSize: 14 },
          { key: 'lateCount', name: '迟到', color: ORANGE, barSize: 14 },
          { key: 'absentCount', name: '缺勤', color: RED, barSize: 14 },
          { key: 'attendanceRate', name: '出勤率(%)', kind: 'line', axis: 'right', color: PURPLE },
        ]}
      />
    </ChartCard>
  );
}

/** 考勤异常类型: the period's abnormal attendance by type, with the total in the title. */
export function AbnormalTypesCard({ range }: { range: Range }) {
  const abnormal = useQuery(abnormalStatsQuery(range));
  return (
    <ChartCard
      title={`考勤异常类型${abnormal.data ? `（共 ${abnormal.data.total} 次）` : ''}`}
      query={abnormal}
      empty={!abnormal.data?.typeStats.some((t) => t.count > 0)}
    >
      <DistributionPie
        items={(abnormal.data?.typeStats ?? []).map((t) => ({
          name: t.abnormalName,
          value: t.count,
          color: ABNORMAL_COLORS[t.abnormalType] ?? BLUE,
        }))}
        unit="次"
        legend="bottom"
        labels="name"
      />
    </ChartCard>
  );
}

/** 每日异常: late, early, missed and absent day by day, stacked; exported with `canExport`. */
export function AbnormalDailyCard({ range, canExport }: { range: Range; canExport: boolean }) {
  const abnormal = useQuery(abnormalStatsQuery(range));
  return (
    <ChartCard
      title="每日异常"
      height={300}
      query={abnormal}
      empty={!abnormal.data?.list.length}
      actions={
        canExport ? (
          <ExportButton onExport={() => api.POST('/duty/appendance/abnormalExport', { body: range })} />
        ) : null
      }
    >
      <ComboChart
        data={abnormal.data?.list}
        xKey="date"
        xLabel={shortDay}
        barSize={18}
        series={[
          { key: 'lateCount', name: '迟到', stack: 'a', color: ABNORMAL_COLORS[1], barSize: 18 },
          { key: 'earlyCount', name: '早退', stack: 'a', color: ABNORMAL_COLORS[2], barSize: 18 },
          { key: 'missCount', name: '缺卡', stack: 'a', color: ABNORMAL_COLORS[3], barSize: 18 },
          { key: 'absentCount', name: '缺勤', stack: 'a', color: ABNORMAL_COLORS[4], barSize: 18 },
        ]}
      />
    </ChartCard>
  );
}
