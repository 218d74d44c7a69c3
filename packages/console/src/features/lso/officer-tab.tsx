// 作业许可 › 安全员 (001 §7.7 /pc/safe/lso/*): who is a project's safety officer — 任命 (assign), 编辑 (edit), 撤销
// (del, with a confirmation) — with the certificate, the areas they answer for and whether they are on duty.
import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { toast } from 'sonner';
import type { components } from '@site/sdk';
import { api } from '@/app/api';
import { TOAST_MS } from '@/lib/constants';
import { formatDate } from '@/lib/dates';
import { usePagePermission } from '@/session/permissions';
import { useSession } from '@/session/session-store';
import { Button } from '@/ui/button';
import { DeleteConfirm, useRowDelete } from '@/ui/delete-confirm';
import { Field, RequiredLabel } from '@/ui/field';
import type { FilterField } from '@/ui/filter-bar';
import { FormDialog } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { FormDatePicker } from '@/ui/form-date-picker';
import { ListScreen } from '@/ui/list-screen';
import { Select } from '@/ui/select';
import { Nowrap, StatusTag } from '@/ui/status-tag';
import { FieldCombobox, FormCombobox } from '@/ui/form-combobox';
import {
  OFFICER_STATUS,
  OFFICER_TYPES,
  officerBody,
  officerFormSchema,
  optionsOf,
  type OfficerForm,
} from './lso-model';
import { projectOf } from './lso-queries';
import { useOrgOptions } from './use-org-options';
import { invalidateOperation, listOrgManagersQueryOptions } from '@site/sdk/query/org';

type Officer = components['schemas']['LsoOfficer'];
const KEY = 'listSafetyOfficers';

export function OfficerTab() {
  const perm = usePagePermission();
  const queryClient = useQueryClient();
  const { identity } = useSession();
  const own = projectOf(identity);
  const { projects } = useOrgOptions(!own);
  const [editing, setEditing] = useState<Officer | 'new' | null>(null);
  const del = useRowDelete<Officer>({
    run: (o) => api.POST('/pc/safe/lso/del/{id}', { params: { path: { id: o.id } } }),
    done: '已撤销',
    invalidate: KEY,
  });
  const askDelete = del.ask;
  const filters = useMemo<FilterField[]>(
    () => [
      ...(own
        ? []
        : [{ name: 'project_id', label: '项目', type: 'select' as const, searchable: true, options: projects }]),
      { name: 'name', label: '姓名' },
      { name: 'status', label: '状态', type: 'select', options: optionsOf(OFFICER_STATUS) },
    ],
    [own, projects],
  );
  const columns = useMemo<ColumnDef<Officer, unknown>[]>(
    () => [
      {
        id: 'name',
        header: '姓名',
        enableHiding: false,
        cell: ({ row }) => (
          <div className="flex flex-col whitespace-nowrap">
            <span className="font-medium text-gray-900">{row.original.name}</span>
            <span className="text-xs text-gray-500">{row.original.mobile}</span>
          </div>
        ),
      },
      { id: 'post_name', header: '岗位', cell: ({ row }) => <Nowrap>{row.original.post_name}</Nowrap> },
      {
        id: 'officer_type',
        header: '类型',
        cell: ({ row }) => <StatusTag table={OFFICER_TYPES} value={row.original.officer_type} />,
      },
      { id: 'project_name', header: '项目', cell: ({ row }) => <Nowrap>{row.original.project_name}</Nowrap> },
      {
        id: 'certificate_no',
        header: '证书编号',
        cell: ({ row }) => <span className="font-mono text-xs">{row.original.certificate_no || '—'}</span>,
      },
      {
        id: 'certificate_expire',
        header: '证书有效期至',
        cell: ({ row }) => <Nowrap>{formatDate(row.original.certificate_expire) || undefined}</Nowrap>,
      },
      {
        id: 'area_names',
        header: '负责区域',
        cell: ({ row }) => row.original.area_names?.join('、') || '—',
      },
      {
        id: 'status',
        header: '状态',
        cell: ({ row }) => <StatusTag table={OFFICER_STATUS} value={row.original.status} />,
      },
      {
        id: 'assign_time',
        header: '任命时间',
        cell: ({ row }) => <Nowrap>{formatDate(row.original.assign_time, 'dateTime') || undefined}</Nowrap>,
      },
      {
        id: 'actions',
        header: '操作',
        enableHiding: false,
        cell: ({ row }) => (
          <div className="flex gap-1">
            {perm.can('edit') ? (
              <Button size="sm" variant="link" onClick={() => setEditing(row.original)}>
                编辑
              </Button>
            ) : null}
            {perm.can('delete') ? (
              <Button size="sm" variant="link" className="text-danger" onClick={() => askDelete(row.original)}>
                撤销
              </Button>
            ) : null}
          </div>
        ),
      },
    ],
    [perm, askDelete],
  );
  return (
    <>
      <ListScreen<Officer>
        id="lso-officer"
        title="安全员"
        filters={filters}
        columns={columns}
        operation={KEY}
        scope={{ own }}
        rowId={(o) => String(o.id)}
        toolbar={
          perm.can('add') ? (
            <Button variant="primary" onClick={() => setEditing('new')}>
              <Plus />
              任命安全员
            </Button>
          ) : null
        }
        load={async ({ page, size, filters: f, signal }) => {
          const env = await api.GET('/pc/safe/lso/list', {
            params: {
              query: {
                pageNum: page,
                pageSize: size,
                project_id: own ?? (Number(f.project_id) || undefined),
                name: f.name?.trim() || undefined,
                status: f.status === '0' || f.status === '1' ? Number(f.status) : undefined,
              },
            },
            signal,
          });
          return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
        }}
      />
      {editing ? (
        <OfficerDialog
          officer={editing === 'new' ? null : editing}
          own={own}
          projects={projects}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            void invalidateOperation(queryClient, KEY);
          }}
        />
      ) : null}
      <DeleteConfirm
        del={del}
        title="撤销安全员"
        message={(o) => `确定撤销“${o.name}”的安全员任命吗？撤销后其不再出现在安全员选择中。`}
      />
    </>
  );
}

