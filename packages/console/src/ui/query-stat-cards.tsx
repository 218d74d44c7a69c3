// The figures of a dashboard read by one call: the stat cards, or in their place the call's failure with 重试.
import { StatCards, type Stat } from './stat-cards';
import { LoadFailed } from './retry-failed';

export function QueryStatCards({
  query,
  items,
  failedLabel,
  pad = 'px-4 py-3',
  className,
}: {
  query: { isError: boolean; error: unknown };
  items: readonly Stat[];
  /** What failed, before the server's message (e.g. 概况加载失败：). */
  failedLabel?: string;
  /** The padding of the failure line. */
  pad?: 'px-4 py-3' | 'p-4';
  /** The cards' grid (see StatCards). */
  className?: string;
}) {
  return query.isError ? (
    <LoadFailed className={`rounded-md bg-white ${pad} shadow-sm`} label={failedLabel} error={query.error} />
  ) : (
    <StatCards items={items} {...(className ? { className } : {})} />
  );
}
