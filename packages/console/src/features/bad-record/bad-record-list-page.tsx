// 不良行为记录 (001 §7.8 /orgdept/workerBadRecord/*; §4: handled at project, then branch, then company level):
// the records with the stage they wait at and who handled them, 登记 (power bit 2, the project handler shown before
// saving), 详情, 审核 (perm badrecord:handle) opening the review route /examine, and 删除 (power bit 8) for records
// still waiting for the project or rejected.
import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
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
import { Nowrap, StatusTag, Tag } from '@/ui/status-tag';
import { ViewDialog } from '@/ui/view-dialog';
import {
  BAD_STATUS,
  BAD_TYPES,
  PUNISHMENTS,
  badRecordQuery,
  canDeleteRecord,
  examinePath,
  optionsOf,
  pendingLevel,
  type BadRecord,
} from './bad-record-model';
import { RecordFacts, StageSteps } from './bad-record-parts';
import { PAGE_KEY, projectOf } from './bad-record-queries';
import { invalidateOperation } from '@site/sdk/query/common';
import { AddDialog } from './bad-record-add-dialog';

const FILTERS: FilterField[] = [
  { name: 'workerName', label: '工人姓名' },
  { name: 'status', label: '状态', type: 'select', options: optionsOf(BAD_STATUS) },
  { name: 'badType', label: '行为类型', type: 'select', options: optionsOf(BAD_TYPES) },
  { name: 'startDate', label: '发生日期起', type: 'date' },
  { name: 'endDate', label: '发生日期止', type: 'date' },
];

export default function BadRecordListPage() {
  const perm = usePagePermission();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { identity } = useSession();
  const projectId = projectOf(identity);
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<BadRecord | null>(null);
  const del = useRowDelete<BadRecord>({
    run: (r) => api.POST('/orgdept/workerBadRecord/delete', { body: { id: r.id } }),
    done: '记录已删除',
    invalidate: PAGE_KEY,
  });
  const askDelete = del.ask;
  const mayHandle = perm.hasPerm('badrecord:handle');
  const mayDelete = perm.can('delete');

  const columns = useMemo<ColumnDef<BadRecord, unknown>[]>(
    () => [
      {
        id: 'recordNo',
        header: '记录编号',
        cell: ({ row }) => <span className="font-mono text-xs">{row.original.recordNo ?? '—'}</span>,
      },
      {
        id: 'workerName',
        header: '工人',
        enableHiding: false,
        cell: ({ row }) => (
          <div className="whitespace-nowrap">
            <p className="font-medium text-gray-900">
              {row.original.workerName}
              <span className="ml-1.5 text-xs font-normal text-gray-500">{row.original.workType}</span>
            </p>
            <p className="text-xs text-gray-500">{row.original.idCard}</p>
          </div>
        ),
      },
      {
        id: 'team',
        header: '参建单位 / 班组',
        cell: ({ row }) => (
          <div className="whitespace-nowrap">
            <p>{row.original.companyName ?? '—'}</p>
            <p className="text-xs text-gray-500">{row.original.teamName ?? '—'}</p>
          </div>
        ),
      },
      {
        id: 'badType',
        header: '行为类型',
        cell: ({ row }) => <Nowrap>{row.original.badTypeName ?? BAD_TYPES[row.original.badType]}</Nowrap>,
      },
      {
        id: 'description',
        header: '行为描述',
        cell: ({ row }) => (
          <p className="max-w-64 truncate" title={row.original.description}>
            {row.original.description}
          </p>
        ),
      },
      {
        id: 'occurTime',
        header: '发生时间',
        cell: ({ row }) => <Nowrap>{formatDate(row.original.occurTime, 'minute')}</Nowrap>,
      },
      {
        id: 'punishment',
        header: '处罚',
        cell: ({ row }) => (
          <div className="whitespace-nowrap">
            <p>{PUNISHMENTS[row.original.punishment ?? -1] ?? '—'}</p>
            <p className="text-xs text-gray-500">扣 {row.original.deductScore ?? 0} 分</p>
          </div>
        ),
      },
      {
        id: 'status',
        header: '状态',
        cell: ({ row }) => (
          <span className="inline-flex items-center gap-1">
            <StatusTag table={BAD_STATUS} value={row.original.status} />
            {row.original.addBlacklist ? <Tag tag={{ label: '已列入黑名单', tone: 'danger' }} /> : null}
          </span>
        ),
      },
      {
        id: 'handler',
        header: '当前处理人',
        cell: ({ row }) => {
          const level = pendingLevel(row.original.status);
          const name =
            level === 1
              ? row.original.projectHandlerName
              : level === 2
                ? row.original.orgHandlerName
                : level === 3
                  ? row.original.comHandlerName
                  : null;
          return <Nowrap>{name}</Nowrap>;
        },
      },
      {
        id: 'createBy',
        header: '登记',
        cell: ({ row }) => (
          <div className="whitespace-nowrap">
            <p>{row.original.createBy ?? '—'}</p>
            <p className="text-xs text-gray-500">{formatDate(row.original.createTime, 'minute')}</p>
          </div>
        ),
      },
      {
        id: 'actions',
        header: '操作',
        enableHiding: false,
        cell: ({ row }) => {
          const r = row.original;
          return (
            <div className="flex gap-3">
              <Button size="sm" variant="link" onClick={() => setViewing(r)}>
                详情
              </Button>
              {pendingLevel(r.status) && mayHandle ? (
                <Button size="sm" variant="link" onClick={() => void navigate(examinePath(r))}>
                  审核
                </Button>
              ) : null}
              {canDeleteRecord(r.status) && mayDelete ? (
                <Button size="sm" variant="link" className="text-danger" onClick={() => askDelete(r)}>
                  删除
                </Button>
              ) : null}
            </div>
          );
        },
      },
    ],
    [askDelete, mayDelete, mayHandle, navigate],
  );

  return (
    <>
      <ListScreen<BadRecord>
        id="bad-record-list"
        title="不良行为记录"
        filters={FILTERS}
        columns={columns}
        operation={PAGE_KEY}
        scope={{ projectId }}
        rowId={(r) => String(r.id)}
        toolbar={
          perm.can('add') ? (
            <Button variant="primary" onClick={() => setAdding(true)}>
              <Plus />
              登记
            </Button>
          ) : null
        }
        load={async ({ page, size, filters, signal }) => {
          const env = await api.POST('/orgdept/workerBadRecord/page', {
            body: badRecordQuery(filters, page, size, projectId),
            signal,
          });
          return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
        }}
      />
      {viewing ? (
        <ViewDialog title={`不良行为记录：${viewing.workerName}`} onClose={() => setViewing(null)} width={820}>
          <div className="flex flex-col gap-3">
            <RecordFacts record={viewing} className="p-0 shadow-none" />
            <StageSteps record={viewing} className="p-0 shadow-none" />
          </div>
        </ViewDialog>
      ) : null}
      {adding ? (
        <AddDialog
          projectId={projectId}
          onClose={() => setAdding(false)}
          onDone={() => {
            setAdding(false);
            void invalidateOperation(queryClient, PAGE_KEY);
          }}
        />
      ) : null}
      <DeleteConfirm
        del={del}
        title="删除不良行为记录"
        message={(r) => `确定删除“${r.workerName}”的不良行为记录（${r.recordNo ?? r.id}）吗？`}
      />
    </>
  );
}
