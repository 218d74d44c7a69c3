// Small blocks shared by the 问题工资 detail, approval and output views.
import type { ReactNode } from 'react';
import { ArrowLeft, Paperclip } from 'lucide-react';
import type { components } from '@site/sdk';
import { Button } from '@/ui/button';
import { StatusTag } from '@/ui/status-tag';
import { errorText } from '@/lib/error-text';
import { formatDate } from '@/lib/dates';
import { HANDLE_WAY, TROUBLE_STATUS, TROUBLE_TYPE } from './wages-status';
import { NewTabLink } from '@/ui/new-tab-link';

type Trouble = components['schemas']['WagesTroubleRecord'];
type FileUrl = components['schemas']['FileUrl'];

/** The header and body cell classes of the plain tables in these views. */
export const TH = 'whitespace-nowrap border-b border-line px-3 py-2 text-left font-medium';
export const TD = 'border-b border-line px-3 py-2 align-middle';

export function Stat({
  label,
  value,
  tone,
  strong,
}: {
  label: string;
  value: string;
  tone?: string;
  strong?: boolean;
}) {
  return (
    <div className="rounded bg-gray-50 px-4 py-3">
      <dt className="text-xs text-muted">{label}</dt>
      <dd
        className={`mt-1 text-lg tabular-nums ${strong ? 'font-semibold text-gray-900' : 'font-medium'} ${tone ?? ''}`}
      >
        {value}
      </dd>
    </div>
  );
}

export function Detail({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={`flex gap-3 ${className ?? ''}`}>
      <dt className="w-20 shrink-0 text-muted">{label}</dt>
      <dd className="text-gray-800">{children}</dd>
    </div>
  );
}

export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-2 py-8 text-sm text-danger">
      {errorText(error)}
      <Button size="sm" onClick={onRetry}>
        重试
      </Button>
    </div>
  );
}

/** A trouble record's facts: organisation, handling way, source order, who registered it, then `children` (the
 * detail's extra facts) and the reason last. */
export function RecordFacts({
  record,
  reasonClass,
  children,
}: {
  record: Pick<Trouble, 'orgName' | 'handleWay' | 'cumId' | 'createBy' | 'createTime' | 'reason'>;
  /** The reason's class (how many columns it spans). */
  reasonClass: string;
  children?: ReactNode;
}) {
  return (
    <dl className="mt-4 grid grid-cols-1 gap-x-8 gap-y-2 border-t border-line pt-3 text-sm md:grid-cols-3">
      <Detail label="所属组织">{record.orgName ?? '—'}</Detail>
      <Detail label="处理方式">
        <StatusTag table={HANDLE_WAY} value={record.handleWay} />
      </Detail>
      <Detail label="来源代发单">{record.cumId ?? '—'}</Detail>
      <Detail label="登记">
        {record.createBy ?? '—'} {formatDate(record.createTime, 'minute', '')}
      </Detail>
      {children}
      <Detail label="问题说明" className={reasonClass}>
        {record.reason || '—'}
      </Detail>
    </dl>
  );
}

/** A voucher's files, each a link opening the file in a new tab. */
export function VoucherFileLinks({
  files,
  className,
  linkClassName,
}: {
  files: readonly FileUrl[];
  className: string;
  linkClassName: string;
}) {
  return (
    <ul className={className}>
      {files.map((f) => (
        <li key={f.fileId ?? f.url}>
          <NewTabLink href={f.url} className={linkClassName}>
            <Paperclip className="size-3" aria-hidden />
            {f.name ?? '凭证文件'}
          </NewTabLink>
        </li>
      ))}
    </ul>
  );
}

/** The top line of a record's view: 返回, the title, the record's status and type, then `children`. */
export function TroubleHeading({
  titleId,
  title,
  record,
  onBack,
  children,
}: {
  titleId: string;
  title: ReactNode;
  record: Pick<Trouble, 'status' | 'troubleType'> | null | undefined;
  onBack: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button size="sm" variant="ghost" onClick={onBack}>
        <ArrowLeft />
        返回
      </Button>
      <span className="h-4 w-px bg-line" aria-hidden />
      <h1 id={titleId} className="text-lg font-semibold text-gray-900">
        {title}
      </h1>
      {record ? <StatusTag table={TROUBLE_STATUS} value={record.status} /> : null}
      {record ? <StatusTag table={TROUBLE_TYPE} value={record.troubleType} /> : null}
      {children}
    </div>
  );
}
