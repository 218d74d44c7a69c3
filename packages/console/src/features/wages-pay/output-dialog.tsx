// 填报产值 of a team (saveTeamOutput) or a company (saveCompanyOutput): the period's output in 元 and what was built.
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { Field, RequiredLabel } from '@/ui/field';
import { FormDialog } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { Textarea } from '@/ui/textarea';
import { type OutputForm, outputSchema } from './pay-forms';

export function OutputDialog({
  kind,
  id,
  name,
  current,
  onClose,
  onDone,
}: {
  kind: 'team' | 'company';
  id: number;
  name: string;
  current: number | null | undefined;
  onClose: () => void;
  onDone: () => void;
}) {
  const form = useForm<OutputForm>({
    resolver: zodResolver(outputSchema),
    defaultValues: { outputAmount: current === null || current === undefined ? '' : String(current), outputDesc: '' },
  });
  const save = useMutation({
    mutationFn: (v: OutputForm) => {
      const body = {
        id,
        outputAmount: Number(v.outputAmount),
        ...(v.outputDesc.trim() ? { outputDesc: v.outputDesc.trim() } : {}),
      };
      return kind === 'team'
        ? api.POST('/star/salaryExpWorkerList/saveTeamOutput', { body })
        : api.POST('/star/salaryExpWorkerList/saveCompanyOutput', { body });
    },
    onSuccess: (env) => {
      toast.success(env.msg || '产值已保存', { duration: TOAST_MS });
      onDone();
    },
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={`填报本期产值：${name}`}
      submitting={save.isPending}
      onSubmit={form.handleSubmit((v) => save.mutate(v))}
    >
      <p className="text-sm text-gray-600">本期产值用于计算人工费占比（应发 ÷ 本期产值），核对工资是否合理。</p>
      <Field
        label={<RequiredLabel>本期产值（元）</RequiredLabel>}
        htmlFor="output-amount"
        error={errors.outputAmount?.message}
      >
        <Input
          id="output-amount"
          inputMode="decimal"
          aria-invalid={Boolean(errors.outputAmount)}
          {...form.register('outputAmount')}
        />
      </Field>
      <Field label="产值说明" htmlFor="output-desc" error={errors.outputDesc?.message}>
        <Textarea id="output-desc" placeholder="完成部位、工程量" {...form.register('outputDesc')} />
      </Field>
    </FormDialog>
  );
}
