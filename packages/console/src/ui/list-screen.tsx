// The generic list screen every business list is built on (seed 000 §2): filters, search/reset, 共 N 条, table,
// pagination; filters and paging in the URL; column show/hide kept per table; export of the current filter;
// row selection with a bar of what is selected; loading, empty and error states. With `virtual`, the whole result
// is one scrolling table that keeps only the rows in view in the DOM (bulk-upload batches of up to 10,000 rows).
import { memo, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type Row as TableRow,
  type RowSelectionState,
  type VisibilityState,
} from '@tanstack/react-table';
import { Popover, PopoverContent, PopoverTrigger } from './popover';
import { Columns3, Download } from 'lucide-react';
import { useListParams, type FilterValues } from '@/lib/list-params';
import { cn } from '@/lib/cn';
import { errorText } from '@/lib/error-text';
import { Button, type ButtonProps } from './button';
import { FilterBar, type FilterField } from './filter-bar';
import { Pagination } from './pagination';
import { useExport } from './export-button';
import type { OperationId } from '@site/sdk/query';

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
 * The 操作 column stays in view when a wide table scrolls sideways. Its left edge casts a shadow only while columns
 * lie under it (the scroller's data-under, set by usePinnedShadow), and its extra left padding keeps the shadow off
 * its own buttons.
 */
const STICKY = 'sticky right-0 bg-inherit pl-4 group-data-[under]/scroller:shadow-[-8px_0_8px_-6px_rgba(0,0,0,0.18)]';

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

export interface ListPage<Row> {
  total: number;
  rows: Row[];
}

interface CommonProps<Row> {
  /** Stable id: column preferences are kept under it. */
  id: string;
  title?: ReactNode;
  filters?: readonly FilterField[];
  /** The contract's operation `load` calls: the key is `listScreenKey(operation, scope)` plus page, size and filters. */
  operation: OperationId;
  /** What else `load` reads beside the filters (a tab, a selected row…), so each has its own cache entry. */
  scope?: unknown;
  load: (params: { page: number; size: number; filters: FilterValues; signal?: AbortSignal }) => Promise<ListPage<Row>>;
  rowId: (row: Row) => string;
  /** Download the current filter (the SDK's export call). */
  exportFile?: (filters: FilterValues) => Promise<Blob>;
  /** Buttons above the table (新增 …). */
  toolbar?: ReactNode;
  /** Columns hidden until the user shows them from the 列 menu (which then keeps the user's own choice). */
  defaultHidden?: readonly string[];
}

/** A paged list: one page at a time, with pagination. */
interface PagedProps<Row> {
  columns: ColumnDef<Row, unknown>[];
  /** Actions for the selected rows; enables row selection. */
  bulkActions?: (rows: Row[], clear: () => void) => ReactNode;
  virtual?: undefined;
}

/**
 * A virtual list: every loaded row in one scrolling table of `height` px (no paging, no selection); only the rows in
 * view are in the DOM. `load` is called with page 1 and `size` = VIRTUAL_SIZE and should answer the whole result.
 */
interface VirtualProps<Row> {
  columns: VirtualColumn<Row>[];
  bulkActions?: undefined;
  virtual: { height: number; rowHeight?: number };
}

export type ListScreenProps<Row> = CommonProps<Row> & (PagedProps<Row> | VirtualProps<Row>);

/**
 * A column of a virtual list. Its cell reads only the row's data (`row.original`), so the rows that scroll into view
 * are drawn straight from the data: a fast scroll through 10,000 rows builds no table row or cell objects (building
 * them was most of the garbage a scroll made, and the garbage collector's pauses were its longest frames).
 */
export interface VirtualColumn<Row> {
  id: string;
  header: string;
  cell: (context: { row: { original: Row } }) => ReactNode;
  enableHiding?: boolean;
}

/** The size asked for in virtual mode (the bulk-upload calls answer up to 10,000 rows at once). */
const VIRTUAL_SIZE = 10000;
const NO_ROWS: never[] = [];
/**
 * Rows drawn beyond the edge of a virtual list's view that it scrolls towards. The rows are drawn in the scroll event,
 * before the browser paints, so a small margin is enough; every row more is drawn again on each frame of a fast scroll.
 */
const OVERSCAN = 2;
const ROW_HEIGHT = 41;

function readHidden(id: string, defaultHidden: readonly string[] = []): VisibilityState {
  const hidden = Object.fromEntries(defaultHidden.map((column) => [column, false]));
  try {
    const kept = localStorage.getItem(`columns:${id}`);
    return kept === null ? hidden : (JSON.parse(kept) as VisibilityState);
  } catch {
    return hidden;
  }
}

export function ListScreen<Row>(props: ListScreenProps<Row>) {
  const {
    id,
    title,
    filters = [],
    columns,
    operation,
    scope,
    load,
    rowId,
    exportFile,
    toolbar,
    bulkActions,
    virtual,
    defaultHidden,
  } = props;
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

  const allColumns = useMemo<ColumnDef<Row, unknown>[]>(
    () =>
      selectable
        ? [
            {
              id: '__select',
              enableHiding: false,
              header: ({ table }) => (
                <input
                  type="checkbox"
                  aria-label="全选本页"
                  checked={table.getIsAllPageRowsSelected()}
                  onChange={table.getToggleAllPageRowsSelectedHandler()}
                />
              ),
              cell: ({ row }) => (
                <input
                  type="checkbox"
                  aria-label="选择此行"
                  checked={row.getIsSelected()}
                  onChange={row.getToggleSelectedHandler()}
                />
              ),
            },
            ...tableColumns,
          ]
        : tableColumns,
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
  const selectedRows = table.getSelectedRowModel().rows.map((r) => r.original);
  const rows = table.getRowModel().rows;
  const scroller = useRef<HTMLDivElement>(null);
  usePinnedShadow(scroller);
  const visibleColumns = table.getVisibleLeafColumns();
  const colSpan = visibleColumns.length;
  // What a drawn row shows besides its data: the visible columns' definitions. A row is drawn again only when its
  // data, its selection or these change (BodyRow is memoised), so a small scroll redraws just the rows that enter.
  const shown = useMemo(() => visibleColumns.map((c) => c.columnDef), [visibleColumns]);
  // The virtual list's columns shown, in the table's order.
  const shownVirtual = useMemo(() => {
    if (!props.virtual) return [];
    const byId = new Map(props.columns.map((c) => [c.id, c]));
    return visibleColumns.flatMap((c) => byId.get(c.id) ?? []);
  }, [props.virtual, props.columns, visibleColumns]);

  const exporter = useExport();
  const runExport = () => exportFile && void exporter.run(() => exportFile(values));
  const exporting = exporter.busy;

  const total = query.data?.total ?? 0;
  return (
    <div className="flex flex-col gap-3">
      {filters.length ? (
        <FilterBar
          key={JSON.stringify(values)}
          fields={filters}
          values={values}
          onSearch={list.apply}
          onReset={list.reset}
        />
      ) : null}
      <section className="rounded-md bg-white p-4 shadow-sm" aria-busy={query.isFetching}>
        <div className="mb-3 flex flex-wrap items-center gap-2">
          {title ? <h2 className="mr-2 text-base font-semibold text-gray-900">{title}</h2> : null}
          {toolbar}
          <div className="ml-auto flex items-center gap-2">
            {exportFile ? (
              <Button onClick={runExport} disabled={exporting}>
                <Download />
                {exporting ? '导出中…' : '导出'}
              </Button>
            ) : null}
            <Popover>
              <PopoverTrigger asChild>
                <Button aria-label="显示列">
                  <Columns3 />列
                </Button>
              </PopoverTrigger>
              <PopoverContent className="w-48 p-2">
                {table
                  .getAllLeafColumns()
                  .filter((c) => c.getCanHide())
                  .map((c) => (
                    <label
                      key={c.id}
                      className="flex cursor-pointer items-center gap-2 rounded px-2 py-1 hover:bg-gray-50"
                    >
                      <input type="checkbox" checked={c.getIsVisible()} onChange={c.getToggleVisibilityHandler()} />
                      {typeof c.columnDef.header === 'string' ? c.columnDef.header : c.id}
                    </label>
                  ))}
              </PopoverContent>
            </Popover>
          </div>
        </div>
        {selectable && selectedRows.length ? (
          <div
            role="status"
            className="mb-3 flex items-center gap-3 rounded bg-primary-soft px-3 py-2 text-sm text-primary"
          >
            已选择 {selectedRows.length} 项{bulkActions?.(selectedRows, () => setSelection({}))}
            <Button variant="link" onClick={() => setSelection({})}>
              取消选择
            </Button>
          </div>
        ) : null}
        <div
          ref={scroller}
          className={cn(
            'group/scroller',
            virtual ? 'overflow-auto [overflow-anchor:none]' : 'overflow-x-auto',
            'outline-none focus-visible:ring-2 focus-visible:ring-primary',
          )}
          // A table wider than the screen scrolls sideways: the keyboard reaches it too (←/→ once it has focus).
          tabIndex={0}
          style={virtual ? { maxHeight: virtual.height } : undefined}
          data-virtual={virtual ? 'true' : undefined}
        >
          {/* Separate borders (each cell draws only its own bottom line): collapsed borders cost layout and paint
              on every change of a row, which a scrolling virtual list makes on every frame. */}
          <table className="w-full border-separate border-spacing-0 text-sm">
            <thead>
              {table.getHeaderGroups().map((g) => (
                <tr key={g.id} className="bg-gray-50 text-left text-gray-600">
                  {g.headers.map((h) => (
                    <th
                      key={h.id}
                      className={cn(
                        'whitespace-nowrap border-b border-line px-3 py-2 font-medium',
                        virtual && 'sticky top-0 z-[1] bg-gray-50',
                        h.column.id === 'actions' && STICKY,
                      )}
                    >
                      {h.isPlaceholder ? null : flexRender(h.column.columnDef.header, h.getContext())}
                    </th>
                  ))}
                </tr>
              ))}
            </thead>
            <tbody>
              {virtual ? (
                <VirtualRows
                  count={data.length}
                  scroller={scroller}
                  rowHeight={virtual.rowHeight ?? ROW_HEIGHT}
                  colSpan={colSpan}
                  draw={(range) =>
                    data
                      .slice(range.start, range.end)
                      .map((original, i) => (
                        <VirtualRow key={i} original={original} height={range.rowHeight} shown={shownVirtual} />
                      ))
                  }
                />
              ) : (
                rows.map((r) => <BodyRow key={r.id} row={r} selected={r.getIsSelected()} shown={shown} />)
              )}
            </tbody>
          </table>
          {query.isPending ? (
            <p role="status" className="py-10 text-center text-sm text-muted">
              加载中…
            </p>
          ) : query.isError ? (
            <div role="alert" className="flex flex-col items-center gap-2 py-10 text-sm text-danger">
              {errorText(query.error)}
              <Button onClick={() => query.refetch()}>重试</Button>
            </div>
          ) : total === 0 || !query.data?.rows.length ? (
            <p className="py-10 text-center text-sm text-muted">暂无数据</p>
          ) : null}
        </div>
        <div className="mt-3">
          {virtual ? (
            <p className="text-sm text-gray-600" aria-live="polite">
              共 {total} 条
            </p>
          ) : (
            <Pagination page={page} size={size} total={total} onChange={list.setPage} />
          )}
        </div>
      </section>
    </div>
  );
}

/**
 * One row of a paged list (selected rows tinted; the 操作 cell sticks to the right edge). Memoised: a row is drawn
 * again only when its data, its selection or the shown columns (`shown`) change.
 */
const BodyRow = memo(function BodyRow<Row>({
  row,
  selected,
}: {
  row: TableRow<Row>;
  selected: boolean;
  shown: readonly unknown[];
}) {
  return (
    <tr
      className="bg-white hover:bg-gray-50 data-[state=selected]:bg-primary-soft"
      data-state={selected ? 'selected' : undefined}
    >
      {row.getVisibleCells().map((c) => (
        <td key={c.column.id} className={cellClass(c.column.id)}>
          {flexRender(c.column.columnDef.cell, c.getContext())}
        </td>
      ))}
    </tr>
  );
}) as <Row>(props: { row: TableRow<Row>; selected: boolean; shown: readonly unknown[] }) => ReactNode;

/**
 * One row of a virtual list, drawn from its data by the columns' cells. Cells are keyed by column, so a `<tr>` that
 * shows another row keeps its cells and only their content changes. Memoised: a row that stays in view (same data,
 * same columns shown) is not drawn again.
 */
const VirtualRow = memo(function VirtualRow<Row>({
  original,
  height,
  shown,
}: {
  original: Row;
  height: number;
  shown: readonly VirtualColumn<Row>[];
}) {
  const context = { row: { original } };
  return (
    <tr className="bg-white hover:bg-gray-50" style={{ height }}>
      {shown.map((c) => (
        <td key={c.id} className={cellClass(c.id)}>
          {c.cell(context)}
        </td>
      ))}
    </tr>
  );
}) as <Row>(props: { original: Row; height: number; shown: readonly VirtualColumn<Row>[] }) => ReactNode;

/**
 * An action button of a row, in a list whose rows all offer the same actions. Where the action does not apply to the
 * row it is hidden (`invisible`: not seen, not focusable, not in the accessibility tree) but keeps its place, so the
 * actions line up down the list and a virtual list's scroll adds or removes no button.
 */
export function RowAction({
  applies,
  danger = false,
  ...props
}: { applies: boolean; danger?: boolean } & Omit<ButtonProps, 'size' | 'variant' | 'className'>) {
  const className = danger ? (applies ? 'text-danger' : 'invisible text-danger') : applies ? undefined : 'invisible';
  return <Button size="sm" variant="link" className={className} {...props} />;
}

const CELL = 'whitespace-nowrap border-b border-line px-3 py-2 align-middle';
const CELL_ACTIONS = cn(CELL, STICKY);
/** A body cell's classes: the 操作 column's cells stick to the right edge. */
const cellClass = (columnId: string) => (columnId === 'actions' ? CELL_ACTIONS : CELL);

/**
 * The rows in view of a virtual list, between two spacer rows. The virtualizer lives here, so a scroll re-renders
 * only these few rows, not the list screen. `draw(range)` draws the rows of that index range, keyed by their place
 * in the view (first drawn row, second, …): a scroll never adds, removes or moves a `<tr>`, the same few rows stay
 * in the same order and only their content changes. (Keyed by data index, React would move `<tr>`s on every
 * scroll, and Chromium styles and lays out a moved row anew: that was most of a frame's work.)
 */
function VirtualRows({
  count,
  scroller,
  rowHeight,
  colSpan,
  draw,
}: {
  count: number;
  scroller: RefObject<HTMLDivElement | null>;
  rowHeight: number;
  colSpan: number;
  draw: (range: DrawRange) => ReactNode;
}) {
  // TanStack Virtual keeps its own state; the React Compiler leaves this component alone.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 0,
  });
  // The rows in view and OVERSCAN more ahead: below the view, or above it while the list scrolls up. Rows behind a
  // moving view would only be drawn to leave it (on a fast scroll every row drawn is a new one), and the number of
  // rows stays the same whichever way the list goes.
  const inView = virtualizer.getVirtualItems();
  const up = virtualizer.scrollDirection === 'backward';
  const range =
    inView.length > 0
      ? {
          start: Math.max(0, inView[0]!.index - (up ? OVERSCAN : 0)),
          end: Math.min(count, inView.at(-1)!.index + 1 + (up ? 0 : OVERSCAN)),
          rowHeight,
        }
      : null;
  const padTop = range ? range.start * rowHeight : 0;
  const padBottom = range ? (count - range.end) * rowHeight : 0;

  return (
    <>
      {padTop > 0 ? (
        <tr aria-hidden style={{ height: padTop }}>
          <td colSpan={colSpan} />
        </tr>
      ) : null}
      {range ? draw(range) : null}
      {padBottom > 0 ? (
        <tr aria-hidden style={{ height: padBottom }}>
          <td colSpan={colSpan} />
        </tr>
      ) : null}
    </>
  );
}

/** The rows a virtual list draws: indices start…end-1. */
interface DrawRange {
  start: number;
  end: number;
  rowHeight: number;
}
