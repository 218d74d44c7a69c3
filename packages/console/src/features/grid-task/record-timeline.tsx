// The flow of a hazard (发现、转办、整改反馈、复查、审批): a vertical timeline, newest last, each step with who, when,
// what was said and any photos.
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/dates';
import { Tag } from '@/ui/status-tag';
import { OPER_TYPE } from './grid-task-model';
import { PhotoStrip } from './photo-strip';

export interface TimelineEntry {
  key: string | number;
  operType: number;
  operTypeName?: string | undefined;
  operatorName: string;
  operTime: string;
  content?: string | undefined;
  photos?: readonly string[] | undefined;
}

const DOT: Record<string, string> = {
  primary: 'bg-primary',
  success: 'bg-success',
  warning: 'bg-warning',
  danger: 'bg-danger',
  muted: 'bg-gray-400',
};

export function RecordTimeline({ entries }: { entries: readonly TimelineEntry[] }) {
  if (!entries.length) return <p className="py-4 text-center text-sm text-muted">暂无处置记录</p>;
  return (
    <ol className="relative flex flex-col gap-4 pl-5" aria-label="处置记录">
      <span aria-hidden className="absolute bottom-2 left-[5px] top-2 w-px bg-line" />
      {entries.map((e) => {
        const tag = OPER_TYPE[e.operType];
        return (
          <li key={e.key} className="relative">
            <span
              aria-hidden
              className={cn(
                'absolute -left-5 top-1 size-[11px] rounded-full ring-4 ring-white',
                DOT[tag?.tone ?? 'muted'],
              )}
            />
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <Tag tag={tag ? { ...tag, label: e.operTypeName || tag.label } : undefined} fallback={e.operTypeName} />
              <span className="font-medium text-gray-900">{e.operatorName}</span>
              <span className="text-xs text-gray-500">{formatDate(e.operTime, 'dateTime')}</span>
            </div>
            {e.content ? <p className="mt-1 whitespace-pre-wrap text-sm text-gray-700">{e.content}</p> : null}
            {e.photos?.length ? (
              <div className="mt-2">
                <PhotoStrip photos={e.photos} label={`${e.operTypeName || tag?.label || '记录'}照片`} />
              </div>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
