// 考勤规则 (001 §7.1 /duty/config, a tab of 值班配置): the attendance rules of project managers per position — days
// a month, work times, late and early thresholds — paged by project, 新增/编辑 in a dialog (one enabled rule per
// project and position: the server refuses a second one and says why), and beside them the chosen project's 打卡时段.
import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import type { UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { api } from '@/platform/api';
import { usePagePermission } from '@/session/permissions';
import { AddButton } from '@/ui/list-add-dialog';
import { ListScreen } from '@/ui/list-screen';
import { FormDialog } from '@/ui/form-dialog';
import { Field, RequiredLabel } from '@/ui/field';
import { Input } from '@/ui/input';
import { FormTextField } from '@/ui/form-text-field';
import { useDialogSave } from '@/ui/use-dialog-save';
import { Select } from '@/ui/select';
import { Loading } from '@/ui/loading';
import type { FilterField } from '@/ui/filter-bar';
import { ProjectField, StatusField, type ScopedDialogProps } from './config-parts';
import {
  POSITIONS,
  formatPeriods,
  formatRestDays,
  ruleFormValues,
  ruleSchema,
  toRuleBody,
  type AttendanceRule,
  type RuleFormValues,
} from './attendance-rule-model';
import { attendanceTimesQuery } from './duty-queries';
import { LoadFailed } from '@/ui/retry-failed';
import { invalidateOperation } from '@site/sdk/query/common';
import { ruleColumns } from './rule-columns';
import { FormFields, type FormFieldSpec } from '@/ui/form-fields';
import { editTitle } from '@/ui/save-form-dialog';

const RULES_KEY = 'listAttendanceConfigs';

/** The props of a tab of 值班配置: the project choices and the signed-in project. */
export interface ConfigTabProps {
  projectOptions: { value: string; label: string }[];
  ownProject: number | undefined;
}

export function AttendanceRules({ projectOptions, ownProject }: ConfigTabProps) {
  const perm = usePagePermission();
  const mayConfig = perm.hasPerm('duty:config');
  const [search] = useSearchParams();
  const chosen = Number(search.get('projectId')) || ownProject;
  const [editing, setEditing] = useState<{ rule?: AttendanceRule } | null>(null);
  const filters = useMemo<FilterField[]>(
    () => [{ name: 'projectId', label: '项目', type: 'select', searchable: true, options: projectOptions }],
    [projectOptions],
  );
  const columns = useMemo(() => ruleColumns(mayConfig ? (rule) => setEditing({ rule }) : undefined), [mayConfig]);
  return (
    <div className="grid grid-cols-1 gap-3 xl:grid-cols-4">
      <div className="min-w-0 xl:col-span-3">
        <ListScreen<AttendanceRule>
          id="attendance-rule"
          title="考勤规则"
          filters={filters}
          columns={columns}
          operation={RULES_KEY}
          rowId={(r) => String(r.id)}
          toolbar={<AddButton show={perm.can('add') && mayConfig} label="新增规则" onClick={() => setEditing({})} />}
          load={async ({ page, size, filters: f, signal }) => {
            const projectId = Number(f.projectId) || undefined;
            const env = await api.POST('/duty/config/list', {
              body: { page, limit: size, ...(projectId ? { projectId } : {}) },
              signal,
            });
            return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
          }}
        />
      </div>
      <CheckPeriods projectId={chosen} />
      {editing ? (
        <RuleDialog
          rule={editing.rule}
          projectOptions={projectOptions}
          defaultProject={chosen}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}

/** The project's 打卡时段 (getAttendanceConfigTimes): what the rules' late and early thresholds count from. */
function CheckPeriods({ projectId }: { projectId: number | undefined }) {
  const q = useQuery(attendanceTimesQuery(projectId ?? 0));
  const t = q.data;
  return (
    <section aria-label="打卡时段" className="flex min-w-0 flex-col self-start rounded-md bg-white shadow-sm">
      <header className="border-b border-line px-4 py-2.5">
        <h3 className="text-sm font-semibold text-gray-900">打卡时段</h3>
        {t?.projectName ? <p className="text-xs text-gray-400">{t.projectName}</p> : null}
      </header>
      <div className="px-4 py-3 text-sm">
        {!projectId ? (
          <p className="py-6 text-center text-gray-400">选择项目后显示该项目的打卡时段</p>
        ) : q.isPending ? (
          <Loading />
        ) : q.isError ? (
          <LoadFailed className="justify-center py-6" error={q.error} />
        ) : !t?.times.length ? (
          <p className="py-6 text-center text-gray-400">该项目未设置打卡时段</p>
        ) : (
          <dl className="flex flex-col gap-2">
            <div className="flex flex-col gap-1">
              <dt className="text-xs text-gray-500">时段</dt>
              {formatPeriods(t.times).map((p) => (
                <dd key={p} className="rounded bg-primary/5 px-2 py-1 font-medium text-gray-800">
                  {p}
                </dd>
              ))}
            </div>
            <div className="flex justify-between">
              <dt className="text-gray-500">每日打卡</dt>
              <dd>{t.checkTimes != null ? `${t.checkTimes} 次` : '—'}</dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-gray-500">每周休息日</dt>
              <dd>{formatRestDays(t.restDays)}</dd>
            </div>
          </dl>
        )}
      </div>
    </section>
  );
}

/** 上下班时间 and the 迟到/早退 thresholds (ids rule-…). */
const TIME_FIELDS: FormFieldSpec<RuleFormValues>[] = [
  { name: 'workStartTime', label: '上班时间', required: true, type: 'time' },
  { name: 'workEndTime', label: '下班时间', required: true, type: 'time' },
  { name: 'lateMinutes', label: '迟到阈值（分钟）', inputMode: 'numeric', placeholder: '超过上班时间多少分钟记迟到' },
  { name: 'earlyMinutes', label: '早退阈值（分钟）', inputMode: 'numeric', placeholder: '早于下班时间多少分钟记早退' },
];

function RuleDialog({
  rule,
  projectOptions,
  defaultProject,
  onClose,
}: ScopedDialogProps & { rule: AttendanceRule | undefined }) {
  const queryClient = useQueryClient();
  const { form, dialog } = useDialogSave<RuleFormValues>({
    resolver: zodResolver(ruleSchema),
    defaultValues: ruleFormValues(rule, defaultProject),
    save: (v) => api.POST('/duty/config/add', { body: toRuleBody(v, rule?.id) }),
    success: '保存成功',
    onClose,
    onDone: () => {
      void invalidateOperation(queryClient, RULES_KEY);
      onClose();
    },
  });
  return (
    <FormDialog {...dialog} title={editTitle('考勤规则', rule, (r) => r.positionName)} width={600}>
      <div className="grid grid-cols-2 gap-x-4">
        <ProjectField id="rule-projectId" options={projectOptions} form={form} name="projectId" />
        <PositionField form={form} />
        <FormTextField
          form={form}
          name="requiredDays"
          id="rule-requiredDays"
          label="每月应到岗天数"
          required
          inputMode="numeric"
        />
        <Field label="每日打卡次数" htmlFor="rule-checkTimes">
          <Select id="rule-checkTimes" {...form.register('checkTimes')}>
            <option value="1">1 次</option>
            <option value="2">2 次（上下班各一次）</option>
            <option value="4">4 次（上下午各两次）</option>
          </Select>
        </Field>
        <FormFields form={form} idPrefix="rule-" fields={TIME_FIELDS} />
        <StatusField id="rule-status" field={form.register('status')} />
      </div>
      <p className="text-xs text-gray-400">同一项目同一岗位只能有一条启用中的规则。</p>
    </FormDialog>
  );
}

/** 适用岗位: typed in, with the usual positions offered. */
function PositionField({ form }: { form: UseFormReturn<RuleFormValues> }) {
  const error = form.formState.errors.positionName;
  return (
    <Field label={<RequiredLabel>适用岗位</RequiredLabel>} htmlFor="rule-positionName" error={error?.message}>
      <Input
        id="rule-positionName"
        list="rule-positions"
        placeholder="如 施工员"
        aria-invalid={Boolean(error)}
        {...form.register('positionName')}
      />
      <datalist id="rule-positions">
        {POSITIONS.map((p) => (
          <option key={p} value={p} />
        ))}
      </datalist>
    </Field>
  );
}
