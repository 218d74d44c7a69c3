// 作业记录 (001 §7.7 /starSafety/lso/record/*): the safety officers' patrols, side-station supervision of permits and
// special checks, with problems found and whether they were rectified; 详情 lists each problem; 导出 (perm lso:export)
// downloads the current filter. A safety officer corrects the records on the PC: 新增作业记录 (power bit 2) and a row's
// 删除 (bit 8, after a confirmation).
import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { api } from '@/platform/api';
import { formatDate } from '@/lib/dates';
import { usePagePermission } from '@/session/permissions';
import { useSession } from '@/platform/session-store';
import { Button } from '@/ui/button';
import { DeleteConfirm, useRowDelete } from '@/ui/delete-confirm';
import type { FilterField } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
import { Nowrap, StatusTag } from '@/ui/status-tag';
import { EXPORT_PAGE, RECORD_TYPES, RECTIFY_STATUS, optionsOf, recordQuery, type LsoRecord } from './lso-model';
import { officerOptionsQuery, projectOf } from './lso-queries';
import { invalidateOperation } from '@site/sdk/query/common';
import { RecordDialog, AddRecordDialog } from './record-dialogs';

const KEY = 'pageLsoRecords';

export default function RecordPage() {
  const perm = usePagePermission();
  const { identity } = useSession();
  const projectId = projectOf(identity);
  const officers = useQuery(officerOptionsQuery(projectId));
  const queryClient = useQueryClient();
  const [viewing, setViewing] = useState<LsoRecord | null>(null);
  const [adding, setAdding] = useState(false);
  const del = useRowDelete<LsoRecord>({
    run: (r) => api.POST('/starSafety/lso/record/delete', { body: { id: r.id } }),
    done: '删除成功',
    invalidate: KEY,
  });
  const askDelete = del.ask;
  const mayDelete = perm.can('delete');
  const filters = useMemo<FilterField[]>(
    () => [
      { name: 'recordType', label: '记录类型', type: 'select', options: optionsOf(RECORD_TYPES) },
      { name: 'officerId', label: '安全员', type: 'select', options: officers.data ?? [] },
      { name: 'rectifyStatus', label: '整改状态', type: 'select', options: optionsOf(RECTIFY_STATUS) },
      { name: 'startDate', label: '开始日期', type: 'date' },
      { name: 'endDate', label: '结束日期', type: 'date' },
    ],
    [officers.data],
  );
  const columns = useMemo<ColumnDef<LsoRecord, unknown>[]>(
    () => [
      {
        id: 'recordTime',
        header: '记录时间',
        enableHiding: false,
        cell: ({ row }) => <Nowrap>{formatDate(row.original.recordTime, 'minute')}</Nowrap>,
      },
      {
        id: 'recordType',
        header: '记录类型',
        cell: ({ row }) => (
          <StatusTag table={RECORD_TYPES} value={row.original.recordType} fallback={row.original.recordTypeName} />
        ),
      },
      { id: 'officerName', header: '安全员', cell: ({ row }) => <Nowrap>{row.original.officerName}</Nowrap> },
      { id: 'areaName', header: '施工区域', cell: ({ row }) => <Nowrap>{row.original.areaName}</Nowrap> },
      {
        id: 'jobNo',
        header: '关联作业票',
        cell: ({ row }) =>
          row.original.jobNo ? (
            <span className="font-mono text-xs">{row.original.jobNo}</span>
          ) : (
            <span className="text-muted">—</span>
          ),
      },
      {
        id: 'content',
        header: '记录内容',
        cell: ({ row }) => (
          <p className="max-w-80 truncate" title={row.original.content}>
            {row.original.content}
          </p>
        ),
      },
      {
        id: 'problemCount',
        header: '问题数',
        cell: ({ row }) => (
          <span className={row.original.problemCount ? 'font-medium text-danger' : 'text-gray-500'}>
            {row.original.problemCount ?? 0}
          </span>
        ),
      },
      {
        id: 'rectifyStatus',
        header: '整改状态',
        cell: ({ row }) => <StatusTag table={RECTIFY_STATUS} value={row.original.rectifyStatus} />,
      },
      {
        id: 'images',
        header: '照片',
        cell: ({ row }) => <Nowrap>{row.original.images?.length ? `${row.original.images.length} 张` : null}</Nowrap>,
      },
      {
        id: 'actions',
        header: '操作',
        enableHiding: false,
        cell: ({ row }) => (
          <div className="flex gap-3">
            <Button size="sm" variant="link" onClick={() => setViewing(row.original)}>
              详情
            </Button>
            {mayDelete ? (
              <Button size="sm" variant="link" className="text-danger" onClick={() => askDelete(row.original)}>
                删除
              </Button>
            ) : null}
          </div>
        ),
      },
    ],
    [mayDelete, askDelete],
  );
  return (
    <>
      <ListScreen<LsoRecord>
        id="lso-record"
        title="作业记录"
        filters={filters}
        columns={columns}
        operation={KEY}
        scope={{ projectId }}
        rowId={(r) => String(r.id)}
        toolbar={
          perm.can('add') ? (
            <Button variant="primary" onClick={() => setAdding(true)}>
              <Plus />
              新增作业记录
            </Button>
          ) : null
        }
        load={async ({ page, size, filters: values, signal }) => {
          const env = await api.POST('/starSafety/lso/record/page', {
            body: { pageNum: page, pageSize: size, ...recordQuery(values, projectId) },
            signal,
          });
          return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
        }}
        exportFile={
          perm.hasPerm('lso:export')
            ? (values) =>
                api.POST('/starSafety/lso/record/export', {
                  body: { ...EXPORT_PAGE, ...recordQuery(values, projectId) },
                })
            : undefined
        }
      />
      {viewing ? <RecordDialog id={viewing.id} onClose={() => setViewing(null)} /> : null}
      {adding ? (
        <AddRecordDialog
          projectId={projectId}
          onClose={() => setAdding(false)}
          onDone={() => {
            setAdding(false);
            void invalidateOperation(queryClient, KEY);
          }}
        />
      ) : null}
      <DeleteConfirm
        del={del}
        title="删除作业记录"
        message={(r) =>
          `确定删除 ${formatDate(r.recordTime, 'minute')} ${r.officerName ?? ''}的“${r.recordTypeName ?? RECORD_TYPES[r.recordType]?.label ?? '作业记录'}”吗？删除后不可恢复。`
        }
      />
    </>
  );
}
