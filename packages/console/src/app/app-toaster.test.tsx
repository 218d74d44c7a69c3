// @vitest-environment jsdom
// The login page does without sonner's code: the app's Toaster is drawn once a message asks for it, and that message,
// created before the Toaster subscribed, is shown (platform/notify).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';

afterEach(cleanup);

describe('AppToaster', () => {
  it('draws nothing until a message comes, then shows that message', async () => {
    // A module graph of its own: in the shared one another file may already have shown a message.
    vi.resetModules();
    const { AppToaster } = await import('./app-toaster');
    const { notify, sonnerWanted } = await import('@/platform/notify');
    expect(sonnerWanted()).toBe(false);
    const { container } = render(<AppToaster />);
    expect(container.innerHTML).toBe('');
    act(() => notify('warning', '请输入正确的手机号', { duration: 1500 }));
    expect(sonnerWanted()).toBe(true);
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
    expect(container.querySelector('section[aria-label^="Notifications"]')).not.toBeNull();
    const item = screen.getByText('请输入正确的手机号').closest('[data-sonner-toast]');
    expect(item?.getAttribute('data-type')).toBe('warning');
    expect(item?.className).toContain('pointer-events-none');
  });
});
