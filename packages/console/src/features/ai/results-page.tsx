// 抓拍结果 (001 §7.11 listAiFaceResults): every capture of the period, filtered by 抓拍类型, 分包单位, 班组, 工种 and
// name (the drop-downs come from their own calls); a capture enlarges beside the registered photo, a person's
// photos open by name, and 反馈 (perm ai:feedback) corrects a recognition.
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { usePagePermission } from '@/session/permissions';
import { useDateRange } from '@/lib/use-date-range';
import { DateRangeBar } from '@/ui/date-range-bar';
import { ListScreen } from '@/ui/list-screen';
import {
  captureTypesQuery,
  listLoaders,
  subcontractsQuery,
  teamsQuery,
  workTypesQuery,
  type FaceResult,
} from './ai-queries';
import { PhotosDialog } from './photos-dialog';
import { FaceDialogs } from './face-dialogs';
import { resultColumns, resultFilters, type ResultOpen } from './results-columns';

export default function ResultsPage() {
  const { range, apply } = useDateRange();
  const perm = usePagePermission();
  const [open, setOpen] = useState<ResultOpen | null>(null);
  const types = useQuery(captureTypesQuery());
  const subcontracts = useQuery(subcontractsQuery());
  const teams = useQuery(teamsQuery());
  const workTypes = useQuery(workTypesQuery());
  const filters = useMemo(
    () =>
      resultFilters({
        types: types.data,
        subcontracts: subcontracts.data,
        teams: teams.data,
        workTypes: workTypes.data,
      }),
    [types.data, subcontracts.data, teams.data, workTypes.data],
  );
  const canFeedback = perm.hasPerm('ai:feedback');
  const columns = useMemo(() => resultColumns(canFeedback, setOpen), [canFeedback]);

  return (
    <div className="flex flex-col gap-3">
      <DateRangeBar title="抓拍结果" range={range} onApply={apply}>
        <span>AI 摄像机识别到的每一次人脸抓拍</span>
      </DateRangeBar>
      <ListScreen<FaceResult>
        id="ai-results"
        title="抓拍记录"
        filters={filters}
        columns={columns}
        operation="listAiFaceResults"
        scope={range}
        rowId={(r) => String(r.id)}
        load={listLoaders.face(range)}
      />
      {open?.kind === 'photos' ? (
        <PhotosDialog name={open.name} period={range} onClose={() => setOpen(null)} />
      ) : (
        <FaceDialogs open={open} onClose={() => setOpen(null)} />
      )}
    </div>
  );
}
