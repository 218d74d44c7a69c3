// 安全帽统计 (001 §7.4 /starSafety/laborHat/*, menu hat/statistics): the helmets at a glance for the chosen period
// (overview), then three views — 使用统计 (binding, online and wearing day by day), 周转与损耗 (issue, return, loss and
// damage by month, loss and damage by project) and 使用明细 (one row per person and day, with export), the last one
// only where the page's power_value carries 512 使用明细.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@site/sdk';
import { CHART_COLORS } from '@/lib/constants';
import type { DateRange } from '@/lib/date-range';
import { formatDate } from '@/lib/dates';
import { useDateRange } from '@/lib/use-date-range';
import { usePagePermission } from '@/session/permissions';
import { useSession } from '@/platform/session-store';
import { ChartCard } from '@/ui/chart-card';
import { DateRangeBar } from '@/ui/date-range-bar';
import type { FilterField } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
import { PageTabs, type PageTab } from '@/ui/page-tabs';
import { QueryStatCards } from '@/ui/query-stat-cards';
import { StatCards, type Stat } from '@/ui/stat-cards';
import { Nowrap, Tag } from '@/ui/status-tag';
import { CountLineChart } from '@/ui/count-line-chart';
import { PERSON_TYPES } from './hat-model';
import { formatMinutes } from '@/domain/duration';
import { PERSON_TYPE_OPTIONS, dayLabel, formatRate, hatScope, wearTone, type HatScope } from './hat-stats-model';
import {
  exportUseDetails,
  hatOverviewQuery,
  hatTurnoverQuery,
  hatUseStatQuery,
  loadLossDamage,
  loadUseDetails,
} from './hat-stats-queries';
import { pageSlice } from '@/ui/page-slice';

type LossRow = components['schemas']['HelmetLossDamage'];
type DetailRow = components['schemas']['HelmetUseDetail'];

export default function HatStatisticsPage() {
  const { identity } = useSession();
  const scope = hatScope(identity);
  const { range, apply } = useDateRange();
  const perm = usePagePermission();
  const tabs: PageTab[] = [
    { key: 'use', label: '使用统计', render: () => <UseTab scope={scope} range={range} /> },
    { key: 'turnover', label: '周转与损耗', render: () => <TurnoverTab scope={scope} range={range} /> },
    ...(perm.can('useDetail')
      ? [
          {
            key: 'detail',
            label: '使用明细',
            render: () => <DetailTab scope={scope} range={range} canExport={perm.hasPerm('hat:export')} />,
          },
        ]
      : []),
  ];
  return (
    <div className="flex flex-col gap-3">
      <DateRangeBar title="安全帽统计" range={range} onApply={apply}>
        <span>{identity?.project_name || '当前组织'}的智能安全帽使用、周转与损耗</span>
      </DateRangeBar>
      <Overview scope={scope} range={range} />
      <PageTabs label="安全帽统计" tabs={tabs} keep={['start_date', 'end_date']} />
    </div>
  );
}

function Overview({ scope, range }: { scope: HatScope; range: DateRange }) {
  const q = useQuery(hatOverviewQuery(scope, range));
  const d = q.data;
  const v = (n: number | undefined) => (q.isPending ? '…' : n);
  const items: Stat[] = [
    {
      label: '安全帽总数',
      value: v(d?.hatTotal),
      unit: '顶',
      hint: d ? `未绑定 ${d.unbindCount ?? '—'} 顶` : undefined,
    },
    { label: '工人已绑定', value: v(d?.workerHatCount), unit: '顶' },
    { label: '管理人员已绑定', value: v(d?.managerHatCount), unit: '顶' },
    { label: '今日在线', value: v(d?.todayOnlineCount), unit: '顶', tone: 'success' },
    { label: '今日佩戴', value: v(d?.todayWearCount), unit: '人', tone: 'success' },
    { label: '低电量', value: v(d?.lowBatteryCount), unit: '顶', tone: 'warning', hint: '电量低于 20%' },
    { label: '遗失', value: v(d?.lossCount), unit: '顶', tone: 'danger', hint: '统计期内' },
    { label: '损坏', value: v(d?.damageCount), unit: '顶', tone: 'warning', hint: '统计期内' },
    { label: '报警', value: v(d?.alarmCount), unit: '次', tone: 'danger', hint: '统计期内' },
  ];
  return (
    <section aria-label="安全帽概况">
      <QueryStatCards query={q} failedLabel="概况加载失败：" items={items} />
    </section>
  );
}

function UseTab({ scope, range }: { scope: HatScope; range: DateRange }) {
  const q = useQuery(hatUseStatQuery(scope, range));
  const d = q.data;
  const v = (n: number | undefined) => (q.isPending ? '…' : n);
  const items: Stat[] = [
    {
      label: '绑定率',
      value: q.isPending ? '…' : formatRate(d?.bindRate),
      hint: d ? `已绑定 ${d.bindCount} / 共 ${d.hatTotal} 顶` : undefined,
    },
    { label: '在线数', value: v(d?.onlineCount), unit: '顶', hint: `截至 ${range.end}` },
    { label: '佩戴数', value: v(d?.wearCount), unit: '人', hint: `截至 ${range.end}` },
    {
      label: '佩戴率',
      value: q.isPending ? '…' : formatRate(d?.wearRate),
      tone: wearTone(d?.wearRate),
      hint: '佩戴数 / 在线数',
    },
  ];
  return (
    <div className="flex flex-col gap-3">
      <section aria-label="使用概况">
        <StatCards items={items} />
      </section>
      <ChartCard title="逐日在线与佩戴" height={300} query={q} empty={!d?.trend.length}>
        <CountLineChart
          rateMax="auto"
          rows={d?.trend ?? []}
          x="date"
          xLabel={dayLabel}
          bars={[
            { key: 'onlineCount', name: '在线数', color: CHART_COLORS[0] },
            { key: 'wearCount', name: '佩戴数', color: CHART_COLORS[1] },
          ]}
          line={{ key: 'wearRate', name: '佩戴率' }}
        />
      </ChartCard>
    </div>
  );
}

