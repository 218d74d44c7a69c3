// The form of a FormDialog and the request that saves it: 确定 validates (the resolver), then sends `save(values)`;
// on success a toast (the server's message, else `success`) and `onDone(values)`. The dialog stays open while
// saving and when the server refuses, so what was typed is kept.
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { formDialogProps } from './form-dialog-props';
import { useSaveMutation } from './save-form-dialog';

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
  const mutation = useSaveMutation(save, onDone, success);
  return {
    form,
    errors: form.formState.errors,
    /** The props of the FormDialog that shows the form (spread them). */
    dialog: formDialogProps(form, mutation, onClose),
  };
}
