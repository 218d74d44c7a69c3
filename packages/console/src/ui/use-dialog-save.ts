// The form of a FormDialog and the request that saves it: 确定 validates (the resolver), then sends `save(values)`;
// on success a toast (the server's message, else `success`) and `onDone(values)`. The dialog stays open while
// saving and when the server refuses, so what was typed is kept.
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { TOAST_MS } from '@/lib/constants';

export function useDialogSave<V extends FieldValues>({
  resolver,
  defaultValues,
  save,
  success,
  onClose,
  onDone,
}: {
  resolver: Resolver<V>;
  defaultValues: DefaultValues<V>;
  save: (values: V) => Promise<{ msg?: string | null }>;
  success: string;
  onClose: () => void;
  onDone: (values: V) => void;
}) {
  const form = useForm<V>({ resolver, defaultValues });
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: (env, values) => {
      toast.success(env.msg || success, { duration: TOAST_MS });
      onDone(values);
    },
  });
  return {
    form,
    errors: form.formState.errors,
    /** The props of the FormDialog that shows the form (spread them). */
    dialog: {
      open: true,
      onOpenChange: (open: boolean) => {
        if (!open) onClose();
      },
      submitting: mutation.isPending,
      onSubmit: form.handleSubmit((values) => mutation.mutate(values)),
    },
  };
}
