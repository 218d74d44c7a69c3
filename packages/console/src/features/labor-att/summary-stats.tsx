// The numbers at the top of a 劳务考勤 screen: the day's head card of one kind of people
// (/pc/labor/att/head/collect, for the range's last day) and what the range's daily series adds up to.
import { StatCards, type Stat } from '@/ui/stat-cards';
import { formatDate } from '@/lib/dates';
import {
  formatRate,
  headCategory,
  rateTone,
  seriesSummary,
  type DateRange,
  type DayRate,
  type HeadCategory,
  type LaborHead,
} from './labor-att-model';
import { LoadFailed } from '@/ui/retry-failed';

interface Loaded<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/** The value of a card: … while loading, — when the call failed or gave nothing. */
export const shown = <T,>(q: { isPending: boolean; isError: boolean }, value: T | undefined) =>
  q.isPending ? '…' : q.isError || value === undefined ? undefined : value;

export function SummaryStats({
  label,
  type,
  head,
  days,
  range,
}: {
  label: string;
  type: HeadCategory['type'];
  head: Loaded<LaborHead>;
  days: Loaded<DayRate[]>;
  range: DateRange;
}) {
  const card = headCategory(head.data, type);
  const sum = seriesSummary(days.data ?? []);
  const day = formatDate(head.data?.date ?? range.end);
  const items: Stat[] = [
    { label: `${label}应出勤`, value: shown(head, card?.register_count), unit: '人', hint: `${day} 当日` },
    { label: '当日实出勤', value: shown(head, card?.attend_count), unit: '人', hint: `${day} 当日`, tone: 'success' },
    {
      label: '当日出勤率',
      value: shown(head, card ? formatRate(card.attendance_rate) : undefined),
      tone: rateTone(card?.attendance_rate),
      hint: `${day} 当日`,
    },
    {
      label: '区间出勤率',
      value: shown(days, sum.rate === undefined ? undefined : formatRate(sum.rate)),
      tone: rateTone(sum.rate),
      hint: `${range.start} 至 ${range.end}`,
    },
    { label: '区间日均出勤', value: shown(days, sum.avgAttend), unit: '人', hint: '出勤人数 / 天数' },
    {
      label: '出勤最低日',
      value: shown(days, sum.lowest ? formatRate(sum.lowest.attendance_rate) : undefined),
      tone: 'warning',
      hint: sum.lowest ? `${sum.lowest.date} ${sum.lowest.week_day ?? ''}` : undefined,
    },
  ];
  return (
    <section aria-label={`${label}考勤概况`} className="flex flex-col gap-3">
      {head.isError ? (
        <LoadFailed className="rounded-md bg-white px-4 py-3 shadow-sm" label="当日出勤加载失败：" error={head.error} />
      ) : null}
      <StatCards items={items} />
    </section>
  );
}
