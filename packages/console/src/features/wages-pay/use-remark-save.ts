// A dialog's remark held in its own state (not a react-hook-form form): typing clears its message; 确定 checks it
// (`check` gives the message, if any) and otherwise sends it, with the server's message (or `success`) as a toast.
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useSaveMutation } from '@/ui/save-form-dialog';

export function useRemarkSave({
  check,
  send,
  success,
  onClose,
  onDone,
}: {
  check: (remark: string) => string | undefined;
  send: (remark: string) => Promise<{ msg?: string | null }>;
  success: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const [remark, setRemark] = useState('');
  const [error, setError] = useState<string>();
  const save = useSaveMutation(send, onDone, success);
  return {
    error,
    /** The value and change handler of the Textarea. */
    box: {
      value: remark,
      onChange: (e: ChangeEvent<HTMLTextAreaElement>) => {
        setRemark(e.target.value);
        setError(undefined);
      },
    },
    /** The props of the FormDialog (spread them). */
    dialog: {
      open: true,
      onOpenChange: (open: boolean) => !open && onClose(),
      submitting: save.isPending,
      onSubmit: (e: FormEvent) => {
        e.preventDefault();
        const message = check(remark);
        if (message) setError(message);
        else save.mutate(remark);
      },
    },
  };
}
