// 工人评价 (seed 001 §7.13, menu person/evaluation): the workers' safety scores (GET /pc/evaluation/worker/list);
// 评价 adds a score with labels (POST /pc/evaluation/add); 记录 lists a worker's evaluations
// (GET /pc/appraise/worker/list) where one can be deleted (POST /starSafety/appraise/delete, a form body).
import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { usePagePermission } from '@/session/permissions';
import { ListScreen } from '@/ui/list-screen';
import type { FilterField } from '@/ui/filter-bar';
import { nameDetailColumn } from '@/ui/name-detail-column';
import { LEVEL } from './person-model';
import { teamOptionsQuery } from './person-queries';
import { StatusTag } from '@/ui/status-tag';
import { EvaluationRanks, RANK_KEYS } from './evaluation-ranks';
import { invalidateOperation } from '@site/sdk/query/common';
import { EvaluationDialog, AppraiseDialog } from './evaluation-dialogs';
import { dateColumn, textColumn } from '@/ui/field-columns';
import { linksColumn } from '@/ui/links-column';

type Evaluated = components['schemas']['EvaluationWorker'];

const KEY = 'listEvaluationWorkers';

export default function EvaluationPage() {
  const perm = usePagePermission();
  const queryClient = useQueryClient();
  const teams = useQuery(teamOptionsQuery());
  const [pending, setPending] = useState<{ worker: Evaluated; action: 'add' | 'records' } | null>(null);
  const close = () => setPending(null);
  const filters = useMemo<FilterField[]>(
    () => [
      { name: 'name', label: '姓名' },
      {
        name: 'team_id',
        label: '班组',
        type: 'select',
        searchable: true,
        options: (teams.data ?? []).map((o) => ({ value: o.value, label: o.label })),
      },
      {
        name: 'level',
        label: '评价等级',
        type: 'select',
        options: Object.entries(LEVEL).map(([value, t]) => ({ value, label: `${value} ${t.label}` })),
      },
    ],
    [teams.data],
  );
  const columns = useMemo<ColumnDef<Evaluated, unknown>[]>(
    () => [
      nameDetailColumn<Evaluated>((e) => e.id_card),
      textColumn('work_type', '工种'),
      textColumn('team_name', '班组'),
      { id: 'company_name', header: '参建单位', cell: ({ row }) => row.original.company_name ?? '—' },
      {
        id: 'total_score',
        header: '总分',
        cell: ({ row }) => (
          <span className="font-semibold tabular-nums text-gray-900">{row.original.total_score.toFixed(1)}</span>
        ),
      },
      {
        id: 'level',
        header: '等级',
        cell: ({ row }) => (
          <span className="flex items-center gap-1">
            <span className="font-semibold">{row.original.level}</span>
            <StatusTag table={LEVEL} value={row.original.level} />
          </span>
        ),
      },
      {
        id: 'counts',
        header: '违章/表扬',
        cell: ({ row }) => (
          <span className="tabular-nums">
            <span className={row.original.violation_count ? 'text-danger' : ''}>
              {row.original.violation_count ?? 0}
            </span>
            {' / '}
            <span className={row.original.praise_count ? 'text-success' : ''}>{row.original.praise_count ?? 0}</span>
          </span>
        ),
      },
      {
        id: 'labels',
        header: '标签',
        cell: ({ row }) => (
          <div className="flex max-w-60 flex-wrap gap-1">
            {(row.original.labels ?? []).map((l) => (
              <span key={l} className="rounded bg-gray-100 px-1.5 py-0.5 text-xs text-gray-600">
                {l}
              </span>
            ))}
          </div>
        ),
      },
      dateColumn('last_eval_time', '最近评价', 'minute'),
      linksColumn<Evaluated>(
        [
          { text: '评价', show: perm.can('add'), onClick: (w) => setPending({ worker: w, action: 'add' }) },
          { text: '记录', onClick: (w) => setPending({ worker: w, action: 'records' }) },
        ],
        'flex gap-2',
      ),
    ],
    [perm],
  );
  const refresh = () => {
    void invalidateOperation(queryClient, KEY);
    for (const key of RANK_KEYS) void invalidateOperation(queryClient, key);
  };
  return (
    <div className="flex flex-col gap-3">
      <EvaluationRanks />
      <ListScreen<Evaluated>
        id="person-evaluation"
        title="工人评价"
        filters={filters}
        columns={columns}
        operation={KEY}
        rowId={(w) => String(w.worker_id)}
        load={async ({ page, size, filters: f, signal }) => {
          const env = await api.GET('/pc/evaluation/worker/list', {
            params: {
              query: {
                pageNum: page,
                pageSize: size,
                name: f.name,
                team_id: f.team_id ? Number(f.team_id) : undefined,
                level: f.level as 'A' | 'B' | 'C' | 'D' | undefined,
              },
            },
            signal,
          });
          return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
        }}
      />
      {pending?.action === 'add' ? (
        <EvaluationDialog
          worker={pending.worker}
          onClose={close}
          onDone={() => {
            close();
            refresh();
            void invalidateOperation(queryClient, 'listWorkerAppraises');
          }}
        />
      ) : null}
      {pending?.action === 'records' ? (
        <AppraiseDialog worker={pending.worker} canDelete={perm.can('delete')} onClose={close} onChanged={refresh} />
      ) : null}
    </div>
  );
}