function OfficerDialog({
  officer,
  own,
  projects,
  onClose,
  onDone,
}: {
  officer: Officer | null;
  own: number | undefined;
  projects: { value: string; label: string }[];
  onClose: () => void;
  onDone: () => void;
}) {
  const [project, setProject] = useState(String(officer?.project_id ?? own ?? ''));
  const [projectError, setProjectError] = useState('');
  const pid = Number(project) || undefined;
  const managers = useQuery({
    ...listOrgManagersQueryOptions(api, { params: { query: { project_id: pid } } }),
    select: (env) =>
      (env.data ?? []).map((m) => ({ value: String(m.id), label: `${m.name}（${m.post_name ?? '—'}）` })),
    enabled: pid !== undefined,
  });
  const form = useForm<OfficerForm>({
    resolver: zodResolver(officerFormSchema),
    defaultValues: {
      manager_id: officer ? String(officer.manager_id) : '',
      officer_type: officer?.officer_type ? String(officer.officer_type) : '',
      certificate_no: officer?.certificate_no ?? '',
      certificate_expire: officer?.certificate_expire ?? '',
      status: officer ? String(officer.status) : '1',
    },
  });
  const managerId = useWatch({ control: form.control, name: 'manager_id' });
  const managerOptions = managers.data ?? [];
  const shownManagers =
    officer && !managerOptions.some((m) => m.value === managerId)
      ? [{ value: String(officer.manager_id), label: officer.name }, ...managerOptions]
      : managerOptions;
  const save = useMutation({
    mutationFn: (v: OfficerForm) => {
      const body = {
        ...officerBody(v, pid ?? 0, officer?.id),
        ...(officer?.area_ids ? { area_ids: officer.area_ids } : {}),
      };
      return officer ? api.POST('/pc/safe/lso/edit', { body }) : api.POST('/pc/safe/lso/assign', { body });
    },
    onSuccess: (env) => {
      toast.success(env.msg || (officer ? '保存成功' : '任命成功'), { duration: TOAST_MS });
      onDone();
    },
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={officer ? `编辑安全员：${officer.name}` : '任命安全员'}
      submitting={save.isPending}
      onSubmit={(e) => {
        const missing = pid === undefined;
        setProjectError(missing ? '请选择项目' : '');
        void form.handleSubmit((v) => {
          if (!missing) save.mutate(v);
        })(e);
      }}
    >
      {own || officer ? null : (
        <Field label={<RequiredLabel>项目</RequiredLabel>} htmlFor="officer_project" error={projectError || undefined}>
          <FieldCombobox
            id="officer_project"
            label="项目"
            invalid={Boolean(projectError)}
            options={projects}
            required
            value={project}
            onChange={(v) => {
              setProject(v);
              form.setValue('manager_id', '');
            }}
          />
        </Field>
      )}
      <Field
        label={<RequiredLabel>管理人员</RequiredLabel>}
        htmlFor="officer_manager"
        error={errors.manager_id?.message}
      >
        <FormCombobox
          control={form.control}
          name="manager_id"
          id="officer_manager"
          label="管理人员"
          options={shownManagers}
          required
          disabled={Boolean(officer)}
        />
      </Field>
      <Field label={<RequiredLabel>类型</RequiredLabel>} htmlFor="officer_type" error={errors.officer_type?.message}>
        <Select
          id="officer_type"
          aria-invalid={Boolean(errors.officer_type)}
          options={optionsOf(OFFICER_TYPES)}
          {...form.register('officer_type')}
        />
      </Field>
      <Field
        label={<RequiredLabel>证书编号</RequiredLabel>}
        htmlFor="officer_cert"
        error={errors.certificate_no?.message}
      >
        <Input
          id="officer_cert"
          aria-invalid={Boolean(errors.certificate_no)}
          placeholder="安全生产考核合格证书编号"
          {...form.register('certificate_no')}
        />
      </Field>
      <Field label="证书有效期至" htmlFor="officer_expire">
        <FormDatePicker control={form.control} name="certificate_expire" id="officer_expire" />
      </Field>
      <Field label="状态" htmlFor="officer_status">
        <Select id="officer_status" {...form.register('status')}>
          <option value="1">在岗</option>
          <option value="0">离岗</option>
        </Select>
      </Field>
    </FormDialog>
  );
}
