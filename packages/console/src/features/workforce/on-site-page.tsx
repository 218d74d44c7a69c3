// 当前在场人数 (menu workforce/onSite; 001 §7.2 currentArea*): who is in the construction areas now — by work type
// and by team, with today's attendance of each — and the lists of those workers; a slice of a pie opens the list of
// its work type or team. The area chooser (全部施工区域 or one area) applies to everything; 导出 needs
// workforce:export.
import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useSearchParams } from 'react-router-dom';
import { RefreshCw } from 'lucide-react';
import { formatDate } from '@/lib/dates';
import { usePagePermission } from '@/session/permissions';
import { Button } from '@/ui/button';
import { ChartCard } from '@/ui/chart-card';
import type { FilterField } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
import { PageTabs } from '@/ui/page-tabs';
import { Select } from '@/ui/select';
import { StatCards } from '@/ui/stat-cards';
import { Nowrap } from '@/ui/status-tag';
import { SharePie } from './charts';
import { ComboChart, chartColor } from '@/ui/charts';
import { ExportButton } from '@/ui/export-button';
import { Rate } from '@/ui/rate';
import { errorText } from '@/lib/error-text';
import { TableCard } from '@/ui/table-card';
import { formatCount, formatStay, idOf, RATE_WARN_FROM } from './workforce-model';
import {
  areasQuery,
  exportWorkersByWorkType,
  exportWorkTypeCount,
  loadWorkersByTeam,
  loadWorkersByWorkType,
  teamAttendanceQuery,
  teamCountQuery,
  workTypeAttendanceQuery,
  workTypeCountQuery,
  type AreaWorker,
} from './workforce-queries';
import { invalidateOperation } from '@site/sdk/query/common';
import type { OperationId } from '@site/sdk/query/common';

const [BLUE, GREEN, ORANGE, , PURPLE] = [0, 1, 2, 3, 4].map(chartColor);
const KEYS: readonly OperationId[] = [
  'listCurrentAreaWorkerCountByWorkType',
  'listCurrentAreaWorkTypeAttendance',
  'listCurrentAreaWorkerCountByTeam',
  'listCurrentAreaTeamAttendance',
  'listCurrentAreaWorkersByWorkType',
  'listCurrentAreaWorkersByTeam',
  'listAreaWorkforceSituation',
];

export default function WorkforceOnSitePage() {
  const [search, setSearch] = useSearchParams();
  const areaId = idOf(search.get('area'));
  const canExport = usePagePermission().hasPerm('workforce:export');
  const queryClient = useQueryClient();
  const areas = useQuery(areasQuery());
  const byType = useQuery(workTypeCountQuery(areaId));
  const typeAtt = useQuery(workTypeAttendanceQuery(areaId));
  const byTeam = useQuery(teamCountQuery(areaId));
  const teamAtt = useQuery(teamAttendanceQuery(areaId));

  const setArea = (v: string) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (v) next.set('area', v);
        else next.delete('area');
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  /** A pie slice: the list tab of that work type or team, filtered to it. */
  const openList = (tab: 'workType' | 'team', name: 'workTypeId' | 'teamId', id: number) =>
    setSearch((prev) => {
      const next = new URLSearchParams();
      const area = prev.get('area');
      if (area) next.set('area', area);
      if (tab !== 'workType') next.set('tab', tab);
      next.set(name, String(id));
      return next;
    });

  const present = byType.data?.reduce((s, r) => s + r.count, 0);
  const registered = typeAtt.data?.reduce((s, r) => s + r.registeredCount, 0);
  const attend = typeAtt.data?.reduce((s, r) => s + r.attendCount, 0);
  const areaName = areas.data?.find((a) => a.areaId === areaId)?.areaName ?? '全部施工区域';

  return (
    <div className="flex flex-col gap-3">
      <section
        aria-label="当前在场人数查询条件"
        className="flex flex-wrap items-center gap-x-6 gap-y-3 rounded-md bg-white px-4 py-3 shadow-sm"
      >
        <div className="flex min-w-0 flex-col gap-1">
          <h2 className="text-base font-semibold text-gray-900">当前在场人数</h2>
          <p className="text-sm text-gray-600">安全帽定位实时统计的区域内人员，{areaName}</p>
        </div>
        <div className="ml-auto flex items-center gap-3">
          <label className="flex items-center gap-2 text-sm text-gray-600">
            施工区域
            <Select
              aria-label="施工区域"
              className="h-8 w-44"
              value={areaId ? String(areaId) : ''}
              onChange={(e) => setArea(e.target.value)}
              placeholder="全部施工区域"
              options={(areas.data ?? []).map((a) => ({ value: String(a.areaId), label: a.areaName }))}
            />
          </label>
          <Button onClick={() => KEYS.forEach((k) => void invalidateOperation(queryClient, k))}>
            <RefreshCw />
            刷新
          </Button>
        </div>
      </section>
      <section aria-label="在场概况">
        <StatCards
          className="grid-cols-2 lg:grid-cols-5"
          items={[
            { label: '当前在场', value: present == null ? undefined : formatCount(present), unit: '人' },
            { label: '今日出勤', value: attend == null ? undefined : formatCount(attend), unit: '人', tone: 'success' },
            { label: '在册人数', value: registered == null ? undefined : formatCount(registered), unit: '人' },
            { label: '在场工种', value: byType.data?.length, unit: '个', tone: 'muted' },
            { label: '在场班组', value: byTeam.data?.length, unit: '个', tone: 'muted' },
          ]}
        />
      </section>
      <div className="grid grid-cols-1 gap-3 xl:grid-cols-2">
        <ChartCard
          title="各工种在场人数（点击查看名单）"
          actions={canExport ? <ExportButton onExport={() => exportWorkTypeCount(areaId)} /> : null}
          height={300}
          loading={byType.isPending}
          error={errorText(byType.error)}
          empty={!byType.data?.length}
        >
          <SharePie
            rows={byType.data ?? []}
            name={(r) => r.workTypeName}
            value={(r) => r.count}
            onPick={(r) => openList('workType', 'workTypeId', r.workTypeId)}
          />
        </ChartCard>
        <ChartCard title="各工种今日出勤与在场" height={300} query={typeAtt} empty={!typeAtt.data?.length}>
          <ComboChart
            data={typeAtt.data}
            xKey="workTypeName"
            everyTick
            barSize={16}
            series={[
              { key: 'registeredCount', name: '在册(人)', color: BLUE },
              { key: 'attendCount', name: '今日出勤(人)', color: GREEN },
              { key: 'currentCount', name: '当前在场(人)', color: PURPLE },
              { key: 'attendanceRate', name: '出勤率(%)', kind: 'line', axis: 'right', color: ORANGE },
            ]}
          />
        </ChartCard>
        <ChartCard title="各班组在场人数（点击查看名单）" height={300} query={byTeam} empty={!byTeam.data?.length}>
          <SharePie
            rows={byTeam.data ?? []}
            name={(r) => r.teamName}
            value={(r) => r.count}
            onPick={(r) => openList('team', 'teamId', r.teamId)}
          />
        </ChartCard>
        <TableCard
          title="各班组今日出勤"
          rows={teamAtt.data}
          rowKey={(r) => String(r.teamId)}
          query={teamAtt}
          onRetry={() => void teamAtt.refetch()}
          columns={[
            { key: 'team', header: '班组', cell: (r) => <span className="font-medium">{r.teamName}</span> },
            { key: 'reg', header: '在册', align: 'right', cell: (r) => formatCount(r.registeredCount) },
            { key: 'att', header: '今日出勤', align: 'right', cell: (r) => formatCount(r.attendCount) },
            { key: 'cur', header: '当前在场', align: 'right', cell: (r) => formatCount(r.currentCount) },
            { key: 'rate', header: '出勤率', cell: (r) => <Rate warnFrom={RATE_WARN_FROM} value={r.attendanceRate} /> },
          ]}
        />
      </div>
      <PageTabs
        label="在场人员名单"
        keep={['area']}
        tabs={[
          {
            key: 'workType',
            label: '按工种名单',
            render: () => (
              <WorkerList
                kind="workType"
                areaId={areaId}
                canExport={canExport}
                options={(typeAtt.data ?? []).map((t) => ({ value: t.workTypeId, label: t.workTypeName }))}
              />
            ),
          },
          {
            key: 'team',
            label: '按班组名单',
            render: () => (
              <WorkerList
                kind="team"
                areaId={areaId}
                canExport={false}
                options={(teamAtt.data ?? []).map((t) => ({ value: t.teamId, label: t.teamName }))}
              />
            ),
          },
        ]}
      />
    </div>
  );
}

