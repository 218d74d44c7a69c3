// 劳务项目看板 (001 §7.6 home/laborProject, /starSafety/laborProject/*): an organisation sees its projects' labour
// figures and opens one; a project identity sees its own. The panel: headcount, attendance, real-name, contracts and
// training, entries and exits over a chosen period, participating companies with their wage status, and the teams.
import { memo, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { components } from '@site/sdk';
import { chartColor } from '@/ui/charts';
import { useSession } from '@/platform/session-store';
import { formatDate } from '@/lib/dates';
import { cn } from '@/lib/cn';
import { ChartCard } from '@/ui/chart-card';
import type { Stat } from '@/ui/stat-cards';
import { Nowrap, StatusTag } from '@/ui/status-tag';
import { Button } from '@/ui/button';
import { WAGE_STATUS, money, monthToDate, orgIdOf, projectIdOf, rangeQuery, rate } from './home-scope';
import {
  laborCompaniesQuery,
  laborEntryExitQuery,
  laborOverviewQuery,
  laborProjectsQuery,
  laborTeamsQuery,
} from './home-queries';
import {
  DailyChartCard,
  DashboardHeader,
  DateRangeFields,
  FilterRow,
  InlineCombobox,
  cardState,
  QueryStats,
  RangeNote,
  useApplied,
} from './dashboard-kit';

const pct = (v: number | undefined) => (v === undefined ? '—' : `${rate(v)}%`);

function LaborProjectPage() {
  const { identity } = useSession();
  const own = projectIdOf(identity);
  const projects = useQuery({ ...laborProjectsQuery(orgIdOf(identity)), enabled: own === undefined });
  const [picked, setPicked] = useState<number | undefined>(undefined);
  const projectId = own ?? picked ?? projects.data?.[0]?.projectId;
  const overview = useQuery({ ...laborOverviewQuery(projectId), enabled: projectId !== undefined });

  return (
    <div className="flex flex-col gap-3">
      <DashboardHeader title="劳务项目看板" scope={overview.data?.projectName ?? identity?.project_name} />
      {own === undefined ? (
        <ProjectsCard
          rows={projects.data ?? []}
          state={cardState(projects, (d) => d.length === 0)}
          selected={projectId}
          onPick={setPicked}
        />
      ) : null}
      {projectId !== undefined ? <ProjectPanel key={projectId} projectId={projectId} /> : null}
    </div>
  );
}

type ProjectRow = components['schemas']['HomeLaborProjectRow'];

function ProjectsCard({
  rows,
  state,
  selected,
  onPick,
}: {
  rows: readonly ProjectRow[];
  state: ReturnType<typeof cardState>;
  selected: number | undefined;
  onPick: (id: number) => void;
}) {
  return (
    <ChartCard
      title="下属项目劳务概况"
      height={Math.min(360, 64 + rows.length * 41)}
      actions={<span className="text-xs text-gray-500">共 {rows.length} 个项目，点击项目查看面板</span>}
      {...state}
    >
      <Table
        label="下属项目"
        head={[
          '项目名称',
          '所属分公司',
          '参建单位',
          '班组',
          '在册人数',
          '今日在场',
          '出勤率',
          '上月工资发放率',
          '问题工资',
          '',
        ]}
        rows={rows.map((p) => ({
          key: p.projectId,
          active: p.projectId === selected,
          cells: [
            <Strong key="n">{p.projectName}</Strong>,
            <Nowrap key="o">{p.orgName}</Nowrap>,
            p.companyCount ?? '—',
            p.teamCount ?? '—',
            p.workerTotal,
            p.onSiteCount,
            pct(p.attendanceRate),
            pct(p.wagePayRate),
            p.troubleWageCount ? (
              <span className="text-danger">{p.troubleWageCount} 笔</span>
            ) : (
              (p.troubleWageCount ?? '—')
            ),
            <Button
              key="b"
              size="sm"
              variant={p.projectId === selected ? 'primary' : 'default'}
              aria-pressed={p.projectId === selected}
              onClick={() => onPick(p.projectId)}
            >
              {p.projectId === selected ? '当前项目' : '查看面板'}
            </Button>,
          ],
        }))}
      />
    </ChartCard>
  );
}

function ProjectPanel({ projectId }: { projectId: number }) {
  const overview = useQuery(laborOverviewQuery(projectId));
  const o = overview.data;
  const filters = useApplied(monthToDate());
  const [companyId, setCompanyId] = useState('');
  const stats: Stat[] = [
    { label: '参建单位 / 班组', value: o ? `${o.companyCount ?? '—'} / ${o.teamCount ?? '—'}` : undefined },
    { label: '在册人数', value: o?.workerTotal, unit: '人' },
    {
      label: '今日在场',
      value: o?.onSiteCount,
      unit: '人',
      tone: 'success',
      hint: o ? `出勤率 ${rate(o.attendanceRate)}%` : undefined,
    },
    {
      label: '本月进场 / 退场',
      value: o ? `${o.enterCountMonth ?? '—'} / ${o.exitCountMonth ?? '—'}` : undefined,
      unit: '人',
    },
    { label: '实名制登记率', value: rate(o?.realNameRate), unit: '%' },
    { label: '劳动合同签订率', value: rate(o?.contractSignRate), unit: '%' },
    { label: '安全教育完成率', value: rate(o?.trainingRate), unit: '%' },
    { label: '平均年龄', value: o?.avgAge, unit: '岁', hint: o ? `超龄 ${o.overAgeCount ?? '—'} 人` : undefined },
    { label: '特种作业人员', value: o?.specialWorkerCount, unit: '人', tone: 'warning' },
  ];
  return (
    <>
      <FilterRow title="劳务项目看板统计条件" onSubmit={filters.apply} error={filters.error}>
        <DateRangeFields label="进退场统计" filters={filters} />
      </FilterRow>
      <QueryStats what="总览" query={overview} items={stats} />
      <EntryExitCard projectId={projectId} range={rangeQuery(filters.applied)} />
      <CompaniesCard projectId={projectId} onTeams={(id) => setCompanyId(String(id))} />
      <TeamsCard projectId={projectId} companyId={companyId} onCompany={setCompanyId} />
    </>
  );
}

function EntryExitCard({ projectId, range }: { projectId: number; range: { startDate?: string; endDate?: string } }) {
  const q = useQuery(laborEntryExitQuery({ projectId, ...range }));
  return (
    <DailyChartCard
      title="进退场趋势"
      height={300}
      actions={<RangeNote range={range} />}
      query={q}
      right="count"
      unit="人"
      series={[
        { key: 'entryCount', name: '进场', color: chartColor(1), barSize: 14 },
        { key: 'exitCount', name: '退场', color: chartColor(3), barSize: 14 },
        { key: 'workerTotal', name: '在册人数', kind: 'line', axis: 'right', color: chartColor(0) },
      ]}
    />
  );
}

function CompaniesCard({ projectId, onTeams }: { projectId: number; onTeams: (companyId: number) => void }) {
  const q = useQuery(laborCompaniesQuery(projectId));
  const rows = q.data ?? [];
  return (
    <ChartCard
      title="参建单位"
      height={Math.min(380, 64 + rows.length * 41)}
      actions={<span className="text-xs text-gray-500">共 {rows.length} 家</span>}
      query={q}
      isEmpty={(d) => d.length === 0}
    >
      <Table
        label="参建单位"
        head={[
          '单位名称',
          '单位类型',
          '班组',
          '在册',
          '今日在场',
          '出勤率',
          '合同签订率',
          '工资周期',
          '应发（元）',
          '已发（元）',
          '发放状态',
          '',
        ]}
        rows={rows.map((c) => ({
          key: c.companyId,
          cells: [
            <Strong key="n">{c.companyName}</Strong>,
            <Nowrap key="t">{c.companyType}</Nowrap>,
            c.teamCount ?? '—',
            c.workerTotal,
            c.onSiteCount,
            pct(c.attendanceRate),
            pct(c.contractSignRate),
            <Nowrap key="p">{c.wagePeriod}</Nowrap>,
            <Nowrap key="a">{money(c.wagePayable)}</Nowrap>,
            <Nowrap key="b">{money(c.wagePaid)}</Nowrap>,
            <StatusTag key="s" table={WAGE_STATUS} value={c.wageStatus} fallback={c.wageStatusName} />,
            <Button key="g" size="sm" variant="link" onClick={() => onTeams(c.companyId)}>
              看班组
            </Button>,
          ],
        }))}
      />
    </ChartCard>
  );
}

function TeamsCard({
  projectId,
  companyId,
  onCompany,
}: {
  projectId: number;
  companyId: string;
  onCompany: (id: string) => void;
}) {
  const companies = useQuery(laborCompaniesQuery(projectId));
  const q = useQuery({
    ...laborTeamsQuery({ projectId, companyId: companyId ? Number(companyId) : undefined }),
    placeholderData: (prev) => prev,
  });
  const rows = q.data ?? [];
  return (
    <ChartCard
      title="班组"
      height={Math.min(420, 64 + Math.max(rows.length, 3) * 41)}
      actions={
        <>
          <InlineCombobox
            label="所属单位"
            fieldClassName="gap-1.5 text-xs"
            className="h-7 w-52 text-xs"
            value={companyId}
            onChange={onCompany}
            emptyLabel="全部参建单位"
            options={(companies.data ?? []).map((c) => ({ value: c.companyId, label: c.companyName }))}
          />
          <span className="text-xs text-gray-500">共 {rows.length} 个</span>
        </>
      }
      query={q}
      isEmpty={(d) => d.length === 0}
    >
      <Table
        label="班组列表"
        head={['班组名称', '参建单位', '班组长', '手机号', '在册', '今日在场', '出勤率', '进场日期']}
        rows={rows.map((t) => ({
          key: t.teamId,
          cells: [
            <Strong key="n">{t.teamName}</Strong>,
            <Nowrap key="c">{t.companyName}</Nowrap>,
            <Nowrap key="l">{t.leaderName}</Nowrap>,
            <Nowrap key="m">{t.leaderMobile}</Nowrap>,
            t.workerTotal,
            t.onSiteCount,
            pct(t.attendanceRate),
            <Nowrap key="d">{formatDate(t.enterDate, 'date')}</Nowrap>,
          ],
        }))}
      />
    </ChartCard>
  );
}

/** A row's name, set off in its first cell. */
function Strong({ children }: { children: ReactNode }) {
  return <span className="font-medium text-gray-900">{children}</span>;
}

/** A compact read-only table inside a dashboard card (no paging: these calls answer whole lists). */
function Table({
  label,
  head,
  rows,
}: {
  label: string;
  head: readonly string[];
  rows: readonly { key: string | number; active?: boolean; cells: readonly ReactNode[] }[];
}) {
  return (
    <div className="h-full overflow-auto">
      <table aria-label={label} className="w-full text-sm">
        <thead className="sticky top-0 bg-gray-50 text-left text-xs text-gray-500">
          <tr>
            {head.map((h, i) => (
              <th key={h || i} scope="col" className="whitespace-nowrap px-3 py-2 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((r) => (
            <tr key={r.key} className={cn('hover:bg-gray-50', r.active && 'bg-primary-soft hover:bg-primary-soft')}>
              {r.cells.map((c, i) => (
                <td key={i} className="px-3 py-2 tabular-nums text-gray-700">
                  {c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

// Memoised: the tab cache re-renders every kept page on each navigation; a dashboard's many charts re-render only
// when its own data or state changes (heavy re-renders there slowed the router's navigation transitions).
export default memo(LaborProjectPage);
