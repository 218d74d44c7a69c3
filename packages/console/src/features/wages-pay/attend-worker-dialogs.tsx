// 考勤确认 · workers: the adjust, objection and supplement dialogs (moved out of attend-workers.tsx).
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { X } from 'lucide-react';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { Button } from '@/ui/button';
import { Field, RequiredLabel } from '@/ui/field';
import { FormDialog } from '@/ui/form-dialog';
import { FormTextField } from '@/ui/form-text-field';
import { SaveFormDialog, useSaveMutation } from '@/ui/save-form-dialog';
import { useDialogSave } from '@/ui/use-dialog-save';
import { DatePicker } from '@/ui/date-picker';
import { Select } from '@/ui/select';
import { Textarea } from '@/ui/textarea';
import { formatCount } from '@/domain/money';
import { supplementDates } from './pay-bodies';
import { intOf } from '@/domain/filter-body';
import { useRemarkSave } from './use-remark-save';
import { type AttendAdjustForm, attendAdjustSchema, type SupplementForm, supplementSchema } from './pay-forms';

type Worker = components['schemas']['WagesAttendWorker'];

export function AdjustDialog({ worker, onClose, onDone }: { worker: Worker; onClose: () => void; onDone: () => void }) {
  const { form, dialog } = useDialogSave<AttendAdjustForm>({
    resolver: zodResolver(attendAdjustSchema),
    defaultValues: {
      confirmDays: String(worker.confirmDays),
      overtimeHours:
        worker.overtimeHours === undefined || worker.overtimeHours === null ? '' : String(worker.overtimeHours),
      remark: '',
    },
    save: (v) =>
      api.POST('/star/laborwagesattend/task/worker/update', {
        body: {
          id: worker.id,
          confirmDays: Number(v.confirmDays),
          ...(v.overtimeHours ? { overtimeHours: Number(v.overtimeHours) } : {}),
          remark: v.remark.trim(),
        },
      }),
    success: '已调整',
    onClose,
    onDone,
  });
  return (
    <FormDialog {...dialog} title={`调整工日：${worker.workerName}`}>
      <p className="text-sm text-gray-600">
        系统考勤 {formatCount(worker.attendDays)} 天，补录 {formatCount(worker.additionDays, '0')} 工日。
      </p>
      <div className="grid grid-cols-2 gap-x-4">
        <FormTextField form={form} name="confirmDays" id="adjust-days" label="确认工日" required inputMode="decimal" />
        <FormTextField form={form} name="overtimeHours" id="adjust-overtime" label="加班小时" inputMode="decimal" />
      </div>
      <FormTextField
        form={form}
        name="remark"
        id="adjust-remark"
        label="调整原因"
        required
        rows={0}
        placeholder="请写明调整原因"
      />
    </FormDialog>
  );
}

export function ObjectionDialog({ ids, onClose, onDone }: { ids: number[]; onClose: () => void; onDone: () => void }) {
  const { error, box, dialog } = useRemarkSave({
    check: (remark) => (!remark.trim() ? '请填写异议说明' : remark.length > 200 ? '异议说明最多200字' : undefined),
    send: (remark) =>
      api.POST('/star/laborwagesattend/task/worker/confirm', { body: { ids, result: 2, remark: remark.trim() } }),
    success: '异议已登记',
    onClose,
    onDone,
  });
  return (
    <FormDialog {...dialog} title={`登记异议（${ids.length} 人）`}>
      <Field label={<RequiredLabel>异议说明</RequiredLabel>} htmlFor="objection-remark" error={error}>
        <Textarea
          id="objection-remark"
          placeholder="例如：10月12日在地下车库作业，安全帽无信号"
          aria-invalid={Boolean(error)}
          {...box}
        />
      </Field>
    </FormDialog>
  );
}

export function SupplementDialog({
  taskId,
  worker,
  onClose,
  onDone,
}: {
  taskId: number;
  worker: Worker;
  onClose: () => void;
  onDone: () => void;
}) {
  const form = useForm<SupplementForm>({
    resolver: zodResolver(supplementSchema),
    defaultValues: { dates: [], daysPerDate: '1', overtimeHours: '', reason: '' },
  });
  const dates = useWatch({ control: form.control, name: 'dates' });
  const setDates = (next: string[]) =>
    form.setValue('dates', supplementDates(next), { shouldValidate: form.formState.isSubmitted });
  const save = useSupplementSave(taskId, worker, onDone);
  const { errors } = form.formState;
  return (
    <SaveFormDialog form={form} save={save} onClose={onClose} title={`补录考勤：${worker.workerName}`} width={560}>
      <p className="text-sm text-gray-600">
        {worker.teamName ?? ''} · 系统考勤 {formatCount(worker.attendDays)} 天，已补录{' '}
        {formatCount(worker.additionDays, '0')} 工日
      </p>
      <Field label={<RequiredLabel>补录日期</RequiredLabel>} htmlFor="supplement-day" error={errors.dates?.message}>
        <DatesField dates={dates} setDates={setDates} invalid={Boolean(errors.dates)} />
      </Field>
      <div className="grid grid-cols-2 gap-x-4">
        <Field label="每日计工" htmlFor="supplement-per-day">
          <Select id="supplement-per-day" {...form.register('daysPerDate')}>
            <option value="1">全天（1 工日）</option>
            <option value="0.5">半天（0.5 工日）</option>
          </Select>
        </Field>
        <FormTextField
          form={form}
          name="overtimeHours"
          id="supplement-overtime"
          label="补录加班小时"
          inputMode="decimal"
        />
      </div>
      <FormTextField
        form={form}
        name="reason"
        id="supplement-reason"
        label="补录原因"
        required
        rows={0}
        placeholder="例如：安全帽定位离线，当日在地下车库浇筑混凝土"
      />
    </SaveFormDialog>
  );
}

/** The supplemented days: a date picker with 添加日期, and the days added so far, each removable. */
function DatesField({
  dates,
  setDates,
  invalid,
}: {
  dates: string[];
  setDates: (next: string[]) => void;
  invalid: boolean;
}) {
  const [day, setDay] = useState('');
  return (
    <>
      <div className="flex gap-2">
        <DatePicker id="supplement-day" className="w-48" value={day} invalid={invalid} onChange={setDay} />
        <Button
          disabled={!day}
          onClick={() => {
            setDates([...dates, day]);
            setDay('');
          }}
        >
          添加日期
        </Button>
      </div>
      {dates.length ? (
        <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="已添加的日期">
          {dates.map((d) => (
            <li key={d} className="flex items-center gap-1 rounded bg-primary-soft px-2 py-0.5 text-xs text-primary">
              {d}
              <button
                type="button"
                aria-label={`移除 ${d}`}
                className="rounded hover:bg-primary/10"
                onClick={() => setDates(dates.filter((x) => x !== d))}
              >
                <X className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** 补录's call: the task, the team in the address, the worker and the days; the toast, then `onDone`. */
function useSupplementSave(taskId: number, worker: Worker, onDone: () => void) {
  const [search] = useSearchParams();
  const teamId = intOf(search.get('teamId'));
  return useSaveMutation(
    (v: SupplementForm) =>
      api.POST('/star/laborwagesattend/task/addition', {
        body: {
          taskId,
          ...(teamId ? { teamId } : {}),
          workerId: worker.workerId,
          dates: supplementDates(v.dates),
          daysPerDate: v.daysPerDate === '0.5' ? 0.5 : 1,
          ...(v.overtimeHours ? { overtimeHours: Number(v.overtimeHours) } : {}),
          reason: v.reason.trim(),
        },
      }),
    onDone,
    '补录成功',
  );
}
