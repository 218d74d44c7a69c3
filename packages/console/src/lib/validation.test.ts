import { describe, expect, it } from 'vitest';
import { isMobile, isStrongPassword, loginSchema, MSG, resetPasswordSchema, smsLoginSchema } from './validation';

const firstError = (
  r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } },
  field: string,
) => r.error?.issues.find((i) => i.path[0] === field)?.message;

describe('mobile: 1, then 3–9, then 9 digits', () => {
  it.each([
    ['13800138000', true],
    ['19912345678', true],
    ['12800138000', false], // second digit 2
    ['10800138000', false],
    ['1380013800', false], // 10 digits
    ['138001380001', false], // 12 digits
    ['23800138000', false],
    ['1380013800a', false],
    ['', false],
  ])('%s → %s', (value, ok) => expect(isMobile(value)).toBe(ok));
});

describe('new password: 8–16 with a letter, a digit and a special character', () => {
  it.each([
    ['Abc@1234', true], // 8, lower bound
    ['Abc@123', false], // 7
    ['Abcdefg@12345678', true], // 16, upper bound
    ['Abcdefg@123456789', false], // 17
    ['abcdefgh1', false], // no special
    ['abc@defgh', false], // no digit
    ['1234@5678', false], // no letter
    ['密码abc@1234', true], // CJK counts as special (non-alphanumeric)
  ])('%s → %s', (value, ok) => expect(isStrongPassword(value)).toBe(ok));
});

describe('login form', () => {
  it('empty account and password give 请输入账号 and 请输入密码', () => {
    const r = loginSchema.safeParse({ account: '', password: '' });
    expect(firstError(r, 'account')).toBe(MSG.account);
    expect(firstError(r, 'password')).toBe(MSG.password);
  });
  it('accepts a filled form', () =>
    expect(loginSchema.safeParse({ account: 'admin', password: 'x' }).success).toBe(true));
});

describe('SMS login form', () => {
  it.each([
    [{ mobile: '', code: '123456' }, 'mobile', '请输入手机号'],
    [{ mobile: '12345678901', code: '123456' }, 'mobile', '请输入正确的手机号'],
    [{ mobile: '13800138000', code: '' }, 'code', '请输入验证码'],
    [{ mobile: '13800138000', code: '1234567' }, 'code', '验证码最多6位'],
  ])('%j → %s: %s', (value, field, message) =>
    expect(firstError(smsLoginSchema.safeParse(value), field)).toBe(message),
  );
  it('a 6-character code passes', () =>
    expect(smsLoginSchema.safeParse({ mobile: '13800138000', code: '123456' }).success).toBe(true));
});

describe('password reset form (seed 000 §5 messages)', () => {
  const ok = { mobile: '13800138000', code: '123456', new_password: 'Site@2026' };
  it.each([
    [{ ...ok, mobile: '' }, 'mobile', '请输入账号'],
    [{ ...ok, mobile: '1380013800' }, 'mobile', '请输入正确的手机号'],
    [{ ...ok, code: '' }, 'code', '请输入验证码'],
    [{ ...ok, new_password: '' }, 'new_password', '请输入密码'],
    [
      { ...ok, new_password: 'abcdefgh' },
      'new_password',
      '请输入至少8个字符，至少1个字母和1位数字，至少包含一个特殊字符 (非数字字母)',
    ],
  ])('%j → %s: %s', (value, field, message) =>
    expect(firstError(resetPasswordSchema.safeParse(value), field)).toBe(message),
  );
  it('a valid form passes', () => expect(resetPasswordSchema.safeParse(ok).success).toBe(true));
});
