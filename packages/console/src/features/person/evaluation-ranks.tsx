// 工人评价 › 排行 (seed 001 §7.13): 总分排行 (GET /pc/evaluation/totalScoreRank, high or low scores first) and 违章排行
// (GET /pc/evaluation/violationRankList over a period the user picks), top 10 each, above the workers' list.
import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { api } from '@/platform/api';
import { cn } from '@/lib/cn';
import { ChartCard, type CardQuery } from '@/ui/chart-card';
import { Select } from '@/ui/select';
import { StatusTag } from '@/ui/status-tag';
import { LEVEL, VIOLATION_PERIODS, violationRankQuery } from './person-model';
import { getEvaluationScoreRankQueryOptions, getEvaluationViolationRankQueryOptions } from '@site/sdk/query/evaluation';

export const RANK_KEYS = ['getEvaluationScoreRank', 'getEvaluationViolationRank'] as const;

export function EvaluationRanks() {
  const [order, setOrder] = useState<'desc' | 'asc'>('desc');
  const [days, setDays] = useState('30');
  const scores = useQuery({
    ...getEvaluationScoreRankQueryOptions(api, { params: { query: { order, top: 10 } } }),
    select: (env) => env.data ?? [],
  });
  const violationQuery = violationRankQuery(Number(days), dayjs().format('YYYY-MM-DD'));
  const violations = useQuery({
    ...getEvaluationViolationRankQueryOptions(api, { params: { query: violationQuery } }),
    select: (env) => env.data ?? [],
  });
  return (
    <div className="grid grid-cols-1 gap-3 xl:grid-cols-2">
      <RankCard
        title="总分排行"
        query={scores}
        actions={
          <Select
            aria-label="排序"
            className="h-7 w-28"
            value={order}
            onChange={(e) => setOrder(e.target.value === 'asc' ? 'asc' : 'desc')}
          >
            <option value="desc">高分在前</option>
            <option value="asc">低分在前</option>
          </Select>
        }
      >
        {(scores.data ?? []).map((r) => (
          <RankRow key={r.worker_id} rank={r.rank} name={r.name} sub={[r.team_name, r.work_type]}>
            <span className="font-semibold tabular-nums text-gray-900">{r.total_score.toFixed(1)} 分</span>
            <StatusTag table={LEVEL} value={r.level} />
          </RankRow>
        ))}
      </RankCard>
      <RankCard
        title="违章排行"
        query={violations}
        actions={
          <Select aria-label="统计周期" className="h-7 w-28" value={days} onChange={(e) => setDays(e.target.value)}>
            {VIOLATION_PERIODS.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </Select>
        }
      >
        {(violations.data ?? []).map((r) => (
          <RankRow key={r.worker_id} rank={r.rank} name={r.name} sub={[r.team_name, r.work_type]}>
            <span className="font-semibold tabular-nums text-danger">{r.violation_count} 次</span>
            <span className="w-16 text-right text-xs tabular-nums text-muted">
              扣 {(r.deduct_score ?? 0).toFixed(1)} 分
            </span>
          </RankRow>
        ))}
      </RankCard>
    </div>
  );
}

/** A ranking's card: its call's states, then the ranked rows in a list named after the card. */
function RankCard<R>({
  title,
  query,
  actions,
  children,
}: {
  title: string;
  query: CardQuery<R[]>;
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <ChartCard title={title} height={300} query={query} empty={!query.data?.length} actions={actions}>
      {/* Focusable: a keyboard scrolls a ranking longer than its card (axe: scrollable-region-focusable). */}
      <ol
        aria-label={title}
        tabIndex={0}
        className="flex h-full flex-col gap-1 overflow-y-auto outline-none focus-visible:ring-2 focus-visible:ring-primary"
      >
        {children}
      </ol>
    </ChartCard>
  );
}

function RankRow({
  rank,
  name,
  sub,
  children,
}: {
  rank: number;
  name: string;
  sub: (string | undefined)[];
  children: ReactNode;
}) {
  return (
    <li className="flex items-center gap-3 rounded px-2 py-1.5 text-sm hover:bg-gray-50">
      <span
        className={cn(
          'flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
          rank <= 3 ? 'bg-primary text-white' : 'bg-gray-100 text-gray-600',
        )}
      >
        {rank}
      </span>
      <span className="font-medium text-gray-900">{name}</span>
      <span className="truncate text-xs text-muted">{sub.filter(Boolean).join(' · ')}</span>
      <span className="ml-auto flex items-center gap-2 whitespace-nowrap">{children}</span>
    </li>
  );
}
