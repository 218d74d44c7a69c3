// A list of captures that match no registered worker (未实名人员, 陌生人), one row per face over the period: the
// capture, when it was first and last seen, where, how often, the nearest registered person (疑似人员) with the
// similarity, and the 反馈状态. 疑似人员 opens that person's photos to compare; 反馈 needs ai:feedback, which the
// 抓拍结果 menu entry grants.
import { useMemo, useState } from 'react';
import { usePagePermission } from '@/session/permissions';
import { useDateRange } from '@/lib/use-date-range';
import { DateRangeBar } from '@/ui/date-range-bar';
import { ListScreen } from '@/ui/list-screen';
import { listLoaders, type UnmatchedCapture } from './ai-queries';
import { FeedbackDialog, feedbackTarget } from './feedback-dialog';
import { PhotosDialog } from './photos-dialog';
import { unmatchedColumns, type UnmatchedOpen } from './unmatched-columns';

/** The menu entry whose perms carry ai:feedback. */
export const RESULTS_PATH = '/ai/results';

const KINDS = {
  unRealName: { operation: 'listAiUnRealNameCaptures', listTitle: '未实名人员抓拍' },
  unknown: { operation: 'listAiUnknownCaptures', listTitle: '陌生人抓拍记录' },
} as const;

export function UnmatchedList({
  kind,
  title,
  description,
}: {
  kind: keyof typeof KINDS;
  title: string;
  description: string;
}) {
  const { range, apply } = useDateRange();
  const canFeedback = usePagePermission(RESULTS_PATH).hasPerm('ai:feedback');
  const [open, setOpen] = useState<UnmatchedOpen | null>(null);
  const columns = useMemo(() => unmatchedColumns(canFeedback, setOpen), [canFeedback]);
  const k = KINDS[kind];
  return (
    <div className="flex flex-col gap-3">
      <DateRangeBar title={title} range={range} onApply={apply}>
        <span>{description}</span>
      </DateRangeBar>
      <ListScreen<UnmatchedCapture>
        id={`ai-${kind}`}
        title={k.listTitle}
        columns={columns}
        operation={k.operation}
        scope={range}
        rowId={(r) => String(r.id)}
        load={kind === 'unRealName' ? listLoaders.unRealName(range) : listLoaders.unknown(range)}
      />
      {open?.kind === 'photos' ? <PhotosDialog name={open.name} period={range} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'feedback' ? (
        <FeedbackDialog
          target={feedbackTarget(open.row, open.row.suspectedName ? `疑似${open.row.suspectedName}` : null)}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </div>
  );
}
