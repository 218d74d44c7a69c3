// The deploy records' columns (点位部署): where and how each point was laid out, and 删除 by power bit 8.
import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@site/sdk';
import { formatDate } from '@/lib/dates';
import { linkColumn } from '@/ui/link-column';
import { Nowrap, StatusTag } from '@/ui/status-tag';
import { DEPLOY_TYPES } from './grid-setup-codes';

export type Deploy = components['schemas']['GridPointDeploy'];

export const coordinate = (x: number | undefined, y: number | undefined) =>
  x === undefined || y === undefined ? '—' : `(${x}, ${y})`;

export function deployColumns(canDelete: boolean, askDelete: (d: Deploy) => void): ColumnDef<Deploy, unknown>[] {
  return [
    {
      id: 'pointName',
      header: '点位',
      enableHiding: false,
      cell: ({ row }) => <span className="font-medium text-gray-900">{row.original.pointName}</span>,
    },
    {
      id: 'deployType',
      header: '布设方式',
      cell: ({ row }) => <StatusTag table={DEPLOY_TYPES} value={row.original.deployType} />,
    },
    { id: 'drawingName', header: '底图', cell: ({ row }) => <Nowrap>{row.original.drawingName}</Nowrap> },
    { id: 'floor', header: '楼层', cell: ({ row }) => <Nowrap>{row.original.floor || null}</Nowrap> },
    {
      id: 'xy',
      header: '底图坐标',
      cell: ({ row }) => (
        <span className="whitespace-nowrap tabular-nums">
          {row.original.deployType === 3 ? '—' : coordinate(row.original.x, row.original.y)}
        </span>
      ),
    },
    {
      id: 'lnglat',
      header: '经纬度',
      cell: ({ row }) => (
        <span className="whitespace-nowrap tabular-nums">
          {coordinate(row.original.longitude, row.original.latitude)}
        </span>
      ),
    },
    { id: 'deployUserName', header: '布设人', cell: ({ row }) => <Nowrap>{row.original.deployUserName}</Nowrap> },
    {
      id: 'deployTime',
      header: '布设时间',
      cell: ({ row }) => <Nowrap>{formatDate(row.original.deployTime, 'minute')}</Nowrap>,
    },
    ...(canDelete ? [linkColumn<Deploy>({ label: '删除', onClick: askDelete, className: 'text-danger' })] : []),
  ];
}
