// 安全报警总览 (001 §7.6 GET /pc/security/alarm/all/*, menu alarm/overview): every kind of alarm of the chosen period
// at a glance — the head figures, alarms per day by type, the share of each type, the areas, helmets, companies and
// teams with the most alarms, the real-time feed, and the list of all alarms.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@site/sdk';
import type { DateRange } from '@/lib/date-range';
import { formatDate } from '@/lib/dates';
import { useDateRange } from '@/lib/use-date-range';
import { useSession } from '@/platform/session-store';
import { ChartCard } from '@/ui/chart-card';
import { DateRangeBar } from '@/ui/date-range-bar';
import type { FilterField } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
import { QueryStatCards } from '@/ui/query-stat-cards';
import { type Stat } from '@/ui/stat-cards';
import { Nowrap, StatusTag, Tag } from '@/ui/status-tag';
import { ALARM_TYPES, CLOSED_LOOP_STATUS } from '@/domain/alarm-codes';
import { projectOf } from './alarm-codes';
import { RankBars, StackedDayChart, TypePie } from './alarm-charts';
import { formatPercent, rateTone, seriesRows } from './alarm-stats';
import {
  TOP_K,
  alarmTypesQuery,
  allCollectQuery,
  companyTeamQuery,
  loadAllAlarms,
  realtimeQuery,
  subtypeQuery,
  timeRangeQuery,
  topAreasQuery,
  topHatsQuery,
} from './alarm-stats-queries';
import { optionsOf } from '@/lib/options';

type AlarmRow = components['schemas']['AlarmRecord'];

/** The colour the server gives each alarm type (type/list), by name. */
function useTypeColors() {
  const types = useQuery(alarmTypesQuery());
  return useMemo(() => {
    const byName = new Map((types.data ?? []).map((t) => [t.label, t.color]));
    return (name: string) => byName.get(name) ?? undefined;
  }, [types.data]);
}

export default function AlarmOverviewPage() {
  const { identity } = useSession();
  const projectId = projectOf(identity);
  const { range, apply } = useDateRange();
  return (
    <div className="flex flex-col gap-3">
      <DateRangeBar title="安全报警总览" range={range} onApply={apply}>
        <span>滞留、静止、长时间停留、闯入禁区、SOS、脱帽与低电量报警</span>
      </DateRangeBar>
      <HeadCards projectId={projectId} range={range} />
      <Charts projectId={projectId} range={range} />
      <AlarmList projectId={projectId} range={range} />
    </div>
  );
}

