// 处理岗位配置 of complaints (001 §7.8, §6: complaint handling is configured per level with positions): for the
// chosen organisation, which positions handle complaints at project, branch and company level, the people on them,
// the time limit of each level and whether an overdue complaint goes up; 编辑 (power bit 4) changes a level.
import { useMemo } from 'react';
import { useSaveMutation } from '@/ui/save-form-dialog';
import { useQuery } from '@tanstack/react-query';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { api } from '@/platform/api';
import { usePagePermission } from '@/session/permissions';
import { RequiredLabel } from '@/ui/field';
import type { FilterField } from '@/ui/filter-bar';
import { FormDialog } from '@/ui/form-dialog';
import { FormFields } from '@/ui/form-fields';
import { ListScreen } from '@/ui/list-screen';
import { Loading } from '@/ui/loading';
import { allOrgs, configBody, type ComplaintLevelConfig, type ConfigForm } from './complaint-model';
import { positionColumns } from './complaint-position-columns';
import { complaintPositionsQuery, orgTreeQuery } from './complaint-queries';
import { formDialogProps } from '@/ui/form-dialog-props';
import { useRowDialog } from '@/ui/use-row-dialog';

const KEY = 'listComplaintLevelConfigs';

export default function ComplaintPositionPage() {
  const perm = usePagePermission();
  const tree = useQuery(orgTreeQuery());
  const { open: edit, ...editing } = useRowDialog<ComplaintLevelConfig>(KEY);
  const filters = useMemo<FilterField[]>(
    () => [{ name: 'orgId', label: '组织', type: 'select', options: allOrgs(tree.data ?? []) }],
    [tree.data],
  );
  const canEdit = perm.can('edit');
  const columns = useMemo(() => positionColumns(canEdit, edit), [canEdit, edit]);
  return (
    <>
      <ListScreen<ComplaintLevelConfig>
        id="complaint-position"
        title="投诉处理岗位配置"
        filters={filters}
        columns={columns}
        operation={KEY}
        rowId={(c) => `${c.orgId}-${c.level}`}
        load={async ({ filters: values, signal }) => {
          const orgId = values.orgId ? Number(values.orgId) : undefined;
          const env = await api.POST('/orgdept/complaint/config/list', { body: orgId ? { orgId } : {}, signal });
          const rows = [...(env.data ?? [])].sort((a, b) => a.level - b.level);
          return { total: rows.length, rows };
        }}
      />
      {editing.row ? <ConfigDialog config={editing.row} onClose={editing.close} onDone={editing.done} /> : null}
    </>
  );
}

const configSchema = z.object({
  positionIds: z.array(z.string()).check(z.minLength(1, '请至少选择一个处理岗位')),
  timeLimitHours: z.string().check(
    z.regex(/^\d+$/, '请输入整数小时'),
    z.refine((v) => Number(v) >= 1 && Number(v) <= 720, '办理时限为 1～720 小时'),
  ),
  autoEscalate: z.boolean(),
  smsNotify: z.boolean(),
});

export function ConfigDialog({
  config,
  onClose,
  onDone,
}: {
  config: ComplaintLevelConfig;
  onClose: () => void;
  onDone: () => void;
}) {
  const form = useForm<ConfigForm>({
    resolver: zodResolver(configSchema),
    defaultValues: {
      positionIds: config.positionIds.map(String),
      timeLimitHours: String(config.timeLimitHours),
      autoEscalate: Boolean(config.autoEscalate),
      smsNotify: Boolean(config.smsNotify),
    },
  });
  const save = useSaveMutation(
    (v: ConfigForm) => api.POST('/orgdept/complaint/config/save', { body: configBody(config, v) }),
    onDone,
    '配置已保存',
  );
  const { errors } = form.formState;
  return (
    <FormDialog
      {...formDialogProps(form, save, onClose)}
      width={560}
      title={`编辑${config.levelName ?? ''}级处理配置：${config.orgName ?? ''}`}
    >
      <PositionChoices
        level={config.level}
        register={form.register('positionIds')}
        error={errors.positionIds?.message}
      />
      <FormFields
        form={form}
        idPrefix="cfg-"
        fields={[
          { name: 'timeLimitHours', id: 'hours', label: '办理时限（小时）', required: true, inputMode: 'numeric' },
          { as: 'check', name: 'autoEscalate', label: '超时未办结自动上报上一级' },
          { as: 'check', name: 'smsNotify', label: '新投诉短信通知岗位人员' },
        ]}
      />
    </FormDialog>
  );
}

/** The positions of a level to tick, with how many people each has; at least one is required. */
function PositionChoices({
  level,
  register,
  error,
}: {
  level: number;
  register: UseFormRegisterReturn<'positionIds'>;
  error: string | undefined;
}) {
  const positions = useQuery(complaintPositionsQuery(level));
  return (
    <fieldset aria-describedby="cfg-positions-error" className="flex flex-col gap-1">
      <legend className="mb-1 text-sm text-gray-700">
        <RequiredLabel>处理岗位</RequiredLabel>
      </legend>
      {positions.isPending ? (
        <Loading />
      ) : (
        <div className="grid grid-cols-2 gap-2">
          {(positions.data ?? []).map((p) => (
            <label
              key={p.positionId}
              className="flex cursor-pointer items-center gap-2 rounded border border-line px-3 py-2 text-sm hover:border-primary"
            >
              <input type="checkbox" value={String(p.positionId)} {...register} />
              <span className="text-gray-900">{p.positionName}</span>
              <span className="ml-auto text-xs text-gray-500">{p.userCount ?? 0} 人</span>
            </label>
          ))}
        </div>
      )}
      <p id="cfg-positions-error" role={error ? 'alert' : undefined} className="min-h-4 text-xs text-danger">
        {error ?? ''}
      </p>
    </fieldset>
  );
}
