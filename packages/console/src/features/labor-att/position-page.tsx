// 岗位考勤 (001 §7.1 /pc/labor/proj/*): a project's managers by position over the chosen period — totals, a chart
// and a ranking of the positions (a position opens its people) — and the project's people list by position keyword.
// The project is the one a link names (项目管理人员考勤 → 岗位考勤), else the signed-in identity's.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Building2 } from 'lucide-react';
import { ChartCard } from '@/ui/chart-card';
import { ListScreen } from '@/ui/list-screen';
import { StatCards, type Stat } from '@/ui/stat-cards';
import type { FilterField } from '@/ui/filter-bar';
import { useSession } from '@/session/session-store';
import { RateCell } from './cells';
import { GroupAttendanceChart } from './charts';
import { DateRangeBar } from '@/ui/date-range-bar';
import { formatRate, personDayPath, rateTone, tracePath } from './labor-att-model';
import { idOf, listLoaders, positionsQuery, type PersonRateRow } from './labor-att-queries';
import { personColumns } from './person-columns';
import { shown } from './summary-stats';
import { useDateRange } from '@/lib/use-date-range';

const FILTERS: FilterField[] = [{ name: 'keyword', label: '岗位关键字', placeholder: '岗位、姓名或手机号' }];

export default function PositionAttendancePage() {
  const { range, apply } = useDateRange();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const { identity } = useSession();
  const projectId = idOf(search.get('project_id') ?? undefined);
  const projectName = (projectId ? search.get('project_name') : null) || identity?.project_name || '当前项目';
  const positions = useQuery(positionsQuery(range, projectId));
  const rows = positions.data ?? [];
  const keyword = search.get('keyword') ?? '';

  const should = rows.reduce((s, p) => s + p.should_count, 0);
  const attend = rows.reduce((s, p) => s + p.attend_count, 0);
  const rate = should ? Math.round((attend / should) * 1000) / 10 : undefined;
  const lowest = rows.length ? rows.reduce((low, p) => (p.attendance_rate < low.attendance_rate ? p : low)) : undefined;
  const stats: Stat[] = [
    { label: '岗位数', value: shown(positions, rows.length), unit: '个' },
    {
      label: '管理人员',
      value: shown(
        positions,
        rows.reduce((s, p) => s + (p.person_count ?? 0), 0),
      ),
      unit: '人',
    },
    { label: '应出勤人次', value: shown(positions, should) },
    { label: '实出勤人次', value: shown(positions, attend), tone: 'success' },
    {
      label: '岗位平均出勤率',
      value: shown(positions, rate === undefined ? undefined : formatRate(rate)),
      tone: rateTone(rate),
      hint: '实出勤人次 / 应出勤人次',
    },
    {
      label: '出勤最低岗位',
      value: shown(positions, lowest ? formatRate(lowest.attendance_rate) : undefined),
      tone: 'warning',
      hint: lowest?.position_name,
    },
  ];

  const showPosition = (name: string) =>
    setSearch(
      (current) => {
        const q = new URLSearchParams(current);
        q.set('keyword', name);
        q.delete('page');
        return q;
      },
      { replace: true },
    );

  const columns = useMemo(
    () =>
      personColumns({
        extra: [],
        onDays: (r: PersonRateRow) =>
          void navigate(
            personDayPath({ person_id: r.person_id, person_type: 2, project_id: projectId, name: r.name }, range),
          ),
        onTrace: (r: PersonRateRow) =>
          void navigate(tracePath({ person_id: r.person_id, person_type: 2, name: r.name }, range)),
      }),
    [navigate, projectId, range],
  );

  return (
    <div className="flex flex-col gap-3">
      <DateRangeBar title="岗位考勤" range={range} onApply={apply}>
        <Building2 className="size-4 text-primary" aria-hidden />
        <span aria-label="项目">{projectName}</span>
      </DateRangeBar>
      <section aria-label="岗位考勤概况">
        <StatCards items={stats} />
      </section>
      <div className="grid grid-cols-1 gap-3 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <ChartCard title="各岗位出勤" query={positions} empty={!rows.length} height={300}>
          <GroupAttendanceChart
            countLabel="应出勤人次"
            attendLabel="实出勤人次"
            rows={rows.map((p) => ({
              name: p.position_name,
              count: p.should_count,
              attend: p.attend_count,
              rate: p.attendance_rate,
            }))}
          />
        </ChartCard>
        <ChartCard title="岗位出勤排行" query={positions} empty={!rows.length} height={300}>
          <ol aria-label="岗位出勤排行" className="flex h-full flex-col gap-1 overflow-y-auto pr-1">
            {[...rows]
              .sort((a, b) => a.attendance_rate - b.attendance_rate)
              .map((p) => (
                <li key={p.position_name}>
                  <button
                    type="button"
                    onClick={() => showPosition(p.position_name)}
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
        </ChartCard>
      </div>
      <ListScreen<PersonRateRow>
        id="labor-att-position-people"
        title="项目管理人员出勤名单"
        filters={FILTERS}
        columns={columns}
        operation="listProjectPersonAttendance"
        scope={[range, { projectId }]}
        rowId={(r) => String(r.person_id)}
        load={listLoaders.projectPeople(range, projectId)}
      />
    </div>
  );
}
