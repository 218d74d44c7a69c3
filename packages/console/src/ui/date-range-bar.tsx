// The head of a dated screen (劳务考勤, duty, analytics): its title, anything about what it shows (a person, a project), and the period
// (开始日期 – 结束日期, 查询, 重置 to the last 7 days, quick 近7天 / 近30天). A bad range is refused with a message,
// keeping what was typed.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { CalendarRange } from 'lucide-react';
import { DatePicker, CALENDAR_STYLE, toDate } from './date-picker';
import { Popover, PopoverContent, PopoverTrigger } from './popover';
import { QueryBarSection, QueryButtons } from './query-bar';
import { cn } from '@/lib/cn';
import dayjs from 'dayjs';
import { DayPicker } from 'react-day-picker';
import { zhCN } from 'react-day-picker/locale/zh-CN';
import {
  DAY,
  defaultRange,
  lastDays,
  rangeDays,
  rangeError,
  shortcutRange,
  SHORTCUTS,
  type DateRange,
} from '@/lib/date-range';

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
    <QueryBarSection
      title={title}
      note={children ? <div className="flex flex-wrap items-center gap-2 text-sm text-gray-600">{children}</div> : null}
    >
      {/* Keyed by the applied range: a new period (quick choice, reset, a link) refills the fields. */}
      <RangeForm key={`${range.start}/${range.end}`} range={range} onApply={onApply} />
    </QueryBarSection>
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
  return (
    <form role="search" onSubmit={submit} className="ml-auto flex flex-wrap items-center gap-x-3 gap-y-2">
      <QuickRanges range={range} onApply={onApply} />
      <div className="flex items-center gap-2">
        <RangeCalendar
          range={draft}
          onDraft={setDraft}
          onShortcut={(next) => {
            setError(null);
            onApply(next);
          }}
        />
        <label htmlFor={`${scope}-start`} className="sr-only">
          开始日期
        </label>
        <DatePicker
          id={`${scope}-start`}
          value={draft.start}
          invalid={Boolean(error)}
          onChange={(start) => setDraft((d) => ({ ...d, start }))}
          className="w-36"
        />
        <span className="text-sm text-gray-500">至</span>
        <label htmlFor={`${scope}-end`} className="sr-only">
          结束日期
        </label>
        <DatePicker
          id={`${scope}-end`}
          value={draft.end}
          invalid={Boolean(error)}
          onChange={(end) => setDraft((d) => ({ ...d, end }))}
          className="w-36"
        />
      </div>
      <QueryButtons
        onReset={() => {
          const next = defaultRange();
          setError(null);
          setDraft(next);
          onApply(next);
        }}
        error={error}
        under
        idle={<p className="w-full text-right text-xs text-gray-400">共 {rangeDays(range)} 天</p>}
      />
    </form>
  );
}

/** 近7天 / 近30天: search the last days at once; the one matching the applied range is pressed. */
function QuickRanges({ range, onApply }: { range: DateRange; onApply: (range: DateRange) => void }) {
  const activeQuick = QUICK.find((q) => {
    const r = lastDays(q.days);
    return r.start === range.start && r.end === range.end;
  });
  return (
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
  );
}

/**
 * The period on a two-month zh-CN calendar, with the usual shortcuts (今天, 近 7 天, 本月, 上月): a shortcut searches
 * at once, like the quick buttons; days picked on the calendar fill 开始日期 and 结束日期 for 查询.
 */
function RangeCalendar({
  range,
  onDraft,
  onShortcut,
}: {
  range: DateRange;
  onDraft: (range: DateRange) => void;
  onShortcut: (range: DateRange) => void;
}) {
  const [open, setOpen] = useState(false);
  const from = toDate('day', range.start);
  const to = toDate('day', range.end);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger
        aria-label="选择日期范围"
        className="rounded p-1 text-gray-500 outline-none hover:text-primary focus-visible:ring-1 focus-visible:ring-primary"
      >
        <CalendarRange className="size-4" aria-hidden />
      </PopoverTrigger>
      <PopoverContent align="end" aria-label="选择日期范围" className="flex gap-2 p-2">
        <ul className="flex flex-col gap-1 border-r border-line pr-2" aria-label="快捷选择">
          {SHORTCUTS.map((s) => (
            <li key={s.key}>
              <button
                type="button"
                onClick={() => {
                  setOpen(false);
                  onShortcut(shortcutRange(s.key));
                }}
                className="w-full whitespace-nowrap rounded px-3 py-1.5 text-left hover:bg-primary-soft hover:text-primary"
              >
                {s.label}
              </button>
            </li>
          ))}
        </ul>
        <DayPicker
          mode="range"
          locale={zhCN}
          numberOfMonths={2}
          defaultMonth={from ? dayjs(from).toDate() : undefined}
          selected={from ? { from, to } : undefined}
          onSelect={(r) =>
            onDraft({
              start: r?.from ? dayjs(r.from).format(DAY) : '',
              end: r?.to ? dayjs(r.to).format(DAY) : r?.from ? dayjs(r.from).format(DAY) : '',
            })
          }
          style={CALENDAR_STYLE}
        />
      </PopoverContent>
    </Popover>
  );
}
