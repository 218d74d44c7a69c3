// 报警闭环 (001 §7.6 GET /starSafety/alarmClosedLoop/*, menu alarm/closedLoop): how the alarms of the chosen period
// went through the loop (已产生 → 已派发 → 已处理 → 已关闭), how each type closes, the year month by month, and every
// branch company (or, for a branch, every project) with the head and branch company report exports.
import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useSearchParams } from 'react-router-dom';
import type { components } from '@site/sdk';
import { CHART_COLORS } from '@/lib/constants';
import { useDateRange } from '@/lib/use-date-range';
import { usePagePermission } from '@/session/permissions';
import { useSession } from '@/platform/session-store';
import { ChartCard } from '@/ui/chart-card';
import { DateRangeBar } from '@/ui/date-range-bar';
import { ExportButton } from '@/ui/export-button';
import { ListScreen } from '@/ui/list-screen';
import { Select } from '@/ui/select';
import { QueryStatCards } from '@/ui/query-stat-cards';
import { type Stat } from '@/ui/stat-cards';
import { Nowrap, Tag, type Tone } from '@/ui/status-tag';
import { CLOSED_LOOP_STATUS } from '@/domain/alarm-codes';
import { CountLineChart } from '@/ui/count-line-chart';
import { RankBars } from './alarm-charts';
import { formatAvgMinutes, formatPercent, orgOf, rateTone, readYear, recentYears, stageRows } from './alarm-stats';
import {
  closedLoopMonthQuery,
  closedLoopOrgsQuery,
  closedLoopStatQuery,
  exportBranchReport,
  exportHeadReport,
} from './alarm-stats-queries';
import { errorText } from '@/lib/error-text';
import { pageSlice } from '@/ui/page-slice';

type OrgRow = components['schemas']['AlarmClosedLoopOrgRow'];
type ClosedLoopStat = components['schemas']['AlarmClosedLoopStat'];

const TONE_COLOR: Record<Tone, string | undefined> = {
  primary: CHART_COLORS[0],
  success: CHART_COLORS[1],
  warning: CHART_COLORS[2],
  danger: CHART_COLORS[3],
  muted: CHART_COLORS[7],
};

const rateTag = (rate: number | undefined) => {
  const text = formatPercent(rate);
  return text ? <Tag tag={{ label: text, tone: rateTone(rate) }} /> : <span className="text-muted">—</span>;
};

const ORG_COLUMNS: ColumnDef<OrgRow, unknown>[] = [
  {
    id: 'orgName',
    header: '分公司 / 项目',
    cell: ({ row }) => (
      <div className="flex items-center gap-1.5 whitespace-nowrap">
        <span className="font-medium text-gray-900">{row.original.orgName}</span>
        <Tag
          tag={row.original.orgType === 4 ? { label: '项目', tone: 'muted' } : { label: '分公司', tone: 'primary' }}
        />
      </div>
    ),
  },
  { id: 'projectCount', header: '在建项目', cell: ({ row }) => row.original.projectCount ?? '—' },
  {
    id: 'totalCount',
    header: '报警总数',
    cell: ({ row }) => <span className="font-medium">{row.original.totalCount}</span>,
  },
  {
    id: 'raisedCount',
    header: '待派发',
    cell: ({ row }) => (
      <span className={row.original.raisedCount ? 'text-danger' : ''}>{row.original.raisedCount ?? '—'}</span>
    ),
  },
  {
    id: 'dispatchedCount',
    header: '待处理',
    cell: ({ row }) => (
      <span className={row.original.dispatchedCount ? 'text-warning' : ''}>{row.original.dispatchedCount ?? '—'}</span>
    ),
  },
  { id: 'handledCount', header: '待关闭', cell: ({ row }) => row.original.handledCount ?? '—' },
  { id: 'closedCount', header: '已关闭', cell: ({ row }) => row.original.closedCount },
  { id: 'processingRate', header: '处理率', cell: ({ row }) => rateTag(row.original.processingRate) },
  { id: 'closedRate', header: '关闭率', cell: ({ row }) => rateTag(row.original.closedRate) },
  {
    id: 'avgHandleMinutes',
    header: '平均处置时长',
    cell: ({ row }) => <Nowrap>{formatAvgMinutes(row.original.avgHandleMinutes)}</Nowrap>,
  },
];

