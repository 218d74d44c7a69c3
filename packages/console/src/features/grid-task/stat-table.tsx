// A small read-only table for a dashboard (rows of numbers by person, point or company), in the list screen's look:
// the table cards' table, with 暂无数据 under it when there is no row.
import { CardTable, type CardColumn } from '@/ui/table-card';

export function StatTable<Row>({
  label,
  columns,
  rows,
  rowKey,
}: {
  label: string;
  columns: readonly CardColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
}) {
  return (
    <div className="overflow-x-auto">
      <CardTable label={label} columns={columns} rows={rows} rowKey={rowKey} />
      {rows.length ? null : <p className="py-10 text-center text-sm text-muted">暂无数据</p>}
    </div>
  );
}
