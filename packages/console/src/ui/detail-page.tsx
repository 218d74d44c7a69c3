// A detail page (seed 000 §2 "Detail pages have a back header"): a header with 返回 (history back, or the list
// when the page was opened directly), the title and optional actions; then sections of label/value pairs.
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { Loading } from './loading';

/** Whether the browser has an earlier entry of this app to go back to (react-router keeps its index in state). */
export function canGoBack(state: unknown = window.history.state): boolean {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' && idx > 0;
}

export function DetailPage({
  title,
  backTo,
  actions,
  children,
}: {
  title: ReactNode;
  /** Where 返回 goes when there is no history (the list this page was opened from). */
  backTo: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const back = () => {
    if (canGoBack()) void navigate(-1);
    else void navigate(backTo);
  };
  return (
    <div className="flex flex-col gap-3">
      <header className="flex items-center gap-3 rounded-md bg-white px-4 py-3 shadow-sm">
        <Button variant="ghost" size="sm" onClick={back}>
          <ArrowLeft />
          返回
        </Button>
        <span className="h-4 w-px bg-line" aria-hidden />
        <h2 className="text-base font-semibold text-gray-900">{title}</h2>
        {actions ? <div className="ml-auto flex items-center gap-2">{actions}</div> : null}
      </header>
      {children}
    </div>
  );
}

/**
 * A detail page of one record the address names (?id=, ?proInstId=): the record once read (`children`), 加载中 while it
 * is read, or why there is none — the address names no record (`missing`) or none was found (`notFound`).
 */
export function RecordDetailPage<T>({
  title,
  backTo,
  actions,
  named,
  missing,
  pending,
  record,
  notFound,
  children,
}: {
  title: ReactNode;
  backTo: string;
  actions?: ReactNode;
  /** The address names a record. */
  named: boolean;
  missing: string;
  pending: boolean;
  record: T | null | undefined;
  notFound: string;
  children: (record: T) => ReactNode;
}) {
  return (
    <DetailPage title={title} backTo={backTo} actions={actions}>
      {!named ? (
        <PageNote text={missing} />
      ) : pending ? (
        <Loading />
      ) : !record ? (
        <PageNote text={notFound} />
      ) : (
        children(record)
      )}
    </DetailPage>
  );
}

/** A page-wide note in place of the record (缺少…, 未找到…). */
export function PageNote({ text }: { text: string }) {
  return <p className="rounded-md bg-white p-10 text-center text-sm text-muted shadow-sm">{text}</p>;
}

export interface DetailItem {
  label: string;
  value: ReactNode;
  /** Take the whole row (long text). */
  wide?: boolean;
}

/** A titled card; with `items`, a grid of label/value pairs, then any children. */
export function DetailSection({
  title,
  items,
  extra,
  children,
  className,
  columns = 3,
}: {
  title: ReactNode;
  items?: readonly DetailItem[];
  /** Pairs per row on a wide screen (2 inside a dialog). */
  columns?: 2 | 3;
  extra?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn('rounded-md bg-white p-4 shadow-sm', className)}>
      <div className="mb-3 flex items-center gap-2 border-l-4 border-primary pl-2">
        <h3 className="text-sm font-semibold text-gray-900">{title}</h3>
        {extra ? <div className="ml-auto flex items-center gap-2">{extra}</div> : null}
      </div>
      {items?.length ? (
        <dl
          className={cn('grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2', columns === 3 && 'xl:grid-cols-3')}
        >
          {items.map((it) => (
            <div
              key={it.label}
              className={cn(
                'flex min-w-0 gap-2',
                it.wide && 'sm:col-span-2',
                it.wide && columns === 3 && 'xl:col-span-3',
              )}
            >
              <dt className="w-24 shrink-0 text-gray-500">{it.label}</dt>
              <dd className="min-w-0 break-words text-gray-900">{it.value ?? '—'}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {children}
    </section>
  );
}
