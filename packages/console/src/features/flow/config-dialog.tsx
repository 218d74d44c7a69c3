// 流程配置 dialog: 新增配置 / 编辑 of one business module's process configuration for an organisation.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm, type UseFormRegister } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { api } from '@/platform/api';
import { Field } from '@/ui/field';
import { FormSelectField } from '@/ui/form-select-field';
import { FormTextField } from '@/ui/form-text-field';
import { SaveFormDialog } from '@/ui/save-form-dialog';
import { Select } from '@/ui/select';
import { procDefOptionsQuery } from './flow-queries';
import {
  configBody,
  configValues,
  optionsOf,
  TIMEOUT_ACTIONS,
  type ConfigValues,
  type FlowConfig,
  type FlowProcDef,
} from './flow-rules';

export type Module = { moduleCode: string; moduleName: string; route?: string; categoryId?: number };

const configSchema = z.object({
  procDefId: z.string().check(z.minLength(1, '请选择流程定义')),
  enabled: z.boolean(),
  smsNotify: z.boolean(),
  autoApproveSameUser: z.boolean(),
  timeoutHours: z.string().check(z.regex(/^\d{1,4}$/, '办理时限为0到9999的整数小时')),
  timeoutAction: z.string(),
});

export function ConfigDialog({
  orgId,
  module,
  config,
  onClose,
  onDone,
}: {
  orgId: number;
  module: Module;
  config: FlowConfig | null;
  onClose: () => void;
  onDone: (msg: string | undefined) => void;
}) {
  const defs = useQuery(procDefOptionsQuery({ moduleCode: module.moduleCode }));
  const form = useForm<ConfigValues>({ resolver: zodResolver(configSchema), defaultValues: configValues(config) });
  const save = useMutation({
    mutationFn: (v: ConfigValues) => {
      const body = configBody({ orgId, moduleCode: module.moduleCode, id: config?.id }, v);
      return config ? api.POST('/flw/flwconfig/edit', { body }) : api.POST('/flw/flwconfig/add', { body });
    },
    onSuccess: (env) => onDone(env.msg),
  });
  const options = defOptions(defs.data ?? [], config);
  return (
    <SaveFormDialog
      form={form}
      save={save}
      onClose={onClose}
      title={`${config ? '编辑' : '新增'}流程配置：${module.moduleName}`}
      width={520}
    >
      <FormSelectField form={form} name="procDefId" id="flow-config-def" label="流程定义" required options={options} />
      <div className="grid grid-cols-2 gap-3">
        <FormTextField
          form={form}
          name="timeoutHours"
          id="flow-config-hours"
          label="办理时限（小时，0 为不限）"
          inputMode="numeric"
        />
        <Field label="超时处理" htmlFor="flow-config-action">
          <Select id="flow-config-action" {...form.register('timeoutAction')}>
            {optionsOf(TIMEOUT_ACTIONS).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <ConfigSwitches register={form.register} />
    </SaveFormDialog>
  );
}

function defOptions(defs: FlowProcDef[], config: FlowConfig | null) {
  const options = defs.map((d) => ({ value: String(d.id), label: `${d.procName}（v${d.version ?? 1}）` }));
  // The current definition stays choosable while the list loads or when it is not in the first page.
  if (config?.procDefId && !options.some((o) => o.value === String(config.procDefId)))
    options.unshift({ value: String(config.procDefId), label: config.procDefName ?? `#${config.procDefId}` });
  return options;
}

function ConfigSwitches({ register }: { register: UseFormRegister<ConfigValues> }) {
  return (
    <div className="flex flex-col gap-2 pb-2 text-sm text-gray-700">
      <label className="flex items-center gap-2">
        <input type="checkbox" {...register('enabled')} />
        启用审批流程（关闭时业务单据提交即生效）
      </label>
      <label className="flex items-center gap-2">
        <input type="checkbox" {...register('smsNotify')} />
        到达节点时短信通知办理人
      </label>
      <label className="flex items-center gap-2">
        <input type="checkbox" {...register('autoApproveSameUser')} />
        相邻节点办理人相同时自动通过
      </label>
    </div>
  );
}
