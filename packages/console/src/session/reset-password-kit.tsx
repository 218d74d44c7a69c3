// What both tests of 忘记密码 do (reset-password-dialog.test.tsx against a stubbed fetch, .mock.test.tsx against the
// mock in-process): open the dialog, then fill the phone, the code and the new password and press 确定.
import { vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ResetPasswordDialog } from './reset-password-dialog';

/** Renders the open dialog; returns its onOpenChange to check whether it closed. */
export function openResetDialog() {
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ResetPasswordDialog open onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  );
  return onOpenChange;
}

/** 13800138000 with `code` and the new password Site@2026new, then 确定. */
export function fillAndSubmit(code: string) {
  fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13800138000' } });
  fireEvent.change(screen.getByLabelText('验证码'), { target: { value: code } });
  fireEvent.change(screen.getByLabelText('新密码'), { target: { value: 'Site@2026new' } });
  fireEvent.click(screen.getByRole('button', { name: '确定' }));
}