function HeadCards({ projectId, range }: { projectId: number | undefined; range: DateRange }) {
  const q = useQuery(allCollectQuery(projectId, range));
  const d = q.data;
  const v = (n: number | undefined) => (q.isPending ? '…' : n);
  const items: Stat[] = [
    { label: '报警总数', value: v(d?.total_count), unit: '次' },
    {
      label: '今日报警',
      value: v(d?.today_count),
      unit: '次',
      tone: 'warning',
      hint: d?.yesterday_count !== undefined ? `昨日 ${d.yesterday_count} 次` : undefined,
    },
    { label: '涉及人数', value: v(d?.worker_count), unit: '人' },
    { label: '未处理', value: v(d?.unhandled_count), unit: '次', tone: d?.unhandled_count ? 'danger' : 'success' },
    {
      label: '处理率',
      value: q.isPending ? '…' : formatPercent(d?.handled_rate),
      tone: rateTone(d?.handled_rate),
    },
  ];
  return (
    <section aria-label="安全报警概况" className="flex flex-col gap-3">
      <QueryStatCards query={q} items={items} />
      {d?.type_list?.length ? (
        <ul aria-label="按类型报警数" className="flex flex-wrap gap-2">
          {d.type_list.map((t) => (
            <li key={t.type} className="flex items-center gap-2 rounded-md bg-white px-3 py-1.5 text-sm shadow-sm">
              <StatusTag table={ALARM_TYPES} value={t.type} fallback={t.type_name} />
              <span className="font-semibold tabular-nums text-gray-900">{t.count}</span>
              <span className="text-xs text-gray-400">{formatPercent(t.rate) ?? ''}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function Charts({ projectId, range }: { projectId: number | undefined; range: DateRange }) {
  const colorOf = useTypeColors();
  const days = useQuery(timeRangeQuery(projectId, range));
  const types = useQuery(subtypeQuery(projectId, range));
  const areas = useQuery(topAreasQuery(projectId, range));
  const dayRows = useMemo(() => seriesRows(days.data), [days.data]);
  return (
    <>
      <div className="grid grid-cols-1 gap-3 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <ChartCard title="逐日报警（按类型）" query={days} empty={!dayRows.length}>
          <StackedDayChart rows={dayRows} names={days.data?.series.map((s) => s.name) ?? []} colorOf={colorOf} />
        </ChartCard>
        <ChartCard title="报警类型占比" query={types} empty={!types.data?.some((t) => t.count > 0)}>
          <TypePie rows={types.data ?? []} colorOf={colorOf} />
        </ChartCard>
      </div>
      <div className="grid grid-cols-1 gap-3 xl:grid-cols-3">
        <ChartCard title={`报警最多的区域 TOP${TOP_K}`} query={areas} empty={!areas.data?.length}>
          <RankBars rows={areas.data ?? []} label="area_name" value="count" name="报警次数" />
        </ChartCard>
        <HatsCard projectId={projectId} range={range} />
        <RealtimeCard projectId={projectId} />
      </div>
      <TeamsCard projectId={projectId} range={range} />
    </>
  );
}

function HatsCard({ projectId, range }: { projectId: number | undefined; range: DateRange }) {
  const hats = useQuery(topHatsQuery(projectId, range));
  return (
    <ChartCard title={`报警最多的安全帽 TOP${TOP_K}`} query={hats} empty={!hats.data?.length}>
      <ol aria-label="安全帽报警排行" className="flex h-full flex-col gap-1 overflow-auto">
        {(hats.data ?? []).map((h) => (
          <li key={h.hat_innerid} className="flex items-center gap-3 rounded px-1 py-1.5 text-sm hover:bg-gray-50">
            <span
              className={
                h.rank <= 3
                  ? 'flex size-6 shrink-0 items-center justify-center rounded-full bg-danger/10 text-xs font-semibold text-danger'
                  : 'flex size-6 shrink-0 items-center justify-center rounded-full bg-gray-100 text-xs text-gray-500'
              }
            >
              {h.rank}
            </span>
            <div className="min-w-0 flex-1">
              <p className="truncate">
                <span className="font-medium text-gray-900">{h.person_name}</span>
                <span className="ml-2 font-mono text-xs text-gray-500">{h.hat_innerid}</span>
              </p>
              <p className="truncate text-xs text-gray-400">
                {[h.team_name, h.last_alarm_type_name && `最近：${h.last_alarm_type_name}`].filter(Boolean).join(' · ')}
                {h.last_alarm_time ? ` ${formatDate(h.last_alarm_time, 'MM-DD HH:mm')}` : ''}
              </p>
            </div>
            <span className="shrink-0 font-semibold tabular-nums text-gray-900">{h.count} 次</span>
          </li>
        ))}
      </ol>
    </ChartCard>
  );
}

function RealtimeCard({ projectId }: { projectId: number | undefined }) {
  const realtime = useQuery(realtimeQuery(projectId));
  return (
    <ChartCard
      title="实时报警"
      query={realtime}
      empty={!realtime.data?.list.length}
      actions={
        realtime.data ? (
          <span className="text-xs text-gray-500">
            未处理 <span className="font-semibold text-danger">{realtime.data.unhandled_count}</span> · 今日{' '}
            {realtime.data.today_count ?? '—'}
          </span>
        ) : null
      }
    >
      <ul aria-label="实时报警" className="flex h-full flex-col gap-1 overflow-auto">
        {(realtime.data?.list ?? []).map((a) => (
          <li key={a.id} className="flex items-start gap-2 rounded px-1 py-1.5 text-sm hover:bg-gray-50">
            <StatusTag table={ALARM_TYPES} value={a.type} fallback={a.type_name} />
            <div className="min-w-0 flex-1">
              <p className="truncate">
                <span className="font-medium text-gray-900">{a.person_name}</span>
                <span className="ml-2 text-xs text-gray-500">{a.area_name}</span>
              </p>
              <p className="truncate text-xs text-gray-400" title={a.content}>
                {formatDate(a.alarm_time, 'MM-DD HH:mm')} {a.content}
              </p>
            </div>
            <StatusTag table={CLOSED_LOOP_STATUS} value={a.status} fallback={a.status_desc} />
          </li>
        ))}
      </ul>
    </ChartCard>
  );
}

function TeamsCard({ projectId, range }: { projectId: number | undefined; range: DateRange }) {
  const teams = useQuery(companyTeamQuery(projectId, range));
  return (
    <ChartCard
      title="参建单位与班组报警"
      query={teams}
      empty={!teams.data?.length}
      height={Math.max(180, 44 + (teams.data?.length ?? 0) * 44)}
    >
      <table aria-label="参建单位与班组报警" className="w-full text-sm">
        <thead>
          <tr className="text-left text-xs text-gray-500">
            <th className="py-1.5 font-medium">参建单位</th>
            <th className="py-1.5 text-right font-medium">报警数</th>
            <th className="py-1.5 text-right font-medium">涉及人数</th>
            <th className="py-1.5 pl-6 font-medium">各班组</th>
          </tr>
        </thead>
        <tbody>
          {(teams.data ?? []).map((c) => (
            <tr key={c.company_id} className="border-t border-line align-top">
              <td className="whitespace-nowrap py-2 font-medium text-gray-900">{c.company_name}</td>
              <td className="py-2 text-right tabular-nums">{c.count}</td>
              <td className="py-2 text-right tabular-nums">{c.worker_count ?? '—'}</td>
              <td className="py-2 pl-6">
                {c.teams?.length ? (
                  <div className="flex flex-wrap gap-1.5">
                    {c.teams.map((t) => (
                      <span key={t.team_id} className="rounded bg-gray-100 px-2 py-0.5 text-xs text-gray-600">
                        {t.team_name} <span className="font-semibold text-gray-900">{t.count}</span>
                      </span>
                    ))}
                  </div>
                ) : (
                  <span className="text-xs text-gray-400">无班组（总包管理人员）</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ChartCard>
  );
}

const FILTERS: FilterField[] = [
  { name: 'type', label: '报警类型', type: 'select', options: optionsOf(ALARM_TYPES) },
  { name: 'status', label: '闭环状态', type: 'select', options: optionsOf(CLOSED_LOOP_STATUS) },
  { name: 'keyword', label: '关键字', placeholder: '姓名、手机号或安全帽编号' },
];

const alarmColumns: ColumnDef<AlarmRow, unknown>[] = [
  {
    id: 'alarm_time',
    header: '报警时间',
    cell: ({ row }) => <Nowrap>{formatDate(row.original.alarm_time, 'dateTime')}</Nowrap>,
  },
  {
    id: 'type',
    header: '报警类型',
    cell: ({ row }) => <StatusTag table={ALARM_TYPES} value={row.original.type} fallback={row.original.type_name} />,
  },
  {
    id: 'person_name',
    header: '姓名',
    cell: ({ row }) => (
      <div className="flex items-center gap-1.5 whitespace-nowrap">
        <span className="font-medium text-gray-900">{row.original.person_name}</span>
        {row.original.person_type === 2 ? <Tag tag={{ label: '管理人员', tone: 'primary' }} /> : null}
      </div>
    ),
  },
  { id: 'team_name', header: '班组', cell: ({ row }) => <Nowrap>{row.original.team_name || null}</Nowrap> },
  {
    id: 'company_name',
    header: '参建单位',
    cell: ({ row }) => <Nowrap>{row.original.company_name || null}</Nowrap>,
  },
  {
    id: 'hat_innerid',
    header: '安全帽编号',
    cell: ({ row }) => <span className="font-mono text-xs">{row.original.hat_innerid || '—'}</span>,
  },
  { id: 'area_name', header: '施工区域', cell: ({ row }) => <Nowrap>{row.original.area_name || null}</Nowrap> },
  {
    id: 'content',
    header: '报警内容',
    cell: ({ row }) => (
      <span className="block max-w-72 truncate" title={row.original.content}>
        {row.original.content || '—'}
      </span>
    ),
  },
  {
    id: 'status',
    header: '闭环状态',
    cell: ({ row }) => (
      <StatusTag table={CLOSED_LOOP_STATUS} value={row.original.status} fallback={row.original.status_desc} />
    ),
  },
  {
    id: 'handler_name',
    header: '处理人',
    cell: ({ row }) => <Nowrap>{row.original.handler_name || null}</Nowrap>,
  },
  {
    id: 'handle_time',
    header: '处理时间',
    cell: ({ row }) => <Nowrap>{formatDate(row.original.handle_time, 'dateTime')}</Nowrap>,
  },
  {
    id: 'handle_remark',
    header: '处理说明',
    cell: ({ row }) => (
      <span className="block max-w-60 truncate" title={row.original.handle_remark}>
        {row.original.handle_remark || '—'}
      </span>
    ),
  },
];

function AlarmList({ projectId, range }: { projectId: number | undefined; range: DateRange }) {
  return (
    <ListScreen<AlarmRow>
      id="alarm-overview-list"
      title="报警明细"
      filters={FILTERS}
      columns={alarmColumns}
      operation="listSecurityAlarms"
      scope={[{ projectId }, range]}
      rowId={(r) => String(r.id)}
      load={loadAllAlarms(projectId, range)}
    />
  );
}
