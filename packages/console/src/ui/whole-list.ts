// The `load` of a list screen (ui/list-screen) whose call answers every row at once, without paging: all of them
// as the one page, with their count as the total.
import type { ListPage } from './list-screen';

export function wholeList<Row>(
  call: (signal: AbortSignal | undefined) => Promise<{ data?: Row[] | undefined }>,
): (params: { signal?: AbortSignal }) => Promise<ListPage<Row>> {
  return async ({ signal }) => {
    const rows = (await call(signal)).data ?? [];
    return { total: rows.length, rows };
  };
}
