// What a FormDialog shown while its screen holds it takes from its form and its save call: open until 取消 or ×
// closes it, the form's checks before the call, 提交中… while the call runs.
import type { FieldValues, UseFormReturn } from 'react-hook-form';

export function formDialogProps<T extends FieldValues>(
  form: UseFormReturn<T>,
  save: { isPending: boolean; mutate: (values: T) => void },
  onClose: () => void,
) {
  return {
    open: true,
    onOpenChange: (open: boolean) => !open && onClose(),
    submitting: save.isPending,
    onSubmit: form.handleSubmit((values) => save.mutate(values)),
  };
}
