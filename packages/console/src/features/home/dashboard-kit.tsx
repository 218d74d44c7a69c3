// Pieces the home dashboards share: the state a card takes from its query, a period switch, a ranked bar list and a
// date-range filter row (the charts themselves are the console's kit in ui/charts).
import { useId, useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { cn } from '@/lib/cn';
import { errorText } from '@/lib/error-text';
import { QueryButtons } from '@/ui/query-bar';
import { ComboChart, chartColor, type ComboSeries } from '@/ui/charts';
import { Combobox, type ComboboxOption, type ComboboxProps } from '@/ui/combobox';
import { DatePicker } from '@/ui/date-picker';
import { RetryFailed } from '@/ui/retry-failed';
import { StatCards, type Stat } from '@/ui/stat-cards';
import { money, rangeError, shortDate, type Range } from './home-scope';
import { ChartCard, cardStates } from '@/ui/chart-card';

/** A card's loading / error / empty from a query (for cards other than ChartCard, which takes `query` itself). */
export function cardState<T>(q: UseQueryResult<T>, isEmpty?: (data: T) => boolean) {
  return cardStates(q, {}, isEmpty);
}

/** Number cards while their call is under way: … for each value, no unit or hint yet. */
const whilePending = (items: Stat[], pending: boolean): Stat[] =>
  pending ? items.map(({ label, tone }) => ({ label, value: '…', ...(tone ? { tone } : {}) })) : items;

/** The organisation's projects (the labor panel's list) as the options of a dashboard's project picker. */
export const projectOptions = (
  projects: readonly { projectId: number; projectName: string }[] | undefined,
): ComboboxOption[] => (projects ?? []).map((p) => ({ value: p.projectId, label: p.projectName }));

/** A label beside its control, tied by id (so the control's name is the label alone, not its options' text). */
export function InlineField({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  return (
    <div className={cn('flex items-center gap-2 text-sm text-gray-600', className)}>
      <label htmlFor={id} className="shrink-0">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** A searchable choice beside its label (the label also names its search box); `fieldClassName` is the pair's class. */
export function InlineCombobox({ fieldClassName, ...box }: Omit<ComboboxProps, 'id'> & { fieldClassName?: string }) {
  return (
    <InlineField label={box.label} className={fieldClassName}>
      {(id) => <Combobox id={id} {...box} />}
    </InlineField>
  );
}

/** 近 7 天 / 近 30 天: the period of a trend card. */
export function DaysSwitch({
  value,
  onChange,
  label,
}: {
  value: 7 | 30;
  onChange: (d: 7 | 30) => void;
  label: string;
}) {
  return (
    <div role="group" aria-label={label} className="flex overflow-hidden rounded border border-line text-xs">
      {([7, 30] as const).map((d) => (
        <button
          key={d}
          type="button"
          aria-pressed={value === d}
          onClick={() => onChange(d)}
          className={cn(
            'px-2.5 py-1 transition-colors',
            value === d ? 'bg-primary text-white' : 'bg-white text-gray-600 hover:text-primary',
          )}
        >
          近 {d} 天
        </button>
      ))}
    </div>
  );
}

type TroubleAlarmFigures = {
  trouble_open?: number | undefined;
  trouble_overdue?: number | undefined;
  alarm_today?: number | undefined;
  alarm_unhandled?: number | undefined;
};

/** 未整改隐患 and 今日报警, as the organisation's and a project's figures both give them. */
export const troubleAlarmStats = (c: TroubleAlarmFigures | undefined): Stat[] => [
  {
    label: '未整改隐患',
    value: c?.trouble_open,
    unit: '项',
    tone: 'warning',
    hint: c ? `超期 ${c.trouble_overdue ?? '—'} 项` : undefined,
  },
  {
    label: '今日报警',
    value: c?.alarm_today,
    unit: '次',
    tone: 'danger',
    hint: c ? `未处理 ${c.alarm_unhandled ?? '—'} 次` : undefined,
  },
];

/** A dashboard block whose call failed: what failed, the server's message and 重试. */
export function FailedBanner({ what, error }: { what: string; error: unknown }) {
  return (
    <div role="alert" className="flex items-center gap-3 rounded-md bg-white px-4 py-3 text-sm text-danger shadow-sm">
      {`${what}加载失败：`}
      {errorText(error)}
      <RetryFailed />
    </div>
  );
}

/** A dashboard's number cards from one call: … while it loads, and a banner above them when it fails. */
export function QueryStats({ what, query, items }: { what: string; query: UseQueryResult<unknown>; items: Stat[] }) {
  return (
    <>
      {query.isError ? <FailedBanner what={what} error={query.error} /> : null}
      <StatCards items={whilePending(items, query.isPending)} />
    </>
  );
}

/** The applied date range, in a card's corner. */
export function RangeNote({ range }: { range: Partial<Range> }) {
  return (
    <span className="text-xs text-gray-500">
      {range.startDate ?? '—'} 至 {range.endDate ?? '—'}
    </span>
  );
}

/** Small figures over a chart that fills the rest of the card (`note`, if any, between them). */
export function StatsOverChart({
  items,
  gap,
  note,
  children,
}: {
  items: Parameters<typeof MiniStats>[0]['items'];
  gap: 'gap-2' | 'gap-3';
  note?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex h-full flex-col', gap)}>
      <MiniStats items={items} />
      {note}
      <div className="min-h-0 flex-1">{children}</div>
    </div>
  );
}

/** A card of one chart along the days of its call's rows (暂无数据 when there are none): the card's series over dates. */
export function DailyChartCard<Row extends object>({
  title,
  height,
  actions,
  query,
  ...chart
}: {
  title: string;
  height?: number;
  actions: ReactNode;
  query: UseQueryResult<Row[]>;
} & Pick<ComponentProps<typeof ComboChart<Row>>, 'series' | 'right' | 'unit'>) {
  return (
    <ChartCard title={title} height={height} actions={actions} query={query} isEmpty={(d) => d.length === 0}>
      <ComboChart data={query.data} xKey="date" xLabel={shortDate} {...chart} />
    </ChartCard>
  );
}

/** One count per day as a legend-less line (a card's trend under its small figures). */
export function DayTrendLine({
  data,
  field,
  name,
}: {
  data: readonly object[] | undefined;
  field: string;
  name: string;
}) {
  return (
    <ComboChart
      data={data}
      xKey="date"
      xLabel={shortDate}
      legend={false}
      series={[{ key: field, name, kind: 'line', color: chartColor(3) }]}
    />
  );
}

/** The wage charts' axes and series: 应发 / 已发 as bars in 万, 发放率 as a line on the right. */
export const wageChart = (barSize: number) => ({
  leftTick: (x: number) => `${Math.round(x / 10000)}万`,
  tooltipValue: (x: unknown, name: string) =>
    name === '发放率(%)' ? `${String(x)}%` : `${money(Number(x)) ?? '—'} 元`,
  series: [
    { key: 'payable_amount', name: '应发工资', color: chartColor(0), barSize },
    { key: 'paid_amount', name: '已发工资', color: chartColor(1), barSize },
    { key: 'pay_rate', name: '发放率(%)', kind: 'line', axis: 'right', color: chartColor(2) },
  ] satisfies ComboSeries[],
});

/** A ranked list drawn as bars (no table, so the home page's lists never mix with a screen's table rows). */
export function RankBars({
  items,
  label,
}: {
  items: readonly { key: string | number; name: ReactNode; sub?: ReactNode; value: number; figure: ReactNode }[];
  label: string;
}) {
  const max = Math.max(1, ...items.map((i) => i.value));
  return (
    <ol
      aria-label={label}
      tabIndex={0}
      className="flex h-full flex-col gap-2 overflow-auto pr-1 outline-none focus-visible:ring-2 focus-visible:ring-primary"
    >
      {items.map((it, idx) => (
        <li key={it.key} className="grid grid-cols-[1.5rem_minmax(0,1fr)_auto] items-center gap-x-2 text-sm">
          <span
            className={cn(
              'flex size-5 items-center justify-center rounded text-xs font-semibold tabular-nums',
              idx < 3 ? 'bg-primary text-white' : 'bg-gray-100 text-gray-500',
            )}
          >
            {idx + 1}
          </span>
          <div className="min-w-0">
            <div className="flex items-baseline gap-2">
              <span
                className="min-w-0 truncate text-gray-800"
                title={typeof it.name === 'string' ? it.name : undefined}
              >
                {it.name}
              </span>
              {it.sub ? <span className="ml-auto shrink-0 text-xs text-gray-400">{it.sub}</span> : null}
            </div>
            <span className="mt-1 block h-1.5 overflow-hidden rounded-full bg-gray-100">
              <span
                className="block h-full rounded-full bg-primary"
                style={{ width: `${Math.max(2, (it.value / max) * 100)}%` }}
              />
            </span>
          </div>
          <span className="text-right text-sm font-medium tabular-nums text-gray-900">{it.figure}</span>
        </li>
      ))}
    </ol>
  );
}

/** Small figures inside a card (今日 / 本月 / 未处理 …). */
export function MiniStats({ items }: { items: readonly { label: string; value: ReactNode; tone?: string }[] }) {
  return (
    <div className="@container">
      <dl className="grid grid-cols-2 gap-2 @lg:grid-cols-4">
        {items.map((s) => (
          <div key={s.label} className="rounded bg-gray-50 px-3 py-1.5">
            <dt className="text-xs text-gray-500">{s.label}</dt>
            <dd className={cn('text-lg font-semibold tabular-nums text-gray-900', s.tone)}>{s.value ?? '—'}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** A dashboard's filter row: the fields the parent draws and a 查询 button; the parent applies its draft on submit. */
export function FilterRow({
  title,
  onSubmit,
  error,
  children,
}: {
  title: string;
  onSubmit: () => void;
  error?: string | null;
  children: ReactNode;
}) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form
      onSubmit={submit}
      aria-label={title}
      className="flex flex-wrap items-center gap-x-5 gap-y-2 rounded-md bg-white px-4 py-3 shadow-sm"
    >
      {children}
      <QueryButtons error={error} />
    </form>
  );
}

/** 起始日期 至 截止日期 of a filter draft (labels chosen apart from list filters' 开始日期 / 结束日期). */
export function DateRangeFields({ label, filters }: { label: string; filters: AppliedRange }) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  return (
    <div className="flex items-center gap-2">
      <span className="shrink-0 text-sm text-gray-600">{label}</span>
      <label htmlFor={`${id}-start`} className="sr-only">
        起始日期
      </label>
      <DatePicker
        id={`${id}-start`}
        className="w-40"
        value={filters.draft.startDate ?? ''}
        onChange={(startDate) => filters.setRange({ startDate })}
      />
      <span className="text-gray-400">至</span>
      <label htmlFor={`${id}-end`} className="sr-only">
        截止日期
      </label>
      <DatePicker
        id={`${id}-end`}
        className="w-40"
        invalid={!!filters.error}
        value={filters.draft.endDate ?? ''}
        onChange={(endDate) => filters.setRange({ endDate })}
      />
    </div>
  );
}

type AppliedRange = { draft: Partial<Range>; error: string | null; setRange: (r: Partial<Range>) => void };

/** A draft of filter values applied on 查询, refused when the range is reversed (the typed values stay). */
export function useApplied<T extends Partial<Range>>(initial: T) {
  const [draft, setDraft] = useState<T>(initial);
  const [applied, setApplied] = useState<T>(initial);
  const [error, setError] = useState<string | null>(null);
  const apply = () => {
    const err = rangeError(draft);
    setError(err);
    if (!err) setApplied(draft);
  };
  const setRange = (r: Partial<Range>) => setDraft((d) => ({ ...d, ...r }));
  return { draft, setDraft, setRange, applied, apply, error };
}

/** The heading of a dashboard: its name and who it is for. */
export function DashboardHeader({
  title,
  scope,
  children,
}: {
  title: string;
  scope?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
      <h2 className="text-base font-semibold text-gray-900">{title}</h2>
      {scope ? <span className="text-sm text-gray-500">{scope}</span> : null}
      {children ? <div className="ml-auto flex items-center gap-2">{children}</div> : null}
    </header>
  );
}
