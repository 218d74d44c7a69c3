// @vitest-environment jsdom
// Issue #27: POST /star/laborwageaccount/page was cached under two keys (工资专户台账's list and the wage-fund
// screens' 工资专户 picker), so a refresh of one never refreshed the other. Both now key it by its operationId.
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { invalidateOperation, listWageAccountLedgerKey } from '@site/sdk/query/wages';
import { listScreenKey } from '@/ui/list-screen';
import { wageAccountsQuery } from './fund-queries';

const page = { code: 200, msg: '', data: { total: 1, list: [{ id: 1, projectId: 7 }] } };

describe('工资专户台账 and the wage-fund 工资专户 share one key', () => {
  it('the fund query is keyed by the operationId of the call it sends', () => {
    expect(wageAccountsQuery(7).queryKey[0]).toBe(listWageAccountLedgerKey({ body: {} })[0]);
    expect(wageAccountsQuery().queryKey[0]).toBe('listWageAccountLedger');
  });

  it('refreshing the ledger list marks the fund screens’ accounts stale (and the other way round)', async () => {
    const client = new QueryClient();
    const ledger = listScreenKey('listWageAccountLedger', undefined, { page: 1, size: 10, filters: {} });
    const fund = wageAccountsQuery(7).queryKey;
    client.setQueryData(ledger, { total: 1, rows: page.data.list });
    client.setQueryData<unknown>(fund, page);
    // What the ledger screen's writes and its refresh do: invalidate the operation it lists.
    await invalidateOperation(client, 'listWageAccountLedger');
    expect(client.getQueryState(fund)?.isInvalidated).toBe(true);
    expect(client.getQueryState(ledger)?.isInvalidated).toBe(true);
    client.setQueryData(ledger, { total: 1, rows: page.data.list });
    // A fund screen refreshing its accounts by the key's operation reaches the ledger list too.
    await invalidateOperation(client, fund[0]);
    expect(client.getQueryState(ledger)?.isInvalidated).toBe(true);
  });
});
