// 考勤总览 (menu attendance/overview; seed 001 §7.1 /duty/appendance/*): the project managers' attendance over a
// period — the panel's numbers, attendance day by day, abnormal attendance by type and by day, and the breakdown by
// department — each chart or table with its export (perm attendance:export).
import { useQuery } from '@tanstack/react-query';
import { ComboChart, DistributionPie } from '@/ui/charts';
import type { components } from '@site/sdk';
import { api } from '@/app/api';
import { CHART_COLORS } from '@/lib/constants';
import { usePagePermission } from '@/session/permissions';
import { ChartCard } from '@/ui/chart-card';
import { StatCards } from '@/ui/stat-cards';
import { formatCount, formatRate, rateTone, shortDay } from './attendance-model';
import { abnormalStatsQuery, barChartQuery, panelQuery } from './attendance-queries';
import { ExportButton } from '@/ui/export-button';
import { PeriodBar, usePeriod } from './period-bar';
import { Rate } from '@/ui/rate';
import { errorText } from '@/lib/error-text';
import { TableCard, type CardColumn } from '@/ui/table-card';
import { LoadFailed } from '@/ui/retry-failed';

type DeptRow = components['schemas']['AttendancePanelRow'];

const [BLUE, GREEN, ORANGE, RED, PURPLE] = CHART_COLORS;
const ABNORMAL_COLORS: Record<number, string | undefined> = { 1: ORANGE, 2: PURPLE, 3: CHART_COLORS[7], 4: RED };

const DEPT_COLUMNS: CardColumn<DeptRow>[] = [
  { key: 'deptName', header: '部门', cell: (r) => <span className="font-medium">{r.deptName}</span> },
  { key: 'totalCount', header: '人数', align: 'right', cell: (r) => formatCount(r.totalCount) },
  { key: 'shouldCount', header: '应出勤', align: 'right', cell: (r) => formatCount(r.shouldCount) },
  { key: 'actualCount', header: '实出勤', align: 'right', cell: (r) => formatCount(r.actualCount) },
  { key: 'lateCount', header: '迟到', align: 'right', cell: (r) => formatCount(r.lateCount) },
  { key: 'earlyCount', header: '早退', align: 'right', cell: (r) => formatCount(r.earlyCount) },
  { key: 'missCount', header: '缺卡', align: 'right', cell: (r) => formatCount(r.missCount) },
  { key: 'absentCount', header: '缺勤', align: 'right', cell: (r) => formatCount(r.absentCount) },
  { key: 'leaveCount', header: '请假', align: 'right', cell: (r) => formatCount(r.leaveCount) },
  {
    key: 'attendanceRate',
    header: '出勤率',
    align: 'right',
    cell: (r) => <Rate value={r.attendanceRate} bar={false} />,
  },
];

export default function OverviewPage() {
  const { range, apply } = usePeriod();
  const perm = usePagePermission();
  const canExport = perm.hasPerm('attendance:export');
  const panel = useQuery(panelQuery(range));
  const daily = useQuery(barChartQuery(range));
  const abnormal = useQuery(abnormalStatsQuery(range));
  const p = panel.data;

  return (
    <div className="flex flex-col gap-3">
      <PeriodBar title="考勤总览" range={range} onApply={apply} extra="统计对象：项目管理人员" />
      {panel.isError ? (
        <LoadFailed className="rounded-md bg-white p-4 shadow-sm" label="考勤面板加载失败：" error={panel.error} />
      ) : (
        <StatCards
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
      )}

      <div className="grid grid-cols-1 gap-3 xl:grid-cols-3">
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
      </div>

      <div className="grid grid-cols-1 gap-3 xl:grid-cols-3">
        <TableCard<DeptRow>
          className="xl:col-span-2"
          title="部门考勤统计（人次）"
          columns={DEPT_COLUMNS}
          rows={p?.list}
          rowKey={(r) => String(r.deptId)}
          loading={panel.isPending}
          error={errorText(panel.error)}
          onRetry={() => void panel.refetch()}
          actions={
            canExport ? (
              <ExportButton onExport={() => api.POST('/duty/appendance/panelExport', { body: range })} />
            ) : null
          }
        />
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
      </div>
    </div>
  );
}
