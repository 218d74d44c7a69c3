// @vitest-environment jsdom
import { Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { preloadable } from './preloadable';

afterEach(cleanup);

const Hello = ({ name }: { name: string }) => <p>你好，{name}</p>;

const inSuspense = (node: ReactNode) => <Suspense fallback={<span>加载中</span>}>{node}</Suspense>;

describe('preloadable', () => {
  it('once preloaded, draws the screen in the first commit (no fallback)', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Hello }));
    const View = preloadable(load);
    await View.preload();
    await View.preload();
    expect(load).toHaveBeenCalledTimes(1);
    act(() => {
      render(inSuspense(<View name="王建华" />));
    });
    expect(screen.getByText('你好，王建华')).toBeTruthy();
    expect(screen.queryByText('加载中')).toBeNull();
  });

  it('not preloaded, it behaves like lazy(): the fallback, then the screen', async () => {
    let resolve: (m: { default: typeof Hello }) => void = () => undefined;
    const View = preloadable(() => new Promise<{ default: typeof Hello }>((r) => (resolve = r)));
    act(() => {
      render(inSuspense(<View name="李伟" />));
    });
    expect(screen.getByText('加载中')).toBeTruthy();
    await act(async () => resolve({ default: Hello }));
    expect(await screen.findByText('你好，李伟')).toBeTruthy();
  });

  it('a failed preload is tried again by the next one', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Hello }>>()
      .mockRejectedValueOnce(new Error('网络连接失败'))
      .mockResolvedValueOnce({ default: Hello });
    const View = preloadable(load);
    await expect(View.preload()).rejects.toThrow('网络连接失败');
    await expect(View.preload()).resolves.toEqual({ default: Hello });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
