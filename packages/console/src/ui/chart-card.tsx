// A titled card for a chart or a small table on a dashboard, with optional actions (an export, a period switch)
// and its own loading, error and empty states, so one failed call leaves the rest of the dashboard usable. Given its
// call (`query`), the card reads those states from it: loading while it is pending, the server's message when it
// failed, and empty by `isEmpty` of its data (or no data at all).
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { errorText } from '@/lib/error-text';
import { Loading } from './loading';
import { RetryFailed } from './retry-failed';
// Seed 000: "Chart placeholder image 200px square".
import chartEmpty from './chart-empty.svg';

/** What a card needs of a TanStack query result. */
export interface CardQuery<T> {
  isPending: boolean;
  isSuccess?: boolean;
  error: unknown;
  data?: T | undefined;
}

/** A card's loading, error and empty states: given ones first, else from its call. */
export function cardStates<T>(
  query: CardQuery<T> | undefined,
  given: { loading?: boolean | undefined; error?: string | null | undefined; empty?: boolean | undefined },
  isEmpty?: (data: T) => boolean,
) {
  return {
    loading: given.loading ?? query?.isPending ?? false,
    error: given.error !== undefined ? given.error : query ? errorText(query.error) : null,
    empty:
      given.empty ??
      (query?.isSuccess
        ? query.data === undefined || query.data === null || (isEmpty ? isEmpty(query.data) : false)
        : false),
  };
}

/** The frame of a dashboard card (ChartCard, TableCard): its title, its actions on the right, then the body. */
export function CardFrame({
  title,
  actions,
  className,
  children,
}: {
  title: ReactNode;
  actions?: ReactNode;
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <section className={cn('flex min-w-0 flex-col rounded-md bg-white shadow-sm', className)}>
      <header className="flex items-center gap-2 border-b border-line px-4 py-2.5">
        <h3 className="text-sm font-semibold text-gray-900">{title}</h3>
        {actions ? <div className="ml-auto flex items-center gap-2">{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}

export function ChartCard<T = unknown>({
  title,
  actions,
  query,
  isEmpty,
  loading: givenLoading,
  error: givenError,
  empty: givenEmpty,
  height = 280,
  className,
  children,
}: {
  title: ReactNode;
  actions?: ReactNode;
  /** The card's call: its loading and error states (and empty, with `isEmpty`). */
  query?: CardQuery<T>;
  /** Nothing to draw in the call's data. */
  isEmpty?: (data: T) => boolean;
  loading?: boolean;
  /** The server's message when the call failed. */
  error?: string | null;
  /** Nothing to draw (shows the 200 px placeholder picture, 暂无数据). */
  empty?: boolean;
  /** Height of the drawing area in px (recharts' ResponsiveContainer needs a sized parent). */
  height?: number;
  className?: string;
  children: ReactNode;
}) {
  const { loading, error, empty } = cardStates(
    query,
    { loading: givenLoading, error: givenError, empty: givenEmpty },
    isEmpty,
  );
  return (
    <CardFrame title={title} actions={actions} className={className}>
      <div className="relative px-4 py-3" style={{ height }}>
        {loading ? (
          <Loading />
        ) : error ? (
          <div role="alert" className="flex h-full flex-col items-center justify-center gap-2 text-sm text-danger">
            {error}
            <RetryFailed />
          </div>
        ) : empty ? (
          <div className="flex h-full items-center justify-center">
            <img
              src={chartEmpty}
              alt="暂无数据"
              width={200}
              height={200}
              className="aspect-square max-h-full w-auto"
              data-testid="chart-empty"
            />
          </div>
        ) : (
          children
        )}
      </div>
    </CardFrame>
  );
}
