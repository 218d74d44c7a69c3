// A small unpaged table in a dashboard card (a breakdown by department, branch, company, team or month), with its
// own loading, error and empty states like ChartCard, and an optional totals row.
import type { ReactNode } from 'react';
import { Button } from './button';
import { CardFrame, cardStates, type CardQuery } from './chart-card';
import { Loading } from './loading';
import { PlainTable } from './plain-table';
import { RetryFailed } from './retry-failed';

export interface CardColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  align?: 'left' | 'right';
}

export function TableCard<Row>({
  title,
  actions,
  columns,
  rows,
  rowKey,
  query,
  loading: givenLoading,
  error: givenError,
  onRetry,
  footer,
  className,
}: {
  title: ReactNode;
  actions?: ReactNode;
  columns: readonly CardColumn<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  /** The card's call: its loading and error states. */
  query?: CardQuery<unknown>;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** A totals row or a note under the table. */
  footer?: ReactNode;
  className?: string;
}) {
  const { loading, error } = cardStates(query, { loading: givenLoading, error: givenError });
  return (
    <CardFrame title={title} actions={actions} className={className}>
      {/* Focusable so a keyboard can scroll a table wider than the card. */}
      <div
        tabIndex={0}
        className="overflow-x-auto px-4 py-3 outline-none focus-visible:ring-2 focus-visible:ring-primary"
      >
        {loading ? (
          <Loading />
        ) : error ? (
          <div role="alert" className="flex flex-col items-center gap-2 py-8 text-sm text-danger">
            {error}
            {onRetry ? <Button onClick={onRetry}>重试</Button> : <RetryFailed />}
          </div>
        ) : !rows?.length ? (
          <p className="py-8 text-center text-sm text-gray-400">暂无数据</p>
        ) : (
          <CardTable columns={columns} rows={rows} rowKey={rowKey} footer={footer} />
        )}
      </div>
    </CardFrame>
  );
}

/**
 * The card's table: a header row, a row per item (right-aligned cells in tabular figures) and the footer; also a
 * dashboard's small table of numbers outside a card (`label` names it).
 */
export function CardTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  footer,
}: {
  label?: string;
  columns: readonly CardColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  footer?: ReactNode;
}) {
  return (
    <PlainTable
      label={label}
      columns={columns.map((c) => ({
        key: c.key,
        header: c.header,
        cell: c.cell,
        headClassName: c.align === 'right' ? 'text-right' : 'text-left',
        className: c.align === 'right' ? 'text-right tabular-nums' : undefined,
      }))}
      rows={rows}
      rowKey={rowKey}
      th="whitespace-nowrap border-b border-line px-3 py-2 font-medium"
      td="whitespace-nowrap border-b border-line px-3 py-2"
      headRowClassName="bg-gray-50 text-gray-600"
      rowClassName="hover:bg-gray-50"
      footer={footer}
    />
  );
}
