// Columns the wage lists share (the ledgers, core data, problem wages).
import type { ColumnDef } from '@tanstack/react-table';
import { TwoLines } from '@/ui/two-lines';

/** 项目, its organisation under it: the first column of the wage lists. */
export function projectColumn<Row extends { projectName?: string | null; orgName?: string | null }>(): ColumnDef<
  Row,
  unknown
> {
  return {
    id: 'projectName',
    header: '项目',
    cell: ({ row }) => <TwoLines main={row.original.projectName} sub={row.original.orgName} />,
  };
}

/** 属地: the land area a project's wage account is registered in. */
export function landAreaColumn<Row extends { landAreaName?: string | null }>(): ColumnDef<Row, unknown> {
  return {
    id: 'landAreaName',
    header: '属地',
    cell: ({ row }) => <span className="whitespace-nowrap">{row.original.landAreaName ?? '—'}</span>,
  };
}
