// 安全帽与闸机统计 (menu attendance/hatAndGate; seed 001 §7.1 /duty/attendance/hatAndGateCount, workerList): on a
// chosen day, how many workers the smart helmets and the gates each saw, how many both saw, the 7-day trend, and
// each worker's helmet and gate times with the comparison result.
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { ComboChart, DistributionPie } from '@/ui/charts';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { CHART_COLORS } from '@/lib/constants';
import { formatDate } from '@/lib/dates';
import { ChartCard } from '@/ui/chart-card';
import type { FilterField } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
import { QueryStatCards } from '@/ui/query-stat-cards';
import { Nowrap, StatusTag } from '@/ui/status-tag';
import { attendedStat, CHECK_RESULT, hatGateWorkersBody, rateStat, shortDay } from './attendance-model';
import { hatGateCountQuery } from './attendance-queries';
import { PeriodBar, usePeriod } from './period-bar';

type Row = components['schemas']['AttendanceHatGateWorker'];

const [BLUE, GREEN, ORANGE] = CHART_COLORS;

const FILTERS: FilterField[] = [
  {
    name: 'checkResult',
    label: '比对结果',
    type: 'select',
    options: [1, 2, 3].map((v) => ({ value: v, label: CHECK_RESULT[v]?.label ?? String(v) })),
  },
];

/** The trend's axis starts a little below its lowest point, so close lines stay apart. */
const lowerBound = (min: number) => Math.max(0, Math.floor((min * 0.8) / 50) * 50);

const time = (value: string | null | undefined) =>
  value ? formatDate(value, 'HH:mm:ss') : <span className="text-gray-300">—</span>;

const COLUMNS: ColumnDef<Row, unknown>[] = [
  {
    id: 'workerName',
    header: '姓名',
    cell: ({ row }) => <span className="font-medium">{row.original.workerName}</span>,
  },
  { id: 'workType', header: '工种', cell: ({ row }) => <Nowrap>{row.original.workType}</Nowrap> },
  { id: 'teamName', header: '班组', cell: ({ row }) => <Nowrap>{row.original.teamName}</Nowrap> },
  { id: 'companyName', header: '参建单位', cell: ({ row }) => <Nowrap>{row.original.companyName}</Nowrap> },
  { id: 'hatInnerid', header: '安全帽', cell: ({ row }) => <Nowrap>{row.original.hatInnerid}</Nowrap> },
  { id: 'hatFirstTime', header: '安全帽首次定位', cell: ({ row }) => time(row.original.hatFirstTime) },
  { id: 'hatLastTime', header: '安全帽末次定位', cell: ({ row }) => time(row.original.hatLastTime) },
  { id: 'gateInTime', header: '闸机进场', cell: ({ row }) => time(row.original.gateInTime) },
  { id: 'gateOutTime', header: '闸机出场', cell: ({ row }) => time(row.original.gateOutTime) },
  {
    id: 'checkResult',
    header: '比对结果',
    cell: ({ row }) => <StatusTag table={CHECK_RESULT} value={row.original.checkResult} />,
  },
];

export default function HatAndGatePage() {
  const { day, apply } = usePeriod();
  const count = useQuery(hatGateCountQuery(day));
  const c = count.data;
  const split = c
    ? [
        { name: '两者一致', value: c.bothCount, color: GREEN },
        { name: '仅安全帽', value: c.hatOnlyCount ?? 0, color: ORANGE },
        { name: '仅闸机', value: c.gateOnlyCount ?? 0, color: BLUE },
      ]
    : [];

  return (
    <div className="flex flex-col gap-3">
      <PeriodBar title="安全帽与闸机统计" day={day} onApply={apply} />
      <QueryStatCards
        query={count}
        failedLabel="人数统计加载失败："
        pad="p-4"
        className="grid-cols-2 md:grid-cols-4 xl:grid-cols-7"
        items={[
          attendedStat('出勤人数', c && { attended: c.attendCount, registered: c.registeredCount }),
          { label: '安全帽定位', value: c?.hatCount, unit: '人' },
          { label: '闸机出勤', value: c?.gateCount, unit: '人' },
          { label: '两者一致', value: c?.bothCount, unit: '人', tone: 'success' },
          { label: '仅安全帽', value: c?.hatOnlyCount, unit: '人', tone: 'warning' },
          { label: '仅闸机', value: c?.gateOnlyCount, unit: '人', tone: 'warning' },
          rateStat('一致率', c?.consistencyRate),
        ]}
      />
      <div className="grid grid-cols-1 gap-3 xl:grid-cols-3">
        <ChartCard className="xl:col-span-2" title="近 7 日安全帽与闸机出勤人数" query={count} empty={!c?.trend.length}>
          <ComboChart
            data={c?.trend}
            xKey="date"
            xLabel={shortDay}
            leftMin={lowerBound}
            series={[
              { key: 'hatCount', name: '安全帽定位', kind: 'line', color: ORANGE },
              { key: 'gateCount', name: '闸机', kind: 'line', color: BLUE },
              { key: 'bothCount', name: '两者一致', kind: 'line', color: GREEN },
            ]}
          />
        </ChartCard>
        <ChartCard title={`${c?.date ?? day} 出勤记录来源`} query={count} empty={!split.some((s) => s.value > 0)}>
          <DistributionPie items={split} unit="人" legend="bottom" />
        </ChartCard>
      </div>
      <ListScreen<Row>
        id="attendance-hat-gate-workers"
        title={`工人明细（${day}）`}
        filters={FILTERS}
        columns={COLUMNS}
        operation="listHatAndGateAttendanceWorkers"
        scope={day}
        rowId={(r) => String(r.workerId)}
        load={async ({ page, size, filters, signal }) => {
          const env = await api.POST('/duty/attendance/workerList', {
            body: { page, limit: size, ...hatGateWorkersBody(day, filters) },
            signal,
          });
          return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
        }}
      />
    </div>
  );
}
