// 新增/编辑 of a 流程定义 (procdef-page.tsx): the definition's fields and its nodes, each with its assignee.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useFieldArray, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { api } from '@/platform/api';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { FormFields, type FormFieldSpec } from '@/ui/form-fields';
import { FormDialog } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { Loading } from '@/ui/loading';
import { Select } from '@/ui/select';
import { StatusTag } from '@/ui/status-tag';
import { FormTextField } from '@/ui/form-text-field';
import { SaveFormDialog, editTitle } from '@/ui/save-form-dialog';
import { ViewDialog } from '@/ui/view-dialog';
import {
  categoryTreeQuery,
  deptTreeQuery,
  formsQuery,
  modulesQuery,
  postsQuery,
  procDefQuery,
  rolesQuery,
  userOptionsQuery,
} from './flow-queries';
import {
  APPROVE_MODES,
  ASSIGNEE_NEEDS_ID,
  ASSIGNEE_TYPES,
  newNode,
  NODE_TYPES,
  optionsOf,
  PROC_STATUS,
  procDefBody,
  procDefValues,
  treeOptions,
  type FlowProcDefDetail,
  type Option,
  type ProcDefValues,
} from './flow-rules';
import { LoadFailed } from '@/ui/retry-failed';
import { FormCombobox } from '@/ui/form-combobox';

/** 编辑: the definition with its nodes comes from flwprocdef/get first. */
export function EditProcDef({
  id,
  onClose,
  onDone,
}: {
  id: number;
  onClose: () => void;
  onDone: (msg?: string) => void;
}) {
  const detail = useQuery(procDefQuery(id));
  if (detail.isPending)
    return (
      <FormDialog
        open
        onOpenChange={(o) => !o && onClose()}
        title="编辑流程定义"
        onSubmit={(e) => e.preventDefault()}
        submitting
      >
        <Loading />
      </FormDialog>
    );
  if (detail.isError || !detail.data)
    return (
      <ViewDialog title="编辑流程定义" onClose={onClose}>
        <LoadFailed className="justify-center py-6" error={detail.error} fallback="流程定义加载失败" />
      </ViewDialog>
    );
  return <ProcDefDialog def={detail.data} onClose={onClose} onDone={onDone} />;
}

const nodeSchema = z.object({
  nodeId: z.string(),
  nodeName: z.string().check(z.trim(), z.minLength(1, '请输入节点名称'), z.maxLength(30, '节点名称最多30个字')),
  nodeType: z.string(),
  assigneeType: z.string(),
  assigneeId: z.string(),
  assigneeName: z.string(),
  approveMode: z.string(),
  conditionExpr: z.string(),
});

const procDefSchema = z
  .object({
    procKey: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, '请输入流程标识'),
        z.regex(/^[A-Za-z0-9_]*$/, '流程标识只能包含字母、数字和下划线'),
      ),
    procName: z.string().check(z.trim(), z.minLength(1, '请输入流程名称'), z.maxLength(50, '流程名称最多50个字')),
    categoryId: z.string().check(z.minLength(1, '请选择流程分类')),
    moduleCode: z.string(),
    formId: z.string(),
    status: z.string(),
    remark: z.string().check(z.maxLength(200, '说明最多200个字')),
    nodes: z.array(nodeSchema).check(z.minLength(1, '至少需要一个节点')),
  })
  .check(
    z.superRefine((v, ctx) => {
      v.nodes.forEach((n, i) => {
        if (ASSIGNEE_NEEDS_ID.includes(Number(n.assigneeType)) && !n.assigneeId)
          ctx.addIssue({ code: 'custom', path: ['nodes', i, 'assigneeId'], message: '请选择办理人', input: n });
      });
    }),
  );

