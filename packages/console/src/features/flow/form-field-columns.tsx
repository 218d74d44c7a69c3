// The columns of the 表单字段 table (流程 · 表单与字段).
import type { ColumnDef } from '@tanstack/react-table';
import { Check } from 'lucide-react';
import { Nowrap, StatusTag } from '@/ui/status-tag';
import { FIELD_TYPES, type FlowField } from './flow-rules';
import { linkColumn } from '@/ui/link-column';

export function fieldColumns(canDelete: boolean, askDelete: (row: FlowField) => void): ColumnDef<FlowField, unknown>[] {
  return [
    {
      id: 'sort',
      header: '序号',
      cell: ({ row }) => <span className="tabular-nums">{row.original.sort ?? '—'}</span>,
    },
    {
      id: 'fieldName',
      header: '字段名称',
      enableHiding: false,
      cell: ({ row }) => <span className="font-medium text-gray-900">{row.original.fieldName}</span>,
    },
    {
      id: 'fieldKey',
      header: '字段标识',
      cell: ({ row }) => <span className="font-mono text-xs text-gray-600">{row.original.fieldKey}</span>,
    },
    {
      id: 'fieldType',
      header: '字段类型',
      cell: ({ row }) => <StatusTag table={FIELD_TYPES} value={row.original.fieldType} />,
    },
    {
      id: 'required',
      header: '必填',
      cell: ({ row }) => (row.original.required ? <Nowrap>是</Nowrap> : <span className="text-muted">否</span>),
    },
    {
      id: 'conditionable',
      header: '可作条件',
      cell: ({ row }) =>
        row.original.conditionable ? (
          <Check className="size-4 text-success" aria-label="是" />
        ) : (
          <span className="text-muted">否</span>
        ),
    },
    ...(canDelete ? [linkColumn<FlowField>({ label: '删除', className: 'text-danger', onClick: askDelete })] : []),
  ];
}
