// 关键岗位履职 (001 §7.1 POST /duty/performanceKeyPositionsSubcontractor): for the chosen month, each subcontractor's
// key posts (项目负责人、技术负责人、安全员、劳务员): who holds them, days required and attended, the performance rate
// against the rule's 80 %, and whether the post is met.
import { useId, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useSearchParams } from 'react-router-dom';
import dayjs from 'dayjs';
import { useSession } from '@/platform/session-store';
import { ChartCard } from '@/ui/chart-card';
import { ListScreen } from '@/ui/list-screen';
import { pageSlice } from '@/ui/page-slice';
import { StatCards } from '@/ui/stat-cards';
import { QueryBarSection, QueryButtons } from '@/ui/query-bar';
import { DatePicker } from '@/ui/date-picker';
import { Nowrap, StatusTag, Tag } from '@/ui/status-tag';
import { KEY_POSITION_STATUS, formatRate, readMonth, summarizeKeyPositions, type KeyPositionRow } from './duty-model';
import { keyPositionsQuery } from './duty-queries';
import { GroupRateChart } from './duty-charts';

const REQUIRED_RATE = 80;

const COLUMNS: ColumnDef<KeyPositionRow, unknown>[] = [
  {
    id: 'companyName',
    header: '分包单位',
    cell: ({ row }) => <span className="font-medium">{row.original.companyName}</span>,
  },
  { id: 'positionName', header: '关键岗位', cell: ({ row }) => <Nowrap>{row.original.positionName}</Nowrap> },
  {
    id: 'personName',
    header: '在岗人员',
    cell: ({ row }) =>
      row.original.personId == null ? (
        <Tag tag={{ label: '岗位空缺', tone: 'danger' }} />
      ) : (
        <Nowrap>{row.original.personName}</Nowrap>
      ),
  },
  { id: 'requiredDays', header: '应到岗（天）', cell: ({ row }) => row.original.requiredDays },
  { id: 'actualDays', header: '实到岗（天）', cell: ({ row }) => row.original.actualDays },
  {
    id: 'performanceRate',
    header: '履职率',
    cell: ({ row }) => (
      <div className="flex min-w-32 items-center gap-2">
        <div className="h-1.5 flex-1 overflow-hidden rounded bg-gray-100">
          <div
            className={row.original.status === 1 ? 'h-full bg-success' : 'h-full bg-danger'}
            style={{ width: `${Math.min(100, row.original.performanceRate)}%` }}
          />
        </div>
        <span className="w-12 text-right tabular-nums">{formatRate(row.original.performanceRate, 1)}</span>
      </div>
    ),
  },
  {
    id: 'status',
    header: '履职状态',
    cell: ({ row }) => <StatusTag table={KEY_POSITION_STATUS} value={row.original.status} />,
  },
];

export default function KeyPositionsPage() {
  const [search, setSearch] = useSearchParams();
  const month = readMonth(search.get('month'), dayjs().format('YYYY-MM'));
  const { identity } = useSession();
  const projectId = identity?.project_id && identity.project_id > 0 ? identity.project_id : undefined;
  const queryClient = useQueryClient();
  const rows = useQuery(keyPositionsQuery(projectId, month));
  const sum = summarizeKeyPositions(rows.data ?? []);
  const ready = rows.isSuccess;
  const apply = (next: string) =>
    setSearch(
      (current) => {
        const q = new URLSearchParams(current);
        q.set('month', next);
        q.delete('page');
        return q;
      },
      { replace: true },
    );
  return (
    <div className="flex flex-col gap-3">
      <MonthBar key={month} month={month} onApply={apply} project={identity?.project_name} />
      <section aria-label="关键岗位履职概况">
        <StatCards
          items={[
            { label: '分包单位', value: ready ? sum.companies : undefined, unit: '家' },
            { label: '关键岗位', value: ready ? sum.posts : undefined, unit: '个' },
            { label: '履职达标', value: ready ? sum.met : undefined, unit: '个', tone: 'success' },
            { label: '履职未达标', value: ready ? sum.notMet : undefined, unit: '个', tone: 'danger' },
            {
              label: '岗位空缺',
              value: ready ? sum.vacant : undefined,
              unit: '个',
              tone: sum.vacant ? 'danger' : 'muted',
            },
            {
              label: '平均履职率',
              value: ready && sum.averageRate !== undefined ? formatRate(sum.averageRate, 1) : undefined,
              tone: sum.averageRate !== undefined && sum.averageRate >= REQUIRED_RATE ? 'success' : 'warning',
              hint: `规则要求 ≥ ${REQUIRED_RATE}%`,
            },
          ]}
        />
      </section>
      <ChartCard title="关键岗位人员到岗与履职率" query={rows} empty={!rows.data?.length}>
        <GroupRateChart
          planLabel="应到岗天数"
          doneLabel="实到岗天数"
          rateLabel="履职率"
          threshold={REQUIRED_RATE}
          rows={(rows.data ?? []).map((r) => ({
            name: `${r.personName ?? '空缺'}·${r.positionName}`,
            plan: r.requiredDays,
            done: r.actualDays,
            rate: r.performanceRate,
          }))}
        />
      </ChartCard>
      <ListScreen<KeyPositionRow>
        id="duty-key-positions"
        title={`分包单位关键岗位履职（${month}）`}
        columns={COLUMNS}
        operation="listKeyPositionPerformanceBySubcontractor"
        scope={['table', projectId, month]}
        rowId={(r) => `${r.companyId}-${r.positionName}-${r.personId ?? 'vacant'}`}
        load={async ({ page, size }) => {
          return pageSlice(await queryClient.fetchQuery(keyPositionsQuery(projectId, month)), page, size);
        }}
      />
    </div>
  );
}

function MonthBar({ month, onApply, project }: { month: string; onApply: (m: string) => void; project?: string }) {
  const [draft, setDraft] = useState(month);
  const [error, setError] = useState<string | null>(null);
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d{4}-\d{2}$/.test(draft)) {
      setError('请选择统计月份');
      return;
    }
    setError(null);
    onApply(draft);
  };
  return (
    <QueryBarSection
      title="关键岗位履职"
      note={<p className="text-sm text-gray-600">{project ? `${project} · ` : ''}各分包单位关键岗位人员到岗履职情况</p>}
    >
      <form role="search" onSubmit={submit} className="ml-auto flex flex-wrap items-center gap-2">
        <label htmlFor={`${id}-month`} className="text-sm text-gray-600">
          统计月份
        </label>
        <DatePicker
          kind="month"
          id={`${id}-month`}
          value={draft}
          invalid={Boolean(error)}
          onChange={setDraft}
          className="w-40"
        />
        <QueryButtons error={error} under />
      </form>
    </QueryBarSection>
  );
}
