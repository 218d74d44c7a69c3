// 任务统计 · the warning persons, warning positions and card hints lists (moved out of statistics-page.tsx).
import type { components } from '@site/sdk';
import { optionsOf } from '@/lib/options';
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { api } from '@/platform/api';
import { ChartCard } from '@/ui/chart-card';
import { ListScreen } from '@/ui/list-screen';
import { StatCards } from '@/ui/stat-cards';
import { Nowrap, StatusTag, Tag } from '@/ui/status-tag';
import type { FilterField } from '@/ui/filter-bar';
import type { DateRange } from '@/lib/date-range';
import { formatDate } from '@/lib/dates';
import { HINT_TYPE, type completeTone, formatRate, overdueTone, readHintType, statQuery } from './stats-model';
import { DistributionPie } from '@/ui/charts';
import { SeriesCard } from '@/ui/series-card';
import {
  getDutyTaskWarningPersonTotalQueryOptions,
  getDutyTaskWarningPositionTotalQueryOptions,
} from '@site/sdk/query/duty';
import { wholeList } from '@/ui/whole-list';

export const rateTag = (rate: number | undefined, tone: typeof completeTone) => (
  <Tag tag={{ label: formatRate(rate), tone: tone(rate) }} />
);

const text = (v: string | undefined) => (v ? v : undefined);

type WarningPerson = components['schemas']['DutyWarningPerson'];

const PERSON_COLUMNS: ColumnDef<WarningPerson, unknown>[] = [
  {
    id: 'userName',
    header: '姓名',
    cell: ({ row }) => <span className="font-medium whitespace-nowrap">{row.original.userName}</span>,
  },
  { id: 'positionName', header: '岗位', cell: ({ row }) => <Nowrap>{row.original.positionName}</Nowrap> },
  { id: 'projectName', header: '项目', cell: ({ row }) => row.original.projectName ?? '—' },
  { id: 'orgName', header: '分公司', cell: ({ row }) => row.original.orgName ?? '—' },
  { id: 'taskCount', header: '任务数', cell: ({ row }) => row.original.taskCount ?? '—' },
  {
    id: 'overdueCount',
    header: '逾期',
    cell: ({ row }) => <span className="font-medium text-danger">{row.original.overdueCount}</span>,
  },
  { id: 'uncompleteCount', header: '未完成', cell: ({ row }) => row.original.uncompleteCount ?? '—' },
  { id: 'overdueRate', header: '逾期率', cell: ({ row }) => rateTag(row.original.overdueRate, overdueTone) },
  {
    id: 'lastWarningTime',
    header: '最近预警',
    cell: ({ row }) => <Nowrap>{formatDate(row.original.lastWarningTime, 'minute')}</Nowrap>,
  },
];

export function WarningPersons({ orgId, range }: { orgId: number | undefined; range: DateRange }) {
  const query = statQuery(orgId, range);
  const sum = useQuery({
    ...getDutyTaskWarningPersonTotalQueryOptions(api, { params: { query } }),
    select: (env) => env.data ?? null,
  });
  const s = sum.data;
  const filters = useMemo<FilterField[]>(
    () => [
      {
        name: 'positionName',
        label: '岗位',
        type: 'select',
        options: (s?.distribution ?? []).map((d) => ({ value: d.name, label: d.name })),
      },
    ],
    [s?.distribution],
  );
  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-1 gap-3 xl:grid-cols-3">
        <section aria-label="预警人员概况" className="xl:col-span-1">
          <StatCards
            className="grid-cols-2"
            items={[
              { label: '有任务人员', value: s?.personCount, unit: '人' },
              { label: '预警人员', value: s?.warningPersonCount, unit: '人', tone: 'danger' },
              { label: '预警占比', value: s ? formatRate(s.warningRate) : undefined, tone: 'warning' },
              { label: '逾期任务', value: s?.overdueTaskCount, unit: '项', tone: 'danger' },
            ]}
          />
        </section>
        <ChartCard
          title="预警人员岗位分布"
          className="xl:col-span-2"
          height={220}
          query={sum}
          empty={!s?.distribution?.length}
        >
          <DistributionPie items={s?.distribution ?? []} unit="人" />
        </ChartCard>
      </div>
      <ListScreen<WarningPerson>
        id="task-stat-warning-person"
        title="预警人员"
        filters={filters}
        columns={PERSON_COLUMNS}
        operation="listDutyTaskWarningPersons"
        scope={[orgId, range]}
        rowId={(r) => String(r.userId)}
        load={async ({ page, size, filters: f, signal }) => {
          const env = await api.GET('/duty/taskStatisticalAnalysis/warningPersonList', {
            params: { query: { pageNum: page, pageSize: size, ...query, positionName: text(f.positionName) } },
            signal,
          });
          return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
        }}
      />
    </div>
  );
}

type WarningPosition = components['schemas']['DutyWarningPosition'];