function WorkerList({
  kind,
  areaId,
  canExport,
  options,
}: {
  kind: 'workType' | 'team';
  areaId: number | undefined;
  canExport: boolean;
  options: { value: number; label: string }[];
}) {
  const byType = kind === 'workType';
  const filters = useMemo<FilterField[]>(
    () => [
      byType
        ? { name: 'workTypeId', label: '工种', type: 'select', searchable: true, options }
        : { name: 'teamId', label: '班组', type: 'select', searchable: true, options },
      { name: 'keyword', label: '关键字', placeholder: '姓名或手机号' },
    ],
    [byType, options],
  );
  return (
    <ListScreen<AreaWorker>
      id={`workforce-on-site-${kind}`}
      title={byType ? '在场工人名单（按工种）' : '在场工人名单（按班组）'}
      filters={filters}
      columns={COLUMNS}
      operation={byType ? 'listCurrentAreaWorkersByWorkType' : 'listCurrentAreaWorkersByTeam'}
      scope={{ areaId }}
      rowId={(r) => `${r.workerId}-${r.areaId}`}
      load={byType ? loadWorkersByWorkType(areaId) : loadWorkersByTeam(areaId)}
      {...(canExport ? { exportFile: (f) => exportWorkersByWorkType(areaId, f) } : {})}
    />
  );
}

const COLUMNS: ColumnDef<AreaWorker, unknown>[] = [
  {
    id: 'workerName',
    header: '姓名',
    cell: ({ row }) => <span className="font-medium">{row.original.workerName}</span>,
  },
  { id: 'workTypeName', header: '工种', cell: ({ row }) => <Nowrap>{row.original.workTypeName}</Nowrap> },
  { id: 'teamName', header: '班组', cell: ({ row }) => <Nowrap>{row.original.teamName}</Nowrap> },
  { id: 'companyName', header: '参建单位', cell: ({ row }) => <Nowrap>{row.original.companyName}</Nowrap> },
  { id: 'mobile', header: '手机号', cell: ({ row }) => <Nowrap>{row.original.mobile}</Nowrap> },
  { id: 'hatInnerid', header: '安全帽编号', cell: ({ row }) => <Nowrap>{row.original.hatInnerid}</Nowrap> },
  { id: 'areaName', header: '所在区域', cell: ({ row }) => <Nowrap>{row.original.areaName}</Nowrap> },
  {
    id: 'enterTime',
    header: '进入时间',
    cell: ({ row }) => <Nowrap>{formatDate(row.original.enterTime, 'dateTime')}</Nowrap>,
  },
  { id: 'stayMinutes', header: '已停留', cell: ({ row }) => <Nowrap>{formatStay(row.original.stayMinutes)}</Nowrap> },
];
