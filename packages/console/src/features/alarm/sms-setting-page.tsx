// 短信报警设置 (000 §7 / 001 §7.6 /contract/msmalarm/get + save, menu alarm/smsSetting): a project's SMS alarm
// switch, the alarm types that send an SMS, the thresholds, sending limits, quiet hours and receivers.
// Saving needs the page's edit bit (4); without it the form is read-only.
import { useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import type { components } from '@site/sdk';
import { api } from '@/app/api';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/dates';
import { usePagePermission } from '@/session/permissions';
import { useSession } from '@/session/session-store';
import { orgSelectTreeQuery } from '@/session/org-tree-query';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { Loading } from '@/ui/loading';
import { PageTabs } from '@/ui/page-tabs';
import { Combobox } from '@/ui/combobox';
import { ALARM_TYPES, projectOf, projectsOf } from './alarm-codes';
import { projectManagersQuery, smsSettingQuery } from './alarm-queries';
import { SmsReceiverTab } from './sms-receiver-tab';
import { smsSettingBody, smsSettingSchema, toSmsSettingForm, type SmsSettingForm } from './sms-setting-rules';
import { errorText } from '@/lib/error-text';
import { getSmsAlarmSettingKey } from '@site/sdk/query/sms-alarm';

type Setting = components['schemas']['SmsAlarmSetting'];
type NumberField =
  'stayinMinutes' | 'stationaryMinutes' | 'longWaitMinutes' | 'lowPowerPercent' | 'sendIntervalMinutes' | 'dailyLimit';

const TYPE_ENTRIES = Object.entries(ALARM_TYPES).map(([v, c]) => ({ value: Number(v), label: c.label }));

const TABS = [
  { key: 'setting', label: '报警设置', render: () => <SmsSetting /> },
  { key: 'receiver', label: '接收人', render: () => <SmsReceiverTab /> },
];

/** Two tabs: a project's setting (the form) and every receiver of the scope (list + 查看). */
export default function SmsSettingPage() {
  return <PageTabs label="短信报警设置" tabs={TABS} />;
}

function SmsSetting() {
  const { identity } = useSession();
  const own = projectOf(identity);
  const tree = useQuery({ ...orgSelectTreeQuery(), enabled: !own });
  const projects = projectsOf(tree.data);
  const [picked, setPicked] = useState<number | undefined>(undefined);
  const projectId = own ?? picked ?? projects[0]?.value;
  const setting = useQuery({ ...smsSettingQuery(projectId ?? 0), enabled: Boolean(projectId) });

  return (
    <div className="flex flex-col gap-3">
      <section className="flex flex-wrap items-center gap-3 rounded-md bg-white px-4 py-3 shadow-sm">
        <h1 className="text-base font-semibold text-gray-900">短信报警设置</h1>
        {own ? (
          <span className="text-sm text-muted">{identity?.project_name}</span>
        ) : (
          <label className="ml-2 flex items-center gap-2 text-sm text-gray-600">
            项目
            <Combobox
              label="项目"
              aria-label="项目"
              className="w-64"
              value={projectId ? String(projectId) : ''}
              onChange={(v) => setPicked(Number(v) || undefined)}
              options={projects}
              showEmpty={false}
              emptyLabel=""
            />
          </label>
        )}
        {setting.data?.updateTime ? (
          <span className="ml-auto text-xs text-muted">
            最后修改：{setting.data.updateBy || '—'} · {formatDate(setting.data.updateTime, 'dateTime')}
          </span>
        ) : null}
      </section>
      {!projectId ? (
        <section className="rounded-md bg-white shadow-sm">
          {tree.isPending && !own ? (
            <Loading />
          ) : (
            <p className="py-10 text-center text-sm text-muted">暂无可设置的项目</p>
          )}
        </section>
      ) : setting.isPending ? (
        <section className="rounded-md bg-white shadow-sm">
          <Loading />
        </section>
      ) : setting.isError ? (
        <section
          role="alert"
          className="flex flex-col items-center gap-2 rounded-md bg-white py-10 text-sm text-danger shadow-sm"
        >
          短信报警设置加载失败：{errorText(setting.error)}
          <Button onClick={() => void setting.refetch()}>重试</Button>
        </section>
      ) : (
        <SettingForm key={projectId} projectId={projectId} setting={setting.data} />
      )}
    </div>
  );
}

function SettingForm({ projectId, setting }: { projectId: number; setting: Setting | undefined }) {
  const perm = usePagePermission();
  const editable = perm.can('edit');
  const queryClient = useQueryClient();
  const form = useForm<SmsSettingForm>({
    resolver: zodResolver(smsSettingSchema),
    defaultValues: toSmsSettingForm(setting),
  });
  const { errors, isSubmitted, isDirty } = form.formState;
  const { control } = form;
  const enabled = useWatch({ control, name: 'enabled' });
  const types = useWatch({ control, name: 'alarmTypes' });
  const receivers = useWatch({ control, name: 'receivers' });
  const managers = useQuery(projectManagersQuery(projectId));
  const [adding, setAdding] = useState('');
  const available = (managers.data ?? []).filter((m) => !receivers.some((r) => r.managerId === m.id));
  const opts = { shouldDirty: true, shouldValidate: isSubmitted };
  const setReceivers = (value: SmsSettingForm['receivers']) => form.setValue('receivers', value, opts);
  const toggleType = (t: number) =>
    form.setValue(
      'alarmTypes',
      types.includes(t) ? types.filter((x) => x !== t) : [...types, t].sort((a, b) => a - b),
      opts,
    );

  const save = useMutation({
    mutationFn: (v: SmsSettingForm) =>
      api.POST('/contract/msmalarm/save', { body: smsSettingBody(v, projectId, setting?.id) }),
    onSuccess: (env, v) => {
      toast.success(env.msg || '短信报警设置已保存', { duration: 1500 });
      form.reset(v);
      void queryClient.invalidateQueries({ queryKey: getSmsAlarmSettingKey({ params: { query: { projectId } } }) });
    },
  });

  const number = (name: NumberField, label: string, unit: string) => (
    <Field label={label} htmlFor={`sms-${name}`} error={errors[name]?.message}>
      <div className="flex items-center">
        <Input
          id={`sms-${name}`}
          inputMode="numeric"
          disabled={!editable}
          className="rounded-r-none"
          aria-invalid={Boolean(errors[name])}
          {...form.register(name)}
        />
        <span className="flex h-9 shrink-0 items-center rounded-r border border-l-0 border-line bg-gray-50 px-3 text-sm text-muted">
          {unit}
        </span>
      </div>
    </Field>
  );

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((v) => save.mutate(v))}
      className="flex flex-col gap-3"
      aria-label="短信报警设置"
    >
      <Section title="短信报警" hint="开启后，所选类型的报警按下方规则以短信通知接收人。">
        <label className="flex w-fit cursor-pointer items-center gap-3 text-sm text-gray-700">
          <button
            type="button"
            role="switch"
            aria-checked={enabled}
            aria-label="短信报警开关"
            disabled={!editable}
            onClick={() => form.setValue('enabled', !enabled, opts)}
            className={cn(
              'relative h-6 w-11 rounded-full transition-colors disabled:opacity-50',
              enabled ? 'bg-primary' : 'bg-gray-300',
            )}
          >
            <span
              className={cn(
                'absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform',
                enabled && 'translate-x-5',
              )}
            />
          </button>
          <span className={enabled ? 'font-medium text-primary' : 'text-muted'}>{enabled ? '已开启' : '已关闭'}</span>
        </label>
        <div className="mt-4">
          <p className="mb-2 text-sm text-gray-700">触发短信的报警类型</p>
          <div role="group" aria-label="触发短信的报警类型" className="flex flex-wrap gap-2">
            {TYPE_ENTRIES.map((t) => (
              <label
                key={t.value}
                className="flex cursor-pointer items-center gap-1.5 rounded border border-line px-3 py-1.5 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:checked]:text-primary"
              >
                <input
                  type="checkbox"
                  disabled={!editable}
                  checked={types.includes(t.value)}
                  onChange={() => toggleType(t.value)}
                />
                {t.label}
              </label>
            ))}
          </div>
          <p role={errors.alarmTypes ? 'alert' : undefined} className="mt-1 min-h-4 text-xs text-danger">
            {errors.alarmTypes?.message ?? ''}
          </p>
        </div>
      </Section>

      <Section title="触发阈值" hint="超过阈值即产生报警；SOS 求救、闯入禁区与脱帽即时触发。">
        <div className="grid grid-cols-1 gap-x-6 sm:grid-cols-2 xl:grid-cols-4">
          {number('stayinMinutes', '下班后滞留超过', '分钟')}
          {number('stationaryMinutes', '安全帽静止超过', '分钟')}
          {number('longWaitMinutes', '同一区域停留超过', '分钟')}
          {number('lowPowerPercent', '电量低于', '%')}
        </div>
      </Section>

      <Section title="发送控制" hint="免打扰时段内只发送 SOS 求救与闯入禁区短信。">
        <div className="grid grid-cols-1 gap-x-6 sm:grid-cols-2 xl:grid-cols-4">
          {number('sendIntervalMinutes', '同一人同类报警间隔', '分钟')}
          {number('dailyLimit', '项目每日上限', '条')}
          <Field label="免打扰开始" htmlFor="sms-quietStart" error={errors.quietStart?.message}>
            <Input id="sms-quietStart" type="time" disabled={!editable} {...form.register('quietStart')} />
          </Field>
          <Field label="免打扰结束" htmlFor="sms-quietEnd" error={errors.quietEnd?.message}>
            <Input id="sms-quietEnd" type="time" disabled={!editable} {...form.register('quietEnd')} />
          </Field>
        </div>
      </Section>

      <Section title={`接收人（${receivers.length}）`} hint="未勾选类型的接收人接收项目开启的全部类型。">
        <table className="w-full border-collapse text-sm">
          <thead>
            <tr className="bg-gray-50 text-left text-gray-600">
              <th className="border-b border-line px-3 py-2 font-medium">姓名</th>
              <th className="border-b border-line px-3 py-2 font-medium">岗位</th>
              <th className="border-b border-line px-3 py-2 font-medium">手机号</th>
              <th className="border-b border-line px-3 py-2 font-medium">接收的报警类型</th>
              {editable ? <th className="border-b border-line px-3 py-2 font-medium">操作</th> : null}
            </tr>
          </thead>
          <tbody>
            {receivers.map((r, i) => (
              <tr key={r.managerId} className="hover:bg-gray-50">
                <td className="border-b border-line px-3 py-2 font-medium text-gray-900">{r.name}</td>
                <td className="border-b border-line px-3 py-2">{r.post || '—'}</td>
                <td className="border-b border-line px-3 py-2 tabular-nums">{r.mobile}</td>
                <td className="border-b border-line px-3 py-2">
                  <div className="flex flex-wrap gap-1">
                    {types.map((t) => {
                      const on = r.alarmTypes?.includes(t) ?? false;
                      return (
                        <button
                          key={t}
                          type="button"
                          disabled={!editable}
                          aria-pressed={on}
                          aria-label={`${r.name}接收${ALARM_TYPES[t]?.label ?? t}`}
                          onClick={() =>
                            setReceivers(
                              receivers.map((x, j) =>
                                j === i
                                  ? {
                                      ...x,
                                      alarmTypes: on
                                        ? (x.alarmTypes ?? []).filter((y) => y !== t)
                                        : [...(x.alarmTypes ?? []), t].sort((a, b) => a - b),
                                    }
                                  : x,
                              ),
                            )
                          }
                          className={cn(
                            'rounded px-2 py-0.5 text-xs transition-colors',
                            on ? 'bg-primary/10 text-primary' : 'bg-gray-100 text-gray-400 line-through',
                          )}
                        >
                          {ALARM_TYPES[t]?.label ?? t}
                        </button>
                      );
                    })}
                    {r.alarmTypes?.length ? null : <span className="text-xs text-muted">（全部开启类型）</span>}
                  </div>
                </td>
                {editable ? (
                  <td className="border-b border-line px-3 py-2">
                    <Button
                      size="sm"
                      variant="link"
                      className="text-danger"
                      onClick={() => setReceivers(receivers.filter((_, j) => j !== i))}
                    >
                      <Trash2 />
                      移除
                    </Button>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
        {receivers.length === 0 ? <p className="py-6 text-center text-sm text-muted">暂无接收人</p> : null}
        <p role={errors.receivers ? 'alert' : undefined} className="mt-1 min-h-4 text-xs text-danger">
          {errors.receivers?.message ?? ''}
        </p>
        {editable ? (
          <div className="mt-2 flex items-center gap-2">
            <Combobox
              aria-label="选择接收人"
              label="管理人员"
              className="w-72"
              value={adding}
              onChange={setAdding}
              emptyLabel={managers.isPending ? '加载管理人员…' : '选择管理人员'}
              options={available.map((m) => ({
                value: m.id,
                label: `${m.name}${m.post_name ? `（${m.post_name}）` : ''} ${m.mobile ?? ''}`,
              }))}
            />
            <Button
              disabled={!adding}
              onClick={() => {
                const m = available.find((x) => String(x.id) === adding);
                if (!m) return;
                setReceivers([
                  ...receivers,
                  { managerId: m.id, name: m.name, mobile: m.mobile ?? '', post: m.post_name ?? '', alarmTypes: [] },
                ]);
                setAdding('');
              }}
            >
              <Plus />
              添加接收人
            </Button>
          </div>
        ) : null}
      </Section>

      {editable ? (
        <div className="sticky bottom-0 flex justify-end gap-2 rounded-md bg-white px-4 py-3 shadow-sm">
          <Button disabled={!isDirty || save.isPending} onClick={() => form.reset()}>
            撤销修改
          </Button>
          <Button type="submit" variant="primary" disabled={save.isPending}>
            {save.isPending ? '保存中…' : '保存设置'}
          </Button>
        </div>
      ) : null}
    </form>
  );
}

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <section className="rounded-md bg-white p-4 shadow-sm">
      <header className="mb-3 flex items-baseline gap-3 border-b border-line pb-2">
        <h2 className="text-sm font-semibold text-gray-900">{title}</h2>
        {hint ? <p className="text-xs text-muted">{hint}</p> : null}
      </header>
      {children}
    </section>
  );
}
