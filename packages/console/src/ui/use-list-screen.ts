// The state of a list screen (ui/list-screen): its filters and page from the URL, the query of the page shown, the
// table with its column visibility (kept per table) and row selection, and the shadow of the pinned 操作 column.
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowSelectionState,
  type VisibilityState,
} from '@tanstack/react-table';
import { useListParams, type FilterValues } from '@/lib/list-params';
import type { OperationId } from '@site/sdk/query';
import { selectColumn } from './list-rows';
import type { ListScreenProps } from './list-screen';

/**
 * The key of a list screen's pages: `[operation, { scope, page, size, filters }]`. Without `view` it is the prefix a
 * write invalidates (TanStack matches the object's given fields): every page of that operation and scope.
 */
export function listScreenKey(
  operation: OperationId,
  scope?: unknown,
  view?: { page: number; size: number; filters: FilterValues },
): readonly [OperationId, { scope?: unknown; page?: number; size?: number; filters?: FilterValues }] {
  return [operation, { ...(scope === undefined ? {} : { scope }), ...view }];
}

/**
 * Marks the scroller `data-under` while part of the table lies to the right of the view — under the pinned 操作
 * column. Set on the element directly: a scroll redraws no row.
 */
function usePinnedShadow(scroller: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const update = () => {
      const under = el.scrollWidth - el.clientWidth - el.scrollLeft > 1;
      if (under !== el.hasAttribute('data-under')) el.toggleAttribute('data-under', under);
    };
    update();
    el.addEventListener('scroll', update, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    resize?.observe(el);
    if (el.firstElementChild) resize?.observe(el.firstElementChild);
    return () => {
      el.removeEventListener('scroll', update);
      resize?.disconnect();
    };
  }, [scroller]);
}

/** The size asked for in virtual mode (the bulk-upload calls answer up to 10,000 rows at once). */
const VIRTUAL_SIZE = 10000;
const NO_ROWS: never[] = [];

function readHidden(id: string, defaultHidden: readonly string[] = []): VisibilityState {
  const hidden = Object.fromEntries(defaultHidden.map((column) => [column, false]));
  try {
    const kept = localStorage.getItem(`columns:${id}`);
    return kept === null ? hidden : (JSON.parse(kept) as VisibilityState);
  } catch {
    return hidden;
  }
}

export function useListScreen<Row>(props: ListScreenProps<Row>) {
  const { id, filters = [], columns, operation, scope, load, rowId, bulkActions, virtual, defaultHidden } = props;
  // A virtual list's columns are table columns too (their cells take less than a table cell's context).
  const tableColumns: ColumnDef<Row, unknown>[] = columns;
  const names = useMemo(() => filters.map((f) => f.name), [filters]);
  const list = useListParams(names);
  const { filters: values } = list;
  const page = virtual ? 1 : list.page;
  const size = virtual ? VIRTUAL_SIZE : list.size;
  const query = useQuery({
    queryKey: listScreenKey(operation, scope, { page, size, filters: values }),
    queryFn: ({ signal }) => load({ page, size, filters: values, signal }),
    placeholderData: keepPreviousData,
  });
  const [visibility, setVisibility] = useState<VisibilityState>(() => readHidden(id, defaultHidden));
  const [selection, setSelection] = useState<RowSelectionState>({});
  const selectable = Boolean(bulkActions);
  const allColumns = useMemo(
    () => (selectable ? [selectColumn<Row>(), ...tableColumns] : tableColumns),
    [tableColumns, selectable],
  );

  const data = query.data?.rows ?? NO_ROWS;
  // TanStack Table keeps its own state; the React Compiler leaves this component alone.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    // A virtual list gives the table no rows (it keeps only the headers and the columns shown): the rows in view
    // are drawn from the data, so a 10,000-row batch never builds 10,000 table rows.
    data: virtual ? NO_ROWS : data,
    columns: allColumns,
    getRowId: rowId,
    getCoreRowModel: getCoreRowModel(),
    state: { columnVisibility: visibility, rowSelection: selection },
    enableRowSelection: selectable,
    onRowSelectionChange: setSelection,
    onColumnVisibilityChange: (updater) =>
      setVisibility((old) => {
        const next = typeof updater === 'function' ? updater(old) : updater;
        localStorage.setItem(`columns:${id}`, JSON.stringify(next));
        return next;
      }),
  });
  const scroller = useRef<HTMLDivElement>(null);
  usePinnedShadow(scroller);
  const visibleColumns = table.getVisibleLeafColumns();
  // What a drawn row shows besides its data: the visible columns' definitions. A row is drawn again only when its
  // data, its selection or these change (BodyRow is memoised), so a small scroll redraws just the rows that enter.
  const shown = useMemo(() => visibleColumns.map((c) => c.columnDef), [visibleColumns]);
  // The virtual list's columns shown, in the table's order.
  const shownVirtual = useMemo(() => {
    if (!props.virtual) return [];
    const byId = new Map(props.columns.map((c) => [c.id, c]));
    return visibleColumns.flatMap((c) => byId.get(c.id) ?? []);
  }, [props.virtual, props.columns, visibleColumns]);

  return {
    list,
    values,
    page,
    size,
    query,
    data,
    total: query.data?.total ?? 0,
    table,
    selectable,
    selectedRows: table.getSelectedRowModel().rows.map((r) => r.original),
    clearSelection: () => setSelection({}),
    scroller,
    colSpan: visibleColumns.length,
    shown,
    shownVirtual,
  };
}
