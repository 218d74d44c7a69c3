// 巡检规则 (001 §7.5 /grid/ginRuleList/*, menu grid/rule): the inspection frequency, rectification deadline and
// overdue reminder rules. Added and edited in a dialog whose fields follow the rule type; 启用/停用 goes through the
// edit call after a confirmation. Buttons by the page's power bits (2 新增, 4 编辑).
import { useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { toast } from 'sonner';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { formatDate } from '@/lib/dates';
import { usePagePermission } from '@/session/permissions';
import { useSession } from '@/platform/session-store';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import type { FilterField } from '@/ui/filter-bar';
import { FormDialog } from '@/ui/form-dialog';
import { FormFields, type FormFieldSpec } from '@/ui/form-fields';
import { FormSelectField } from '@/ui/form-select-field';
import { FormTextField } from '@/ui/form-text-field';
import { useDialogSave } from '@/ui/use-dialog-save';
import { ListScreen } from '@/ui/list-screen';
import { pageSlice } from '@/ui/page-slice';
import { Nowrap, StatusTag } from '@/ui/status-tag';
import {
  CYCLES,
  ENABLED,
  RULE_LEVELS,
  RULE_TYPES,
  intOf,
  optionsOf,
  ruleBody,
  ruleFormOf,
  ruleSchema,
  ruleSummary,
  toggleRuleBody,
  type GridRule,
  type RuleFormValues,
} from './grid-setup-codes';
import { invalidateOperation } from '@site/sdk/query/common';

const KEY = 'listGridRules';

const FILTERS: FilterField[] = [
  { name: 'ruleType', label: '规则类型', type: 'select', options: optionsOf(RULE_TYPES) },
  { name: 'enabled', label: '状态', type: 'select', options: optionsOf(ENABLED) },
];

export default function RulePage() {
  const { identity } = useSession();
  const projectId = identity?.source === 4 && identity.project_id ? identity.project_id : undefined;
  const perm = usePagePermission();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<GridRule | 'new' | null>(null);
  const [toggling, setToggling] = useState<GridRule | null>(null);
  const refresh = () => void invalidateOperation(queryClient, KEY);
  const toggle = useMutation({
    mutationFn: (rule: GridRule) => api.POST('/grid/ginRuleList/edit', { body: toggleRuleBody(rule, projectId) }),
    onSuccess: (env, rule) => {
      toast.success(env.msg || (rule.enabled === 1 ? '规则已停用' : '规则已启用'), { duration: TOAST_MS });
      setToggling(null);
      refresh();
    },
  });

  const columns = useMemo<ColumnDef<GridRule, unknown>[]>(
    () => [
      {
        id: 'ruleName',
        header: '规则名称',
        enableHiding: false,
        cell: ({ row }) => <span className="font-medium text-gray-900">{row.original.ruleName}</span>,
      },
      {
        id: 'ruleType',
        header: '规则类型',
        cell: ({ row }) => <StatusTag table={RULE_TYPES} value={row.original.ruleType} />,
      },
      { id: 'summary', header: '规则内容', cell: ({ row }) => ruleSummary(row.original) },
      {
        id: 'remark',
        header: '备注',
        cell: ({ row }) => (
          <p className="min-w-56 max-w-md whitespace-normal text-gray-600">{row.original.remark || '—'}</p>
        ),
      },
      { id: 'enabled', header: '状态', cell: ({ row }) => <StatusTag table={ENABLED} value={row.original.enabled} /> },
      { id: 'updateUser', header: '最后修改人', cell: ({ row }) => <Nowrap>{row.original.updateUser}</Nowrap> },
      {
        id: 'updateTime',
        header: '最后修改时间',
        cell: ({ row }) => <Nowrap>{formatDate(row.original.updateTime, 'minute')}</Nowrap>,
      },
      {
        id: 'actions',
        header: '操作',
        enableHiding: false,
        cell: ({ row }) =>
          perm.can('edit') ? (
            <div className="flex gap-3">
              <Button size="sm" variant="link" onClick={() => setEditing(row.original)}>
                编辑
              </Button>
              <Button
                size="sm"
                variant="link"
                className={row.original.enabled === 1 ? 'text-warning' : 'text-success'}
                onClick={() => setToggling(row.original)}
              >
                {row.original.enabled === 1 ? '停用' : '启用'}
              </Button>
            </div>
          ) : (
            <span className="text-muted">—</span>
          ),
      },
    ],
    [perm],
  );

  return (
    <>
      <ListScreen<GridRule>
        id="grid-rules"
        title="巡检规则"
        filters={FILTERS}
        columns={columns}
        operation={KEY}
        scope={{ projectId }}
        rowId={(r) => String(r.id)}
        toolbar={
          perm.can('add') ? (
            <Button variant="primary" onClick={() => setEditing('new')}>
              <Plus />
              新增规则
            </Button>
          ) : null
        }
        load={async ({ page, size, filters, signal }) => {
          const env = await api.POST('/grid/ginRuleList/list', {
            body: { projectId, ruleType: intOf(filters.ruleType), enabled: intOf(filters.enabled) },
            signal,
          });
          // The rule list is not paged by the server: paged here.
          return pageSlice(env.data ?? [], page, size);
        }}
      />
      {editing ? (
        <RuleDialog
          rule={editing === 'new' ? undefined : editing}
          projectId={projectId}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            refresh();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={toggling !== null}
        onOpenChange={(o) => !o && setToggling(null)}
        title={toggling?.enabled === 1 ? '停用规则' : '启用规则'}
        message={
          toggling?.enabled === 1
            ? `确定停用“${toggling.ruleName}”吗？停用后使用该规则的点位不再按它生成任务或提醒。`
            : `确定启用“${toggling?.ruleName ?? ''}”吗？`
        }
        confirmText={toggling?.enabled === 1 ? '停用' : '启用'}
        onConfirm={() => toggling && toggle.mutate(toggling)}
      />
    </>
  );
}

const TYPE_OPTIONS = optionsOf(RULE_TYPES);

/** The fields of a 按周期 (1) and a 按隐患等级 (2) rule, side by side. */
const TYPE_FIELDS: Record<'1' | '2', FormFieldSpec<RuleFormValues>[]> = {
  '1': [
    { as: 'select', name: 'cycle', label: '巡检周期', required: true, options: optionsOf(CYCLES) },
    { name: 'times', label: '每周期巡检次数', required: true, inputMode: 'numeric', placeholder: '次' },
  ],
  '2': [
    {
      as: 'select',
      name: 'troubleLevel',
      id: 'level',
      label: '适用隐患等级',
      required: true,
      options: optionsOf(RULE_LEVELS),
    },
    {
      name: 'rectifyDays',
      id: 'days',
      label: '整改时限（天）',
      required: true,
      inputMode: 'numeric',
      placeholder: '天',
    },
  ],
};

function RuleDialog({
  rule,
  projectId,
  onClose,
  onDone,
}: {
  rule: GridRule | undefined;
  projectId: number | undefined;
  onClose: () => void;
  onDone: () => void;
}) {
  const { form, dialog } = useDialogSave<RuleFormValues>({
    resolver: zodResolver(ruleSchema),
    defaultValues: ruleFormOf(rule),
    save: (v) =>
      rule
        ? api.POST('/grid/ginRuleList/edit', { body: ruleBody(v, { id: rule.id, projectId }) })
        : api.POST('/grid/ginRuleList/add', { body: ruleBody(v, { projectId }) }),
    success: '已保存',
    onClose,
    onDone,
  });
  const ruleType = useWatch({ control: form.control, name: 'ruleType' });
  return (
    <FormDialog {...dialog} width={560} title={rule ? `编辑规则：${rule.ruleName}` : '新增巡检规则'}>
      <FormTextField
        form={form}
        name="ruleName"
        id="rule-name"
        label="规则名称"
        required
        placeholder="如：重大风险点位每日巡检"
      />
      {rule ? (
        // The type of an existing rule stays: its points and reminders depend on it.
        <div className="mb-4 flex items-center gap-2 text-sm">
          <span className="text-gray-700">规则类型</span>
          <StatusTag table={RULE_TYPES} value={rule.ruleType} />
        </div>
      ) : (
        <FormSelectField form={form} name="ruleType" id="rule-type" label="规则类型" required options={TYPE_OPTIONS} />
      )}
      {ruleType === '1' || ruleType === '2' ? (
        <FormFields className="grid grid-cols-2 gap-x-4" form={form} idPrefix="rule-" fields={TYPE_FIELDS[ruleType]} />
      ) : null}
      <FormFields
        form={form}
        idPrefix="rule-"
        fields={[
          ruleType === '3' && {
            name: 'remindHours',
            id: 'hours',
            label: '到期前提醒（小时）',
            required: true,
            inputMode: 'numeric',
            placeholder: '小时',
          },
          { name: 'remark', label: '备注', rows: 2, placeholder: '请输入备注', markInvalid: false },
          { as: 'check', name: 'enabled', label: '启用' },
        ]}
      />
    </FormDialog>
  );
}
