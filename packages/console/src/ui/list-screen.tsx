// The generic list screen every business list is built on (seed 000 §2): filters, search/reset, 共 N 条, table,
// pagination; filters and paging in the URL; column show/hide kept per table; export of the current filter;
// row selection with a bar of what is selected; loading, empty and error states. With `virtual`, the whole result
// is one scrolling table that keeps only the rows in view in the DOM (bulk-upload batches of up to 10,000 rows).
import type { ReactNode } from 'react';
import type { ColumnDef, Table } from '@tanstack/react-table';
import type { UseQueryResult } from '@tanstack/react-query';
import { Popover, PopoverContent, PopoverTrigger } from './popover';
import { Columns3, Download } from 'lucide-react';
import type { FilterValues } from '@/lib/list-params';
import { cn } from '@/lib/cn';
import { errorText } from '@/lib/error-text';
import { Button, type ButtonProps } from './button';
import { FilterBar, type FilterField } from './filter-bar';
import { Pagination } from './pagination';
import { useExport } from './export-button';
import { BodyRow, ListHead, VirtualRows } from './list-rows';
import { useListScreen } from './use-list-screen';
import type { OperationId } from '@site/sdk/query';

export { listScreenKey } from './use-list-screen';

export interface ListPage<Row> {
  total: number;
  rows: Row[];
}

/** A paged call's answer ({ total, list }) as the list's page. */
export const pageOf = <Row,>(env: { data?: { total?: number; list?: Row[] } | null }): ListPage<Row> => ({
  total: env.data?.total ?? 0,
  rows: env.data?.list ?? [],
});

/** What `load` is called with: a page of `size` rows under the filters. */
export interface ListLoadArgs {
  page: number;
  size: number;
  filters: FilterValues;
  signal?: AbortSignal | undefined;
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
  load: (params: ListLoadArgs) => Promise<ListPage<Row>>;
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

const ROW_HEIGHT = 41;

export function ListScreen<Row>(props: ListScreenProps<Row>) {
  const { title, filters = [], exportFile, toolbar, bulkActions, virtual } = props;
  const screen = useListScreen(props);
  const { list, values, query, data, total, table, scroller } = screen;
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
        <ListToolbar title={title} toolbar={toolbar} table={table} exportFile={exportFile} values={values} />
        {screen.selectable && screen.selectedRows.length ? (
          <div
            role="status"
            className="mb-3 flex items-center gap-3 rounded bg-primary-soft px-3 py-2 text-sm text-primary"
          >
            已选择 {screen.selectedRows.length} 项{bulkActions?.(screen.selectedRows, screen.clearSelection)}
            <Button variant="link" onClick={screen.clearSelection}>
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
            <ListHead groups={table.getHeaderGroups()} virtual={Boolean(virtual)} />
            <tbody>
              {virtual ? (
                <VirtualRows
                  data={data}
                  scroller={scroller}
                  rowHeight={virtual.rowHeight ?? ROW_HEIGHT}
                  colSpan={screen.colSpan}
                  shown={screen.shownVirtual}
                />
              ) : (
                table
                  .getRowModel()
                  .rows.map((r) => <BodyRow key={r.id} row={r} selected={r.getIsSelected()} shown={screen.shown} />)
              )}
            </tbody>
          </table>
          <ListState query={query} total={total} />
        </div>
        <div className="mt-3">
          {virtual ? (
            <p className="text-sm text-gray-600" aria-live="polite">
              共 {total} 条
            </p>
          ) : (
            <Pagination page={screen.page} size={screen.size} total={total} onChange={list.setPage} />
          )}
        </div>
      </section>
    </div>
  );
}

/** The line above the table: the title, the screen's buttons, 导出 and the 列 menu. */
function ListToolbar<Row>({
  title,
  toolbar,
  table,
  exportFile,
  values,
}: {
  title: ReactNode;
  toolbar: ReactNode;
  table: Table<Row>;
  exportFile: ((filters: FilterValues) => Promise<Blob>) | undefined;
  values: FilterValues;
}) {
  const exporter = useExport();
  const runExport = () => exportFile && void exporter.run(() => exportFile(values));
  const exporting = exporter.busy;
  return (
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
        <ColumnMenu table={table} />
      </div>
    </div>
  );
}

/** The 列 menu: a check box per column that can be hidden. */
function ColumnMenu<Row>({ table }: { table: Table<Row> }) {
  return (
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
            <label key={c.id} className="flex cursor-pointer items-center gap-2 rounded px-2 py-1 hover:bg-gray-50">
              <input type="checkbox" checked={c.getIsVisible()} onChange={c.getToggleVisibilityHandler()} />
              {typeof c.columnDef.header === 'string' ? c.columnDef.header : c.id}
            </label>
          ))}
      </PopoverContent>
    </Popover>
  );
}

/** Under the table: 加载中…, the error with 重试, or 暂无数据. */
function ListState<Row>({ query, total }: { query: UseQueryResult<ListPage<Row>>; total: number }) {
  return query.isPending ? (
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
  ) : null;
}

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
