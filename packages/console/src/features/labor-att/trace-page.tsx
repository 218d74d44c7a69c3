// 人员轨迹 (001 §7.1 GET /pc/labor/person/daterange/trace): where a person was located (安全帽定位, 闸机, 移动打卡)
// over the chosen period — the counts, the track drawn by position, and the points in time order.
import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useSearchParams } from 'react-router-dom';
import { TrackChart } from '@/ui/track-chart';
import { ChartCard } from '@/ui/chart-card';
import { ListScreen } from '@/ui/list-screen';
import { pageSlice } from '@/ui/page-slice';
import { StatCards, type Stat } from '@/ui/stat-cards';
import { Nowrap, StatusTag } from '@/ui/status-tag';
import { CHART_COLORS } from '@/lib/constants';
import { formatDate } from '@/lib/dates';
import { DateRangeBar } from '@/ui/date-range-bar';
import { readPerson, TRACE_SOURCE, tracePath, traceSummary, type PersonRef, type TracePoint } from './labor-att-model';
import { traceQuery } from './labor-att-queries';
import { NoPerson, PersonBar } from './person-bar';
import { shown } from './summary-stats';
import { useDateRange } from '@/lib/use-date-range';

const LINK_KEYS = ['person_id', 'person_type', 'start_date', 'end_date'];

/** A new link (another person or period) starts the screen afresh, even when its tab was already open. */
export default function TracePage() {
  const [search] = useSearchParams();
  return <TraceScreen key={LINK_KEYS.map((k) => search.get(k) ?? '').join('|')} />;
}

/** Colour of each source on the track. */
const SOURCE_COLOR: Record<number, string> = { 1: CHART_COLORS[1]!, 2: CHART_COLORS[0]!, 3: CHART_COLORS[2]! };

const COLUMNS: ColumnDef<TracePoint & { seq: number }, unknown>[] = [
  { id: 'seq', header: '序号', cell: ({ row }) => row.original.seq },
  { id: 'time', header: '时间', cell: ({ row }) => <Nowrap>{formatDate(row.original.time, 'dateTime')}</Nowrap> },
  { id: 'project_name', header: '项目', cell: ({ row }) => <Nowrap>{row.original.project_name || null}</Nowrap> },
  { id: 'area_name', header: '区域 / 出入口', cell: ({ row }) => <Nowrap>{row.original.area_name || null}</Nowrap> },
  { id: 'source', header: '来源', cell: ({ row }) => <StatusTag table={TRACE_SOURCE} value={row.original.source} /> },
  {
    id: 'device_no',
    header: '设备编号',
    cell: ({ row }) => <span className="font-mono text-xs">{row.original.device_no || '—'}</span>,
  },
  {
    id: 'position',
    header: '经纬度',
    cell: ({ row }) => (
      <span className="whitespace-nowrap font-mono text-xs text-gray-500">
        {row.original.lng.toFixed(4)}, {row.original.lat.toFixed(4)}
      </span>
    ),
  },
];

function TraceScreen() {
  const { range, apply } = useDateRange();
  const [search] = useSearchParams();
  const person = readPerson(search);
  return (
    <div className="flex flex-col gap-3">
      <DateRangeBar title="人员轨迹" range={range} onApply={apply}>
        <PersonBar person={person} range={range} linkTo={tracePath} />
      </DateRangeBar>
      {person ? <Trace person={person} range={range} /> : <NoPerson what="轨迹" />}
    </div>
  );
}

function Trace({ person, range }: { person: PersonRef; range: { start: string; end: string } }) {
  const queryClient = useQueryClient();
  const trace = useQuery(traceQuery(person, range));
  const points = useMemo(() => (trace.data ?? []).map((p, i) => ({ ...p, seq: i + 1 })), [trace.data]);
  const sum = traceSummary(points);
  const bySource = (s: number) => points.filter((p) => p.source === s).length;
  const stats: Stat[] = [
    { label: '定位点', value: shown(trace, sum.count), unit: '个' },
    { label: '涉及项目', value: shown(trace, sum.projects), unit: '个' },
    {
      label: '定位时段',
      value: shown(
        trace,
        sum.first && sum.last ? `${formatDate(sum.first, 'HH:mm')} – ${formatDate(sum.last, 'HH:mm')}` : undefined,
      ),
      hint: sum.first && sum.last ? `${formatDate(sum.first)} 至 ${formatDate(sum.last)}` : undefined,
    },
    { label: '安全帽定位', value: shown(trace, bySource(1)), unit: '次', tone: 'success' },
    { label: '闸机', value: shown(trace, bySource(2)), unit: '次' },
    { label: '移动打卡', value: shown(trace, bySource(3)), unit: '次', tone: 'warning' },
  ];
  return (
    <>
      <section aria-label="轨迹概况">
        <StatCards items={stats} />
      </section>
      <ChartCard
        title="轨迹回放"
        query={trace}
        empty={!points.length}
        height={340}
        actions={
          <span className="flex items-center gap-3 text-xs text-gray-500">
            {Object.entries(TRACE_SOURCE).map(([k, t]) => (
              <span key={k} className="flex items-center gap-1">
                <span className="size-2.5 rounded-full" style={{ background: SOURCE_COLOR[Number(k)] }} aria-hidden />
                {t.label}
              </span>
            ))}
          </span>
        }
      >
        <TrackChart
          points={points}
          keyOf={(p) => p.seq}
          colorOf={(p) => SOURCE_COLOR[p.source] ?? CHART_COLORS[7]}
          tip={(p) => <PointTip point={p} />}
        />
      </ChartCard>
      <ListScreen<TracePoint & { seq: number }>
        id="labor-att-trace"
        title="轨迹点"
        columns={COLUMNS}
        operation="listPersonTrace"
        scope={['page', person.person_id, person.person_type, range]}
        rowId={(r) => String(r.seq)}
        load={async ({ page, size }) => {
          const env = await queryClient.fetchQuery(traceQuery(person, range));
          return pageSlice(
            (env.data ?? []).map((p, i) => ({ ...p, seq: i + 1 })),
            page,
            size,
          );
        }}
      />
    </>
  );
}

function PointTip({ point: p }: { point: TracePoint & { seq: number } }) {
  return (
    <>
      <p className="font-medium text-gray-900">
        #{p.seq} {formatDate(p.time, 'dateTime')}
      </p>
      <p className="mt-1 text-gray-600">
        {p.project_name ?? ''} {p.area_name ?? ''}
      </p>
      <p className="text-gray-500">
        {TRACE_SOURCE[p.source]?.label ?? '—'} · {p.device_no ?? '—'}
      </p>
    </>
  );
}