export function ProcDefDialog({
  def,
  onClose,
  onDone,
}: {
  def: FlowProcDefDetail | null;
  onClose: () => void;
  onDone: (msg?: string) => void;
}) {
  const form = useForm<ProcDefValues>({ resolver: zodResolver(procDefSchema), defaultValues: procDefValues(def) });
  const nodes = useFieldArray({ control: form.control, name: 'nodes' });
  const save = useMutation({
    mutationFn: (v: ProcDefValues) =>
      def
        ? api.POST('/flw/flwprocdef/edit', { body: procDefBody(v, def.id) })
        : api.POST('/flw/flwprocdef/add', { body: procDefBody(v) }),
    onSuccess: (env) => onDone(env.msg),
  });
  const { errors } = form.formState;
  return (
    <SaveFormDialog
      form={form}
      save={save}
      onClose={onClose}
      title={editTitle('流程定义', def, (r) => r.procName)}
      width={960}
    >
      <div className="max-h-[62vh] overflow-y-auto pr-1">
        <ProcDefHeadFields form={form} />
        <FormTextField
          form={form}
          name="remark"
          id="pd-remark"
          label="说明"
          rows={2}
          placeholder="请输入说明"
          markInvalid={false}
        />
        <div className="mb-2 flex items-center gap-2 border-l-4 border-primary pl-2">
          <h3 className="text-sm font-semibold text-gray-900">流程节点</h3>
          <span className="text-xs text-muted">按顺序流转</span>
          <Button size="sm" className="ml-auto" onClick={() => nodes.append(newNode(nodes.fields.length))}>
            <Plus />
            添加节点
          </Button>
        </div>
        {errors.nodes?.root?.message || errors.nodes?.message ? (
          <p role="alert" className="text-xs text-danger">
            {errors.nodes.root?.message ?? errors.nodes.message}
          </p>
        ) : null}
        <ol className="flex flex-col gap-2">
          {nodes.fields.map((f, i) => (
            <NodeRow
              key={f.id}
              form={form}
              index={i}
              count={nodes.fields.length}
              onMove={(to) => nodes.move(i, to)}
              onRemove={() => nodes.remove(i)}
            />
          ))}
        </ol>
      </div>
    </SaveFormDialog>
  );
}

const STATUS_OPTIONS = optionsOf(PROC_STATUS).map((o) => (
  <option key={o.value} value={o.value}>
    {o.label}
  </option>
));

/** 流程名称, 流程标识 and 状态 (ids pd-…). */
const HEAD_FIELDS: FormFieldSpec<ProcDefValues>[] = [
  { name: 'procName', id: 'name', label: '流程名称', required: true, placeholder: '请输入流程名称' },
  { name: 'procKey', id: 'key', label: '流程标识', required: true, placeholder: '如 wages_presettle' },
  { as: 'select', name: 'status', label: '状态', markInvalid: false, children: STATUS_OPTIONS },
];

/** 流程名称, 流程标识, 状态, 流程分类, 业务模块 and 表单 of the definition. */
function ProcDefHeadFields({ form }: { form: UseFormReturn<ProcDefValues> }) {
  const categories = useQuery(categoryTreeQuery());
  const modules = useQuery(modulesQuery());
  const forms = useQuery(formsQuery());
  const categoryOptions = treeOptions(categories.data);
  const moduleOptions = (modules.data ?? []).map((m) => ({ value: m.moduleCode, label: m.moduleName }));
  const formOptions = (forms.data ?? []).map((f) => ({ value: String(f.id), label: f.formName }));
  return (
    <FormFields
      className="grid grid-cols-3 gap-x-4"
      form={form}
      idPrefix="pd-"
      fields={[
        ...HEAD_FIELDS,
        {
          as: 'select',
          name: 'categoryId',
          id: 'category',
          label: '流程分类',
          required: true,
          options: categoryOptions,
        },
        {
          as: 'select',
          name: 'moduleCode',
          id: 'module',
          label: '业务模块',
          markInvalid: false,
          options: moduleOptions,
        },
        { as: 'select', name: 'formId', id: 'form', label: '表单', markInvalid: false, options: formOptions },
      ]}
    />
  );
}

