// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ChartCard, cardStates, type CardQuery } from './chart-card';
import { TableCard } from './table-card';

afterEach(cleanup);

const pending: CardQuery<number[]> = { isPending: true, isSuccess: false, error: null };
const failed: CardQuery<number[]> = { isPending: false, isSuccess: false, error: new Error('服务繁忙，请稍后再试') };
const answered = (data: number[]): CardQuery<number[]> => ({ isPending: false, isSuccess: true, error: null, data });

function card(query: CardQuery<number[]>) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <ChartCard title="出勤趋势" query={query} isEmpty={(d) => d.length === 0}>
        <p>图表</p>
      </ChartCard>
    </QueryClientProvider>,
  );
}

describe('ChartCard takes its call', () => {
  it('draws loading while the call is pending', () => {
    card(pending);
    expect(screen.queryByText('图表')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the server’s message when the call failed', () => {
    card(failed);
    expect(screen.getByRole('alert').textContent).toContain('服务繁忙，请稍后再试');
    expect(screen.queryByText('图表')).toBeNull();
  });

  it('shows the 暂无数据 picture when the data is empty, and the chart when there is data', () => {
    card(answered([]));
    expect(screen.getByAltText('暂无数据')).toBeTruthy();
    cleanup();
    card(answered([3]));
    expect(screen.getByText('图表')).toBeTruthy();
  });

  it('states given by hand win over the call’s', () => {
    expect(cardStates(answered([]), { empty: false }, (d) => d.length === 0).empty).toBe(false);
    expect(cardStates(failed, { error: null }).error).toBeNull();
    expect(cardStates(answered([1]), {}).empty).toBe(false);
    expect(cardStates({ ...answered([]), data: undefined }, {}).empty).toBe(true);
  });
});

describe('TableCard takes its call', () => {
  it('shows the server’s message when the call failed', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <TableCard
          title="各班组今日出勤"
          query={failed}
          rows={undefined}
          rowKey={(r: number) => String(r)}
          columns={[{ key: 'n', header: '人数', cell: (r: number) => r }]}
        />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('alert').textContent).toContain('服务繁忙，请稍后再试');
  });
});
