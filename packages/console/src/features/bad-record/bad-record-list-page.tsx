// 不良行为记录 (001 §7.8 /orgdept/workerBadRecord/*; §4: handled at project, then branch, then company level):
// the records with the stage they wait at and who handled them, 登记 (power bit 2, the project handler shown before
// saving), 详情, 审核 (perm badrecord:handle) opening the review route /examine, and 删除 (power bit 8) for records
// still waiting for the project or rejected.
import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { ColumnDef } from '@tanstack/react-table';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import dayjs from 'dayjs';
import { Plus } from 'lucide-react';
import { toast } from 'sonner';
import { api } from '@/app/api';
import { TOAST_MS } from '@/lib/constants';
import { formatDate } from '@/lib/dates';
import { orgSelectTreeQuery } from '@/session/org-tree-query';
import type { OrgNode } from '@/session/org-tree';
import { usePagePermission } from '@/session/permissions';
import { useSession } from '@/session/session-store';
import { Button } from '@/ui/button';
import { DeleteConfirm, useRowDelete } from '@/ui/delete-confirm';
import { Field, RequiredLabel } from '@/ui/field';
import type { FilterField } from '@/ui/filter-bar';
import { FormDialog } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { ListScreen } from '@/ui/list-screen';
import { Select } from '@/ui/select';
import { Nowrap, StatusTag, Tag } from '@/ui/status-tag';
import { Textarea } from '@/ui/textarea';
import { ViewDialog } from '@/ui/view-dialog';
import { FormCombobox } from '@/ui/form-combobox';
import { FormDateTimePicker } from '@/ui/form-date-time-picker';
import {
  BAD_STATUS,
  BAD_TYPES,
  PUNISHMENTS,
  addBody,
  badRecordQuery,
  canDeleteRecord,
  examinePath,
  optionsOf,
  pendingLevel,
  type AddForm,
  type BadRecord,
} from './bad-record-model';
import { RecordFacts, StageSteps } from './bad-record-parts';
import { handlerQuery, PAGE_KEY, projectOf, workerOptionsQuery } from './bad-record-queries';
import { invalidateOperation } from '@site/sdk/query/common';

const FILTERS: FilterField[] = [
  { name: 'workerName', label: '工人姓名' },
  { name: 'status', label: '状态', type: 'select', options: optionsOf(BAD_STATUS) },
  { name: 'badType', label: '行为类型', type: 'select', options: optionsOf(BAD_TYPES) },
  { name: 'startDate', label: '发生日期起', type: 'date' },
  { name: 'endDate', label: '发生日期止', type: 'date' },
];

