// The period row of a dashboard (a date range and/or a statistics day, 查询 and 重置), kept in the address so a
// refresh, a shared link and the tab cache keep the choice. Generic: a candidate for ui/ (see the report).
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { QueryButtons } from '@/ui/query-bar';
import { DatePicker } from '@/ui/date-picker';
import { dayOf, rangeOf, type Range } from './attendance-model';

/** The period of the page from its address (spec defaults when absent), and a way to change it. */
export function usePeriod() {
  const [search, setSearch] = useSearchParams();
  const range = rangeOf(search.get('startDate'), search.get('endDate'));
  const day = dayOf(search.get('date'));
  const apply = (values: Record<string, string | undefined>) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(values)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        return next;
      },
      { replace: true },
    );
  return { range, day, apply };
}

interface PeriodBarProps {
  /** The page's heading, at the left of the row. */
  title?: ReactNode;
  /** Show 开始日期 / 结束日期 with this value. */
  range?: Range;
  /** Show a single day with this value. */
  day?: string;
  dayLabel?: string;
  onApply: (values: Record<string, string | undefined>) => void;
  /** Text at the right end (e.g. when the numbers were updated). */
  extra?: ReactNode;
}

export function PeriodBar(props: PeriodBarProps) {
  // Keyed by the applied period: a new one (重置, a link) refills the fields.
  return <PeriodForm key={`${props.range?.startDate}|${props.range?.endDate}|${props.day}`} {...props} />;
}

function PeriodForm({ title, range, day, dayLabel = '统计日期', onApply, extra }: PeriodBarProps) {
  const scope = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const [start, setStart] = useState(range?.startDate ?? '');
  const [end, setEnd] = useState(range?.endDate ?? '');
  const [date, setDate] = useState(day ?? '');
  const [error, setError] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (range && (!start || !end)) return setError('请选择开始日期和结束日期');
    if (range && start > end) return setError('开始日期不能晚于结束日期');
    if (day !== undefined && !date) return setError(`请选择${dayLabel}`);
    setError('');
    onApply({
      ...(range ? { startDate: start, endDate: end } : {}),
      ...(day !== undefined ? { date } : {}),
    });
  };
  const reset = () => {
    setError('');
    setStart(range?.startDate ?? '');
    setEnd(range?.endDate ?? '');
    setDate(day ?? '');
    onApply({ startDate: undefined, endDate: undefined, date: undefined });
  };
  return (
    <form
      role="search"
      onSubmit={submit}
      className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-md bg-white p-4 shadow-sm"
    >
      {title ? (
        <h2 className="mr-2 border-l-4 border-primary pl-2 text-base font-semibold text-gray-900">{title}</h2>
      ) : null}
      {range ? (
        <RangeFields
          scope={scope}
          start={start}
          end={end}
          invalid={Boolean(error) && start > end}
          onStart={setStart}
          onEnd={setEnd}
        />
      ) : null}
      {day !== undefined ? <DayField id={`${scope}-date`} label={dayLabel} value={date} onChange={setDate} /> : null}
      <QueryButtons onReset={reset} error={error} />
      {extra ? <div className="ml-auto text-xs text-gray-400">{extra}</div> : null}
    </form>
  );
}

/** The one day a screen asks for (统计日期 and the like). */
function DayField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-sm text-gray-600">
        {label}
      </label>
      <DatePicker id={id} value={value} onChange={onChange} className="w-40" />
    </div>
  );
}

/** 开始日期 至 结束日期. */
function RangeFields({
  scope,
  start,
  end,
  invalid,
  onStart,
  onEnd,
}: {
  scope: string;
  start: string;
  end: string;
  invalid: boolean;
  onStart: (v: string) => void;
  onEnd: (v: string) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={`${scope}-start`} className="shrink-0 text-sm text-gray-600">
        开始日期
      </label>
      <DatePicker id={`${scope}-start`} value={start} invalid={invalid} onChange={onStart} className="w-40" />
      <span className="text-sm text-gray-400">至</span>
      <label htmlFor={`${scope}-end`} className="sr-only">
        结束日期
      </label>
      <DatePicker id={`${scope}-end`} value={end} onChange={onEnd} className="w-40" />
    </div>
  );
}

/** The period the numbers cover (the chosen dates, else the spec's default: this month up to yesterday). */
export function PeriodNote({ range }: { range: Range }) {
  return (
    <span className="text-xs text-gray-500">
      统计区间：{range.startDate} 至 {range.endDate}
    </span>
  );
}
