// 工资初始名单 · the import, import-result and edit dialogs (moved out of init-list-page.tsx).
import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { Field, RequiredLabel } from '@/ui/field';
import { FormDialog } from '@/ui/form-dialog';
import { FormTextField } from '@/ui/form-text-field';
import { SaveFormDialog, useSaveMutation } from '@/ui/save-form-dialog';
import { ViewDialog } from '@/ui/view-dialog';
import { FieldCombobox } from '@/ui/form-combobox';
import { type InitEditForm, initAmountEditBody, initCompanyEditBody } from './pay-bodies';
import { Notice } from './pay-cells';
import { initEditSchema } from './pay-forms';
import { isExpQuery } from './pay-queries';
import type { Kind, Row } from './init-list-columns';
import { NewTabLink } from '@/ui/new-tab-link';

type S = components['schemas'];

type ImportResult = NonNullable<S['WagesInitImportEnvelope']['data']>;

export const LABEL: Record<Kind, string> = { company: '单位', team: '班组', worker: '工人' };

function importFile(kind: Kind, body: { file: File; projectId: number }) {
  if (kind === 'company') return api.POST('/star/laborsalaryinitlist/wages/company/import', { body });
  if (kind === 'team') return api.POST('/star/laborsalaryinitlist/wages/team/import', { body });
  return api.POST('/star/laborsalaryinitlist/wages/worker/import', { body });
}

const isSpreadsheet = (name: string) => /\.(xlsx|xls)$/i.test(name);

/** The import form: the project (not locked by a pre-settlement), the spreadsheet, and the upload. */
function useInitImport(
  kind: Kind,
  defaultProject: number | undefined,
  onClose: () => void,
  onDone: (msg: string, data: ImportResult) => void,
) {
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
  return { project, setProject, setFile, errors, setErrors, lock: locked ? lock.data : undefined, upload, submit };
}

export function ImportDialog({
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
  const { project, setProject, setFile, errors, setErrors, lock, upload, submit } = useInitImport(
    kind,
    defaultProject,
    onClose,
    onDone,
  );
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
      {lock ? (
        <Notice tone="warning">
          该项目已于 {lock.firstPeriod ?? '—'} 发起工资预结算，初始名单已锁定，请选择其他项目。
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

export function ImportResultDialog({
  result,
  onClose,
}: {
  result: { msg: string; data: ImportResult };
  onClose: () => void;
}) {
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
            <NewTabLink href={data.errorFileUrl} className="mt-2 inline-block text-sm text-primary hover:underline">
              下载标注了失败原因的 Excel
            </NewTabLink>
          ) : null}
        </div>
      ) : (
        <p className="mt-4 text-sm text-success">{result.msg}：全部数据已导入。</p>
      )}
    </ViewDialog>
  );
}

const str = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));

/** The edit form of one row (company rows also carry the contract and output amounts) and its save. */
function useInitEdit(kind: Kind, row: Row, onDone: () => void) {
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
  const save = useSaveMutation((v: InitEditForm) => {
    if (kind === 'company')
      return api.POST('/star/laborsalaryinitlist/wages/company/edit', { body: initCompanyEditBody(row.id, v) });
    const body = initAmountEditBody(row.id, v);
    return kind === 'team'
      ? api.POST('/star/laborsalaryinitlist/wages/team/edit', { body })
      : api.POST('/star/laborsalaryinitlist/wages/worker/edit', { body });
  }, onDone);
  const name =
    kind === 'company'
      ? (row as S['WagesInitCompany']).companyName
      : kind === 'team'
        ? (row as S['WagesInitTeam']).teamName
        : (row as S['WagesInitWorker']).workerName;
  return { form, save, company, name };
}

/** The amounts in 元 of the edit form: the field, its label and whether it is required. */
type Amount = [keyof InitEditForm, string, boolean];
const COMPANY_AMOUNTS: Amount[] = [
  ['contractAmount', '合同金额（元）', false],
  ['outputAmount', '累计产值（元）', false],
];
const PAY_AMOUNTS: Amount[] = [
  ['payableAmount', '累计应发工资（元）', true],
  ['paidAmount', '累计已发工资（元）', true],
];

export function EditDialog({
  kind,
  row,
  onClose,
  onDone,
}: {
  kind: Kind;
  row: Row;
  onClose: () => void;
  onDone: () => void;
}) {
  const { form, save, company, name } = useInitEdit(kind, row, onDone);
  return (
    <SaveFormDialog form={form} save={save} onClose={onClose} title={`修改初始名单：${name}`} width={560}>
      <div className="grid grid-cols-2 gap-x-4">
        {company ? null : (
          <FormTextField
            form={form}
            name="attendDays"
            id="init-attendDays"
            label="累计出勤工日"
            required
            inputMode="decimal"
            className="col-span-2"
          />
        )}
        {(company ? [...COMPANY_AMOUNTS, ...PAY_AMOUNTS] : PAY_AMOUNTS).map(([field, label, required]) => (
          <FormTextField
            key={field}
            form={form}
            name={field}
            id={`init-${field}`}
            label={label}
            required={required}
            inputMode="decimal"
            placeholder="元"
          />
        ))}
      </div>
      <FormTextField
        form={form}
        name="remark"
        id="init-remark"
        label="备注"
        rows={0}
        placeholder="请输入备注"
        markInvalid={false}
      />
    </SaveFormDialog>
  );
}
