// 短信报警设置 · the setting form (moved out of sms-setting-page.tsx): the switch and the alarm types, thresholds,
// sending limits and quiet hours, the receivers with their types. Saving needs the page's edit bit (4).
import { useState, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import type { components } from '@site/sdk';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { FormTextField } from '@/ui/form-text-field';
import { Combobox } from '@/ui/combobox';
import { ALARM_TYPES } from '@/domain/alarm-codes';
import type { SmsSettingForm } from './sms-setting-rules';
import { useSettingForm } from './use-setting-form';

type Setting = components['schemas']['SmsAlarmSetting'];
type Receiver = SmsSettingForm['receivers'][number];
type Manager = ReturnType<typeof useSettingForm>['available'][number];
type NumberName =
  'stayinMinutes' | 'stationaryMinutes' | 'longWaitMinutes' | 'lowPowerPercent' | 'sendIntervalMinutes' | 'dailyLimit';

const TYPE_ENTRIES = Object.entries(ALARM_TYPES).map(([v, c]) => ({ value: Number(v), label: c.label }));

export function SettingForm({ projectId, setting }: { projectId: number; setting: Setting | undefined }) {
  const { form, editable, enabled, types, receivers, save, ...s } = useSettingForm(projectId, setting);
  const { errors, isDirty } = form.formState;
  const num = { form, editable };

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((v) => save.mutate(v))}
      className="flex flex-col gap-3"
      aria-label="短信报警设置"
    >
      <Section title="短信报警" hint="开启后，所选类型的报警按下方规则以短信通知接收人。">
        <AlarmSwitch enabled={enabled} editable={editable} onToggle={s.toggleEnabled} />
        <AlarmTypePicker types={types} editable={editable} onToggle={s.toggleType} error={errors.alarmTypes?.message} />
      </Section>

      <Section title="触发阈值" hint="超过阈值即产生报警；SOS 求救、闯入禁区与脱帽即时触发。">
        <div className="grid grid-cols-1 gap-x-6 sm:grid-cols-2 xl:grid-cols-4">
          <NumberField {...num} name="stayinMinutes" label="下班后滞留超过" unit="分钟" />
          <NumberField {...num} name="stationaryMinutes" label="安全帽静止超过" unit="分钟" />
          <NumberField {...num} name="longWaitMinutes" label="同一区域停留超过" unit="分钟" />
          <NumberField {...num} name="lowPowerPercent" label="电量低于" unit="%" />
        </div>
      </Section>

      <Section title="发送控制" hint="免打扰时段内只发送 SOS 求救与闯入禁区短信。">
        <div className="grid grid-cols-1 gap-x-6 sm:grid-cols-2 xl:grid-cols-4">
          <NumberField {...num} name="sendIntervalMinutes" label="同一人同类报警间隔" unit="分钟" />
          <NumberField {...num} name="dailyLimit" label="项目每日上限" unit="条" />
          <FormTextField
            form={form}
            name="quietStart"
            id="sms-quietStart"
            label="免打扰开始"
            type="time"
            disabled={!editable}
            markInvalid={false}
          />
          <FormTextField
            form={form}
            name="quietEnd"
            id="sms-quietEnd"
            label="免打扰结束"
            type="time"
            disabled={!editable}
            markInvalid={false}
          />
        </div>
      </Section>

      <Section title={`接收人（${receivers.length}）`} hint="未勾选类型的接收人接收项目开启的全部类型。">
        <ReceiverTable receivers={receivers} types={types} editable={editable} setReceivers={s.setReceivers} />
        {receivers.length === 0 ? <p className="py-6 text-center text-sm text-muted">暂无接收人</p> : null}
        <p role={errors.receivers ? 'alert' : undefined} className="mt-1 min-h-4 text-xs text-danger">
          {errors.receivers?.message ?? ''}
        </p>
        {editable ? (
          <AddReceiver
            available={s.available}
            pending={s.managersPending}
            onAdd={(r) => s.setReceivers([...receivers, r])}
          />
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

function NumberField({
  form,
  editable,
  name,
  label,
  unit,
}: {
  form: UseFormReturn<SmsSettingForm>;
  editable: boolean;
  name: NumberName;
  label: string;
  unit: string;
}) {
  const { errors } = form.formState;
  return (
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
}

function AlarmSwitch({ enabled, editable, onToggle }: { enabled: boolean; editable: boolean; onToggle: () => void }) {
  return (
    <label className="flex w-fit cursor-pointer items-center gap-3 text-sm text-gray-700">
      <button
        type="button"
        role="switch"
        aria-checked={enabled}
        aria-label="短信报警开关"
        disabled={!editable}
        onClick={onToggle}
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
  );
}

function AlarmTypePicker({
  types,
  editable,
  onToggle,
  error,
}: {
  types: number[];
  editable: boolean;
  onToggle: (t: number) => void;
  error: string | undefined;
}) {
  return (
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
              onChange={() => onToggle(t.value)}
            />
            {t.label}
          </label>
        ))}
      </div>
      <p role={error ? 'alert' : undefined} className="mt-1 min-h-4 text-xs text-danger">
        {error ?? ''}
      </p>
    </div>
  );
}

const TH = 'border-b border-line px-3 py-2 font-medium';
const TD = 'border-b border-line px-3 py-2';

function ReceiverTable({
  receivers,
  types,
  editable,
  setReceivers,
}: {
  receivers: Receiver[];
  types: number[];
  editable: boolean;
  setReceivers: (value: Receiver[]) => void;
}) {
  return (
    <table className="w-full border-collapse text-sm">
      <thead>
        <tr className="bg-gray-50 text-left text-gray-600">
          <th className={TH}>姓名</th>
          <th className={TH}>岗位</th>
          <th className={TH}>手机号</th>
          <th className={TH}>接收的报警类型</th>
          {editable ? <th className={TH}>操作</th> : null}
        </tr>
      </thead>
      <tbody>
        {receivers.map((r, i) => (
          <tr key={r.managerId} className="hover:bg-gray-50">
            <td className={`${TD} font-medium text-gray-900`}>{r.name}</td>
            <td className={TD}>{r.post || '—'}</td>
            <td className={`${TD} tabular-nums`}>{r.mobile}</td>
            <td className={TD}>
              <ReceiverTypes
                receiver={r}
                types={types}
                editable={editable}
                onChange={(next) => setReceivers(receivers.map((x, j) => (j === i ? next : x)))}
              />
            </td>
            {editable ? (
              <td className={TD}>
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
  );
}

function ReceiverTypes({
  receiver: r,
  types,
  editable,
  onChange,
}: {
  receiver: Receiver;
  types: number[];
  editable: boolean;
  onChange: (next: Receiver) => void;
}) {
  return (
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
              onChange({
                ...r,
                alarmTypes: on
                  ? (r.alarmTypes ?? []).filter((y) => y !== t)
                  : [...(r.alarmTypes ?? []), t].sort((a, b) => a - b),
              })
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
  );
}

function AddReceiver({
  available,
  pending,
  onAdd,
}: {
  available: Manager[];
  pending: boolean;
  onAdd: (r: Receiver) => void;
}) {
  const [adding, setAdding] = useState('');
  return (
    <div className="mt-2 flex items-center gap-2">
      <Combobox
        aria-label="选择接收人"
        label="管理人员"
        className="w-72"
        value={adding}
        onChange={setAdding}
        emptyLabel={pending ? '加载管理人员…' : '选择管理人员'}
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
          onAdd({ managerId: m.id, name: m.name, mobile: m.mobile ?? '', post: m.post_name ?? '', alarmTypes: [] });
          setAdding('');
        }}
      >
        <Plus />
        添加接收人
      </Button>
    </div>
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
