// 组织首页's safety and project cards (001 §7.6 home/org): the alarm summary and latest alarms, project types and
// status, branch hazards and the project ranking. The page (org-dashboard-page.tsx) lays them out.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '@/lib/constants';
import { ChartCard } from '@/ui/chart-card';
import { ComboChart, DistributionPie, chartColor } from '@/ui/charts';
import { Select } from '@/ui/select';
import { optionsOf } from '@/lib/options';
import { ALARM_TYPES, CLOSED_LOOP_STATUS } from '@/domain/alarm-codes';
import { PROJECT_STATUS, RANK_SORTS, rankFigure, shortName, type RankSort, percent } from './home-scope';
import {
  orgAlarmCollectQuery,
  orgAlarmsQuery,
  orgBranchTroublesQuery,
  orgProjectRankQuery,
  orgTypeStatusQuery,
} from './home-queries';
import { InlineField, RankBars, DayTrendLine, cardState, StatsOverChart, RangeNote } from './dashboard-kit';
import { AlarmPager, AlarmRow, CardSelect } from './org-alarm-parts';

export function AlarmCollectCard({ orgId }: { orgId: number | undefined }) {
  const q = useQuery(orgAlarmCollectQuery(orgId));
  const d = q.data;
  const state = cardState(q);
  return (
    <>
      <ChartCard title="本月报警" height={300} {...state}>
        <StatsOverChart
          gap="gap-3"
          items={[
            { label: '今日', value: d?.today_count },
            { label: '本月', value: d?.month_count },
            { label: '未处理', value: d?.unhandled_count, tone: d?.unhandled_count ? 'text-danger' : undefined },
            { label: '处理率', value: percent(d?.handled_rate) },
          ]}
        >
          <DayTrendLine data={d?.trend} field="count" name="报警数" />
        </StatsOverChart>
      </ChartCard>
      <ChartCard title="报警类型占比" height={300} {...state} empty={state.empty || !d?.type_list?.length}>
        <DistributionPie
          labels={false}
          unit="次"
          items={(d?.type_list ?? []).map((t) => ({
            name: t.type_name ?? ALARM_TYPES[t.type]?.label ?? `${t.type}`,
            value: t.count,
          }))}
        />
      </ChartCard>
      <ChartCard title="各项目报警" height={300} {...state} empty={state.empty || !d?.project_list?.length}>
        <ComboChart
          data={d?.project_list}
          xKey="project_name"
          xLabel={(s) => shortName(s, 8)}
          layout="vertical"
          right="count"
          categoryWidth={110}
          legend={false}
          series={[{ key: 'count', name: '本月报警', color: chartColor(3), barSize: 14 }]}
        />
      </ChartCard>
    </>
  );
}

export function AlarmListCard({ orgId }: { orgId: number | undefined }) {
  const [type, setType] = useState('');
  const [status, setStatus] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const q = useQuery({
    ...orgAlarmsQuery({
      orgId,
      type: type ? Number(type) : undefined,
      status: status ? Number(status) : undefined,
      pageNum,
      pageSize: DEFAULT_PAGE_SIZE,
    }),
    placeholderData: (prev) => prev,
  });
  const total = q.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / DEFAULT_PAGE_SIZE));
  const rows = q.data?.list ?? [];
  return (
    <ChartCard
      title="最新报警"
      height={360}
      actions={
        <>
          <CardSelect
            label="报警类型"
            className="h-7 w-28 text-xs"
            value={type}
            options={optionsOf(ALARM_TYPES)}
            onChange={(v) => {
              setType(v);
              setPageNum(1);
            }}
          />
          <CardSelect
            label="闭环进度"
            className="h-7 w-24 text-xs"
            value={status}
            options={optionsOf(CLOSED_LOOP_STATUS)}
            onChange={(v) => {
              setStatus(v);
              setPageNum(1);
            }}
          />
        </>
      }
      query={q}
      isEmpty={(d) => !d?.list?.length}
    >
      <div className="flex h-full flex-col">
        {/* Scrolls inside the card: focusable so the keyboard can scroll it too. */}
        <ul
          aria-label="最新报警列表"
          tabIndex={0}
          className="min-h-0 flex-1 divide-y divide-line overflow-auto outline-none focus-visible:ring-2 focus-visible:ring-primary"
        >
          {rows.map((a) => (
            <AlarmRow key={a.id} alarm={a} />
          ))}
        </ul>
        <AlarmPager total={total} pageNum={pageNum} pages={pages} onPage={(step) => setPageNum((p) => p + step)} />
      </div>
    </ChartCard>
  );
}

