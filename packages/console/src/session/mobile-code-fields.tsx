import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { Field } from '@/ui/field';
import { FormTextField } from '@/ui/form-text-field';
import { Input } from '@/ui/input';
import { SendCodeButton } from './send-code-button';

type MobileCode = { mobile: string; code: string };

/** 手机号 + 验证码 with 获取验证码, shared by SMS login and password reset. */
export function MobileCodeFields<F extends MobileCode>({
  form,
  idPrefix,
  mobilePlaceholder,
  send,
}: {
  form: UseFormReturn<F>;
  idPrefix: string;
  mobilePlaceholder: string;
  send: (mobile: string) => Promise<unknown>;
}) {
  // The two fields exist on every form using this block; react-hook-form's path types cannot see that generically.
  const f = form as unknown as UseFormReturn<MobileCode>;
  const errors = f.formState.errors as FieldErrors<MobileCode>;
  return (
    <>
      <FormTextField
        form={f}
        name="mobile"
        id={`${idPrefix}-mobile`}
        label="手机号"
        inputMode="tel"
        autoComplete="tel"
        placeholder={mobilePlaceholder}
      />
      <Field label="验证码" htmlFor={`${idPrefix}-code`} error={errors.code?.message}>
        <div className="flex gap-2">
          <Input
            id={`${idPrefix}-code`}
            maxLength={6}
            placeholder="请输入验证码"
            aria-invalid={Boolean(errors.code)}
            {...f.register('code')}
          />
          <SendCodeButton mobile={() => f.getValues('mobile')} send={send} />
        </div>
      </Field>
    </>
  );
}