const POSITION_COLUMNS: ColumnDef<WarningPosition, unknown>[] = [
  {
    id: 'positionName',
    header: '岗位',
    cell: ({ row }) => <span className="font-medium">{row.original.positionName}</span>,
  },
  { id: 'personCount', header: '人数', cell: ({ row }) => row.original.personCount ?? '—' },
  { id: 'warningPersonCount', header: '预警人数', cell: ({ row }) => row.original.warningPersonCount ?? '—' },
  { id: 'taskCount', header: '任务数', cell: ({ row }) => row.original.taskCount ?? '—' },
  {
    id: 'overdueCount',
    header: '逾期',
    cell: ({ row }) => <span className="font-medium text-danger">{row.original.overdueCount}</span>,
  },
  { id: 'overdueRate', header: '逾期率', cell: ({ row }) => rateTag(row.original.overdueRate, overdueTone) },
];

export function WarningPositions({ orgId, range }: { orgId: number | undefined; range: DateRange }) {
  const query = statQuery(orgId, range);
  const sum = useQuery({
    ...getDutyTaskWarningPositionTotalQueryOptions(api, { params: { query } }),
    select: (env) => env.data ?? null,
  });
  const s = sum.data;
  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-1 gap-3 xl:grid-cols-3">
        <section aria-label="预警岗位概况">
          <StatCards
            className="grid-cols-1"
            items={[
              { label: '岗位数', value: s?.positionCount, unit: '个' },
              { label: '出现预警的岗位', value: s?.warningPositionCount, unit: '个', tone: 'warning' },
              { label: '逾期任务', value: s?.overdueTaskCount, unit: '项', tone: 'danger' },
            ]}
          />
        </section>
        <SeriesCard title="各岗位逾期任务与逾期率" className="xl:col-span-2" query={sum} chart={s?.chart} />
      </div>
      <ListScreen<WarningPosition>
        id="task-stat-warning-position"
        title="预警岗位"
        columns={POSITION_COLUMNS}
        operation="listDutyTaskWarningPositions"
        scope={[orgId, range]}
        rowId={(r) => r.positionName}
        load={wholeList((signal) =>
          api.GET('/duty/taskStatisticalAnalysis/warningPositionList', { params: { query }, signal }),
        )}
      />
    </div>
  );
}

const HINT_FILTERS: FilterField[] = [
  {
    name: 'hintType',
    label: '提示类型',
    type: 'select',
    options: optionsOf(HINT_TYPE),
  },
];

type TaskCardHint = components['schemas']['DutyTaskCardHint'];

const HINT_COLUMNS: ColumnDef<TaskCardHint, unknown>[] = [
  { id: 'hintType', header: '类型', cell: ({ row }) => <StatusTag table={HINT_TYPE} value={row.original.hintType} /> },
  {
    id: 'hintContent',
    header: '提示内容',
    cell: ({ row }) => (
      <span className={row.original.read ? 'text-gray-500' : 'font-medium text-gray-900'}>
        {row.original.read ? null : (
          <span aria-label="未读" className="mr-1.5 inline-block size-1.5 rounded-full bg-danger align-middle" />
        )}
        {row.original.hintContent}
      </span>
    ),
  },
  {
    id: 'task',
    header: '任务',
    cell: ({ row }) => (
      <div className="flex flex-col">
        <span>{row.original.taskName ?? '—'}</span>
        <span className="text-xs text-gray-400">{row.original.taskNo ?? ''}</span>
      </div>
    ),
  },
  {
    id: 'executor',
    header: '执行人',
    cell: ({ row }) => (
      <Nowrap>{`${row.original.executorName ?? '—'}${row.original.positionName ? `（${row.original.positionName}）` : ''}`}</Nowrap>
    ),
  },
  { id: 'projectName', header: '项目', cell: ({ row }) => row.original.projectName ?? '—' },
  {
    id: 'endTime',
    header: '截止时间',
    cell: ({ row }) => <Nowrap>{formatDate(row.original.endTime, 'minute')}</Nowrap>,
  },
  {
    id: 'hintTime',
    header: '提示时间',
    cell: ({ row }) => <Nowrap>{formatDate(row.original.hintTime, 'minute')}</Nowrap>,
  },
];

export function HintList({ orgId }: { orgId: number | undefined }) {
  return (
    <ListScreen<TaskCardHint>
      id="task-stat-hint"
      title="任务卡提示"
      filters={HINT_FILTERS}
      columns={HINT_COLUMNS}
      operation="listDutyTaskCardHints"
      scope={orgId}
      rowId={(r) => String(r.id)}
      load={async ({ page, size, filters, signal }) => {
        const env = await api.GET('/duty/taskStatisticalAnalysis/taskCardHintList', {
          params: { query: { pageNum: page, pageSize: size, orgId, hintType: readHintType(filters.hintType) } },
          signal,
        });
        return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
      }}
    />
  );
}
