// 忘记密码: mobile, code and a new password (seed 000 §5 rules and messages; §8: success flag → success toast and
// close, otherwise a warning with the message). The call is silent: a refusal (an error envelope, an HTTP error, no
// network) is that warning with the server's message, not the catalogue's red error toast.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { isSdkError } from '@site/sdk';
import { api } from '@/platform/api';
import { notify } from '@/platform/notify';
import { TOAST_MS } from '@/lib/constants';
import { resetPasswordSchema, type ResetPasswordForm } from '@/lib/validation';
import { FormDialog } from '@/ui/form-dialog';
import { FormTextField } from '@/ui/form-text-field';
import { MobileCodeFields } from './mobile-code-fields';

export function ResetPasswordDialog({
  open,
  onOpenChange,
  title = '重置密码',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title?: string;
}) {
  const form = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { mobile: '', code: '', new_password: '' },
  });
  const reset = useMutation({
    mutationFn: (body: ResetPasswordForm) => api.POST('/pc/account/password/reset', { body, silent: true }),
    onSuccess: (env) => {
      if (env.success) {
        notify('success', env.msg || '密码已重置', { duration: TOAST_MS });
        form.reset();
        onOpenChange(false);
      } else {
        notify('warning', env.msg || '重置失败', { duration: TOAST_MS });
      }
    },
    onError: (e) => {
      // A cancelled call says nothing; 401/403 are the session's (its callbacks still run for a silent call).
      if (isSdkError(e) && (e.kind === 'cancelled' || (e.kind === 'http' && (e.status === 401 || e.status === 403))))
        return;
      notify('warning', isSdkError(e) && e.msg ? e.msg : '重置失败', { duration: TOAST_MS });
    },
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      submitting={reset.isPending}
      onSubmit={form.handleSubmit((v) => reset.mutate(v))}
    >
      <MobileCodeFields
        form={form}
        idPrefix="reset"
        mobilePlaceholder="请输入账号绑定的手机号"
        send={(phone) => api.POST('/pc/sms/pwd/reset/{phone}', { params: { path: { phone } }, silent: true })}
      />
      <FormTextField
        form={form}
        name="new_password"
        id="reset-password"
        label="新密码"
        type="password"
        autoComplete="new-password"
        placeholder="8～16 位，含字母、数字与特殊字符"
      />
    </FormDialog>
  );
}
