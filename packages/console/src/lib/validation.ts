// The field rules of seed 000 §5, written once and used by every form (unit-tested on each boundary).
// zod/mini: the same rules at a fraction of the size, which matters on the login page.
import { z } from 'zod/mini';

export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const MSG = {
  account: '请输入账号',
  password: '请输入密码',
  passwordRule: '请输入至少8个字符，至少1个字母和1位数字，至少包含一个特殊字符 (非数字字母)',
  mobile: '请输入手机号',
  mobileInvalid: '请输入正确的手机号',
  code: '请输入验证码',
  codeLength: '验证码最多6位',
} as const;

/** 8–16 characters with at least one letter, one digit and one character that is neither. */
export function isStrongPassword(value: string): boolean {
  return (
    value.length >= 8 && value.length <= 16 && /[A-Za-z]/.test(value) && /\d/.test(value) && /[^A-Za-z0-9]/.test(value)
  );
}

export const isMobile = (value: string): boolean => MOBILE_PATTERN.test(value);

export const loginSchema = z.object({
  account: z.string().check(z.trim(), z.minLength(1, MSG.account)),
  password: z.string().check(z.minLength(1, MSG.password)),
});
export type LoginForm = z.infer<typeof loginSchema>;

const mobileField = z.string().check(z.trim(), z.minLength(1, MSG.mobile), z.regex(MOBILE_PATTERN, MSG.mobileInvalid));
const codeField = z.string().check(z.trim(), z.minLength(1, MSG.code), z.maxLength(6, MSG.codeLength));

export const smsLoginSchema = z.object({ mobile: mobileField, code: codeField });
export type SmsLoginForm = z.infer<typeof smsLoginSchema>;

/**
 * A new password (seed 000 §5): "required ('请输入新密码'; an empty value gives '请输入密码')", so what an empty box
 * shows is 请输入密码; then 8–16 characters with a letter, a digit and a special character.
 */
export const newPasswordField = z
  .string()
  .check(z.minLength(1, MSG.password), z.refine(isStrongPassword, MSG.passwordRule));

/** Password reset (seed 000 §5): the mobile field's empty message is 请输入账号 in this form. */
export const resetPasswordSchema = z.object({
  mobile: z.string().check(z.trim(), z.minLength(1, MSG.account), z.regex(MOBILE_PATTERN, MSG.mobileInvalid)),
  code: codeField,
  new_password: newPasswordField,
});
export type ResetPasswordForm = z.infer<typeof resetPasswordSchema>;
