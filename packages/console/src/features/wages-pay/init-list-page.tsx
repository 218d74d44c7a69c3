// 工资初始名单 (001 §7.3 /star/laborsalaryinitlist/wages/{company|team|worker}/*, menu wages/initList): the wages
// paid before the system went live, by company, team and worker. Template download, import (multipart), export,
// and 修改 of a row while the project has not started pre-settlement (GET /star/salaryExpList/isExp locks them).
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { FileDown, Upload } from 'lucide-react';
import type { components } from '@site/sdk';
import { api } from '@/app/api';
import { TOAST_MS } from '@/lib/constants';
import { formatDate } from '@/lib/dates';
import { saveFile } from '@/lib/download';
import type { FilterValues } from '@/lib/list-params';
import { usePagePermission } from '@/session/permissions';
import { useSession } from '@/session/session-store';
import { Button } from '@/ui/button';
import { Field, RequiredLabel } from '@/ui/field';
import type { FilterField } from '@/ui/filter-bar';
import { FormDialog } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { ListScreen } from '@/ui/list-screen';
import { PageTabs } from '@/ui/page-tabs';
import { Tag } from '@/ui/status-tag';
import { Textarea } from '@/ui/textarea';
import { ViewDialog } from '@/ui/view-dialog';
import { FieldCombobox } from '@/ui/form-combobox';
import { formatCount } from './money';
import { type InitEditForm, initAmountEditBody, initCompanyEditBody, initFilter, intOf } from './pay-bodies';
import { Money, Notice, TwoLines } from './pay-cells';
import { initEditSchema } from './pay-forms';
import { isExpQuery, projectOptionsQuery } from './pay-queries';
import { invalidateOperation, type OperationId } from '@site/sdk/query/common';

type S = components['schemas'];
type Kind = 'company' | 'team' | 'worker';
type Row = S['WagesInitCompany'] | S['WagesInitTeam'] | S['WagesInitWorker'];
type ImportResult = NonNullable<S['WagesInitImportEnvelope']['data']>;

const LABEL: Record<Kind, string> = { company: '单位', team: '班组', worker: '工人' };
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
function importFile(kind: Kind, body: { file: File; projectId: number }) {
  if (kind === 'company') return api.POST('/star/laborsalaryinitlist/wages/company/import', { body });
  if (kind === 'team') return api.POST('/star/laborsalaryinitlist/wages/team/import', { body });
  return api.POST('/star/laborsalaryinitlist/wages/worker/import', { body });
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

const isSpreadsheet = (name: string) => /\.(xlsx|xls)$/i.test(name);

function ImportDialog({
  kind,
  defaultProject,
  projects,
  onClose,
  onDone,
}: {
  kind: Kind;
  defaultProject: number | undefined;
  projects: readonly { value: string; label: string }[];
  onClose: () => void;
  onDone: (msg: string, data: ImportResult) => void;
}) {
  const [project, setProject] = useState(defaultProject ? String(defaultProject) : '');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ project?: string; file?: string }>({});
  const lock = useQuery({ ...isExpQuery(Number(project)), enabled: project !== '' });
  const locked = lock.data?.isExp === true;
  const upload = useMutation({
    mutationFn: (v: { file: File; projectId: number }) => importFile(kind, v),
    onSuccess: (env) => {
      toast.success(env.msg || '导入完成', { duration: TOAST_MS });
      if (env.data) onDone(env.msg || '导入完成', env.data);
      else onClose();
    },
  });
  const submit = () => {
    const next: { project?: string; file?: string } = {};
    if (!project) next.project = '请选择导入到的项目';
    else if (locked) next.project = '该项目已发起工资预结算，初始名单已锁定，不能导入';
    if (!file) next.file = '请选择要导入的 Excel 文件';
    else if (!isSpreadsheet(file.name)) next.file = '只支持 .xlsx、.xls 格式的文件';
    setErrors(next);
    if (next.project || next.file || !file) return;
    upload.mutate({ file, projectId: Number(project) });
  };
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={`导入${LABEL[kind]}初始名单`}
      confirmText="导入"
      submitting={upload.isPending}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <p className="text-sm text-gray-600">
        请先下载模板，按模板填写系统上线前的累计数据后上传；同一项目中已有的{LABEL[kind]}将被覆盖。
      </p>
      <Field label={<RequiredLabel>导入到项目</RequiredLabel>} htmlFor="init-import-project" error={errors.project}>
        <FieldCombobox
          id="init-import-project"
          label="项目"
          value={project}
          invalid={Boolean(errors.project)}
          onChange={(v) => {
            setProject(v);
            setErrors((x) => ({ ...x, project: undefined }));
          }}
          options={projects}
          required
        />
      </Field>
      {locked ? (
        <Notice tone="warning">
          该项目已于 {lock.data?.firstPeriod ?? '—'} 发起工资预结算，初始名单已锁定，请选择其他项目。
        </Notice>
      ) : null}
      <Field label={<RequiredLabel>Excel 文件</RequiredLabel>} htmlFor="init-import-file" error={errors.file}>
        <input
          id="init-import-file"
          type="file"
          accept=".xlsx,.xls"
          aria-invalid={Boolean(errors.file)}
          aria-describedby="init-import-file-error"
          className="text-sm file:mr-3 file:rounded file:border file:border-line file:bg-white file:px-3 file:py-1 file:text-sm hover:file:border-primary"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setErrors((x) => ({ ...x, file: undefined }));
          }}
        />
      </Field>
    </FormDialog>
  );
}

