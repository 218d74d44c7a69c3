// 未教育人员 (001 §7.11): workers who are registered but have not finished the three-level safety education, yet
// were captured on site — per 班组 and per 工种 (listAiUnEducatedByTeam, listAiUnEducatedByWorkType) and one by one
// (listAiUnEducatedWorkers, filtered by 分包单位 and 班组), each opening the person's capture photos.
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useDateRange } from '@/lib/use-date-range';
import { formatDate } from '@/lib/dates';
import { Button } from '@/ui/button';
import { ChartCard } from '@/ui/chart-card';
import { DateRangeBar } from '@/ui/date-range-bar';
import type { FilterField } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
import { Nowrap, StatusTag } from '@/ui/status-tag';
import { EDUCATION_STATUS } from './ai-model';
import {
  listLoaders,
  subcontractsQuery,
  teamsQuery,
  unEducatedByTeamQuery,
  unEducatedByWorkTypeQuery,
  type UnEducatedWorker,
} from './ai-queries';
import { UnEducatedChart } from './charts';
import { PhotosDialog } from './photos-dialog';
import { SnapPhoto } from './snap-photo';

export default function UnEducatedPage() {
  const { range, apply } = useDateRange();
  const [photosOf, setPhotosOf] = useState<string | null>(null);
  const byTeam = useQuery(unEducatedByTeamQuery(range));
  const byWorkType = useQuery(unEducatedByWorkTypeQuery(range));
  const subcontracts = useQuery(subcontractsQuery());
  const teams = useQuery(teamsQuery());

  const filters = useMemo<FilterField[]>(
    () => [
      { name: 'subcontractId', label: '分包单位', type: 'select', searchable: true, options: subcontracts.data ?? [] },
      { name: 'teamId', label: '班组', type: 'select', searchable: true, options: teams.data ?? [] },
    ],
    [subcontracts.data, teams.data],
  );

  const columns = useMemo<ColumnDef<UnEducatedWorker, unknown>[]>(
    () => [
      {
        id: 'snap',
        header: '最近抓拍',
        enableHiding: false,
        cell: ({ row }) => <SnapPhoto src={row.original.snapUrl} alt={`${row.original.workerName} 最近抓拍`} />,
      },
      {
        id: 'workerName',
        header: '姓名',
        cell: ({ row }) => <span className="font-medium text-gray-900">{row.original.workerName}</span>,
      },
      { id: 'idCard', header: '身份证号', cell: ({ row }) => <Nowrap>{row.original.idCard}</Nowrap> },
      { id: 'subcontractName', header: '分包单位', cell: ({ row }) => <Nowrap>{row.original.subcontractName}</Nowrap> },
      { id: 'teamName', header: '班组', cell: ({ row }) => <Nowrap>{row.original.teamName}</Nowrap> },
      { id: 'workType', header: '工种', cell: ({ row }) => <Nowrap>{row.original.workType}</Nowrap> },
      { id: 'entryDate', header: '进场日期', cell: ({ row }) => <Nowrap>{formatDate(row.original.entryDate)}</Nowrap> },
      {
        id: 'educationStatus',
        header: '教育情况',
        cell: ({ row }) => <StatusTag table={EDUCATION_STATUS} value={row.original.educationStatus} />,
      },
      {
        id: 'captureCount',
        header: '抓拍次数',
        cell: ({ row }) => <span className="tabular-nums">{row.original.captureCount}</span>,
      },
      {
        id: 'lastCaptureTime',
        header: '最近抓拍时间',
        cell: ({ row }) => <Nowrap>{formatDate(row.original.lastCaptureTime, 'dateTime')}</Nowrap>,
      },
      {
        id: 'actions',
        header: '操作',
        enableHiding: false,
        cell: ({ row }) => (
          <Button size="sm" variant="link" onClick={() => setPhotosOf(row.original.workerName)}>
            抓拍照片
          </Button>
        ),
      },
    ],
    [],
  );

  const teamRows = (byTeam.data ?? []).map((t) => ({ name: t.teamName, count: t.unEducatedCount, rate: t.rate }));
  const workTypeRows = (byWorkType.data ?? []).map((w) => ({
    name: w.workType,
    count: w.unEducatedCount,
    rate: w.rate,
  }));
  return (
    <div className="flex flex-col gap-3">
      <DateRangeBar title="未教育人员" range={range} onApply={apply}>
        <span>已实名但未完成三级安全教育、被抓拍到在场的工人</span>
      </DateRangeBar>
      <div className="grid grid-cols-1 gap-3 xl:grid-cols-2">
        <ChartCard title="按班组统计" query={byTeam} empty={!teamRows.length}>
          <UnEducatedChart rows={teamRows} />
        </ChartCard>
        <ChartCard title="按工种统计" query={byWorkType} empty={!workTypeRows.length}>
          <UnEducatedChart rows={workTypeRows} />
        </ChartCard>
      </div>
      <ListScreen<UnEducatedWorker>
        id="ai-un-educated"
        title="未教育工人名单"
        filters={filters}
        columns={columns}
        operation="listAiUnEducatedWorkers"
        scope={range}
        rowId={(r) => String(r.workerId)}
        load={listLoaders.unEducated(range)}
      />
      {photosOf ? <PhotosDialog name={photosOf} period={range} onClose={() => setPhotosOf(null)} /> : null}
    </div>
  );
}
