// Small cells and blocks shared by the 工资发放 screens.
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/dates';
import { formatCount, formatSize } from '@/domain/money';
import { Money } from '@/domain/money-cell';
import { TwoLines as BaseTwoLines } from '@/ui/two-lines';
import { Combobox, type ComboboxOption } from '@/ui/combobox';
import { FILE_TYPE } from '@/domain/wage-exp-confirm';
import { NewTabLink } from '@/ui/new-tab-link';

/** The wage tables' two-line cell ({@link BaseTwoLines}), a little narrower in the payment screens. */
export function TwoLines({ className, ...rest }: { main: ReactNode; sub?: ReactNode; className?: string }) {
  return <BaseTwoLines {...rest} className={cn('min-w-36', className)} />;
}

/** A "done / all" progress (4 / 6) with a thin bar. */
export function Progress({ done, all, unit }: { done: number | undefined; all: number | undefined; unit: string }) {
  const total = all ?? 0;
  const part = Math.min(done ?? 0, total);
  const pct = total ? Math.round((part / total) * 100) : 0;
  return (
    <div className="min-w-24">
      <p className="whitespace-nowrap text-xs tabular-nums text-gray-700">
        {part} / {total} {unit}
      </p>
      <div className="mt-1 h-1.5 rounded bg-gray-100" aria-hidden>
        <div className={cn('h-1.5 rounded', pct === 100 ? 'bg-success' : 'bg-primary')} style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}

export interface SalaryFile {
  id: number;
  fileType: number;
  fileName: string;
  fileUrl: string;
  fileSize?: number | null;
  uploaderName?: string | null;
  uploadTime?: string | null;
}

/** A list of attachments with their type, size, uploader and a link that opens them. */
export function FileList({ files, empty = '暂无附件' }: { files: readonly SalaryFile[]; empty?: string }) {
  if (!files.length) return <p className="py-6 text-center text-sm text-muted">{empty}</p>;
  return (
    <ul className="divide-y divide-line text-sm">
      {files.map((f) => (
        <li key={f.id} className="flex items-center gap-3 py-2">
          <span className="shrink-0 rounded bg-primary-soft px-2 py-0.5 text-xs text-primary">
            {FILE_TYPE[f.fileType] ?? '附件'}
          </span>
          <NewTabLink href={f.fileUrl} className="min-w-0 flex-1 truncate text-primary hover:underline">
            {f.fileName}
          </NewTabLink>
          <span className="shrink-0 text-xs text-muted">{formatSize(f.fileSize)}</span>
          <span className="w-40 shrink-0 text-right text-xs text-muted">
            {f.uploaderName ?? '—'} · {formatDate(f.uploadTime, 'minute')}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A light notice above a list (locked data, what a page is for). */
export function Notice({ tone = 'primary', children }: { tone?: 'primary' | 'warning'; children: ReactNode }) {
  return (
    <p
      role="note"
      className={cn(
        'rounded-md px-4 py-2.5 text-sm',
        tone === 'warning' ? 'bg-warning/10 text-warning' : 'bg-primary-soft text-primary',
      )}
    >
      {children}
    </p>
  );
}

/** The header cells of a small hand-laid table, one per label. */
export function HeadCells({ labels }: { labels: readonly string[] }) {
  return labels.map((h) => (
    <th key={h} className="whitespace-nowrap border-b border-line px-3 py-2 font-medium">
      {h}
    </th>
  ));
}

/** 项目 and its searchable picker, as the bars over the payment screens show it. */
export function ProjectCombo({
  value,
  options,
  onChange,
  className,
}: {
  value: string;
  options: readonly ComboboxOption[];
  onChange: (v: string) => void;
  className: string;
}) {
  return (
    <label className="flex items-center gap-2 text-sm text-gray-600">
      项目
      <Combobox
        label="项目"
        aria-label="项目"
        className={className}
        value={value}
        onChange={onChange}
        emptyLabel="请选择"
        options={options}
      />
    </label>
  );
}

/** 班组, 出勤, 应发, 已发 and 未发 of a worker's row in the 应急支付 tables (已发 green where `paidTone` says so). */
export function WorkerPayCells({
  worker,
  paidTone,
}: {
  worker: {
    teamName?: string | null;
    attendDays?: number | null;
    payableAmount?: number | null;
    paidAmount?: number | null;
    unpaidAmount?: number | null;
  };
  paidTone?: 'success';
}) {
  return (
    <>
      <td className="whitespace-nowrap border-b border-line px-3 py-2">{worker.teamName ?? '—'}</td>
      <td className="whitespace-nowrap border-b border-line px-3 py-2 tabular-nums">
        {formatCount(worker.attendDays)} 天
      </td>
      <td className="border-b border-line px-3 py-2">
        <Money value={worker.payableAmount} />
      </td>
      <td className="border-b border-line px-3 py-2">
        <Money value={worker.paidAmount} tone={paidTone} />
      </td>
      <td className="border-b border-line px-3 py-2">
        <Money value={worker.unpaidAmount} tone="danger" />
      </td>
    </>
  );
}
