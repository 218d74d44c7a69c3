// The first columns of the workforce worker lists (在场工人名单, 工人劳动分析明细): 姓名, 工种, 班组 and 参建单位.
import type { ColumnDef } from '@tanstack/react-table';
import { Nowrap } from '@/ui/status-tag';

interface WorkerRow {
  workerName?: string | null;
  workTypeName?: string | null;
  teamName?: string | null;
  companyName?: string | null;
}

export function workerColumns<T extends WorkerRow>(): ColumnDef<T, unknown>[] {
  return [
    {
      id: 'workerName',
      header: '姓名',
      cell: ({ row }) => <span className="font-medium">{row.original.workerName}</span>,
    },
    { id: 'workTypeName', header: '工种', cell: ({ row }) => <Nowrap>{row.original.workTypeName}</Nowrap> },
    { id: 'teamName', header: '班组', cell: ({ row }) => <Nowrap>{row.original.teamName}</Nowrap> },
    { id: 'companyName', header: '参建单位', cell: ({ row }) => <Nowrap>{row.original.companyName}</Nowrap> },
  ];
}
