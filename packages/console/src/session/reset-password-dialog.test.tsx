// @vitest-environment jsdom
// 忘记密码 (seed 000 §5 messages, §8: success → success toast and close; otherwise a warning with the message).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';

const toast = vi.hoisted(() =>
  Object.assign(vi.fn(), { success: vi.fn(), warning: vi.fn(), error: vi.fn(), loading: vi.fn() }),
);
vi.mock('sonner', () => ({ toast }));

const { openResetDialog: open, fillAndSubmit } = await import('./reset-password-kit');

/** The server's answer to POST /pc/account/password/reset; every other call fails the test. */
let answer: { status: number; body: unknown };
const sent: unknown[] = [];

beforeEach(() => {
  vi.clearAllMocks();
  sent.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      expect(new URL(url).pathname).toBe('/api/pc/account/password/reset');
      sent.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ResetPasswordDialog', () => {
  it('an empty form shows 请输入账号, 请输入验证码 and 请输入密码 (seed 000 §5), and sends nothing', async () => {
    open();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
        '请输入账号',
        '请输入验证码',
        '请输入密码',
      ]),
    );
    expect(sent).toEqual([]);
  });

  it('a refused reset (error envelope) is a warning with the server message, not a red error; the dialog stays', async () => {
    answer = { status: 200, body: { code: 500, msg: '验证码错误或已过期', data: null } };
    const onOpenChange = open();
    fillAndSubmit('246810');
    await waitFor(() => expect(toast.warning).toHaveBeenCalledWith('验证码错误或已过期', { duration: 1500 }));
    expect(sent).toEqual([{ mobile: '13800138000', code: '246810', new_password: 'Site@2026new' }]);
    expect(toast.error).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect((screen.getByLabelText('新密码') as HTMLInputElement).value).toBe('Site@2026new');
  });

  it('an answer without the success flag is a warning with its message', async () => {
    answer = { status: 200, body: { code: 0, msg: '手机号未绑定账号', success: false } };
    const onOpenChange = open();
    fillAndSubmit('246810');
    await waitFor(() => expect(toast.warning).toHaveBeenCalledWith('手机号未绑定账号', { duration: 1500 }));
    expect(toast.error).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('an HTTP failure is a warning with its message too', async () => {
    answer = { status: 500, body: { code: 500, msg: '服务繁忙，请稍后再试' } };
    open();
    fillAndSubmit('246810');
    await waitFor(() => expect(toast.warning).toHaveBeenCalledWith('服务繁忙，请稍后再试', { duration: 1500 }));
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('a reset with the success flag shows the success message and closes', async () => {
    answer = { status: 200, body: { code: 0, msg: '密码重置成功，请使用新密码登录', success: true } };
    const onOpenChange = open();
    fillAndSubmit('246810');
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(toast.success).toHaveBeenCalledWith('密码重置成功，请使用新密码登录', { duration: 1500 });
    expect(toast.warning).not.toHaveBeenCalled();
  });
});
