// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ConfirmDialog } from './confirm-dialog';

afterEach(cleanup);

describe('confirm dialog', () => {
  it('shows title and message with 取消 and 确定', () => {
    render(
      <ConfirmDialog
        open
        onOpenChange={() => undefined}
        title="系统提示"
        message="确定要退出系统吗?"
        onConfirm={() => undefined}
      />,
    );
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(screen.getByText('系统提示')).toBeTruthy();
    expect(screen.getByText('确定要退出系统吗?')).toBeTruthy();
    expect(screen.getByRole('button', { name: '取消' })).toBeTruthy();
  });

  it('a double click on 确定 confirms once (1000 ms click guard), and again after the guard', () => {
    vi.useFakeTimers();
    try {
      const onConfirm = vi.fn();
      const { rerender } = render(
        <ConfirmDialog open onOpenChange={() => undefined} title="提示" message="确定？" onConfirm={onConfirm} />,
      );
      const button = screen.getByRole('button', { name: '确定' });
      fireEvent.click(button);
      fireEvent.click(button);
      expect(onConfirm).toHaveBeenCalledTimes(1);
      act(() => vi.advanceTimersByTime(1000));
      rerender(
        <ConfirmDialog open onOpenChange={() => undefined} title="提示" message="确定？" onConfirm={onConfirm} />,
      );
      fireEvent.click(screen.getByRole('button', { name: '确定' }));
      expect(onConfirm).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
