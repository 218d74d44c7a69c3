// 未教育人员 (001 §7.11): workers who are registered but have not finished the three-level safety education, yet
// were captured on site — per 班组 and per 工种 (listAiUnEducatedByTeam, listAiUnEducatedByWorkType) and one by one
// (listAiUnEducatedWorkers, filtered by 分包单位 and 班组), each opening the person's capture photos.
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDateRange } from '@/lib/use-date-range';
import { ChartCard } from '@/ui/chart-card';
import { DateRangeBar } from '@/ui/date-range-bar';
import type { FilterField } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
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
import { unEducatedColumns } from './un-educated-columns';

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

  const columns = useMemo(() => unEducatedColumns(setPhotosOf), []);

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
