// The load and export calls of the 工资支出确认, 资金来源确认 and 累计发放 lists: a page of the list's
// WagesSalaryPageQuery (its status values only), or for export page 1 of the whole filter.
import type { components } from '@site/sdk';
import type { FilterValues } from '@/lib/list-params';
import { EXPORT_PAGE, salaryFilter } from './fund-bodies';

type Query = components['schemas']['WagesSalaryPageQuery'];
type Page<Row> = { data?: { total?: number; list?: Row[] } | null };

/** ListScreen's `load` over the list's page call. */
export function salaryPageLoad<Row>(
  statuses: readonly number[],
  call: (body: Query, signal: AbortSignal | undefined) => Promise<Page<Row>>,
) {
  return async (p: { page: number; size: number; filters: FilterValues; signal?: AbortSignal }) => {
    const env = await call({ pageNum: p.page, pageSize: p.size, ...salaryFilter(p.filters, statuses) }, p.signal);
    return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
  };
}

/** ListScreen's `exportFile` over the list's export call. */
export function salaryExport(statuses: readonly number[], call: (body: Query) => Promise<Blob>) {
  return (filters: FilterValues) => call({ ...EXPORT_PAGE, ...salaryFilter(filters, statuses) });
}
