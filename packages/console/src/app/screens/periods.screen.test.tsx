// @vitest-environment jsdom
// The period bars of the dated screens refusing a reversed period (issue #27), each as its screen configures it:
// 抓拍统计 (moved from tests/e2e/ai.test.ts), 值班分析 (duty-task-stats.test.ts), 安全帽统计 (hat-alarm-stats.test.ts)
// and 组织考勤 (labor-att.test.ts) share ui/date-range-bar; 组织首页's filter row (home-dashboards.test.ts) and
// 工资分析's search bar (workforce.test.ts) are their own. The re-query with a good period stays in e2e.
import type { ReactNode } from 'react';
import { beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { within } from '@testing-library/react';
import dayjs from 'dayjs';
import { DateRangeBar } from '@/ui/date-range-bar';
import { defaultRange } from '@/lib/date-range';
import { DateRangeFields, FilterRow, useApplied } from '@/features/home/dashboard-kit';
import { lastMonth, monthToDate } from '@/features/home/home-scope';
import { SalaryBar } from '@/features/workforce/salary-bar';
import { defaultMonths } from '@/features/workforce/workforce-model';
import { fill, keeps, press, refused } from './cv3-kit';
import { labelled, person, renderPart, signedIn } from './harness';

beforeAll(() => signedIn(), 60_000);

const onApply = vi.fn();
beforeEach(() => onApply.mockClear());

/** A day `n` days from today, as the date boxes show it. */
const day = (n: number) => dayjs().add(n, 'day').format('YYYY-MM-DD');

/** 组织首页's filter row as the page composes it (its 隐患统计 period; the wage month apart), applying on 查询. */
function OrgHomeFilter() {
  const filters = useApplied({ ...monthToDate(), period: lastMonth() });
  return (
    <FilterRow title="组织首页统计条件" onSubmit={filters.apply} error={filters.error}>
      <DateRangeFields label="隐患统计" filters={filters} />
    </FilterRow>
  );
}

/** A screen's bar as the screen gives its props (its title and the period it opens with). */
const dated = (title: string) => <DateRangeBar title={title} range={defaultRange()} onApply={onApply} />;
const DAYS = ['开始日期', '结束日期'];
const DAY_REFUSAL = '开始日期不能晚于结束日期';

type Bar = { screen: string; bar: ReactNode; labels: readonly string[]; typed: string[]; refusal: string };

/** The screens on ui/date-range-bar: the screen (its bar's title) and the start and end typed, as in e2e. */
const DATED: [string, string, string][] = [
  ['抓拍统计', day(0), day(-22)],
  ['值班分析', '2026-11-20', '2026-11-10'],
  ['安全帽统计', day(3), day(-20)],
  ['组织考勤', '2026-11-20', '2026-11-10'],
];

const BARS: Bar[] = [
  ...DATED.map(([screen, ...typed]) => ({ screen, bar: dated(screen), labels: DAYS, typed, refusal: DAY_REFUSAL })),
  {
    screen: '组织首页',
    bar: <OrgHomeFilter />,
    labels: ['起始日期', '截止日期'],
    typed: ['2026-11-20', '2026-11-01'],
    refusal: '截止日期不能早于起始日期',
  },
  {
    screen: '工资分析',
    bar: <SalaryBar filters={{ months: defaultMonths() }} areaName={undefined} onApply={onApply} onReset={() => {}} />,
    labels: ['开始月份', '结束月份'],
    typed: ['2026-10', '2026-05'],
    refusal: '开始月份不能晚于结束月份',
  },
];

it.each(BARS)(
  '$screen: 查询 refuses a start after the end, keeping what was typed',
  async ({ bar, labels, typed, refusal }) => {
    const { container } = renderPart(bar);
    const user = person();
    // 开始 and 结束 (or 起始 and 截止) with what is typed into each.
    const boxes = labels.map((l, i) => ({ box: labelled(container, l), text: typed[i] ?? '' }));
    for (const { box, text } of boxes) await fill(user, box, text);
    await press(user, container, '查询');
    await refused(container, refusal);
    expect(within(container).getByRole('alert').textContent).toBe(refusal);
    for (const { box, text } of boxes) await keeps(box, text);
    // Nothing is searched with the refused period (组织首页's row applies inside itself: its refusal is the message).
    expect(onApply).not.toHaveBeenCalled();
  },
  60_000,
);
