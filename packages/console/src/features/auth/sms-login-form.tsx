import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/app/api';
import { smsLoginSchema, type SmsLoginForm } from '@/lib/validation';
import type { LoginAnswer } from '@/session/identity';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { SendCodeButton } from './send-code-button';

/** 短信登录: mobile and a 6-character code sent by 获取验证码. */
export function SmsLoginForm({ onLoggedIn }: { onLoggedIn: (answer: LoginAnswer, account: string) => void }) {
  const form = useForm<SmsLoginForm>({
    resolver: zodResolver(smsLoginSchema),
    defaultValues: { mobile: '', code: '' },
  });
  const login = useMutation({
    mutationFn: ({ mobile, code }: SmsLoginForm) =>
      api.POST('/pc/sms/login/{id}', { params: { path: { id: mobile } }, body: { code } }),
    onSuccess: (env, v) => {
      if (env.data?.token) onLoggedIn(env.data, v.mobile);
    },
  });
  const { errors } = form.formState;
  return (
    <form className="flex flex-col gap-2" noValidate onSubmit={form.handleSubmit((v) => login.mutate(v))}>
      <Field label="手机号" htmlFor="sms-mobile" error={errors.mobile?.message}>
        <Input
          id="sms-mobile"
          inputMode="tel"
          autoComplete="tel"
          placeholder="请输入手机号"
          aria-invalid={Boolean(errors.mobile)}
          {...form.register('mobile')}
        />
      </Field>
      <Field label="验证码" htmlFor="sms-code" error={errors.code?.message}>
        <div className="flex gap-2">
          <Input
            id="sms-code"
            maxLength={6}
            placeholder="请输入验证码"
            aria-invalid={Boolean(errors.code)}
            {...form.register('code')}
          />
          <SendCodeButton
            mobile={() => form.getValues('mobile')}
            send={(mobile) => api.GET('/pc/vercode', { params: { query: { mobile } }, silent: true })}
          />
        </div>
      </Field>
      <Button type="submit" variant="primary" size="lg" className="mt-2 w-full" disabled={login.isPending}>
        {login.isPending ? '登录中…' : '登录'}
      </Button>
    </form>
  );
}
