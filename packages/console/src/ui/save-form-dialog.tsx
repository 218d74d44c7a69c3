// A dialog that edits one record with react-hook-form: the FormDialog bound to the form and its save call (取消 and
// the close button call onClose; the caller closes it on success), and the save call that toasts the server's message.
import type { ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { TOAST_MS } from '@/lib/constants';
import { FormDialog } from './form-dialog';
import { formDialogProps } from './form-dialog-props';

/** A record dialog's title: 编辑<noun>：<name> while a record is edited, else 新增<noun>. */
export function editTitle<R>(noun: string, record: R | null | undefined, name: (record: R) => string | undefined) {
  return record ? `编辑${noun}：${name(record)}` : `新增${noun}`;
}

/** The save call: on success the server's message (or `done`) as a toast, then `onDone` with the values saved. */
export function useSaveMutation<V>(
  run: (values: V) => Promise<{ msg?: string | null }>,
  onDone: (values: V) => void,
  done = '已保存',
) {
  return useMutation({
    mutationFn: run,
    onSuccess: (env, values) => {
      toast.success(env.msg || done, { duration: TOAST_MS });
      onDone(values);
    },
  });
}

/** An open FormDialog whose 确定 validates `form` and hands the values to `save`. */
export function SaveFormDialog<T extends FieldValues>({
  form,
  save,
  onClose,
  title,
  width,
  confirmText,
  children,
}: {
  form: UseFormReturn<T>;
  save: { isPending: boolean; mutate: (values: T) => void };
  onClose: () => void;
  title: string;
  width?: number;
  confirmText?: string;
  children: ReactNode;
}) {
  return (
    <FormDialog {...formDialogProps(form, save, onClose)} width={width} confirmText={confirmText} title={title}>
      {children}
    </FormDialog>
  );
}
