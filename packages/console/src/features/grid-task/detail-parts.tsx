// The pieces the 点位任务详情 and the hazard flow screens (隐患处理、隐患处置审批、审批驳回) share: the block shown when
// the detail failed to load, the title bar with its tags and buttons, and the 整改反馈 section.
import type { ReactNode } from 'react';
import { formatDate } from '@/lib/dates';
import { errorText } from '@/lib/error-text';
import { DetailSection } from '@/ui/detail-page';
import { PhotoStrip } from './photo-strip';

/** The detail's read failed: the server's message and the screen's way to retry (`children`). */
export function DetailError({ error, children }: { error: unknown; children: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-2 rounded-md bg-white p-10 text-sm text-danger shadow-sm"
    >
      {errorText(error)}
      {children}
    </div>
  );
}

/** The bar above the sections: what it is, its tags, its number, and the buttons (`children`) on the right. */
export function DetailHeader({
  title,
  tags,
  no,
  children,
}: {
  title: ReactNode;
  tags: ReactNode;
  no: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-md bg-white px-4 py-3 shadow-sm">
      <span className="text-base font-semibold text-gray-900">{title}</span>
      {tags}
      <span className="font-mono text-xs text-gray-500">{no}</span>
      <div className="ml-auto flex flex-wrap gap-2">{children}</div>
    </div>
  );
}

/** 整改反馈: who reported, when the rectification was done, what was done and the photos after it. */
export function FeedbackSection({
  userName,
  time,
  content,
  photos,
}: {
  userName: string | undefined;
  time: string;
  content: string;
  photos: readonly string[] | null | undefined;
}) {
  return (
    <DetailSection
      title="整改反馈"
      items={[
        { label: '反馈人', value: userName },
        { label: '整改完成', value: formatDate(time, 'dateTime') },
        { label: '整改情况', value: content, wide: true },
        { label: '整改后照片', value: <PhotoStrip photos={photos} label="整改后照片" />, wide: true },
      ]}
    />
  );
}