function ImportResultDialog({ result, onClose }: { result: { msg: string; data: ImportResult }; onClose: () => void }) {
  const { data } = result;
  return (
    <ViewDialog title="导入结果" onClose={onClose} width={560}>
      <dl className="grid grid-cols-3 gap-3 text-center">
        {[
          { label: '数据行数', value: data.totalCount, className: 'text-gray-900' },
          { label: '成功', value: data.successCount, className: 'text-success' },
          { label: '失败', value: data.failCount, className: data.failCount ? 'text-danger' : 'text-gray-500' },
        ].map((s) => (
          <div key={s.label} className="rounded-md bg-gray-50 py-3">
            <dt className="text-xs text-gray-500">{s.label}</dt>
            <dd className={`mt-1 text-2xl font-semibold tabular-nums ${s.className}`}>{s.value}</dd>
          </div>
        ))}
      </dl>
      {data.failRows?.length ? (
        <div className="mt-4">
          <h3 className="mb-2 text-sm font-medium text-gray-900">失败明细</h3>
          <ul className="divide-y divide-line rounded border border-line text-sm">
            {data.failRows.map((r) => (
              <li key={r.rowNo} className="flex gap-3 px-3 py-2">
                <span className="w-16 shrink-0 text-gray-500">第 {r.rowNo} 行</span>
                <span className="text-danger">{r.message}</span>
              </li>
            ))}
          </ul>
          {data.errorFileUrl ? (
            <a
              href={data.errorFileUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-2 inline-block text-sm text-primary hover:underline"
            >
              下载标注了失败原因的 Excel
            </a>
          ) : null}
        </div>
      ) : (
        <p className="mt-4 text-sm text-success">{result.msg}：全部数据已导入。</p>
      )}
    </ViewDialog>
  );
}

const str = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));

function EditDialog({ kind, row, onClose, onDone }: { kind: Kind; row: Row; onClose: () => void; onDone: () => void }) {
  const company = kind === 'company' ? (row as S['WagesInitCompany']) : null;
  const form = useForm<InitEditForm>({
    resolver: zodResolver(initEditSchema(kind)),
    defaultValues: {
      contractAmount: str(company?.contractAmount),
      outputAmount: str(company?.outputAmount),
      attendDays: company ? '' : str((row as S['WagesInitTeam']).attendDays),
      payableAmount: str(row.payableAmount),
      paidAmount: str(row.paidAmount),
      remark: row.remark ?? '',
    },
  });
  const save = useMutation({
    mutationFn: (v: InitEditForm) => {
      if (kind === 'company')
        return api.POST('/star/laborsalaryinitlist/wages/company/edit', { body: initCompanyEditBody(row.id, v) });
      const body = initAmountEditBody(row.id, v);
      return kind === 'team'
        ? api.POST('/star/laborsalaryinitlist/wages/team/edit', { body })
        : api.POST('/star/laborsalaryinitlist/wages/worker/edit', { body });
    },
    onSuccess: (env) => {
      toast.success(env.msg || '已保存', { duration: TOAST_MS });
      onDone();
    },
  });
  const { errors } = form.formState;
  const name =
    kind === 'company'
      ? (row as S['WagesInitCompany']).companyName
      : kind === 'team'
        ? (row as S['WagesInitTeam']).teamName
        : (row as S['WagesInitWorker']).workerName;
  const money = (
    key: 'contractAmount' | 'outputAmount' | 'payableAmount' | 'paidAmount',
    label: string,
    required = false,
  ) => (
    <Field
      label={required ? <RequiredLabel>{label}</RequiredLabel> : label}
      htmlFor={`init-${key}`}
      error={errors[key]?.message}
    >
      <Input
        id={`init-${key}`}
        inputMode="decimal"
        placeholder="元"
        aria-invalid={Boolean(errors[key])}
        {...form.register(key)}
      />
    </Field>
  );
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={`修改初始名单：${name}`}
      width={560}
      submitting={save.isPending}
      onSubmit={form.handleSubmit((v) => save.mutate(v))}
    >
      <div className="grid grid-cols-2 gap-x-4">
        {company ? (
          <>
            {money('contractAmount', '合同金额（元）')}
            {money('outputAmount', '累计产值（元）')}
          </>
        ) : (
          <Field
            label={<RequiredLabel>累计出勤工日</RequiredLabel>}
            htmlFor="init-attendDays"
            error={errors.attendDays?.message}
            className="col-span-2"
          >
            <Input
              id="init-attendDays"
              inputMode="decimal"
              aria-invalid={Boolean(errors.attendDays)}
              {...form.register('attendDays')}
            />
          </Field>
        )}
        {money('payableAmount', '累计应发工资（元）', true)}
        {money('paidAmount', '累计已发工资（元）', true)}
      </div>
      <Field label="备注" htmlFor="init-remark" error={errors.remark?.message}>
        <Textarea id="init-remark" placeholder="请输入备注" {...form.register('remark')} />
      </Field>
    </FormDialog>
  );
}
