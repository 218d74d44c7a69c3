// The parts of 岗位考勤 (position-page.tsx): the totals over the positions, and the ranking of the positions (lowest
// rate first), a position choosing the people list's keyword.
import type { components } from '@site/sdk';
import type { Stat } from '@/ui/stat-cards';
import { RateCell } from './cells';
import { formatRate, rateTone } from './labor-att-model';
import { shown } from './summary-stats';

type PositionRate = components['schemas']['AttendancePositionRate'];

/** 岗位数, 管理人员, 应出勤 and 实出勤人次, the average rate and the lowest position ('…' while `q` loads). */
export function positionStats(q: { isPending: boolean; isError: boolean }, rows: PositionRate[]): Stat[] {
  const should = rows.reduce((s, p) => s + p.should_count, 0);
  const attend = rows.reduce((s, p) => s + p.attend_count, 0);
  const rate = should ? Math.round((attend / should) * 1000) / 10 : undefined;
  const lowest = rows.length ? rows.reduce((low, p) => (p.attendance_rate < low.attendance_rate ? p : low)) : undefined;
  return [
    { label: '岗位数', value: shown(q, rows.length), unit: '个' },
    {
      label: '管理人员',
      value: shown(
        q,
        rows.reduce((s, p) => s + (p.person_count ?? 0), 0),
      ),
      unit: '人',
    },
    { label: '应出勤人次', value: shown(q, should) },
    { label: '实出勤人次', value: shown(q, attend), tone: 'success' },
    {
      label: '岗位平均出勤率',
      value: shown(q, rate === undefined ? undefined : formatRate(rate)),
      tone: rateTone(rate),
      hint: '实出勤人次 / 应出勤人次',
    },
    {
      label: '出勤最低岗位',
      value: shown(q, lowest ? formatRate(lowest.attendance_rate) : undefined),
      tone: 'warning',
      hint: lowest?.position_name,
    },
  ];
}

/** 岗位出勤排行: the positions, lowest rate first; the one matching `keyword` pressed. */
export function PositionRanking({
  rows,
  keyword,
  onPick,
}: {
  rows: PositionRate[];
  keyword: string;
  onPick: (position: string) => void;
}) {
  return (
    <ol aria-label="岗位出勤排行" className="flex h-full flex-col gap-1 overflow-y-auto pr-1">
      {[...rows]
        .sort((a, b) => a.attendance_rate - b.attendance_rate)
        .map((p) => (
          <li key={p.position_name}>
            <button
              type="button"
              onClick={() => onPick(p.position_name)}
              aria-pressed={keyword === p.position_name}
              className="grid w-full grid-cols-[6rem_3.5rem_minmax(0,1fr)] items-center gap-2 rounded px-2 py-1.5 text-left text-sm hover:bg-gray-50 aria-pressed:bg-primary-soft"
            >
              <span className="truncate text-gray-800">{p.position_name}</span>
              <span className="text-xs text-gray-400">{p.person_count ?? 0} 人</span>
              <RateCell rate={p.attendance_rate} />
            </button>
          </li>
        ))}
    </ol>
  );
}
