// 工人劳动分析 (menu workforce/byWorker; 001 §7.2 laborAnalysisByWorker, laborAnalysisByWorkerChart and the label
// analysis): over the chosen dates, how many workers attended each day and their hours on site and in the work areas,
// the share of each worker label (高效, 正常, 低效, 出勤不足; a slice filters the list), and the workers one by one,
// each with a day-by-day chart of their own.
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useSearchParams } from 'react-router-dom';
import type { DateRange } from '@/lib/date-range';
import { useDateRange } from '@/lib/use-date-range';
import { Button } from '@/ui/button';
import { ChartCard } from '@/ui/chart-card';
import { DateRangeBar } from '@/ui/date-range-bar';
import type { FilterField } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
import { StatCards, type Stat } from '@/ui/stat-cards';
import { Nowrap, StatusTag } from '@/ui/status-tag';
import { ViewDialog } from '@/ui/view-dialog';
import { SharePie } from './charts';
import { ComboChart, chartColor, shortDay } from '@/ui/charts';
import { Rate } from '@/ui/rate';
import {
  LABEL_COLORS,
  LABEL_OPTIONS,
  WORKER_LABELS,
  formatCount,
  formatHours,
  formatRate,
  RATE_WARN_FROM,
} from './workforce-model';
import {
  companyTeamsQuery,
  labelStatsQuery,
  laborChartQuery,
  loadLaborByWorker,
  subcontractorsQuery,
  workTypeAttendanceQuery,
  type WorkerLabor,
  type WorkerLaborDay,
} from './workforce-queries';
import { workerColumns } from './worker-columns';

const [BLUE, GREEN, ORANGE] = [0, 1, 2].map(chartColor);
const LABEL_TONE = { 1: 'success', 2: 'primary', 3: 'warning', 4: 'danger' } as const;

export default function WorkforceByWorkerPage() {
  const { range, apply } = useDateRange();
  const [, setSearch] = useSearchParams();
  const [worker, setWorker] = useState<WorkerLabor | null>(null);
  const labels = useQuery(labelStatsQuery(range));
  const chart = useQuery(laborChartQuery(range));
  const filters = useWorkerFilters();
  const columns = useMemo(() => columnsFor(setWorker), []);
  const load = useMemo(() => loadLaborByWorker(range), [range]);

  /** A slice of the label pie: the list of that label, from its first page. */
  const pickLabel = (label: number) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('label', String(label));
        next.delete('page');
        return next;
      },
      { replace: true },
    );

  return (
    <div className="flex flex-col gap-3">
      <DateRangeBar title="工人劳动分析" range={range} onApply={apply}>
        <span>有效工时为安全帽定位在作业区域内的时长</span>
      </DateRangeBar>
      <LabelFigures range={range} />
      <div className="grid grid-cols-1 gap-3 xl:grid-cols-3">
        <ChartCard
          className="xl:col-span-2"
          title="逐日出勤与人均工时"
          height={300}
          query={chart}
          empty={!chart.data?.length}
        >
          <DailyChart days={chart.data ?? []} countName="出勤工人(人)" />
        </ChartCard>
        <ChartCard title="工人标签分布（点击筛选名单）" height={300} query={labels} empty={!labels.data?.length}>
          <SharePie
            rows={labels.data ?? []}
            name={(l) => WORKER_LABELS[l.label].label}
            value={(l) => l.workerCount}
            fill={(l) => LABEL_COLORS[l.label]}
            onPick={(l) => pickLabel(l.label)}
          />
        </ChartCard>
      </div>
      <ListScreen<WorkerLabor>
        id="workforce-by-worker"
        title="工人劳动分析明细"
        filters={filters}
        columns={columns}
        operation="listLaborAnalysisByWorker"
        scope={range}
        rowId={(r) => String(r.workerId)}
        load={load}
      />
      {worker ? <WorkerDialog worker={worker} range={range} onClose={() => setWorker(null)} /> : null}
    </div>
  );
}

/** The list's filters: 关键字, 工人标签, 参建单位, 班组 and 工种. */
function useWorkerFilters() {
  const companies = useQuery(subcontractorsQuery());
  const teams = useQuery(companyTeamsQuery());
  const workTypes = useQuery(workTypeAttendanceQuery());

  return useMemo<FilterField[]>(
    () => [
      { name: 'keyword', label: '关键字', placeholder: '姓名或手机号' },
      { name: 'label', label: '工人标签', type: 'select', options: LABEL_OPTIONS },
      {
        name: 'companyId',
        label: '参建单位',
        type: 'select',
        searchable: true,
        options: (companies.data ?? []).map((c) => ({ value: c.companyId, label: c.companyName })),
      },
      {
        name: 'teamId',
        label: '班组',
        type: 'select',
        searchable: true,
        options: (teams.data ?? []).map((t) => ({ value: t.teamId, label: t.teamName })),
      },
      {
        name: 'workTypeId',
        label: '工种',
        type: 'select',
        searchable: true,
        options: (workTypes.data ?? []).map((w) => ({ value: w.workTypeId, label: w.workTypeName })),
      },
    ],
    [companies.data, teams.data, workTypes.data],
  );
}

