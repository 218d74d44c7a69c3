// zh-CN date and month pickers for filters (issue #18): a text box that always shows YYYY-MM-DD (or YYYY-MM),
// whatever the browser's language, and a calendar (↓ in the box, or the icon) opening a Radix Popover with react-day-picker in zh-CN (weeks
// start on Monday, 一 二 三 …). As in Element and Ant Design, a date may also be typed: the value changes when the
// text is a real day (or month) or empty; a half-typed text goes back to the last value when the box is left.
import { useState, type CSSProperties, type Ref } from 'react';
import dayjs from 'dayjs';
import { DayPicker } from 'react-day-picker';
import { zhCN } from 'react-day-picker/locale/zh-CN';
import { Calendar, ChevronLeft, ChevronRight } from 'lucide-react';
import 'react-day-picker/style.css';
import { cn } from '@/lib/cn';
import { PickerPopover, usePicker } from './picker-box';

export type DateKind = 'day' | 'month';

const FORMAT: Record<DateKind, string> = { day: 'YYYY-MM-DD', month: 'YYYY-MM' };
const PATTERN: Record<DateKind, RegExp> = { day: /^\d{4}-\d{2}-\d{2}$/, month: /^\d{4}-\d{2}$/ };

/** A real day or month in its format (2026-02-30 and 2026-13 are not). */
const isDateText = (kind: DateKind, v: string): boolean =>
  PATTERN[kind].test(v) && dayjs(kind === 'month' ? `${v}-01` : v).format(FORMAT[kind]) === v;

/** The day a value names, for the calendar (undefined when empty or not a real date). */
export const toDate = (kind: DateKind, v: string): Date | undefined =>
  isDateText(kind, v) ? dayjs(kind === 'month' ? `${v}-01` : v).toDate() : undefined;

/** Calendar classes over react-day-picker's own stylesheet: the theme's primary for the chosen days. */
export const CALENDAR_STYLE = {
  '--rdp-accent-color': 'var(--color-primary)',
  '--rdp-day-height': '34px',
  '--rdp-day-width': '34px',
  '--rdp-day_button-height': '32px',
  '--rdp-day_button-width': '32px',
  '--rdp-accent-background-color': 'var(--color-primary-soft)',
} as CSSProperties;

/**
 * Keeps the typed text apart from the value: it follows the value when the value changes from outside. `read` turns a
 * typed text into a value (null while it is not one yet); `show` gives a value's text (the value itself by default).
 */
export function useTypedValue(
  value: string,
  onChange: (v: string) => void,
  read: (text: string) => string | null,
  show: (value: string) => string = (v) => v,
) {
  const [text, setText] = useState(() => show(value));
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setText(show(value));
  }
  return {
    text,
    type(next: string) {
      setText(next);
      const v = read(next);
      if (v !== null) onChange(v);
    },
    leave() {
      if (text !== show(value)) setText(show(value));
    },
  };
}

/** The zh-CN month calendar (weeks start on Monday, 一 二 三 …) of the day pickers; `first` is the first day offered. */
export function DayCalendar({
  selected,
  first,
  onSelect,
}: {
  selected: Date | undefined;
  first?: Date;
  onSelect: (day: Date | undefined) => void;
}) {
  return (
    <DayPicker
      mode="single"
      locale={zhCN}
      autoFocus
      selected={selected}
      defaultMonth={selected ?? first}
      disabled={first ? { before: first } : undefined}
      onSelect={onSelect}
      style={CALENDAR_STYLE}
    />
  );
}

export type DatePickerProps = {
  id?: string;
  kind?: DateKind;
  value: string;
  onChange: (value: string) => void;
  /** Called when the box is left (react-hook-form's touched state). */
  onBlur?: () => void;
  /** The box, for a form to focus the first invalid field. */
  ref?: Ref<HTMLInputElement>;
  name?: string;
  /** The first day the calendar offers (YYYY-MM-DD, day pickers only), as a native box's `min`. */
  min?: string;
  invalid?: boolean;
  /** Where no <label htmlFor> names the box. */
  'aria-label'?: string;
  'aria-describedby'?: string;
  className?: string;
  /** The box's own classes (a form's taller h-9 beside its other inputs). */
  inputClassName?: string;
};

/** The box is named by the caller's <label htmlFor={id}> (or by `aria-label`). */
export function DatePicker(props: DatePickerProps) {
  const { kind = 'day', value, onChange, ref, min } = props;
  const picker = usePicker(ref);
  const box = useTypedValue(value, onChange, (t) => (t === '' || isDateText(kind, t) ? t : null));
  const first = min ? toDate('day', min) : undefined;
  const pick = (v: string) => {
    onChange(v);
    picker.setOpen(false);
  };
  return (
    <PickerPopover
      picker={picker}
      label={kind === 'day' ? '日历' : '月份'}
      field={props}
      box={box}
      placeholder={FORMAT[kind]}
      width="w-44"
      icon={<Calendar className="size-4" />}
    >
      {kind === 'day' ? (
        <DayCalendar
          selected={toDate('day', value)}
          first={first}
          onSelect={(d) => pick(d ? dayjs(d).format(FORMAT.day) : '')}
        />
      ) : (
        <MonthGrid value={value} onPick={pick} />
      )}
    </PickerPopover>
  );
}

/** Twelve months of a year (一月 … 十二月) with the year's ‹ › buttons: a month is one click. */
function MonthGrid({ value, onPick }: { value: string; onPick: (v: string) => void }) {
  const [year, setYear] = useState(() => (toDate('month', value) ? Number(value.slice(0, 4)) : dayjs().year()));
  const months = zhCN.localize.month;
  return (
    <div className="w-64" role="group" aria-label={`${year} 年`}>
      <div className="mb-2 flex items-center justify-between">
        <button
          type="button"
          aria-label="上一年"
          onClick={() => setYear((y) => y - 1)}
          className="rounded p-1 hover:bg-gray-100"
        >
          <ChevronLeft className="size-4" aria-hidden />
        </button>
        <span className="font-medium" aria-live="polite">
          {year} 年
        </span>
        <button
          type="button"
          aria-label="下一年"
          onClick={() => setYear((y) => y + 1)}
          className="rounded p-1 hover:bg-gray-100"
        >
          <ChevronRight className="size-4" aria-hidden />
        </button>
      </div>
      <div className="grid grid-cols-3 gap-1">
        {Array.from({ length: 12 }, (_, m) => {
          const v = `${year}-${String(m + 1).padStart(2, '0')}`;
          return (
            <button
              key={v}
              type="button"
              aria-pressed={v === value}
              onClick={() => onPick(v)}
              className={cn(
                'rounded py-2 text-sm hover:bg-primary-soft hover:text-primary',
                v === value && 'bg-primary text-white hover:bg-primary hover:text-white',
              )}
            >
              {months(m as 0, { width: 'wide' })}
            </button>
          );
        })}
      </div>
    </div>
  );
}
