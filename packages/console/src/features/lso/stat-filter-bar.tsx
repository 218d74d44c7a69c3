// The frame of the safety-officer dashboards: the filter row (an organisation or project to look at, a date range and
// 查询), the dashboard of what was applied or why there is none, and the paged loader of their workload tables.
// Typed values apply only on 查询, so the cards, charts and table change together.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Search } from 'lucide-react';
import { Button } from '@/ui/button';
import { DatePicker } from '@/ui/date-picker';
import { Combobox } from '@/ui/combobox';
import { periodError, type Period } from './lso-model';
import type { Option } from './use-org-options';
import type { ListPage } from '@/ui/list-screen';

export interface StatFilter extends Period {
  scope: string;
}

/** A dashboard under its filter bar; without a dashboard (no scope to count), 加载中… or the `empty` text. */
export function StatScreen({
  filter,
  pending,
  empty,
  children,
}: {
  /** The filter bar, or null while its scopes load. */
  filter: ReactNode;
  pending: boolean;
  empty: string;
  /** The dashboard of the applied filter; null when there is nothing to count. */
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3">
      {filter}
      {children ?? (
        <p className="rounded-md bg-white p-10 text-center text-sm text-muted shadow-sm">
          {pending ? '加载中…' : empty}
        </p>
      )}
    </div>
  );
}

/** A workload table's `load`: the applied filter with the page asked for, the call's total and list back. */
export function statPages<Q, Row>(
  call: (
    body: Q & { pageNum: number; pageSize: number },
    signal?: AbortSignal,
  ) => Promise<{ data?: { total?: number; list?: Row[] } | undefined }>,
  q: Q,
) {
  return async ({
    page,
    size,
    signal,
  }: {
    page: number;
    size: number;
    signal?: AbortSignal;
  }): Promise<ListPage<Row>> => {
    const env = await call({ ...q, pageNum: page, pageSize: size }, signal);
    return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
  };
}

export function StatFilterBar({
  scopeLabel,
  scopeOptions,
  value,
  onSearch,
}: {
  scopeLabel: string;
  /** No options: the scope is fixed (the signed-in project) and not shown. */
  scopeOptions: readonly Option[] | null;
  value: StatFilter;
  onSearch: (v: StatFilter) => void;
}) {
  // Both dashboards may stay open in the tab cache: ids are unique per bar.
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = periodError(draft);
    setError(problem);
    if (!problem) onSearch(draft);
  };
  return (
    <form
      role="search"
      onSubmit={submit}
      className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-md bg-white p-4 shadow-sm"
    >
      {scopeOptions ? (
        <div className="flex items-center gap-2">
          <label htmlFor={`${id}-scope`} className="shrink-0 text-sm text-gray-600">
            {scopeLabel}
          </label>
          <Combobox
            id={`${id}-scope`}
            label={scopeLabel}
            className="w-60"
            value={draft.scope}
            onChange={(v) => setDraft((d) => ({ ...d, scope: v }))}
            options={scopeOptions}
            showEmpty={false}
            emptyLabel=""
          />
        </div>
      ) : null}
      <div className="flex items-center gap-2">
        <label htmlFor={`${id}-start`} className="shrink-0 text-sm text-gray-600">
          开始日期
        </label>
        <DatePicker
          id={`${id}-start`}
          className="w-40"
          value={draft.startDate}
          onChange={(v) => setDraft((d) => ({ ...d, startDate: v }))}
        />
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={`${id}-end`} className="shrink-0 text-sm text-gray-600">
          结束日期
        </label>
        <DatePicker
          id={`${id}-end`}
          className="w-40"
          value={draft.endDate}
          onChange={(v) => setDraft((d) => ({ ...d, endDate: v }))}
        />
      </div>
      <Button type="submit" variant="primary">
        <Search />
        查询
      </Button>
      {error ? (
        <p role="alert" className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </form>
  );
}
