// The head of a dated screen (劳务考勤, duty, analytics): its title, anything about what it shows (a person, a project), and the period
// (开始日期 – 结束日期, 查询, 重置 to the last 7 days, quick 近7天 / 近30天). A bad range is refused with a message,
// keeping what was typed.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { CalendarRange, RotateCcw, Search } from 'lucide-react';
import { Button } from './button';
import { Input } from './input';
import { cn } from '@/lib/cn';
import { defaultRange, lastDays, rangeDays, rangeError, type DateRange } from '@/lib/date-range';

const QUICK = [
  { days: 7, label: '近7天' },
  { days: 30, label: '近30天' },
] as const;

export function DateRangeBar({
  title,
  range,
  onApply,
  children,
}: {
  title: string;
  range: DateRange;
  onApply: (range: DateRange) => void;
  /** Shown under the title (the person or project the screen is about). */
  children?: ReactNode;
}) {
  return (
    <section
      aria-label={`${title}查询条件`}
      className="flex flex-wrap items-center gap-x-6 gap-y-3 rounded-md bg-white px-4 py-3 shadow-sm"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <h2 className="text-base font-semibold text-gray-900">{title}</h2>
        {children ? <div className="flex flex-wrap items-center gap-2 text-sm text-gray-600">{children}</div> : null}
      </div>
      {/* Keyed by the applied range: a new period (quick choice, reset, a link) refills the fields. */}
      <RangeForm key={`${range.start}/${range.end}`} range={range} onApply={onApply} />
    </section>
  );
}

function RangeForm({ range, onApply }: { range: DateRange; onApply: (range: DateRange) => void }) {
  const [draft, setDraft] = useState(range);
  const [error, setError] = useState<string | null>(null);
  const scope = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = rangeError(draft);
    setError(problem);
    if (!problem) onApply(draft);
  };
  const activeQuick = QUICK.find((q) => {
    const r = lastDays(q.days);
    return r.start === range.start && r.end === range.end;
  });
  return (
    <form role="search" onSubmit={submit} className="ml-auto flex flex-wrap items-center gap-x-3 gap-y-2">
      <div className="flex items-center gap-1 rounded border border-line p-0.5" role="group" aria-label="快捷时段">
        {QUICK.map((q) => (
          <button
            key={q.days}
            type="button"
            aria-pressed={activeQuick?.days === q.days}
            onClick={() => onApply(lastDays(q.days))}
            className={cn(
              'rounded px-2.5 py-1 text-xs text-gray-600 transition-colors hover:text-primary',
              activeQuick?.days === q.days && 'bg-primary-soft font-medium text-primary',
            )}
          >
            {q.label}
          </button>
        ))}
      </div>
      <div className="flex items-center gap-2">
        <CalendarRange className="size-4 text-gray-400" aria-hidden />
        <label htmlFor={`${scope}-start`} className="sr-only">
          开始日期
        </label>
        <Input
          id={`${scope}-start`}
          type="date"
          value={draft.start}
          aria-invalid={error ? true : undefined}
          onChange={(e) => setDraft((d) => ({ ...d, start: e.target.value }))}
          className="h-8 w-36"
        />
        <span className="text-sm text-gray-400">至</span>
        <label htmlFor={`${scope}-end`} className="sr-only">
          结束日期
        </label>
        <Input
          id={`${scope}-end`}
          type="date"
          value={draft.end}
          aria-invalid={error ? true : undefined}
          onChange={(e) => setDraft((d) => ({ ...d, end: e.target.value }))}
          className="h-8 w-36"
        />
      </div>
      <Button type="submit" variant="primary">
        <Search />
        查询
      </Button>
      <Button
        onClick={() => {
          const next = defaultRange();
          setError(null);
          setDraft(next);
          onApply(next);
        }}
      >
        <RotateCcw />
        重置
      </Button>
      {error ? (
        <p role="alert" className="w-full text-right text-xs text-danger">
          {error}
        </p>
      ) : (
        <p className="w-full text-right text-xs text-gray-400">共 {rangeDays(range)} 天</p>
      )}
    </form>
  );
}
