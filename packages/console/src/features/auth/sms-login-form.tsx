import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/platform/api';
import { smsLoginSchema, type SmsLoginForm } from '@/lib/validation';
import type { LoginAnswer } from '@/session/identity';
import { Button } from '@/ui/button';
import { MobileCodeFields } from '@/session/mobile-code-fields';

/** 短信登录: mobile and a 6-character code sent by 获取验证码. */
export function SmsLoginForm({ onLoggedIn }: { onLoggedIn: (answer: LoginAnswer, account: string) => Promise<void> }) {
  const form = useForm<SmsLoginForm>({
    resolver: zodResolver(smsLoginSchema),
    defaultValues: { mobile: '', code: '' },
  });
  const login = useMutation({
    mutationFn: ({ mobile, code }: SmsLoginForm) =>
      api.POST('/pc/sms/login/{id}', { params: { path: { id: mobile } }, body: { code } }),
    onSuccess: (env, v) => (env.data?.token ? onLoggedIn(env.data, v.mobile) : undefined),
  });
  return (
    <form className="flex flex-col gap-2" noValidate onSubmit={form.handleSubmit((v) => login.mutate(v))}>
      <MobileCodeFields
        form={form}
        idPrefix="sms"
        mobilePlaceholder="请输入手机号"
        send={(mobile) => api.GET('/pc/vercode', { params: { query: { mobile } }, silent: true })}
      />
      <Button type="submit" variant="primary" size="lg" className="mt-2 w-full" disabled={login.isPending}>
        {login.isPending ? '登录中…' : '登录'}
      </Button>
    </form>
  );
}
