// The table parts of the list screen (ui/list-screen): its header row, a paged list's rows, a virtual list's rows
// in view, and the select column of a list with bulk actions.
import { memo, type ReactNode, type RefObject } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { flexRender, type ColumnDef, type HeaderGroup, type Row as TableRow } from '@tanstack/react-table';
import { cn } from '@/lib/cn';
import type { VirtualColumn } from './list-screen';

/**
 * The 操作 column stays in view when a wide table scrolls sideways. Its left edge casts a shadow only while columns
 * lie under it (the scroller's data-under, set by usePinnedShadow), and its extra left padding keeps the shadow off
 * its own buttons.
 */
const STICKY = 'sticky right-0 bg-inherit pl-4 group-data-[under]/scroller:shadow-[-8px_0_8px_-6px_rgba(0,0,0,0.18)]';

/**
 * Rows drawn beyond the edge of a virtual list's view that it scrolls towards. The rows are drawn in the scroll event,
 * before the browser paints, so a small margin is enough; every row more is drawn again on each frame of a fast scroll.
 */
const OVERSCAN = 2;

/** The first column of a list with bulk actions: a check box per row and one for the whole page. */
export function selectColumn<Row>(): ColumnDef<Row, unknown> {
  return {
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
  };
}

/** The header rows; a virtual list's stick to the top of its scroller. */
export function ListHead<Row>({ groups, virtual }: { groups: HeaderGroup<Row>[]; virtual: boolean }) {
  return (
    <thead>
      {groups.map((g) => (
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
  );
}

/**
 * One row of a paged list (selected rows tinted; the 操作 cell sticks to the right edge). Memoised: a row is drawn
 * again only when its data, its selection or the shown columns (`shown`) change.
 */
export const BodyRow = memo(function BodyRow<Row>({
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

const CELL = 'whitespace-nowrap border-b border-line px-3 py-2 align-middle';
const CELL_ACTIONS = cn(CELL, STICKY);
/** A body cell's classes: the 操作 column's cells stick to the right edge. */
const cellClass = (columnId: string) => (columnId === 'actions' ? CELL_ACTIONS : CELL);

/**
 * The rows in view of a virtual list, between two spacer rows. The virtualizer lives here, so a scroll re-renders
 * only these few rows, not the list screen. The rows of the range in view are keyed by their place in the view
 * (first drawn row, second, …): a scroll never adds, removes or moves a `<tr>`, the same few rows stay in the same
 * order and only their content changes. (Keyed by data index, React would move `<tr>`s on every scroll, and Chromium
 * styles and lays out a moved row anew: that was most of a frame's work.)
 */
export function VirtualRows<Row>({
  data,
  scroller,
  rowHeight,
  colSpan,
  shown,
}: {
  data: readonly Row[];
  scroller: RefObject<HTMLDivElement | null>;
  rowHeight: number;
  colSpan: number;
  shown: readonly VirtualColumn<Row>[];
}) {
  const count = data.length;
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
  // Nothing in view yet (no scroller laid out): no rows and no spacers.
  const start = inView.length > 0 ? Math.max(0, inView[0]!.index - (up ? OVERSCAN : 0)) : 0;
  const end = inView.length > 0 ? Math.min(count, inView.at(-1)!.index + 1 + (up ? 0 : OVERSCAN)) : 0;
  const below = inView.length > 0 ? count - end : 0;
  return (
    <>
      <Spacer height={start * rowHeight} colSpan={colSpan} />
      {data.slice(start, end).map((original, i) => (
        <VirtualRow key={i} original={original} height={rowHeight} shown={shown} />
      ))}
      <Spacer height={below * rowHeight} colSpan={colSpan} />
    </>
  );
}

/** An empty row standing for the rows above or below the view (none when there are none). */
function Spacer({ height, colSpan }: { height: number; colSpan: number }) {
  return height > 0 ? (
    <tr aria-hidden style={{ height }}>
      <td colSpan={colSpan} />
    </tr>
  ) : null;
}
