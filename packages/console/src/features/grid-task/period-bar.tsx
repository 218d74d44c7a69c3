// The period of an analysis screen: a date range and 查询. Typed dates apply only on 查询; a reversed range is
// swapped. The screen keeps the applied period in its state, so switching its tabs keeps it.
import { useState, type FormEvent, type ReactNode } from 'react';
import { Search } from 'lucide-react';
import { Button } from '@/ui/button';
import { DatePicker } from '@/ui/date-picker';
import { orderedPeriod, type Period } from './grid-task-model';

export function PeriodBar({
  period,
  onChange,
  children,
}: {
  period: Period;
  onChange: (period: Period) => void;
  /** Extra controls after 查询 (an export). */
  children?: ReactNode;
}) {
  const [draft, setDraft] = useState(period);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = orderedPeriod(draft);
    setDraft(next);
    onChange(next);
  };
  return (
    <form
      role="search"
      aria-label="统计周期"
      onSubmit={submit}
      className="flex flex-wrap items-end gap-x-4 gap-y-3 rounded-md bg-white p-4 shadow-sm"
    >
      <label className="flex flex-col gap-1 text-sm text-gray-700">
        开始日期
        <DatePicker
          className="w-40"
          value={draft.startDate}
          onChange={(v) => setDraft((d) => ({ ...d, startDate: v }))}
        />
      </label>
      <label className="flex flex-col gap-1 text-sm text-gray-700">
        结束日期
        <DatePicker className="w-40" value={draft.endDate} onChange={(v) => setDraft((d) => ({ ...d, endDate: v }))} />
      </label>
      <Button type="submit" variant="primary" className="h-9">
        <Search />
        查询
      </Button>
      {children ? <div className="ml-auto flex items-center gap-2">{children}</div> : null}
    </form>
  );
}
