// 在场人员名单: the workers now in the construction areas, by work type (exportable with workforce:export) or by team.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { formatDate } from '@/lib/dates';
import type { FilterField } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
import { PageTabs } from '@/ui/page-tabs';
import { Nowrap } from '@/ui/status-tag';
import { formatStay } from './workforce-model';
import {
  exportWorkersByWorkType,
  loadWorkersByTeam,
  loadWorkersByWorkType,
  teamAttendanceQuery,
  workTypeAttendanceQuery,
  type AreaWorker,
} from './workforce-queries';
import { workerColumns } from './worker-columns';

/** The two list tabs, their 工种 and 班组 choices from today's attendance of the area. */
export function OnSiteLists({ areaId, canExport }: { areaId: number | undefined; canExport: boolean }) {
  const typeAtt = useQuery(workTypeAttendanceQuery(areaId));
  const teamAtt = useQuery(teamAttendanceQuery(areaId));
  return (
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
  ...workerColumns<AreaWorker>(),
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
