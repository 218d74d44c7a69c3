// 工资初始名单 (001 §7.3 /star/laborsalaryinitlist/wages/{company|team|worker}/*, menu wages/initList): the wages
// paid before the system went live, by company, team and worker. Template download, import (multipart), export,
// and 修改 of a row while the project has not started pre-settlement (GET /star/salaryExpList/isExp locks them).
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { toast } from 'sonner';
import { FileDown, Upload } from 'lucide-react';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { formatDate } from '@/lib/dates';
import { saveFile } from '@/lib/download';
import type { FilterValues } from '@/lib/list-params';
import { usePagePermission } from '@/session/permissions';
import { useSession } from '@/platform/session-store';
import { Button } from '@/ui/button';
import type { FilterField } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
import { PageTabs } from '@/ui/page-tabs';
import { Tag } from '@/ui/status-tag';
import { formatCount } from '@/domain/money';
import { initFilter, intOf } from './pay-bodies';
import { Money, Notice, TwoLines } from './pay-cells';
import { isExpQuery, projectOptionsQuery } from './pay-queries';
import { invalidateOperation, type OperationId } from '@site/sdk/query/common';
import { LABEL, ImportDialog, ImportResultDialog, EditDialog } from './init-list-dialogs';

type S = components['schemas'];

type Kind = 'company' | 'team' | 'worker';

type Row = S['WagesInitCompany'] | S['WagesInitTeam'] | S['WagesInitWorker'];

type ImportResult = NonNullable<S['WagesInitImportEnvelope']['data']>;

const KEYWORD: Record<Kind, string> = {
  company: '参建单位名称',
  team: '班组或单位名称',
  worker: '工人姓名、班组或单位',
};

/** The list call of each kind (its cached pages are refreshed after an edit or an import). */
const LIST_KEY = {
  company: 'listInitSalaryCompanies',
  team: 'listInitSalaryTeams',
  worker: 'listInitSalaryWorkers',
} as const satisfies Record<Kind, OperationId>;

function loadPage(
  kind: Kind,
  body: S['WagesInitFilter'] & { pageNum: number; pageSize: number },
  signal?: AbortSignal,
) {
  if (kind === 'company') return api.POST('/star/laborsalaryinitlist/wages/company/page', { body, signal });
  if (kind === 'team') return api.POST('/star/laborsalaryinitlist/wages/team/page', { body, signal });
  return api.POST('/star/laborsalaryinitlist/wages/worker/page', { body, signal });
}

function exportList(kind: Kind, values: FilterValues) {
  const body = initFilter(values);
  if (kind === 'company') return api.POST('/star/laborsalaryinitlist/wages/company/export', { body });
  if (kind === 'team') return api.POST('/star/laborsalaryinitlist/wages/team/export', { body });
  return api.POST('/star/laborsalaryinitlist/wages/worker/export', { body });
}

function downloadTemplate(kind: Kind) {
  if (kind === 'company') return api.GET('/star/laborsalaryinitlist/wages/company/temp/export');
  if (kind === 'team') return api.GET('/star/laborsalaryinitlist/wages/team/temp/export');
  return api.GET('/star/laborsalaryinitlist/wages/worker/temp/export');
}

/** The project whose lock applies: the filter's, else the signed-in project (project accounts, source 4). */
function useCurrentProject(): number | undefined {
  const [search] = useSearchParams();
  const { identity } = useSession();
  return intOf(search.get('projectId')) ?? (identity?.source === 4 ? identity.project_id : undefined);
}

export default function InitListPage() {
  return (
    <PageTabs
      label="初始名单维度"
      tabs={(['company', 'team', 'worker'] as const).map((kind) => ({
        key: kind,
        label: `${LABEL[kind]}初始名单`,
        render: () => <InitTab kind={kind} />,
      }))}
    />
  );
}

