// The filter row of the safety-officer dashboards: an organisation or project to look at, a date range and 查询.
// Typed values apply only on 查询, so the cards, charts and table change together.
import { useId, useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { Button } from '@/ui/button';
import { DatePicker } from '@/ui/date-picker';
import { Combobox } from '@/ui/combobox';
import { periodError, type Period } from './lso-model';
import type { Option } from './use-org-options';

export interface StatFilter extends Period {
  scope: string;
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
