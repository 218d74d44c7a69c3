// 短信报警设置 (sms-setting-form): the form of one project's setting, its receivers' candidates and the save call.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { usePagePermission } from '@/session/permissions';
import { useSaveMutation } from '@/ui/save-form-dialog';
import { getSmsAlarmSettingKey } from '@site/sdk/query/sms-alarm';
import { projectManagersQuery } from './alarm-queries';
import { smsSettingBody, smsSettingSchema, toSmsSettingForm, type SmsSettingForm } from './sms-setting-rules';

type Setting = components['schemas']['SmsAlarmSetting'];

export function useSettingForm(projectId: number, setting: Setting | undefined) {
  const perm = usePagePermission();
  const editable = perm.can('edit');
  const queryClient = useQueryClient();
  const form = useForm<SmsSettingForm>({
    resolver: zodResolver(smsSettingSchema),
    defaultValues: toSmsSettingForm(setting),
  });
  const { isSubmitted } = form.formState;
  const { control } = form;
  const enabled = useWatch({ control, name: 'enabled' });
  const types = useWatch({ control, name: 'alarmTypes' });
  const receivers = useWatch({ control, name: 'receivers' });
  const managers = useQuery(projectManagersQuery(projectId));
  const available = (managers.data ?? []).filter((m) => !receivers.some((r) => r.managerId === m.id));
  const opts = { shouldDirty: true, shouldValidate: isSubmitted };
  const setReceivers = (value: SmsSettingForm['receivers']) => form.setValue('receivers', value, opts);
  const toggleType = (t: number) =>
    form.setValue(
      'alarmTypes',
      types.includes(t) ? types.filter((x) => x !== t) : [...types, t].sort((a, b) => a - b),
      opts,
    );
  const toggleEnabled = () => form.setValue('enabled', !enabled, opts);

  const save = useSaveMutation(
    (v: SmsSettingForm) => api.POST('/contract/msmalarm/save', { body: smsSettingBody(v, projectId, setting?.id) }),
    (v) => {
      form.reset(v);
      void queryClient.invalidateQueries({ queryKey: getSmsAlarmSettingKey({ params: { query: { projectId } } }) });
    },
    '短信报警设置已保存',
  );

  return {
    form,
    editable,
    enabled,
    types,
    receivers,
    available,
    managersPending: managers.isPending,
    setReceivers,
    toggleType,
    toggleEnabled,
    save,
  };
}
