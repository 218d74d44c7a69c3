// zh-CN date-time picker (issue #28), beside DatePicker and sharing its calendar: the box always shows
// YYYY-MM-DD HH:mm whatever the browser's language (a native datetime-local box shows "11/01/2026, 10:00 AM" in an
// en-US browser), and ↓ in the box (or the icon) opens the zh-CN calendar with 时 and 分 under it, 此刻 and 确定, as in
// Element's datetime picker. The value is what a datetime-local box gave its form, YYYY-MM-DDTHH:mm, so the calls
// built from it are unchanged. A date-time may also be typed (with a space or a T); a half-typed text goes back to
// the last value when the box is left.
import dayjs from 'dayjs';
import { CalendarClock } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { DayCalendar, useTypedValue, type DatePickerProps } from './date-picker';
import { CONTROL } from './input';
import { PickerPopover, usePicker } from './picker-box';

/** What the box shows, and the value's own format (a datetime-local box's). */
const DATE_TIME_TEXT = 'YYYY-MM-DD HH:mm';
const DATE_TIME_VALUE = 'YYYY-MM-DDTHH:mm';

/** A real date-time in the value's format (2026-02-30T10:00 and 2026-11-01T24:00 are not). */
export const isDateTimeValue = (v: string): boolean =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(v) && dayjs(v).format(DATE_TIME_VALUE) === v;

/** The box's text for a value: 2026-11-01T10:00 → 2026-11-01 10:00 (anything else as it is). */
export const dateTimeText = (v: string): string => (isDateTimeValue(v) ? v.replace('T', ' ') : v);

/** A typed text as a value: '' for an empty box, null while it is not a real date-time yet. */
export function readDateTime(text: string): string | null {
  const t = text.trim();
  if (t === '') return '';
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})$/.exec(t);
  const v = m ? `${m[1]}T${m[2]}` : '';
  return isDateTimeValue(v) ? v : null;
}

const two = (n: number) => String(n).padStart(2, '0');
const HOURS = Array.from({ length: 24 }, (_, h) => two(h));
const MINUTES = Array.from({ length: 60 }, (_, m) => two(m));
const SELECT = cn(CONTROL, 'h-8 w-16 px-1');

/** A DatePicker's props but a kind and a first day. */
export type DateTimePickerProps = Omit<DatePickerProps, 'kind' | 'min'>;

/** The box is named by the caller's <label htmlFor={id}> (or by `aria-label`). */
export function DateTimePicker(props: DateTimePickerProps) {
  const { value, onChange, ref } = props;
  const picker = usePicker(ref);
  const box = useTypedValue(value, onChange, readDateTime, dateTimeText);
  const chosen = isDateTimeValue(value) ? dayjs(value) : undefined;
  const day = chosen?.format('YYYY-MM-DD');
  const hour = chosen ? two(chosen.hour()) : '00';
  const minute = chosen ? two(chosen.minute()) : '00';
  // A day keeps the time chosen (00:00 before one is); a time without a day is today's.
  const set = (d: string | undefined, h: string, m: string) =>
    onChange(`${d ?? dayjs().format('YYYY-MM-DD')}T${h}:${m}`);
  return (
    <PickerPopover
      picker={picker}
      label="日期时间"
      field={props}
      box={box}
      placeholder={DATE_TIME_TEXT}
      width="w-48"
      icon={<CalendarClock className="size-4" />}
      popup
    >
      <DayCalendar
        selected={chosen?.toDate()}
        onSelect={(d) => d && set(dayjs(d).format('YYYY-MM-DD'), hour, minute)}
      />
      <div className="flex items-center gap-1 border-t border-line px-1 pt-2 text-sm" role="group" aria-label="时间">
        <TimeSelect label="时" options={HOURS} value={hour} onPick={(h) => set(day, h, minute)} />
        <span aria-hidden>:</span>
        <TimeSelect label="分" options={MINUTES} value={minute} onPick={(m) => set(day, hour, m)} />
        <Button
          size="sm"
          className="ml-auto"
          onClick={() => {
            onChange(dayjs().format(DATE_TIME_VALUE));
            picker.setOpen(false);
          }}
        >
          此刻
        </Button>
        <Button size="sm" variant="primary" onClick={() => picker.setOpen(false)}>
          确定
        </Button>
      </div>
    </PickerPopover>
  );
}

/** The 时 (00–23) or 分 (00–59) of the chosen date-time. */
function TimeSelect({
  label,
  options,
  value,
  onPick,
}: {
  label: string;
  options: readonly string[];
  value: string;
  onPick: (v: string) => void;
}) {
  return (
    <select aria-label={label} className={SELECT} value={value} onChange={(e) => onPick(e.target.value)}>
      {options.map((o) => (
        <option key={o} value={o}>
          {o}
        </option>
      ))}
    </select>
  );
}
