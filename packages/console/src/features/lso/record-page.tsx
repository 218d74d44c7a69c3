// 作业记录 (001 §7.7 /starSafety/lso/record/*): the safety officers' patrols, side-station supervision of permits and
// special checks, with problems found and whether they were rectified; 详情 lists each problem; 导出 (perm lso:export)
// downloads the current filter.
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { api } from '@/app/api';
import { formatDate } from '@/lib/dates';
import { usePagePermission } from '@/session/permissions';
import { useSession } from '@/session/session-store';
import { Button } from '@/ui/button';
import { DetailSection } from '@/ui/detail-page';
import type { FilterField } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
import { Loading } from '@/ui/loading';
import { Nowrap, StatusTag } from '@/ui/status-tag';
import { ViewDialog } from '@/ui/view-dialog';
import {
  EXPORT_PAGE,
  RECORD_TYPES,
  RECTIFY_STATUS,
  TROUBLE_LEVELS,
  optionsOf,
  recordQuery,
  type LsoRecord,
} from './lso-model';
import { officerOptionsQuery, projectOf, recordDetailQuery } from './lso-queries';
import { errorText } from '@/ui/table-card';

export default function RecordPage() {
  const perm = usePagePermission();
  const { identity } = useSession();
  const projectId = projectOf(identity);
  const officers = useQuery(officerOptionsQuery(projectId));
  const [viewing, setViewing] = useState<LsoRecord | null>(null);
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
          <Button size="sm" variant="link" onClick={() => setViewing(row.original)}>
            详情
          </Button>
        ),
      },
    ],
    [],
  );
  return (
    <>
      <ListScreen<LsoRecord>
        id="lso-record"
        title="作业记录"
        filters={filters}
        columns={columns}
        queryKey={['pageLsoRecords', { projectId }]}
        rowId={(r) => String(r.id)}
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
    </>
  );
}

function RecordDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const detail = useQuery(recordDetailQuery(id));
  const d = detail.data;
  return (
    <ViewDialog title="作业记录详情" onClose={onClose} width={760}>
      {detail.isPending ? (
        <Loading />
      ) : !d ? (
        <p role="alert" className="py-6 text-center text-sm text-danger">
          {errorText(detail.error)}
        </p>
      ) : (
        <div className="flex flex-col gap-5">
          <DetailSection
            title="记录信息"
            columns={2}
            className="p-0 shadow-none"
            items={[
              {
                label: '记录类型',
                value: <StatusTag table={RECORD_TYPES} value={d.recordType} fallback={d.recordTypeName} />,
              },
              { label: '整改状态', value: <StatusTag table={RECTIFY_STATUS} value={d.rectifyStatus} /> },
              { label: '安全员', value: d.officerName ?? '—' },
              { label: '记录时间', value: formatDate(d.recordTime, 'dateTime') },
              { label: '项目', value: d.projectName ?? '—' },
              { label: '施工区域', value: d.areaName ?? '—' },
              { label: '关联作业票', value: d.jobNo ?? '—' },
              { label: '照片', value: d.images?.length ? `${d.images.length} 张` : '无' },
              { label: '记录内容', value: d.content ?? '—', wide: true },
            ]}
          />
          <DetailSection title={`发现问题（${d.problems?.length ?? 0}）`} className="p-0 shadow-none">
            {d.problems?.length ? (
              <table className="w-full border-collapse text-sm">
                <thead>
                  <tr className="bg-gray-50 text-left text-gray-600">
                    {['问题描述', '隐患等级', '责任人', '整改期限', '整改状态'].map((h) => (
                      <th key={h} className="whitespace-nowrap border-b border-line px-2 py-1.5 font-medium">
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {d.problems.map((p, i) => (
                    <tr key={i}>
                      <td className="border-b border-line px-2 py-1.5">{p.description}</td>
                      <td className="border-b border-line px-2 py-1.5">
                        <StatusTag table={TROUBLE_LEVELS} value={p.troubleLevel} />
                      </td>
                      <td className="border-b border-line px-2 py-1.5">{p.responsibleName ?? '—'}</td>
                      <td className="whitespace-nowrap border-b border-line px-2 py-1.5">
                        {formatDate(p.rectifyDeadline)}
                      </td>
                      <td className="border-b border-line px-2 py-1.5">
                        <StatusTag table={RECTIFY_STATUS} value={p.rectifyStatus} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p className="text-sm text-muted">本次记录未发现问题</p>
            )}
          </DetailSection>
        </div>
      )}
    </ViewDialog>
  );
}