/** The overview cards: counts and rates, '…' while the figures load. */
function closedLoopStats(s: ClosedLoopStat | undefined, pending: boolean): Stat[] {
  const v = (n: number | undefined) => (pending ? '…' : n);
  return [
    { label: '报警总数', value: v(s?.totalCount), unit: '次' },
    {
      label: '处理率',
      value: pending ? '…' : formatPercent(s?.processingRate),
      tone: rateTone(s?.processingRate),
      hint: '（已处理 + 已关闭）/ 总数',
    },
    {
      label: '关闭率',
      value: pending ? '…' : formatPercent(s?.closedRate),
      tone: rateTone(s?.closedRate),
      hint: s ? `已关闭 ${s.closedCount} 次` : undefined,
    },
    {
      label: '及时处理率',
      value: pending ? '…' : formatPercent(s?.timelyRate),
      tone: rateTone(s?.timelyRate),
      hint: '在规定时限内处理',
    },
    { label: '平均处置时长', value: pending ? '…' : formatAvgMinutes(s?.avgHandleMinutes), tone: 'primary' },
    { label: '超时未处理', value: v(s?.overdueCount), unit: '次', tone: s?.overdueCount ? 'danger' : 'success' },
  ];
}

export default function ClosedLoopPage() {
  const { identity } = useSession();
  const orgId = orgOf(identity);
  const { range, apply } = useDateRange();
  const perm = usePagePermission();
  const client = useQueryClient();
  const stat = useQuery(closedLoopStatQuery(orgId, range));
  const s = stat.data;
  const items = closedLoopStats(s, stat.isPending);
  const stages = stageRows(s?.stages, CLOSED_LOOP_STATUS);
  const canExport = perm.hasPerm('alarm:export');
  return (
    <div className="flex flex-col gap-3">
      <DateRangeBar title="报警闭环" range={range} onApply={apply}>
        <span>报警从产生、派发、处理到关闭的全过程</span>
      </DateRangeBar>
      <section aria-label="报警闭环概况">
        <QueryStatCards query={stat} items={items} />
      </section>
      <div className="grid grid-cols-1 gap-3 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <ChartCard title="闭环环节" loading={stat.isPending} error={errorText(stat.error)} empty={!stages.length}>
          <RankBars
            rows={stages}
            label="name"
            value="count"
            name="报警数"
            colors={stages.map((r) => TONE_COLOR[CLOSED_LOOP_STATUS[r.status]?.tone ?? 'muted'])}
          />
        </ChartCard>
        <ChartCard title="各类型报警关闭情况" query={stat} empty={!s?.typeList?.length}>
          <CountLineChart
            unit="次"
            rows={s?.typeList ?? []}
            x="alarmTypeName"
            bars={[
              { key: 'totalCount', name: '报警数', color: CHART_COLORS[0] },
              { key: 'closedCount', name: '已关闭', color: CHART_COLORS[1] },
            ]}
            line={{ key: 'closedRate', name: '关闭率', unit: '%' }}
          />
        </ChartCard>
      </div>
      <MonthCard orgId={orgId} />
      <ListScreen<OrgRow>
        id="alarm-closed-loop-orgs"
        title="各分公司报警闭环情况"
        columns={ORG_COLUMNS}
        operation="listAlarmSituationByBranchCompany"
        scope={['table', { orgId }, range]}
        rowId={(r) => String(r.orgId)}
        load={async ({ page, size }) => {
          // One answer holds every row: the table pages it here.
          const env = await client.fetchQuery(closedLoopOrgsQuery(orgId, range));
          return pageSlice(env.data ?? [], page, size);
        }}
        toolbar={
          canExport ? (
            <div className="ml-auto flex items-center gap-2">
              <ExportButton size="md" label="导出总公司报表" onExport={() => exportHeadReport(orgId, range)} />
              <ExportButton size="md" label="导出分公司报表" onExport={() => exportBranchReport(orgId, range)} />
            </div>
          ) : null
        }
      />
    </div>
  );
}

function MonthCard({ orgId }: { orgId: number | undefined }) {
  const [search, setSearch] = useSearchParams();
  const year = readYear(search.get('year'));
  const years = useMemo(() => recentYears(), []);
  const q = useQuery(closedLoopMonthQuery(orgId, year));
  return (
    <ChartCard
      title={`${year} 年逐月报警闭环`}
      height={300}
      query={q}
      empty={!q.data?.length}
      actions={
        <label className="flex items-center gap-2 text-sm text-gray-600">
          年份
          <Select
            aria-label="年份"
            value={String(year)}
            className="h-8 w-28"
            onChange={(e) =>
              setSearch(
                (prev) => {
                  const next = new URLSearchParams(prev);
                  next.set('year', e.target.value);
                  return next;
                },
                { replace: true },
              )
            }
          >
            {years.map((y) => (
              <option key={y} value={y}>
                {y} 年
              </option>
            ))}
          </Select>
        </label>
      }
    >
      <CountLineChart
        unit="次"
        rows={q.data ?? []}
        x="month"
        xLabel={(m) => `${Number(m.slice(5))}月`}
        bars={[
          { key: 'totalCount', name: '报警数', color: CHART_COLORS[0] },
          { key: 'handledCount', name: '已处理', color: CHART_COLORS[5] },
          { key: 'closedCount', name: '已关闭', color: CHART_COLORS[1] },
        ]}
        line={{ key: 'processingRate', name: '处理率', unit: '%' }}
      />
    </ChartCard>
  );
}
