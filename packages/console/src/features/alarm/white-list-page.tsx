// 白名单 (001 §7.6 /starSafety/alertWhite/*, menu alarm/whiteList): people allowed into restricted areas for a
// period. 添加 (power bit 2) picks people from personPage and the areas they may enter; 移出 (bit 8) after a
// confirmation, one row or the selected rows.
import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import dayjs from 'dayjs';
import { Plus } from 'lucide-react';
import { toast } from 'sonner';
import type { components } from '@site/sdk';
import { api } from '@/app/api';
import { formatDate } from '@/lib/dates';
import { usePagePermission } from '@/session/permissions';
import { useSession } from '@/session/session-store';
import { orgSelectTreeQuery } from '@/session/org-tree-query';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Field } from '@/ui/field';
import { FormDialog } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { FormDatePicker } from '@/ui/form-date-picker';
import { ListScreen } from '@/ui/list-screen';
import type { FilterField } from '@/ui/filter-bar';
import { PERSON_TYPES, projectOf, projectsOf, WHITE_STATUS, whiteListBody } from './alarm-codes';
import { forbiddenPointOptionsQuery, whiteCandidatesQuery, whitePersonTypesQuery } from './alarm-queries';
import { StatusTag } from '@/ui/status-tag';
import { FormCombobox } from '@/ui/form-combobox';
import { whiteAddBody, whiteAddSchema, type WhiteAddForm } from './white-list-rules';
import { invalidateOperation } from '@site/sdk/query/common';

type White = components['schemas']['AlarmWhitePerson'];

export default function WhiteListPage() {
  const { identity } = useSession();
  const projectId = projectOf(identity);
  const orgId = identity?.org_batch_id || undefined;
  const perm = usePagePermission();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<{ rows: White[]; clear?: () => void } | null>(null);
  const types = useQuery(whitePersonTypesQuery(projectId));
  const points = useQuery(forbiddenPointOptionsQuery({ projectId, orgId }));
  const refresh = () => void invalidateOperation(queryClient, 'listAlertWhitePersons');
  const remove = useMutation({
    mutationFn: (ids: number[]) => api.POST('/starSafety/alertWhite/del', { body: { ids } }),
    onSuccess: (env) => {
      toast.success(env.msg || '已移出白名单', { duration: 1500 });
      removing?.clear?.();
      setRemoving(null);
      refresh();
    },
  });

  const filters = useMemo<FilterField[]>(
    () => [
      { name: 'keyword', label: '关键字', placeholder: '姓名、手机号或安全帽编号' },
      {
        name: 'personType',
        label: '人员类型',
        type: 'select',
        options: (types.data ?? []).map((t) => ({ value: t.value, label: t.label })),
      },
      {
        name: 'forbiddenPointId',
        label: '禁区',
        type: 'select',
        options: (points.data ?? []).map((p) => ({ value: p.id, label: p.pointName })),
      },
    ],
    [types.data, points.data],
  );

  const canDelete = perm.can('delete');
  const columns = useMemo<ColumnDef<White, unknown>[]>(
    () => [
      {
        id: 'personName',
        header: '姓名',
        cell: ({ row }) => (
          <span className="whitespace-nowrap font-medium text-gray-900">{row.original.personName}</span>
        ),
      },
      {
        id: 'personType',
        header: '人员类型',
        cell: ({ row }) => (
          <span className="whitespace-nowrap">
            {row.original.personTypeName || PERSON_TYPES[row.original.personType] || '—'}
          </span>
        ),
      },
      { id: 'post', header: '工种/岗位', cell: ({ row }) => row.original.post || '—' },
      { id: 'teamName', header: '班组', cell: ({ row }) => row.original.teamName || '—' },
      {
        id: 'companyName',
        header: '参建单位',
        cell: ({ row }) => <span className="whitespace-nowrap">{row.original.companyName || '—'}</span>,
      },
      { id: 'mobile', header: '手机号', cell: ({ row }) => row.original.mobile || '—' },
      {
        id: 'pointNames',
        header: '适用禁区',
        cell: ({ row }) => <p className="min-w-40">{row.original.pointNames || '—'}</p>,
      },
      {
        id: 'period',
        header: '有效期',
        cell: ({ row }) => (
          <span className="whitespace-nowrap">
            {formatDate(row.original.startDate)} 至 {formatDate(row.original.endDate)}
          </span>
        ),
      },
      {
        id: 'status',
        header: '状态',
        cell: ({ row }) => <StatusTag table={WHITE_STATUS} value={row.original.status} />,
      },
      { id: 'reason', header: '加入原因', cell: ({ row }) => <p className="min-w-40">{row.original.reason || '—'}</p> },
      { id: 'createBy', header: '添加人', cell: ({ row }) => row.original.createBy || '—' },
      ...(canDelete
        ? [
            {
              id: 'actions',
              header: '操作',
              enableHiding: false,
              cell: ({ row }) => (
                <Button
                  size="sm"
                  variant="link"
                  className="text-danger"
                  onClick={() => setRemoving({ rows: [row.original] })}
                >
                  移出
                </Button>
              ),
            } satisfies ColumnDef<White, unknown>,
          ]
        : []),
    ],
    [canDelete, setRemoving],
  );

  return (
    <>
      <ListScreen<White>
        id="alarm-white-list"
        title="禁区白名单"
        filters={filters}
        columns={columns}
        operation="listAlertWhitePersons"
        scope={{ projectId }}
        rowId={(w) => String(w.id)}
        load={async ({ page, size, filters: values, signal }) => {
          const env = await api.POST('/starSafety/alertWhite/page', {
            body: whiteListBody(values, projectId, page, size),
            signal,
          });
          return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
        }}
        toolbar={
          perm.can('add') ? (
            <Button variant="primary" onClick={() => setAdding(true)}>
              <Plus />
              添加白名单
            </Button>
          ) : null
        }
        bulkActions={
          canDelete
            ? (rows, clear) => (
                <Button size="sm" variant="danger" className="ml-2" onClick={() => setRemoving({ rows, clear })}>
                  批量移出
                </Button>
              )
            : undefined
        }
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(o) => !o && setRemoving(null)}
        title="移出白名单"
        message={
          removing?.rows.length === 1
            ? `确定将“${removing.rows[0]?.personName ?? ''}”移出白名单吗？移出后进入禁区将产生闯入报警。`
            : `确定将选中的 ${removing?.rows.length ?? 0} 人移出白名单吗？移出后进入禁区将产生闯入报警。`
        }
        confirmText="移出"
        onConfirm={() => removing && remove.mutate(removing.rows.map((r) => r.id))}
      />
      {adding ? (
        <AddWhiteDialog
          projectId={projectId}
          types={types.data ?? []}
          onClose={() => setAdding(false)}
          onDone={() => {
            setAdding(false);
            refresh();
            void invalidateOperation(queryClient, 'listAlertWhiteCandidates');
          }}
        />
      ) : null}
    </>
  );
}

