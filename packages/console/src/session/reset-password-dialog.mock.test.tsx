// @vitest-environment jsdom
// 忘记密码 against the mock itself, in-process (issue #25): the console's SDK calls reach createMock().fetch with no
// server and no socket, so the dialog's submit is answered by the mock's real session rules (seed 000 §8).
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, waitFor } from '@testing-library/react';
import { createMock } from '@site/mock-server';

const toast = vi.hoisted(() =>
  Object.assign(vi.fn(), { success: vi.fn(), warning: vi.fn(), error: vi.fn(), loading: vi.fn() }),
);
vi.mock('sonner', () => ({ toast }));

const { openResetDialog: open, fillAndSubmit } = await import('./reset-password-kit');

const mock = createMock({ say: () => {} });
afterAll(() => mock.close());

beforeEach(() => {
  vi.clearAllMocks();
  // The console calls /api/…; its dev server strips /api before the mock, as this does.
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    const { pathname, search } = new URL(url);
    return mock.fetch(`${pathname.replace(/^\/api/, '')}${search}`, init);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const signIn = async (password: string) =>
  (
    (await (
      await mock.fetch('/pc/account/login_v2', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account: 'admin', password }),
      })
    ).json()) as { code: number }
  ).code;

// The mock's first call compiles its validators (a few seconds on a busy machine): done before the dialogs.
beforeAll(async () => {
  expect(await signIn('Admin@2026')).toBe(0);
}, 60_000);

describe('ResetPasswordDialog answered by the mock in-process', () => {
  it('a wrong code is refused by the mock: a warning, the dialog stays, the password is unchanged', async () => {
    const onOpenChange = open();
    fillAndSubmit('000000');
    await waitFor(() => expect(toast.warning).toHaveBeenCalledWith('验证码错误', { duration: 1500 }));
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(await signIn('Admin@2026')).toBe(0);
  });

  it('the demo code resets the password in the mock: success, the dialog closes, the new password signs in', async () => {
    const onOpenChange = open();
    fillAndSubmit('246810');
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(toast.success).toHaveBeenCalled();
    expect(toast.warning).not.toHaveBeenCalled();
    expect(await signIn('Site@2026new')).toBe(0);
    expect(await signIn('Admin@2026')).not.toBe(0);
    expect(mock.world().journal.map((r) => r.operation)).toContain('resetPassword');
  });
});