const LOSS_COLUMNS: ColumnDef<LossRow, unknown>[] = [
  {
    id: 'projectName',
    header: '项目',
    cell: ({ row }) => <span className="font-medium text-gray-900">{row.original.projectName}</span>,
  },
  { id: 'orgName', header: '所属分公司', cell: ({ row }) => <Nowrap>{row.original.orgName || null}</Nowrap> },
  { id: 'hatTotal', header: '安全帽总数', cell: ({ row }) => row.original.hatTotal ?? '—' },
  {
    id: 'lossCount',
    header: '遗失数',
    cell: ({ row }) => <span className="text-danger">{row.original.lossCount}</span>,
  },
  { id: 'lossRate', header: '遗失率', cell: ({ row }) => formatRate(row.original.lossRate) ?? '—' },
  {
    id: 'damageCount',
    header: '损坏数',
    cell: ({ row }) => <span className="text-warning">{row.original.damageCount}</span>,
  },
  { id: 'damageRate', header: '损坏率', cell: ({ row }) => formatRate(row.original.damageRate) ?? '—' },
];

function TurnoverTab({ scope, range }: { scope: HatScope; range: DateRange }) {
  const q = useQuery(hatTurnoverQuery(scope, range));
  return (
    <div className="flex flex-col gap-3">
      <ChartCard title="月度周转、遗失与损坏" height={300} query={q} empty={!q.data?.length}>
        <CountLineChart
          rateMax="auto"
          rows={q.data ?? []}
          x="month"
          unit=" 顶"
          bars={[
            { key: 'issueCount', name: '发放', color: CHART_COLORS[0] },
            { key: 'returnCount', name: '归还', color: CHART_COLORS[5] },
            { key: 'lossCount', name: '遗失', color: CHART_COLORS[3] },
            { key: 'damageCount', name: '损坏', color: CHART_COLORS[2] },
          ]}
          line={{ key: 'turnoverRate', name: '周转率' }}
        />
      </ChartCard>
      <ListScreen<LossRow>
        id="hat-loss-damage"
        title="各项目遗失与损坏"
        columns={LOSS_COLUMNS}
        operation="getHelmetLossDamageStat"
        scope={[scope, range]}
        rowId={(r) => String(r.projectId)}
        load={async ({ page, size, signal }) => {
          // One answer holds every project: the table pages it here.
          const env = await loadLossDamage(scope, range, signal);
          return pageSlice(env.data ?? [], page, size);
        }}
      />
    </div>
  );
}

const DETAIL_FILTERS: FilterField[] = [
  { name: 'personType', label: '人员类型', type: 'select', options: PERSON_TYPE_OPTIONS },
  { name: 'keyword', label: '关键字', placeholder: '姓名或安全帽编号' },
];

function DetailTab({ scope, range, canExport }: { scope: HatScope; range: DateRange; canExport: boolean }) {
  const columns = useMemo<ColumnDef<DetailRow, unknown>[]>(
    () => [
      { id: 'date', header: '日期', cell: ({ row }) => <Nowrap>{formatDate(row.original.date)}</Nowrap> },
      {
        id: 'personName',
        header: '姓名',
        cell: ({ row }) => (
          <div className="flex items-center gap-1.5 whitespace-nowrap">
            <span className="font-medium text-gray-900">{row.original.personName}</span>
            {row.original.personType ? <Tag tag={PERSON_TYPES[row.original.personType]} /> : null}
          </div>
        ),
      },
      {
        id: 'innerid',
        header: '安全帽编号',
        cell: ({ row }) => <span className="font-mono text-xs">{row.original.innerid}</span>,
      },
      { id: 'companyName', header: '所属单位', cell: ({ row }) => <Nowrap>{row.original.companyName || null}</Nowrap> },
      { id: 'teamName', header: '班组', cell: ({ row }) => <Nowrap>{row.original.teamName || null}</Nowrap> },
      { id: 'onlineMinutes', header: '在线时长', cell: ({ row }) => formatMinutes(row.original.onlineMinutes) },
      { id: 'wearMinutes', header: '佩戴时长', cell: ({ row }) => formatMinutes(row.original.wearMinutes) },
      {
        id: 'wearRate',
        header: '佩戴率',
        cell: ({ row }) => {
          const rate = formatRate(row.original.wearRate);
          return rate ? <Tag tag={{ label: rate, tone: wearTone(row.original.wearRate) }} /> : '—';
        },
      },
      {
        id: 'alarmCount',
        header: '报警次数',
        cell: ({ row }) => (
          <span className={row.original.alarmCount ? 'font-medium text-danger' : 'text-gray-500'}>
            {row.original.alarmCount ?? '—'}
          </span>
        ),
      },
    ],
    [],
  );
  return (
    <ListScreen<DetailRow>
      id="hat-use-detail"
      title="安全帽使用明细"
      filters={DETAIL_FILTERS}
      columns={columns}
      operation="listHelmetUseDetails"
      scope={[scope, range]}
      rowId={(r) => `${r.date}-${r.innerid}-${r.personId ?? r.personName}`}
      load={loadUseDetails(scope, range)}
      exportFile={canExport ? (filters) => exportUseDetails(scope, range, filters) : undefined}
    />
  );
}
