// 工资初始名单 (001 §7.3 /star/laborsalaryinitlist/wages/{company|team|worker}/*, menu wages/initList): the wages
// paid before the system went live, by company, team and worker. Template download, import (multipart), export,
// and 修改 of a row while the project has not started pre-settlement (GET /star/salaryExpList/isExp locks them).
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { FileDown, Upload } from 'lucide-react';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { saveFile } from '@/lib/download';
import type { FilterValues } from '@/lib/list-params';
import { usePagePermission } from '@/session/permissions';
import { useSession } from '@/platform/session-store';
import { Button } from '@/ui/button';
import type { FilterField } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
import { PageTabs } from '@/ui/page-tabs';
import { initFilter } from './pay-bodies';
import { intOf } from '@/domain/filter-body';
import { Notice } from './pay-cells';
import { initColumns, type Kind, type Row } from './init-list-columns';
import { isExpQuery, projectOptionsQuery } from './pay-queries';
import { invalidateOperation, type OperationId } from '@site/sdk/query/common';
import { LABEL, ImportDialog, ImportResultDialog, EditDialog } from './init-list-dialogs';

type S = components['schemas'];

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

/** The tab's state: the project lock, the filters, the columns and the open dialogs. */
function useInitTab(kind: Kind) {
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

  const filters = useMemo<FilterField[]>(
    () => [
      { name: 'projectId', label: '项目', type: 'select', searchable: true, options: projects.data ?? [] },
      { name: 'keyword', label: '关键字', placeholder: KEYWORD[kind] },
    ],
    [projects.data, kind],
  );
  const columns = useMemo(() => initColumns(kind, { locked, canEdit, onEdit: setEditing }), [kind, canEdit, locked]);
  const refresh = () => void invalidateOperation(queryClient, LIST_KEY[kind]);
  return {
    perm,
    projects: projects.data ?? [],
    projectId,
    lock: locked ? lock.data : undefined,
    filters,
    columns,
    canImport: perm.can('set') && perm.hasPerm('wages:import'),
    dialogs: { editing, setEditing, importing, setImporting, result, setResult, refresh },
  };
}

function InitTab({ kind }: { kind: Kind }) {
  const { perm, projects, projectId, lock, filters, columns, canImport, dialogs } = useInitTab(kind);
  return (
    <div className="flex flex-col gap-3">
      {lock ? (
        <Notice tone="warning">
          该项目已于 {lock.firstPeriod ?? '—'} 发起工资预结算（共 {lock.expCount ?? 0} 次，最近{' '}
          {lock.latestPeriod ?? '—'}），初始名单已锁定，不能再导入或修改。
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
              <Button variant="primary" onClick={() => dialogs.setImporting(true)}>
                <Upload />
                导入
              </Button>
            ) : null}
          </>
        }
      />
      <InitDialogs kind={kind} projectId={projectId} projects={projects} {...dialogs} />
    </div>
  );
}

function InitDialogs({
  kind,
  projectId,
  projects,
  editing,
  setEditing,
  importing,
  setImporting,
  result,
  setResult,
  refresh,
}: ReturnType<typeof useInitTab>['dialogs'] & {
  kind: Kind;
  projectId: number | undefined;
  projects: ReturnType<typeof useInitTab>['projects'];
}) {
  return (
    <>
      {importing ? (
        <ImportDialog
          kind={kind}
          defaultProject={projectId}
          projects={projects}
          onClose={() => setImporting(false)}
          onDone={(msg, data) => {
            setImporting(false);
            setResult({ msg, data });
            refresh();
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
            refresh();
          }}
        />
      ) : null}
    </>
  );
}