function InitTab({ kind }: { kind: Kind }) {
  const perm = usePagePermission();
  const queryClient = useQueryClient();
  const projects = useQuery(projectOptionsQuery());
  const projectId = useCurrentProject();
  const lock = useQuery({ ...isExpQuery(projectId ?? 0), enabled: projectId !== undefined });
  const locked = lock.data?.isExp === true;
  const [editing, setEditing] = useState<Row | null>(null);
  const [importing, setImporting] = useState(false);
  const [result, setResult] = useState<{ msg: string; data: ImportResult } | null>(null);
  const canEdit = perm.can('edit') && perm.hasPerm('wages:edit');
  const canImport = perm.can('set') && perm.hasPerm('wages:import');

  const filters = useMemo<FilterField[]>(
    () => [
      { name: 'projectId', label: '项目', type: 'select', searchable: true, options: projects.data ?? [] },
      { name: 'keyword', label: '关键字', placeholder: KEYWORD[kind] },
    ],
    [projects.data, kind],
  );

  const columns = useMemo<ColumnDef<Row, unknown>[]>(() => {
    const amounts: ColumnDef<Row, unknown>[] = [
      {
        id: 'payableAmount',
        header: '累计应发（元）',
        cell: ({ row }) => <Money value={row.original.payableAmount} tone="strong" />,
      },
      {
        id: 'paidAmount',
        header: '累计已发（元）',
        cell: ({ row }) => <Money value={row.original.paidAmount} tone="success" />,
      },
      {
        id: 'unpaidAmount',
        header: '累计欠发（元）',
        cell: ({ row }) => (
          <Money value={row.original.unpaidAmount} tone={row.original.unpaidAmount ? 'danger' : 'muted'} />
        ),
      },
    ];
    const tail: ColumnDef<Row, unknown>[] = [
      {
        id: 'initPeriod',
        header: '截止月份',
        cell: ({ row }) => <span className="tabular-nums">{row.original.initPeriod ?? '—'}</span>,
      },
      {
        id: 'editable',
        header: '状态',
        cell: ({ row }) =>
          row.original.editable === false || locked ? (
            <Tag tag={{ label: '已锁定', tone: 'muted' }} />
          ) : (
            <Tag tag={{ label: '可修改', tone: 'success' }} />
          ),
      },
      {
        id: 'remark',
        header: '备注',
        cell: ({ row }) => <p className="max-w-48 truncate text-gray-600">{row.original.remark || '—'}</p>,
      },
      {
        id: 'actions',
        header: '操作',
        enableHiding: false,
        cell: ({ row }) => {
          const blocked = row.original.editable === false || locked;
          return canEdit ? (
            <Button
              size="sm"
              variant="link"
              disabled={blocked}
              title={blocked ? '已发起工资预结算，初始数据不可修改' : undefined}
              onClick={() => setEditing(row.original)}
            >
              修改
            </Button>
          ) : (
            <span className="text-muted">—</span>
          );
        },
      },
    ];
    if (kind === 'company') {
      return [
        {
          id: 'companyName',
          header: '参建单位',
          cell: ({ row }) => {
            const r = row.original as S['WagesInitCompany'];
            return <TwoLines main={r.companyName} sub={r.projectName} />;
          },
        },
        {
          id: 'companyType',
          header: '单位类型',
          cell: ({ row }) => <Tag tag={undefined} fallback={(row.original as S['WagesInitCompany']).companyType} />,
        },
        {
          id: 'contractAmount',
          header: '合同金额（元）',
          cell: ({ row }) => <Money value={(row.original as S['WagesInitCompany']).contractAmount} />,
        },
        {
          id: 'outputAmount',
          header: '累计产值（元）',
          cell: ({ row }) => <Money value={(row.original as S['WagesInitCompany']).outputAmount} />,
        },
        ...amounts,
        {
          id: 'workerCount',
          header: '用工人数',
          cell: ({ row }) => `${(row.original as S['WagesInitCompany']).workerCount ?? 0} 人`,
        },
        ...tail,
      ];
    }
    if (kind === 'team') {
      return [
        {
          id: 'teamName',
          header: '班组',
          cell: ({ row }) => {
            const r = row.original as S['WagesInitTeam'];
            return <TwoLines main={r.teamName} sub={r.companyName} />;
          },
        },
        {
          id: 'leaderName',
          header: '班组长',
          cell: ({ row }) => (row.original as S['WagesInitTeam']).leaderName ?? '—',
        },
        {
          id: 'workerCount',
          header: '用工人数',
          cell: ({ row }) => `${(row.original as S['WagesInitTeam']).workerCount ?? 0} 人`,
        },
        {
          id: 'attendDays',
          header: '累计工日',
          cell: ({ row }) => (
            <span className="tabular-nums">{formatCount((row.original as S['WagesInitTeam']).attendDays)}</span>
          ),
        },
        ...amounts,
        ...tail,
      ];
    }
    return [
      {
        id: 'workerName',
        header: '工人',
        cell: ({ row }) => {
          const r = row.original as S['WagesInitWorker'];
          return <TwoLines main={r.workerName} sub={r.idCard} />;
        },
      },
      {
        id: 'teamName',
        header: '班组 / 单位',
        cell: ({ row }) => {
          const r = row.original as S['WagesInitWorker'];
          return (
            <TwoLines
              className="min-w-44"
              main={<span className="font-normal">{r.teamName}</span>}
              sub={r.companyName}
            />
          );
        },
      },
      { id: 'workType', header: '工种', cell: ({ row }) => (row.original as S['WagesInitWorker']).workType ?? '—' },
      {
        id: 'entryDate',
        header: '进场日期',
        cell: ({ row }) => formatDate((row.original as S['WagesInitWorker']).entryDate),
      },
      {
        id: 'attendDays',
        header: '累计工日',
        cell: ({ row }) => (
          <span className="tabular-nums">{formatCount((row.original as S['WagesInitTeam']).attendDays)}</span>
        ),
      },
      ...amounts,
      ...tail,
    ];
  }, [kind, canEdit, locked]);

  return (
    <div className="flex flex-col gap-3">
      {locked ? (
        <Notice tone="warning">
          该项目已于 {lock.data?.firstPeriod ?? '—'} 发起工资预结算（共 {lock.data?.expCount ?? 0} 次，最近{' '}
          {lock.data?.latestPeriod ?? '—'}），初始名单已锁定，不能再导入或修改。
        </Notice>
      ) : null}
      <ListScreen<Row>
        id={`wages-init-${kind}`}
        title={`${LABEL[kind]}初始名单`}
        filters={filters}
        columns={columns}
        operation={LIST_KEY[kind]}
        rowId={(r) => String(r.id)}
        load={async ({ page, size, filters: values, signal }) => {
          const env = await loadPage(kind, { pageNum: page, pageSize: size, ...initFilter(values) }, signal);
          return { total: env.data?.total ?? 0, rows: (env.data?.list ?? []) as Row[] };
        }}
        exportFile={perm.hasPerm('wages:export') ? (values) => exportList(kind, values) : undefined}
        toolbar={
          <>
            <Button
              onClick={async () => {
                saveFile(await downloadTemplate(kind));
                toast.success('模板已下载', { duration: TOAST_MS });
              }}
            >
              <FileDown />
              下载模板
            </Button>
            {canImport ? (
              <Button variant="primary" onClick={() => setImporting(true)}>
                <Upload />
                导入
              </Button>
            ) : null}
          </>
        }
      />
      {importing ? (
        <ImportDialog
          kind={kind}
          defaultProject={projectId}
          projects={projects.data ?? []}
          onClose={() => setImporting(false)}
          onDone={(msg, data) => {
            setImporting(false);
            setResult({ msg, data });
            void invalidateOperation(queryClient, LIST_KEY[kind]);
          }}
        />
      ) : null}
      {result ? <ImportResultDialog result={result} onClose={() => setResult(null)} /> : null}
      {editing ? (
        <EditDialog
          kind={kind}
          row={editing}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            void invalidateOperation(queryClient, LIST_KEY[kind]);
          }}
        />
      ) : null}
    </div>
  );
}