export function TypeStatusCards({ orgId }: { orgId: number | undefined }) {
  const q = useQuery(orgTypeStatusQuery(orgId));
  const d = q.data;
  const state = cardState(q);
  return (
    <div className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:col-span-1 xl:grid-cols-1">
      <ChartCard
        title="项目工程类型"
        height={200}
        actions={d?.total !== undefined ? <span className="text-xs text-gray-500">共 {d.total} 个项目</span> : null}
        {...state}
        empty={state.empty || !d?.type_list.length}
      >
        <DistributionPie
          labels={false}
          unit="个"
          items={(d?.type_list ?? []).map((t) => ({ name: t.name, value: t.count }))}
        />
      </ChartCard>
      <ChartCard title="项目状态分布" height={200} {...state} empty={state.empty || !d?.status_list.length}>
        <DistributionPie
          labels={false}
          unit="个"
          items={(d?.status_list ?? []).map((t) => ({
            name: PROJECT_STATUS[t.value]?.label ?? t.name,
            value: t.count,
          }))}
        />
      </ChartCard>
    </div>
  );
}

export function BranchTroubleCard({
  orgId,
  range,
}: {
  orgId: number | undefined;
  range: { startDate?: string; endDate?: string };
}) {
  const q = useQuery(orgBranchTroublesQuery({ orgId, ...range }));
  const rows = q.data ?? [];
  const sum = (k: 'trouble_total' | 'rectified' | 'unrectified' | 'overdue') =>
    rows.reduce((n, r) => n + (r[k] ?? 0), 0);
  return (
    <ChartCard
      title="各分公司隐患整改"
      className="xl:col-span-2"
      height={424}
      actions={<RangeNote range={range} />}
      query={q}
      isEmpty={(d) => d.length === 0}
    >
      <StatsOverChart
        gap="gap-3"
        items={[
          { label: '隐患总数', value: sum('trouble_total') },
          { label: '已整改', value: sum('rectified'), tone: 'text-success' },
          { label: '未整改', value: sum('unrectified'), tone: 'text-warning' },
          { label: '超期未整改', value: sum('overdue'), tone: 'text-danger' },
        ]}
      >
        <ComboChart
          data={rows}
          xKey="org_name"
          xLabel={(s) => shortName(s)}
          everyTick
          series={[
            { key: 'rectified', name: '已整改', stack: 't', color: chartColor(1), barSize: 28 },
            { key: 'unrectified', name: '未整改', stack: 't', color: chartColor(2), barSize: 28 },
            { key: 'overdue', name: '其中超期', color: chartColor(3), barSize: 10 },
            { key: 'rectify_rate', name: '整改率(%)', kind: 'line', axis: 'right', color: chartColor(0) },
          ]}
        />
      </StatsOverChart>
    </ChartCard>
  );
}

export function ProjectRankCard({ orgId }: { orgId: number | undefined }) {
  const [sort, setSort] = useState<RankSort>('score');
  const q = useQuery({ ...orgProjectRankQuery({ orgId, sort_by: sort }), placeholderData: (prev) => prev });
  return (
    <ChartCard
      title="项目排行"
      height={300}
      actions={
        <InlineField label="排序指标" className="gap-1.5 text-xs">
          {(id) => (
            <Select
              id={id}
              className="h-7 w-28 text-xs"
              value={sort}
              onChange={(e) => setSort(e.target.value as RankSort)}
            >
              {RANK_SORTS.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </Select>
          )}
        </InlineField>
      }
      query={q}
      isEmpty={(d) => d.length === 0}
    >
      <RankBars
        label="项目排行"
        items={(q.data ?? []).map((r) => ({
          key: r.project_id,
          name: r.project_name,
          sub: `${r.org_name ?? ''} · 在场 ${r.worker_onsite ?? '—'} 人`,
          value: Number(r[sort] ?? 0),
          figure: rankFigure(r, sort),
        }))}
      />
    </ChartCard>
  );
}
