// A check step that asks before it calls (回复, 复核, 完成, 撤回): 确定 of the form holds its values for the
// ConfirmDialog, whose 确定 sends them; the form stays open (keeping what was typed) when the call fails.
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormTextField } from '@/ui/form-text-field';

type Env = { msg?: string | null };

export function useConfirmedSave<V>(save: (values: V) => Promise<Env>, onSuccess: (env: Env) => void) {
  const [confirming, setConfirming] = useState<V | null>(null);
  const mutation = useMutation({ mutationFn: save, onSuccess, onSettled: () => setConfirming(null) });
  return {
    /** Hold the validated values and ask. */
    ask: setConfirming,
    submitting: mutation.isPending,
    /** The props of the ConfirmDialog that asks (spread them). */
    confirm: {
      open: confirming !== null,
      onOpenChange: (open: boolean) => {
        if (!open) setConfirming(null);
      },
      onConfirm: () => {
        if (confirming) mutation.mutate(confirming);
      },
    },
  };
}

/** A note that is optional for one outcome (检查总结, 复核意见) and required for the other (撤回原因, 退回原因). */
export function StepNoteField<T extends FieldValues>({
  optional,
  optionalLabel,
  requiredLabel,
  id,
  form,
  name,
}: {
  optional: boolean;
  optionalLabel: string;
  requiredLabel: string;
  id: string;
  form: UseFormReturn<T>;
  name: Path<T>;
}) {
  return (
    <FormTextField
      form={form}
      name={name}
      id={id}
      label={optional ? optionalLabel : requiredLabel}
      required={!optional}
      rows={3}
      placeholder={optional ? `${optionalLabel}（选填）` : `请填写${requiredLabel}`}
    />
  );
}
