// The dialogs a capture opens on 抓拍结果 (results-page.tsx) and 实时抓拍 (real-time-page.tsx): the capture
// enlarged beside the registered photo, and 反馈 on its recognition.
import type { FaceResult } from './ai-queries';
import { CaptureDialog } from './capture-dialog';
import { FeedbackDialog, feedbackTarget } from './feedback-dialog';

export type FaceOpen = { kind: 'capture' | 'feedback'; row: FaceResult };

export function FaceDialogs({
  open,
  onClose,
  onSent,
}: {
  open: FaceOpen | null;
  onClose: () => void;
  /** After the server accepted a feedback. */
  onSent?: () => void;
}) {
  if (open?.kind === 'capture') return <CaptureDialog capture={open.row} onClose={onClose} />;
  if (open?.kind === 'feedback')
    return (
      <FeedbackDialog
        target={feedbackTarget(open.row, open.row.workerName)}
        onClose={onClose}
        {...(onSent ? { onSent } : {})}
      />
    );
  return null;
}
