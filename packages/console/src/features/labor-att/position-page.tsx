// 岗位考勤 (001 §7.1 /pc/labor/proj/*): a project's managers by position over the chosen period — totals, a chart
// and a ranking of the positions (a position opens its people) — and the project's people list by position keyword.
// The project is the one a link names (项目管理人员考勤 → 岗位考勤), else the signed-in identity's.
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { Building2 } from 'lucide-react';
import { ChartCard } from '@/ui/chart-card';
import { ListScreen } from '@/ui/list-screen';
import { StatCards } from '@/ui/stat-cards';
import type { FilterField } from '@/ui/filter-bar';
import { useSession } from '@/platform/session-store';
import { GroupAttendanceChart } from './charts';
import { DateRangeBar } from '@/ui/date-range-bar';
import { idOf, listLoaders, positionsQuery, type PersonRateRow } from './labor-att-queries';
import { useManagerColumns } from './kind-parts';
import { PositionRanking, positionStats } from './position-parts';
import { useDateRange } from '@/lib/use-date-range';

const NO_EXTRA = [] as const;
const FILTERS: FilterField[] = [{ name: 'keyword', label: '岗位关键字', placeholder: '岗位、姓名或手机号' }];

export default function PositionAttendancePage() {
  const { range, apply } = useDateRange();
  const [search, setSearch] = useSearchParams();
  const { identity } = useSession();
  const projectId = idOf(search.get('project_id') ?? undefined);
  const projectName = (projectId ? search.get('project_name') : null) || identity?.project_name || '当前项目';
  const positions = useQuery(positionsQuery(range, projectId));
  const rows = positions.data ?? [];
  const keyword = search.get('keyword') ?? '';

  const stats = positionStats(positions, rows);

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

  const columns = useManagerColumns(NO_EXTRA, range, projectId);

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
          <PositionRanking rows={rows} keyword={keyword} onPick={showPosition} />
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