export default function BadRecordListPage() {
  const perm = usePagePermission();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { identity } = useSession();
  const projectId = projectOf(identity);
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<BadRecord | null>(null);
  const del = useRowDelete<BadRecord>({
    run: (r) => api.POST('/orgdept/workerBadRecord/delete', { body: { id: r.id } }),
    done: '记录已删除',
    invalidate: PAGE_KEY,
  });
  const askDelete = del.ask;
  const mayHandle = perm.hasPerm('badrecord:handle');
  const mayDelete = perm.can('delete');

  const columns = useMemo<ColumnDef<BadRecord, unknown>[]>(
    () => [
      {
        id: 'recordNo',
        header: '记录编号',
        cell: ({ row }) => <span className="font-mono text-xs">{row.original.recordNo ?? '—'}</span>,
      },
      {
        id: 'workerName',
        header: '工人',
        enableHiding: false,
        cell: ({ row }) => (
          <div className="whitespace-nowrap">
            <p className="font-medium text-gray-900">
              {row.original.workerName}
              <span className="ml-1.5 text-xs font-normal text-gray-500">{row.original.workType}</span>
            </p>
            <p className="text-xs text-gray-500">{row.original.idCard}</p>
          </div>
        ),
      },
      {
        id: 'team',
        header: '参建单位 / 班组',
        cell: ({ row }) => (
          <div className="whitespace-nowrap">
            <p>{row.original.companyName ?? '—'}</p>
            <p className="text-xs text-gray-500">{row.original.teamName ?? '—'}</p>
          </div>
        ),
      },
      {
        id: 'badType',
        header: '行为类型',
        cell: ({ row }) => <Nowrap>{row.original.badTypeName ?? BAD_TYPES[row.original.badType]}</Nowrap>,
      },
      {
        id: 'description',
        header: '行为描述',
        cell: ({ row }) => (
          <p className="max-w-64 truncate" title={row.original.description}>
            {row.original.description}
          </p>
        ),
      },
      {
        id: 'occurTime',
        header: '发生时间',
        cell: ({ row }) => <Nowrap>{formatDate(row.original.occurTime, 'minute')}</Nowrap>,
      },
      {
        id: 'punishment',
        header: '处罚',
        cell: ({ row }) => (
          <div className="whitespace-nowrap">
            <p>{PUNISHMENTS[row.original.punishment ?? -1] ?? '—'}</p>
            <p className="text-xs text-gray-500">扣 {row.original.deductScore ?? 0} 分</p>
          </div>
        ),
      },
      {
        id: 'status',
        header: '状态',
        cell: ({ row }) => (
          <span className="inline-flex items-center gap-1">
            <StatusTag table={BAD_STATUS} value={row.original.status} />
            {row.original.addBlacklist ? <Tag tag={{ label: '已列入黑名单', tone: 'danger' }} /> : null}
          </span>
        ),
      },
      {
        id: 'handler',
        header: '当前处理人',
        cell: ({ row }) => {
          const level = pendingLevel(row.original.status);
          const name =
            level === 1
              ? row.original.projectHandlerName
              : level === 2
                ? row.original.orgHandlerName
                : level === 3
                  ? row.original.comHandlerName
                  : null;
          return <Nowrap>{name}</Nowrap>;
        },
      },
      {
        id: 'createBy',
        header: '登记',
        cell: ({ row }) => (
          <div className="whitespace-nowrap">
            <p>{row.original.createBy ?? '—'}</p>
            <p className="text-xs text-gray-500">{formatDate(row.original.createTime, 'minute')}</p>
          </div>
        ),
      },
      {
        id: 'actions',
        header: '操作',
        enableHiding: false,
        cell: ({ row }) => {
          const r = row.original;
          return (
            <div className="flex gap-3">
              <Button size="sm" variant="link" onClick={() => setViewing(r)}>
                详情
              </Button>
              {pendingLevel(r.status) && mayHandle ? (
                <Button size="sm" variant="link" onClick={() => void navigate(examinePath(r))}>
                  审核
                </Button>
              ) : null}
              {canDeleteRecord(r.status) && mayDelete ? (
                <Button size="sm" variant="link" className="text-danger" onClick={() => askDelete(r)}>
                  删除
                </Button>
              ) : null}
            </div>
          );
        },
      },
    ],
    [askDelete, mayDelete, mayHandle, navigate],
  );

  return (
    <>
      <ListScreen<BadRecord>
        id="bad-record-list"
        title="不良行为记录"
        filters={FILTERS}
        columns={columns}
        operation={PAGE_KEY}
        scope={{ projectId }}
        rowId={(r) => String(r.id)}
        toolbar={
          perm.can('add') ? (
            <Button variant="primary" onClick={() => setAdding(true)}>
              <Plus />
              登记
            </Button>
          ) : null
        }
        load={async ({ page, size, filters, signal }) => {
          const env = await api.POST('/orgdept/workerBadRecord/page', {
            body: badRecordQuery(filters, page, size, projectId),
            signal,
          });
          return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
        }}
      />
      {viewing ? (
        <ViewDialog title={`不良行为记录：${viewing.workerName}`} onClose={() => setViewing(null)} width={820}>
          <div className="flex flex-col gap-3">
            <RecordFacts record={viewing} className="p-0 shadow-none" />
            <StageSteps record={viewing} className="p-0 shadow-none" />
          </div>
        </ViewDialog>
      ) : null}
      {adding ? (
        <AddDialog
          projectId={projectId}
          onClose={() => setAdding(false)}
          onDone={() => {
            setAdding(false);
            void invalidateOperation(queryClient, PAGE_KEY);
          }}
        />
      ) : null}
      <DeleteConfirm
        del={del}
        title="删除不良行为记录"
        message={(r) => `确定删除“${r.workerName}”的不良行为记录（${r.recordNo ?? r.id}）吗？`}
      />
    </>
  );
}

const addSchema = z.object({
  projectId: z.string().check(z.minLength(1, '请选择项目')),
  workerId: z.string().check(z.minLength(1, '请选择工人')),
  badType: z.string().check(z.minLength(1, '请选择行为类型')),
  occurTime: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/, '请选择发生时间')),
  description: z.string().check(z.trim(), z.minLength(1, '请输入行为描述'), z.maxLength(500, '行为描述最多500字')),
  deductScore: z
    .string()
    .check(z.refine((v) => v === '' || (/^\d+$/.test(v) && Number(v) <= 100), '扣分为 0～100 的整数')),
  punishment: z.string(),
  fineAmount: z.string().check(z.regex(/^(\d+(\.\d{1,2})?)?$/, '请输入金额，最多两位小数')),
});

