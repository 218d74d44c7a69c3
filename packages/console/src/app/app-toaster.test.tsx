// @vitest-environment jsdom
// The login page does without sonner's code (platform/notify): the app's Toaster is drawn once a message asks for
// sonner, and the message goes to sonner's store, which the Toaster replays when it subscribes (the browser shows it:
// tests/e2e/login-extras.test.ts, 请输入正确的手机号 and 密码重置成功 on the login page).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, waitFor } from '@testing-library/react';

afterEach(cleanup);

describe('AppToaster', () => {
  it('draws nothing until a message asks for sonner, then the Toaster; the message is in sonner’s store', async () => {
    // A module graph of its own: in the shared one another file may already have shown a message.
    vi.resetModules();
    const { AppToaster } = await import('./app-toaster');
    const { loadSonner, notify, sonnerWanted } = await import('@/platform/notify');
    expect(sonnerWanted()).toBe(false);
    const { container } = render(<AppToaster />);
    expect(container.innerHTML).toBe('');
    await act(async () => {
      notify('warning', '请输入正确的手机号', { duration: 1500 });
      await loadSonner();
    });
    expect(sonnerWanted()).toBe(true);
    await waitFor(() => expect(container.querySelector('section[aria-label^="Notifications"]')).not.toBeNull());
    const { toast } = await import('sonner');
    expect(toast.getToasts()).toContainEqual(
      expect.objectContaining({ title: '请输入正确的手机号', type: 'warning', duration: 1500 }),
    );
  });
});
