// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery, type QueryKey } from '@tanstack/react-query';
import { getUserInfoKey } from '@site/sdk/query/auth';
import { getOrgSelectTreeKey } from '@site/sdk/query/org';
import { LoadFailed } from './retry-failed';

afterEach(cleanup);

function Block({ label, queryKey, load }: { label: string; queryKey: QueryKey; load: () => Promise<string> }) {
  const q = useQuery({ queryKey, queryFn: load, retry: false });
  if (q.isPending) return <p>加载中…</p>;
  if (q.isError) return <LoadFailed label={`${label}加载失败：`} error={q.error} />;
  return <p>{q.data}</p>;
}

describe('LoadFailed', () => {
  it('shows the label and the server’s message; 重试 runs the failed reads again and the data comes back', async () => {
    let answers = 0;
    const records = () => {
      answers += 1;
      return answers === 1 ? Promise.reject(new Error('服务繁忙，请稍后再试')) : Promise.resolve('处置记录 3 条');
    };
    let loaded = 0;
    const other = () => {
      loaded += 1;
      return Promise.resolve('已加载的卡片');
    };
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Block label="处置记录" queryKey={getUserInfoKey()} load={records} />
        <Block label="概况" queryKey={getOrgSelectTreeKey()} load={other} />
      </QueryClientProvider>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('处置记录加载失败：服务繁忙，请稍后再试');
    expect(screen.getByText('已加载的卡片')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await screen.findByText('处置记录 3 条');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(answers).toBe(2);
    // A read that did not fail is left alone.
    expect(loaded).toBe(1);
  });

  it('without a message shows the fallback, or 加载失败 for an error without text', () => {
    const client = new QueryClient();
    const { rerender } = render(
      <QueryClientProvider client={client}>
        <LoadFailed error={null} fallback="配置加载失败" />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('alert').textContent).toContain('配置加载失败');
    rerender(
      <QueryClientProvider client={client}>
        <LoadFailed error={new Error('')} fallback="配置加载失败" />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('alert').textContent).toContain('加载失败');
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});
