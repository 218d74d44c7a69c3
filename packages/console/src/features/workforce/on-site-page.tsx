// 当前在场人数 (menu workforce/onSite; 001 §7.2 currentArea*): who is in the construction areas now — by work type
// and by team, with today's attendance of each — and the lists of those workers; a slice of a pie opens the list of
// its work type or team. The area chooser (全部施工区域 or one area) applies to everything; 导出 needs
// workforce:export.
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { usePagePermission } from '@/session/permissions';
import { ChartCard } from '@/ui/chart-card';
import { StatCards } from '@/ui/stat-cards';
import { SharePie } from './charts';
import { ComboChart, chartColor } from '@/ui/charts';
import { ExportButton } from '@/ui/export-button';
import { Rate } from '@/ui/rate';
import { errorText } from '@/lib/error-text';
import { TableCard } from '@/ui/table-card';
import { formatCount, RATE_WARN_FROM } from './workforce-model';
import {
  areasQuery,
  exportWorkTypeCount,
  teamAttendanceQuery,
  teamCountQuery,
  workTypeAttendanceQuery,
  workTypeCountQuery,
} from './workforce-queries';
import type { OperationId } from '@site/sdk/query/common';
import { AreaBar, useIdParam } from './area-bar';
import { OnSiteLists } from './on-site-lists';

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
  const [, setSearch] = useSearchParams();
  const [areaId, setArea] = useIdParam('area', true);
  const canExport = usePagePermission().hasPerm('workforce:export');
  const areas = useQuery(areasQuery());
  const areaName = areas.data?.find((a) => a.areaId === areaId)?.areaName ?? '全部施工区域';
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

  return (
    <div className="flex flex-col gap-3">
      <AreaBar
        title="当前在场人数"
        note={`安全帽定位实时统计的区域内人员，${areaName}`}
        areaId={areaId}
        onArea={setArea}
        refresh={KEYS}
      />
      <OnSiteFigures areaId={areaId} />
      <div className="grid grid-cols-1 gap-3 xl:grid-cols-2">
        <WorkTypePieCard
          areaId={areaId}
          canExport={canExport}
          onPick={(id) => openList('workType', 'workTypeId', id)}
        />
        <WorkTypeAttendanceCard areaId={areaId} />
        <TeamPieCard areaId={areaId} onPick={(id) => openList('team', 'teamId', id)} />
        <TeamAttendanceTable areaId={areaId} />
      </div>
      <OnSiteLists areaId={areaId} canExport={canExport} />
    </div>
  );
}

/** 当前在场, 今日出勤, 在册人数, 在场工种 and 在场班组. */
function OnSiteFigures({ areaId }: { areaId: number | undefined }) {
  const byType = useQuery(workTypeCountQuery(areaId));
  const typeAtt = useQuery(workTypeAttendanceQuery(areaId));
  const byTeam = useQuery(teamCountQuery(areaId));
  const present = byType.data?.reduce((s, r) => s + r.count, 0);
  const registered = typeAtt.data?.reduce((s, r) => s + r.registeredCount, 0);
  const attend = typeAtt.data?.reduce((s, r) => s + r.attendCount, 0);
  return (
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
  );
}

function WorkTypePieCard({
  areaId,
  canExport,
  onPick,
}: {
  areaId: number | undefined;
  canExport: boolean;
  onPick: (workTypeId: number) => void;
}) {
  const byType = useQuery(workTypeCountQuery(areaId));
  return (
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
        onPick={(r) => onPick(r.workTypeId)}
      />
    </ChartCard>
  );
}

function WorkTypeAttendanceCard({ areaId }: { areaId: number | undefined }) {
  const typeAtt = useQuery(workTypeAttendanceQuery(areaId));
  return (
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
  );
}

function TeamPieCard({ areaId, onPick }: { areaId: number | undefined; onPick: (teamId: number) => void }) {
  const byTeam = useQuery(teamCountQuery(areaId));
  return (
    <ChartCard title="各班组在场人数（点击查看名单）" height={300} query={byTeam} empty={!byTeam.data?.length}>
      <SharePie
        rows={byTeam.data ?? []}
        name={(r) => r.teamName}
        value={(r) => r.count}
        onPick={(r) => onPick(r.teamId)}
      />
    </ChartCard>
  );
}

function TeamAttendanceTable({ areaId }: { areaId: number | undefined }) {
  const teamAtt = useQuery(teamAttendanceQuery(areaId));
  return (
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
  );
}