function AddWhiteDialog({
  projectId,
  types,
  onClose,
  onDone,
}: {
  projectId: number | undefined;
  types: readonly { value: number | string; label: string }[];
  onClose: () => void;
  onDone: () => void;
}) {
  const today = dayjs().format('YYYY-MM-DD');
  const form = useForm<WhiteAddForm>({
    resolver: zodResolver(whiteAddSchema),
    defaultValues: {
      projectId: projectId ? String(projectId) : '',
      personType: '',
      personIds: [],
      forbiddenPointIds: [],
      startDate: today,
      endDate: dayjs().add(7, 'day').format('YYYY-MM-DD'),
      reason: '',
    },
  });
  const { errors, isSubmitted } = form.formState;
  const [keyword, setKeyword] = useState('');
  const { control } = form;
  const chosenProject = Number(useWatch({ control, name: 'projectId' })) || 0;
  const personType = useWatch({ control, name: 'personType' });
  const personIds = useWatch({ control, name: 'personIds' });
  const pointIds = useWatch({ control, name: 'forbiddenPointIds' });
  const tree = useQuery({ ...orgSelectTreeQuery(), enabled: !projectId });
  const projects = projectsOf(tree.data);
  const candidates = useQuery({
    ...whiteCandidatesQuery({ projectId: chosenProject, personType: Number(personType) || 0, keyword: keyword.trim() }),
    enabled: chosenProject > 0,
  });
  const points = useQuery({ ...forbiddenPointOptionsQuery({ projectId: chosenProject }), enabled: chosenProject > 0 });
  const toggle = (name: 'personIds' | 'forbiddenPointIds', id: number) => {
    const current = form.getValues(name);
    const next = current.includes(id) ? current.filter((x) => x !== id) : [...current, id];
    form.setValue(name, next, { shouldValidate: isSubmitted, shouldDirty: true });
  };
  const save = useMutation({
    mutationFn: (v: WhiteAddForm) => api.POST('/starSafety/alertWhite/add', { body: whiteAddBody(v) }),
    onSuccess: (env) => {
      toast.success(env.msg || '已加入白名单', { duration: 1500 });
      onDone();
    },
  });

  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title="添加白名单"
      width={680}
      submitting={save.isPending}
      onSubmit={form.handleSubmit((v) => save.mutate(v))}
    >
      <div className="grid grid-cols-2 gap-x-4">
        {projectId ? null : (
          <Field label="项目" htmlFor="white-project" error={errors.projectId?.message}>
            <FormCombobox
              control={form.control}
              name="projectId"
              id="white-project"
              label="项目"
              emptyLabel="请选择项目"
              options={projects}
              required
              onChange={() => {
                form.setValue('personIds', []);
                form.setValue('forbiddenPointIds', []);
              }}
            />
          </Field>
        )}
        <Field label="人员类型" htmlFor="white-person-type">
          <select
            id="white-person-type"
            className="h-9 rounded border border-line bg-white px-2 text-sm"
            {...form.register('personType')}
          >
            <option value="">全部类型</option>
            {types.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field label={`人员（已选 ${personIds.length} 人）`} htmlFor="white-keyword" error={errors.personIds?.message}>
        <Input
          id="white-keyword"
          placeholder="输入姓名、手机号或安全帽编号查找"
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
        />
        <ul
          aria-label="可选人员"
          aria-invalid={Boolean(errors.personIds)}
          className="mt-1 max-h-44 overflow-y-auto rounded border border-line aria-[invalid=true]:border-danger"
        >
          {chosenProject === 0 ? (
            <li className="px-3 py-4 text-center text-sm text-muted">请先选择项目</li>
          ) : candidates.isPending ? (
            <li className="px-3 py-4 text-center text-sm text-muted">加载中…</li>
          ) : candidates.data?.rows.length ? (
            candidates.data.rows.map((c) => (
              <li key={c.personId} className="border-b border-line last:border-b-0">
                <label className="flex cursor-pointer items-center gap-3 px-3 py-1.5 text-sm hover:bg-gray-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60">
                  <input
                    type="checkbox"
                    disabled={c.inWhite === 1}
                    checked={personIds.includes(c.personId)}
                    onChange={() => toggle('personIds', c.personId)}
                  />
                  <span className="w-16 font-medium text-gray-900">{c.personName}</span>
                  <span className="w-24 text-xs text-muted">{PERSON_TYPES[c.personType]}</span>
                  <span className="min-w-0 flex-1 truncate text-xs text-gray-600">
                    {[c.workType, c.teamName, c.companyName].filter(Boolean).join(' · ')}
                  </span>
                  {c.inWhite === 1 ? <span className="text-xs text-success">已在白名单</span> : null}
                </label>
              </li>
            ))
          ) : (
            <li className="px-3 py-4 text-center text-sm text-muted">没有符合条件的人员</li>
          )}
        </ul>
      </Field>
      <Field label="适用禁区" htmlFor="white-points" error={errors.forbiddenPointIds?.message}>
        <div id="white-points" role="group" aria-label="适用禁区" className="flex flex-wrap gap-2">
          {(points.data ?? []).map((p) => (
            <label
              key={p.id}
              className="flex cursor-pointer items-center gap-1.5 rounded border border-line px-2.5 py-1 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:checked]:text-primary"
            >
              <input
                type="checkbox"
                checked={pointIds.includes(p.id)}
                onChange={() => toggle('forbiddenPointIds', p.id)}
              />
              {p.pointName}
            </label>
          ))}
          {chosenProject > 0 && points.data?.length === 0 ? (
            <span className="text-sm text-muted">该项目暂无禁区点位</span>
          ) : null}
        </div>
      </Field>
      <div className="grid grid-cols-2 gap-x-4">
        <Field label="生效日期" htmlFor="white-start" error={errors.startDate?.message}>
          <FormDatePicker control={form.control} name="startDate" id="white-start" />
        </Field>
        <Field label="失效日期" htmlFor="white-end" error={errors.endDate?.message}>
          <FormDatePicker control={form.control} name="endDate" id="white-end" />
        </Field>
      </div>
      <Field label="加入原因" htmlFor="white-reason" error={errors.reason?.message}>
        <Input id="white-reason" placeholder="如：塔吊附着钢筋绑扎作业" {...form.register('reason')} />
      </Field>
    </FormDialog>
  );
}
