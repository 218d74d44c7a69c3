// 工资预结算 · 工资汇总: the wage summaries by branch, project, company, team, worker and organisation, each with its
// filters and export (moved out of salary-list-page.tsx).
import { useMemo, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { cn } from '@/lib/cn';
import type { FilterValues } from '@/lib/list-params';
import { usePagePermission } from '@/session/permissions';
import { Button } from '@/ui/button';
import type { FilterField } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
import { StatusTag, Tag } from '@/ui/status-tag';
import { ALL_ROWS, levelFilter } from './pay-bodies';
import { EXP_STATUS } from '@/domain/wage-exp-confirm';
import type { OperationId } from '@site/sdk/query/common';
import {
  amountColumns,
  BRANCH_COLUMNS,
  COMPANY_COLUMNS,
  TEAM_COLUMNS,
  WORKER_COLUMNS,
  ORG_COLUMNS,
  projectPeriodColumns,
} from './salary-level-columns';

type S = components['schemas'];

const LEVELS = [
  ['branch', '分公司'],
  ['project', '项目'],
  ['company', '参建单位'],
  ['team', '班组'],
  ['worker', '工人'],
  ['org', '组织'],
] as const;

type Level = (typeof LEVELS)[number][0];

/** The call each level lists (the key of its pages). */
const LEVEL_OPERATION = {
  branch: 'listSalaryByBranch',
  project: 'listSalaryByProject',
  company: 'listSalaryByCompany',
  team: 'listSalaryByTeam',
  worker: 'listSalaryByWorker',
  org: 'listSalaryByOrg',
} as const satisfies Record<Level, OperationId>;

const LEVEL_FILTERS: FilterField[] = [
  { name: 'period', label: '工资周期', type: 'month' },
  { name: 'keyword', label: '关键字', placeholder: '组织、单位、班组或工人' },
  { name: 'onlyUnpaid', label: '未发工资', type: 'select', options: [{ value: '1', label: '只看有未发工资' }] },
];

export function Summaries() {
  const [search, setSearch] = useSearchParams();
  const level: Level = LEVELS.find(([k]) => k === search.get('level'))?.[0] ?? 'branch';
  return (
    <div className="flex flex-col gap-3">
      <div role="radiogroup" aria-label="汇总维度" className="flex flex-wrap gap-2 rounded-md bg-white p-3 shadow-sm">
        <span className="mr-1 self-center text-sm text-gray-600">汇总维度</span>
        {LEVELS.map(([key, label]) => (
          <button
            key={key}
            type="button"
            role="radio"
            aria-checked={level === key}
            onClick={() => setSearch({ tab: 'summary', level: key })}
            className={cn(
              'rounded-full border px-3.5 py-1 text-sm transition-colors',
              level === key
                ? 'border-primary bg-primary text-white'
                : 'border-line text-gray-600 hover:border-primary hover:text-primary',
            )}
          >
            按{label}
          </button>
        ))}
      </div>
      <LevelList key={level} level={level} />
    </div>
  );
}

type LevelBody = ReturnType<typeof levelFilter> & { pageNum: number; pageSize: number };

/** 项目工资汇总's columns: the project, its period and pre-settlement, amounts, and 查看 for a started one. */
const projectLevelColumns = (onOpen: (proInstId: string) => void): ColumnDef<S['WagesSalaryProjectRow'], unknown>[] => [
  ...projectPeriodColumns<S['WagesSalaryProjectRow']>(),
  {
    id: 'expStatus',
    header: '预结算',
    cell: ({ row }) =>
      row.original.proInstId ? (
        <StatusTag table={EXP_STATUS} value={row.original.expStatus} />
      ) : (
        <Tag tag={{ label: '未发起', tone: 'muted' }} />
      ),
  },
  { id: 'companyCount', header: '参建单位', cell: ({ row }) => `${row.original.companyCount ?? 0} 家` },
  ...amountColumns<S['WagesSalaryProjectRow']>(),
  {
    id: 'actions',
    header: '操作',
    enableHiding: false,
    cell: ({ row }) =>
      row.original.proInstId ? (
        <Button size="sm" variant="link" onClick={() => onOpen(row.original.proInstId ?? '')}>
          查看
        </Button>
      ) : (
        <span className="text-muted">—</span>
      ),
  },
];

function LevelList({ level }: { level: Level }) {
  const perm = usePagePermission();
  const navigate = useNavigate();
  const exportable = perm.hasPerm('wages:export');
  const title = `${LEVELS.find(([k]) => k === level)?.[1] ?? ''}工资汇总`;
  const common = {
    id: `wages-summary-${level}`,
    title: level === 'worker' ? '工人工资明细' : title,
    filters: LEVEL_FILTERS,
    operation: LEVEL_OPERATION[level],
  };
  const page = (values: FilterValues, p: number, size: number): LevelBody => ({
    pageNum: p,
    pageSize: size,
    ...levelFilter(values),
  });
  const projectColumns = useMemo(
    () => projectLevelColumns((proInstId) => navigate(`/wagesconfirm?${new URLSearchParams({ proInstId })}`)),
    [navigate],
  );

  const levels: { [K in Level]: LevelDef<LevelRow[K]> } = {
    branch: {
      columns: BRANCH_COLUMNS,
      rowId: (r) => `${r.branchId}-${r.period}`,
      list: (body, signal) => api.POST('/star/salaryExpList/listBranch', { body, signal }),
      exp: (body) => api.POST('/star/salaryExpList/listBranchExport', { body }),
    },
    project: {
      columns: projectColumns,
      rowId: (r) => `${r.projectId}-${r.period}`,
      list: (body, signal) => api.POST('/star/salaryExpList/listProject', { body, signal }),
      exp: (body) => api.POST('/star/salaryExpList/listProjectExport', { body }),
    },
    company: {
      columns: COMPANY_COLUMNS,
      rowId: (r) => `${r.projectId}-${r.companyId}-${r.period}`,
      list: (body, signal) => api.POST('/star/salaryExpList/listCompany', { body, signal }),
      exp: (body) => api.POST('/star/salaryExpList/listCompanyExport', { body }),
    },
    team: {
      columns: TEAM_COLUMNS,
      rowId: (r) => `${r.teamId}-${r.period}`,
      list: (body, signal) => api.POST('/star/salaryExpList/listTeam', { body, signal }),
      exp: (body) => api.POST('/star/salaryExpList/listTeamExport', { body }),
    },
    worker: {
      columns: WORKER_COLUMNS,
      rowId: (r) => `${r.workerId}-${r.projectId ?? ''}-${r.period}`,
      list: (body, signal) => api.POST('/star/salaryExpList/listWorker', { body, signal }),
      exp: (body) => api.POST('/star/salaryExpList/listWorkerExport', { body }),
    },
    org: {
      columns: ORG_COLUMNS,
      rowId: (r) => `${r.orgId}-${r.period}`,
      list: (body, signal) => api.POST('/star/salaryExpList/listOrg', { body, signal }),
      exp: (body) => api.POST('/star/salaryExpList/listOrgExport', { body }),
    },
  };
  return (
    <LevelScreen<LevelRow[typeof level]>
      key={level}
      common={common}
      def={levels[level] as LevelDef<LevelRow[typeof level]>}
      page={page}
      exportable={exportable}
    />
  );
}

interface LevelRow {
  branch: S['WagesSalaryBranchRow'];
  project: S['WagesSalaryProjectRow'];
  company: S['WagesSalaryCompanyRow'];
  team: S['WagesSalaryTeamRow'];
  worker: S['WagesSalaryWorkerRow'];
  org: S['WagesSalaryOrgRow'];
}

/** One level of the salary summary: its columns, row key, list call and export call. */
interface LevelDef<Row> {
  columns: ColumnDef<Row, unknown>[];
  rowId: (row: Row) => string;
  list: (body: LevelBody, signal?: AbortSignal) => Promise<{ data?: { total?: number; list?: Row[] } | null }>;
  exp: (body: typeof ALL_ROWS & ReturnType<typeof levelFilter>) => Promise<Blob>;
}

function LevelScreen<Row>({
  common,
  def,
  page,
  exportable,
}: {
  common: { id: string; title: ReactNode; filters: readonly FilterField[]; operation: OperationId };
  def: LevelDef<Row>;
  page: (values: FilterValues, p: number, size: number) => LevelBody;
  exportable: boolean;
}) {
  return (
    <ListScreen<Row>
      {...common}
      columns={def.columns}
      rowId={def.rowId}
      load={async ({ page: p, size, filters, signal }) => {
        const env = await def.list(page(filters, p, size), signal);
        return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
      }}
      exportFile={exportable ? (values) => def.exp({ ...ALL_ROWS, ...levelFilter(values) }) : undefined}
    />
  );
}