function AddDialog({
  projectId,
  onClose,
  onDone,
}: {
  projectId: number | undefined;
  onClose: () => void;
  onDone: () => void;
}) {
  const form = useForm<AddForm>({
    resolver: zodResolver(addSchema),
    defaultValues: {
      projectId: projectId ? String(projectId) : '',
      workerId: '',
      badType: '',
      occurTime: dayjs().format('YYYY-MM-DDTHH:mm'),
      description: '',
      deductScore: '',
      punishment: '',
      fineAmount: '',
    },
  });
  const chosenProject = Number(useWatch({ control: form.control, name: 'projectId' })) || undefined;
  const tree = useQuery({ ...orgSelectTreeQuery(), enabled: !projectId });
  const treeData = tree.data;
  const projects = useMemo(() => {
    const out: { value: string; label: string }[] = [];
    const walk = (nodes: readonly OrgNode[] | undefined) =>
      nodes?.forEach((n) => {
        if (n.type === 2) out.push({ value: String(n.value), label: n.name });
        walk(n.children);
      });
    walk(treeData);
    return out;
  }, [treeData]);
  const workers = useQuery(workerOptionsQuery(chosenProject));
  const handler = useQuery({ ...handlerQuery(1, { projectId: chosenProject }), enabled: Boolean(chosenProject) });
  const save = useMutation({
    mutationFn: (v: AddForm) => api.POST('/orgdept/workerBadRecord/add', { body: addBody(v) }),
    onSuccess: (env) => {
      toast.success(env.msg || '登记成功', { duration: TOAST_MS });
      onDone();
    },
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      open
      width={640}
      onOpenChange={(o) => !o && onClose()}
      title="登记不良行为"
      submitting={save.isPending}
      onSubmit={form.handleSubmit((v) => save.mutate(v))}
    >
      <div className="grid grid-cols-2 gap-x-4">
        {projectId ? null : (
          <Field
            label={<RequiredLabel>项目</RequiredLabel>}
            htmlFor="bad-project"
            error={errors.projectId?.message}
            className="col-span-2"
          >
            <FormCombobox
              control={form.control}
              name="projectId"
              id="bad-project"
              label="项目"
              options={projects}
              required
              onChange={() => form.setValue('workerId', '')}
            />
          </Field>
        )}
        <Field label={<RequiredLabel>工人</RequiredLabel>} htmlFor="bad-worker" error={errors.workerId?.message}>
          <FormCombobox
            control={form.control}
            name="workerId"
            id="bad-worker"
            label="工人"
            emptyLabel={chosenProject ? '请选择' : '请先选择项目'}
            options={(workers.data ?? []).map((w) => ({
              value: String(w.id),
              label: `${w.name}${w.team_name ? `（${w.team_name}）` : ''}`,
            }))}
            required
          />
        </Field>
        <Field label={<RequiredLabel>行为类型</RequiredLabel>} htmlFor="bad-type" error={errors.badType?.message}>
          <Select
            id="bad-type"
            options={optionsOf(BAD_TYPES)}
            aria-invalid={Boolean(errors.badType)}
            {...form.register('badType')}
          />
        </Field>
        <Field label={<RequiredLabel>发生时间</RequiredLabel>} htmlFor="bad-time" error={errors.occurTime?.message}>
          <FormDateTimePicker control={form.control} name="occurTime" id="bad-time" />
        </Field>
        <Field label="建议处罚" htmlFor="bad-punishment">
          <Select id="bad-punishment" options={optionsOf(PUNISHMENTS)} {...form.register('punishment')} />
        </Field>
        <Field label="建议扣分" htmlFor="bad-score" error={errors.deductScore?.message}>
          <Input
            id="bad-score"
            inputMode="numeric"
            placeholder="0～100"
            aria-invalid={Boolean(errors.deductScore)}
            {...form.register('deductScore')}
          />
        </Field>
        <Field label="建议罚款（元）" htmlFor="bad-fine" error={errors.fineAmount?.message}>
          <Input
            id="bad-fine"
            inputMode="decimal"
            placeholder="如 200.00"
            aria-invalid={Boolean(errors.fineAmount)}
            {...form.register('fineAmount')}
          />
        </Field>
        <Field
          label={<RequiredLabel>行为描述</RequiredLabel>}
          htmlFor="bad-description"
          error={errors.description?.message}
          className="col-span-2"
        >
          <Textarea
            id="bad-description"
            rows={4}
            placeholder="时间、地点、经过，劝阻情况"
            aria-invalid={Boolean(errors.description)}
            {...form.register('description')}
          />
        </Field>
      </div>
      <p className="rounded bg-primary-soft px-3 py-2 text-sm text-primary" aria-label="项目级处理人">
        登记后进入“待项目处理”，项目级处理人：
        {!chosenProject ? '选择项目后显示' : handler.isPending ? '加载中…' : handler.data?.handlerName || '未配置'}
        {handler.data?.positionNames?.length ? `（${handler.data.positionNames.join('、')}）` : ''}
      </p>
    </FormDialog>
  );
}