function NodeRow({
  form,
  index,
  count,
  onMove,
  onRemove,
}: {
  form: UseFormReturn<ProcDefValues>;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const assigneeType = Number(useWatch({ control: form.control, name: `nodes.${index}.assigneeType` }));
  const nodeType = Number(useWatch({ control: form.control, name: `nodes.${index}.nodeType` }));
  const loaded = useAssigneeOptions(assigneeType);
  const current = form.getValues(`nodes.${index}.assigneeId`);
  const currentName = form.getValues(`nodes.${index}.assigneeName`);
  // The node's saved assignee stays shown when it is not among the choices loaded.
  const options =
    current && !loaded.some((o) => o.value === current)
      ? [{ value: current, label: currentName || `#${current}`, name: currentName }, ...loaded]
      : loaded;
  const errors = form.formState.errors.nodes?.[index];
  const id = `pd-node-${index}`;
  return (
    <li className="rounded border border-line bg-gray-50/60 p-3" aria-label={`节点 ${index + 1}`}>
      <div className="mb-2 flex items-center gap-2">
        <span className="grid size-6 place-items-center rounded-full bg-primary text-xs font-medium text-white">
          {index + 1}
        </span>
        <StatusTag table={NODE_TYPES} value={nodeType} />
        <div className="ml-auto flex gap-1">
          <Button size="sm" variant="ghost" aria-label="上移" disabled={index === 0} onClick={() => onMove(index - 1)}>
            <ArrowUp />
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label="下移"
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            <ArrowDown />
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="text-danger"
            aria-label="删除节点"
            disabled={count <= 1}
            onClick={onRemove}
          >
            <Trash2 />
          </Button>
        </div>
      </div>
      <div className="grid grid-cols-4 gap-x-3">
        <FormTextField
          form={form}
          name={`nodes.${index}.nodeName`}
          id={`${id}-name`}
          label="节点名称"
          required
          placeholder="如 项目经理审核"
        />
        <Field label="节点类型" htmlFor={`${id}-type`}>
          <Select id={`${id}-type`} {...form.register(`nodes.${index}.nodeType`)}>
            {optionsOf(NODE_TYPES).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="办理人类型" htmlFor={`${id}-atype`}>
          <Select
            id={`${id}-atype`}
            options={optionsOf(ASSIGNEE_TYPES)}
            {...form.register(`nodes.${index}.assigneeType`, {
              onChange: () => {
                form.setValue(`nodes.${index}.assigneeId`, '');
                form.setValue(`nodes.${index}.assigneeName`, '');
              },
            })}
          />
        </Field>
        <Field label="办理人" htmlFor={`${id}-assignee`} error={errors?.assigneeId?.message}>
          {ASSIGNEE_NEEDS_ID.includes(assigneeType) ? (
            <FormCombobox
              control={form.control}
              name={`nodes.${index}.assigneeId`}
              id={`${id}-assignee`}
              label="办理人"
              options={options}
              required
              onChange={(v) =>
                form.setValue(`nodes.${index}.assigneeName`, options.find((o) => o.value === v)?.name ?? '')
              }
            />
          ) : (
            <Input id={`${id}-assignee`} disabled value={assigneeType ? '无需指定' : '—'} readOnly />
          )}
        </Field>
        <Field label="审批方式" htmlFor={`${id}-mode`}>
          <Select id={`${id}-mode`} {...form.register(`nodes.${index}.approveMode`)}>
            {optionsOf(APPROVE_MODES).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        </Field>
        <FormTextField
          form={form}
          name={`nodes.${index}.conditionExpr`}
          id={`${id}-cond`}
          label="条件表达式"
          className="col-span-3"
          placeholder="按表单字段判断，如 amount > 500000；不填为无条件"
          markInvalid={false}
        />
      </div>
    </li>
  );
}

/** The choices for an assignee type: users, posts, roles or departments. Only the one needed is loaded. */
function useAssigneeOptions(type: number): (Option & { name: string })[] {
  const users = useQuery({ ...userOptionsQuery(), enabled: type === 1 });
  const posts = useQuery({ ...postsQuery(), enabled: type === 2 });
  const roles = useQuery({ ...rolesQuery(), enabled: type === 3 });
  const depts = useQuery({ ...deptTreeQuery(), enabled: type === 4 });
  if (type === 1)
    return (users.data ?? []).map((u) => ({
      value: String(u.userId),
      label: `${u.userName}（${u.postName ?? u.orgName ?? ''}）`,
      name: u.userName,
    }));
  if (type === 2)
    return (posts.data ?? []).map((p) => ({ value: String(p.postId), label: p.postName, name: p.postName }));
  if (type === 3)
    return (roles.data ?? []).map((r) => ({ value: String(r.roleId), label: r.roleName, name: r.roleName }));
  if (type === 4) return treeOptions(depts.data).map((o) => ({ ...o, name: o.label.trim() }));
  return [];
}
