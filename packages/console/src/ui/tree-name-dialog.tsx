import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { Field } from './field';
import { FormDialog } from './form-dialog';
import { Input } from './input';

const nameSchema = (maxLength: number) =>
  z.object({
    name: z
      .string()
      .check(z.trim(), z.minLength(1, '请输入节点名称'), z.maxLength(maxLength, `节点名称最多${maxLength}个字`)),
  });
type NameForm = { name: string };

/**
 * The tree node name dialog (seed 000 §5): the name is required ('请输入节点名称'). It stays open while saving and
 * when `onSubmit` rejects, so what was typed is kept; the caller closes it when the call succeeds.
 */
export function TreeNameDialog({
  title,
  initialName = '',
  maxLength = 50,
  onSubmit,
  onClose,
}: {
  title: string;
  initialName?: string;
  maxLength?: number;
  /** Gets the trimmed name; a rejection keeps the dialog open (the caller has reported the failure). */
  onSubmit: (name: string) => Promise<void>;
  onClose: () => void;
}) {
  const form = useForm<NameForm>({
    resolver: zodResolver(nameSchema(maxLength)),
    defaultValues: { name: initialName },
  });
  const [submitting, setSubmitting] = useState(false);
  const { errors } = form.formState;
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={title}
      width={420}
      submitting={submitting}
      onSubmit={form.handleSubmit(async ({ name }) => {
        setSubmitting(true);
        try {
          await onSubmit(name);
        } catch {
          // Reported by the caller (the SDK shows the server's message); the dialog keeps the typed name.
        } finally {
          setSubmitting(false);
        }
      })}
    >
      <Field label="节点名称" htmlFor="tree-node-name" error={errors.name?.message}>
        <Input
          id="tree-node-name"
          autoComplete="off"
          autoFocus
          placeholder="请输入节点名称"
          aria-invalid={Boolean(errors.name)}
          aria-describedby="tree-node-name-error"
          {...form.register('name')}
        />
      </Field>
    </FormDialog>
  );
}
