// 安全帽使用历史 (001 §7.4 GET /star/laborhat/history, menu hat/history): every bind and return — by helmet number
// the life of one helmet, by person ID the helmets one person has used.
import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { api } from '@/platform/api';
import { formatDate } from '@/lib/dates';
import { ListScreen } from '@/ui/list-screen';
import type { FilterField } from '@/ui/filter-bar';
import { PERSON_TYPES, RETURN_TYPES, type HistoryRow } from './hat-model';
import { Tag, type TagStyle } from '@/ui/status-tag';

const FILTERS: FilterField[] = [
  { name: 'innerid', label: '安全帽编号' },
  { name: 'id', label: '人员 ID', placeholder: '请输入人员 ID' },
];

const IN_USE: TagStyle = { label: '使用中', tone: 'primary' };

export default function HatHistoryPage() {
  const columns = useMemo<ColumnDef<HistoryRow, unknown>[]>(
    () => [
      {
        id: 'innerid',
        header: '安全帽编号',
        cell: ({ row }) => <span className="font-mono">{row.original.innerid}</span>,
      },
      { id: 'batch_id', header: '批次号', cell: ({ row }) => row.original.batch_id || '—' },
      {
        id: 'name',
        header: '使用人',
        cell: ({ row }) => (
          <div className="flex flex-col">
            <span className="font-medium">{row.original.name}</span>
            <span className="text-xs text-muted">ID {row.original.id}</span>
          </div>
        ),
      },
      {
        id: 'person_type',
        header: '人员类型',
        cell: ({ row }) => <Tag tag={PERSON_TYPES[row.original.person_type ?? 1]} />,
      },
      { id: 'bind_time', header: '绑定时间', cell: ({ row }) => formatDate(row.original.bind_time, 'dateTime') },
      { id: 'return_time', header: '归还时间', cell: ({ row }) => formatDate(row.original.return_time, 'dateTime') },
      {
        id: 'return_type',
        header: '归还方式',
        cell: ({ row }) => {
          const t = row.original.return_type;
          return <Tag tag={t === null || t === undefined ? IN_USE : RETURN_TYPES[t]} />;
        },
      },
      { id: 'operator_name', header: '操作人', cell: ({ row }) => row.original.operator_name || '—' },
    ],
    [],
  );
  return (
    <ListScreen<HistoryRow>
      id="hat-history"
      title="安全帽使用历史"
      filters={FILTERS}
      columns={columns}
      operation="listHelmetHistory"
      rowId={(r) => String(r.log_id)}
      load={async ({ page, size, filters, signal }) => {
        const id = Number(filters.id);
        const env = await api.GET('/star/laborhat/history', {
          params: {
            query: {
              page,
              limit: size,
              ...(filters.innerid ? { innerid: filters.innerid } : {}),
              ...(Number.isInteger(id) && id > 0 ? { id } : {}),
            },
          },
          signal,
        });
        return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
      }}
    />
  );
}
