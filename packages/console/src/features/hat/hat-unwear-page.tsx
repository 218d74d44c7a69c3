// 未佩戴统计 (001 §7.4 GET /pc/org/hat/unwearcollect and /pc/org/hat/branunwearchcollect, menu hat/unwear): on the
// chosen day how many people online did not wear their helmet, the last 7 days' trend, and each branch company.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import dayjs from 'dayjs';
import type { components } from '@site/sdk';
import { CHART_COLORS } from '@/lib/constants';
import { useListParams } from '@/lib/list-params';
import { useSession } from '@/platform/session-store';
import { ChartCard } from '@/ui/chart-card';
import { FilterBar, type FilterField } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
import { QueryStatCards } from '@/ui/query-stat-cards';
import { type Stat } from '@/ui/stat-cards';
import { Tag } from '@/ui/status-tag';
import { CountLineChart } from '@/ui/count-line-chart';
import { dayLabel, formatRate, hatScope, shortLabel } from './hat-stats-model';
import { branchUnwearQuery, unwearCollectQuery } from './hat-stats-queries';
import { pageSlice } from '@/ui/page-slice';

type BranchRow = components['schemas']['HelmetBranchUnwear'];

const FIELDS: FilterField[] = [{ name: 'date', label: '统计日期', type: 'date' }];
const FIELD_NAMES = ['date'];

/** 未佩戴率 tone: from 8% danger, from 5% warning. */
const unwearTone = (rate: number | undefined) =>
  rate === undefined ? 'muted' : rate >= 8 ? 'danger' : rate >= 5 ? 'warning' : 'success';

const BRANCH_COLUMNS: ColumnDef<BranchRow, unknown>[] = [
  {
    id: 'org_name',
    header: '分公司',
    cell: ({ row }) => <span className="font-medium text-gray-900">{row.original.org_name}</span>,
  },
  { id: 'hat_total', header: '安全帽总数', cell: ({ row }) => row.original.hat_total ?? '—' },
  { id: 'online_count', header: '在线', cell: ({ row }) => row.original.online_count ?? '—' },
  { id: 'wear_count', header: '佩戴', cell: ({ row }) => row.original.wear_count ?? '—' },
  {
    id: 'unwear_count',
    header: '未佩戴',
    cell: ({ row }) => <span className="font-medium text-danger">{row.original.unwear_count}</span>,
  },
  {
    id: 'unwear_rate',
    header: '未佩戴率',
    cell: ({ row }) => {
      const rate = formatRate(row.original.unwear_rate);
      return rate ? <Tag tag={{ label: rate, tone: unwearTone(row.original.unwear_rate) }} /> : '—';
    },
  },
];

export default function HatUnwearPage() {
  const { identity } = useSession();
  const scope = hatScope(identity);
  const orgId = identity?.org_batch_id && identity.org_batch_id > 0 ? identity.org_batch_id : undefined;
  const client = useQueryClient();
  const params = useListParams(FIELD_NAMES);
  const date = params.filters.date;
  const collect = useQuery(unwearCollectQuery(scope, date));
  const branches = useQuery(branchUnwearQuery(orgId, date));
  const c = collect.data;
  return (
    <div className="flex flex-col gap-3">
      <FilterBar
        key={date ?? ''}
        fields={FIELDS}
        values={params.filters}
        onSearch={params.apply}
        onReset={params.reset}
      />
      <UnwearFigures scope={scope} date={date} />
      <div className="grid grid-cols-1 gap-3 xl:grid-cols-2">
        <ChartCard title="近 7 天未佩戴趋势" query={collect} empty={!c?.trend.length}>
          <CountLineChart
            rateMax="auto"
            rows={c?.trend ?? []}
            x="date"
            xLabel={dayLabel}
            unit=" 人"
            bars={[{ key: 'unwear_count', name: '未佩戴人数', color: CHART_COLORS[3] }]}
            line={{ key: 'unwear_rate', name: '未佩戴率' }}
          />
        </ChartCard>
        <ChartCard title="各分公司未佩戴" query={branches} empty={!branches.data?.length}>
          <CountLineChart
            rateMax="auto"
            rows={branches.data ?? []}
            x="org_name"
            xLabel={shortLabel((branches.data ?? []).map((b) => b.org_name))}
            unit=" 人"
            bars={[
              { key: 'wear_count', name: '佩戴', color: CHART_COLORS[1], stack: 'people' },
              { key: 'unwear_count', name: '未佩戴', color: CHART_COLORS[3], stack: 'people' },
            ]}
            line={{ key: 'unwear_rate', name: '未佩戴率' }}
          />
        </ChartCard>
      </div>
      <ListScreen<BranchRow>
        id="hat-unwear-branch"
        title="各分公司未佩戴明细"
        columns={BRANCH_COLUMNS}
        operation="collectBranchHelmetUnwear"
        scope={['table', orgId, date]}
        rowId={(r) => String(r.org_id)}
        load={async ({ page, size }) => {
          // The same read as the chart (shared cache): one answer holds every branch, paged here.
          const env = await client.fetchQuery(branchUnwearQuery(orgId, date));
          return pageSlice(env.data ?? [], page, size);
        }}
      />
    </div>
  );
}

/** 未佩戴统计 of the day: helmets, online, worn, not worn and the rate (the page's own query, answered once). */
function UnwearFigures({ scope, date }: { scope: ReturnType<typeof hatScope>; date: string | undefined }) {
  const collect = useQuery(unwearCollectQuery(scope, date));
  const c = collect.data;
  const v = (n: number | undefined) => (collect.isPending ? '…' : n);
  const items: Stat[] = [
    { label: '安全帽总数', value: v(c?.hat_total), unit: '顶' },
    { label: '在线', value: v(c?.online_count), unit: '顶', tone: 'success' },
    { label: '佩戴', value: v(c?.wear_count), unit: '人', tone: 'success' },
    { label: '未佩戴', value: v(c?.unwear_count), unit: '人', tone: 'danger' },
    {
      label: '未佩戴率',
      value: collect.isPending ? '…' : formatRate(c?.unwear_rate),
      tone: unwearTone(c?.unwear_rate),
      hint: '未佩戴 / 在线',
    },
  ];
  return (
    <section aria-label="未佩戴概况" className="flex flex-col gap-2">
      <div className="flex items-baseline gap-2 px-1">
        <h2 className="text-base font-semibold text-gray-900">未佩戴统计</h2>
        <span className="text-sm text-gray-500">统计日期 {date ?? dayjs().format('YYYY-MM-DD')}</span>
      </div>
      <QueryStatCards query={collect} items={items} />
    </section>
  );
}