/** 分析工人 and each label's count, share and hours per head. */
function LabelFigures({ range }: { range: DateRange }) {
  const labels = useQuery(labelStatsQuery(range));
  const total = labels.data?.reduce((s, l) => s + l.workerCount, 0);
  const stats: Stat[] = [
    { label: '分析工人', value: total == null ? undefined : formatCount(total), unit: '人' },
    ...(labels.data ?? []).map<Stat>((l) => ({
      label: WORKER_LABELS[l.label].label,
      value: formatCount(l.workerCount),
      unit: '人',
      tone: LABEL_TONE[l.label],
      hint: `占比 ${formatRate(l.ratio)} · 人均日工时 ${formatHours(l.avgDailyHours)}`,
    })),
  ];
  return (
    <section aria-label="工人标签概况">
      <StatCards className="grid-cols-2 lg:grid-cols-5" items={stats} />
    </section>
  );
}

/** Attendance bars with hours per head as lines on a second axis. */
function DailyChart({ days, countName }: { days: WorkerLaborDay[]; countName: string }) {
  return (
    <ComboChart
      data={days}
      xKey="date"
      xLabel={shortDay}
      right={{ unit: 'h' }}
      barSize={24}
      series={[
        { key: 'attendCount', name: countName, color: BLUE },
        { key: 'avgWorkHours', name: '人均工时(h)', kind: 'line', axis: 'right', color: ORANGE },
        { key: 'avgEffectiveHours', name: '人均有效工时(h)', kind: 'line', axis: 'right', color: GREEN },
      ]}
    />
  );
}

function WorkerDialog({ worker, range, onClose }: { worker: WorkerLabor; range: DateRange; onClose: () => void }) {
  const days = useQuery(laborChartQuery(range, worker.workerId));
  return (
    <ViewDialog title={`逐日劳动分析：${worker.workerName}`} onClose={onClose} width={760}>
      <dl className="mb-3 grid grid-cols-4 gap-3 text-sm">
        {[
          ['工种 / 班组', `${worker.workTypeName ?? '—'} / ${worker.teamName ?? '—'}`],
          ['出勤天数', `${worker.attendDays} 天（${formatRate(worker.attendanceRate)}）`],
          ['总工时 / 有效工时', `${formatHours(worker.workHours)} / ${formatHours(worker.effectiveHours)}`],
          ['有效工时率', formatRate(worker.effectiveRate)],
        ].map(([k, v]) => (
          <div key={k} className="rounded bg-gray-50 px-3 py-2">
            <dt className="text-xs text-gray-500">{k}</dt>
            <dd className="mt-0.5 font-medium text-gray-900">{v}</dd>
          </div>
        ))}
      </dl>
      <ChartCard
        title={`${range.start} 至 ${range.end}`}
        height={280}
        query={days}
        empty={!days.data?.length}
        className="shadow-none ring-1 ring-line"
      >
        <DailyChart days={days.data ?? []} countName="出勤(1 为出勤)" />
      </ChartCard>
    </ViewDialog>
  );
}

function columnsFor(open: (w: WorkerLabor) => void): ColumnDef<WorkerLabor, unknown>[] {
  return [
    ...workerColumns<WorkerLabor>(),
    { id: 'attendDays', header: '出勤天数', cell: ({ row }) => <Nowrap>{row.original.attendDays} 天</Nowrap> },
    {
      id: 'attendanceRate',
      header: '出勤率',
      cell: ({ row }) => <Rate warnFrom={RATE_WARN_FROM} value={row.original.attendanceRate} />,
    },
    { id: 'workHours', header: '总工时', cell: ({ row }) => <Nowrap>{formatHours(row.original.workHours)}</Nowrap> },
    {
      id: 'avgDailyHours',
      header: '日均工时',
      cell: ({ row }) => <Nowrap>{formatHours(row.original.avgDailyHours)}</Nowrap>,
    },
    {
      id: 'effectiveHours',
      header: '有效工时',
      cell: ({ row }) => <Nowrap>{formatHours(row.original.effectiveHours)}</Nowrap>,
    },
    {
      id: 'effectiveRate',
      header: '有效工时率',
      cell: ({ row }) => <Rate warnFrom={RATE_WARN_FROM} value={row.original.effectiveRate} />,
    },
    {
      id: 'label',
      header: '工人标签',
      cell: ({ row }) => (
        <StatusTag table={WORKER_LABELS} value={row.original.label} fallback={row.original.labelName} />
      ),
    },
    {
      id: 'actions',
      header: '操作',
      enableHiding: false,
      cell: ({ row }) => (
        <Button size="sm" variant="link" onClick={() => open(row.original)}>
          逐日分析
        </Button>
      ),
    },
  ];
}
