// 作业许可 (001 §7.7 /starSafety/lso/job/*): permits for hot work, work at height, confined spaces, lifting and
// temporary power. 申请 (power bit 2) files a permit; a pending one is 审批 (bit 4: approve → 作业中, or reject with an
// opinion); one in progress is 关闭 (bit 4) once the site is cleared. 详情 shows measures, workers, gas tests and
// the approval trail; 导出 downloads the current filter.
import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { api } from '@/platform/api';
import { formatDate } from '@/lib/dates';
import { usePagePermission } from '@/session/permissions';
import { useSession } from '@/platform/session-store';
import { Button } from '@/ui/button';
import type { FilterField } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
import { PageTabs } from '@/ui/page-tabs';
import { Nowrap, StatusTag } from '@/ui/status-tag';
import { JobDetailDialog } from './job-detail-dialog';
import { ApproveDialog, CloseDialog } from './job-dialogs';
import { ApplyDialog } from './job-apply-dialog';
import {
  JOB_STATUS,
  EXPORT_PAGE,
  JOB_TYPES,
  canApprove,
  canClose,
  jobQuery,
  optionsOf,
  type LsoJob,
} from './lso-model';
import { JOB_KEY, projectOf } from './lso-queries';
import { OfficerTab } from './officer-tab';
import { invalidateOperation } from '@site/sdk/query/common';

const FILTERS: FilterField[] = [
  { name: 'keyword', label: '关键字', placeholder: '作业票号或作业内容' },
  { name: 'jobType', label: '作业类型', type: 'select', options: optionsOf(JOB_TYPES) },
  { name: 'status', label: '状态', type: 'select', options: optionsOf(JOB_STATUS) },
  { name: 'startDate', label: '计划开始起', type: 'date' },
  { name: 'endDate', label: '计划开始止', type: 'date' },
];

type Pending = { kind: 'view' | 'approve' | 'close'; job: LsoJob } | { kind: 'apply' };

const TABS = [
  { key: 'job', label: '作业许可', render: () => <JobList /> },
  { key: 'officer', label: '安全员', render: () => <OfficerTab /> },
];

/** 作业许可 and, in a second tab, the project's safety officers who supervise the permits (officer-tab.tsx). */
export default function JobPage() {
  return <PageTabs label="作业许可" tabs={TABS} />;
}

function JobList() {
  const perm = usePagePermission();
  const queryClient = useQueryClient();
  const { identity } = useSession();
  const projectId = projectOf(identity);
  const [pending, setPending] = useState<Pending | null>(null);
  const close = () => setPending(null);
  const done = () => {
    close();
    void invalidateOperation(queryClient, JOB_KEY);
    void invalidateOperation(queryClient, 'getLsoJob');
  };
  const mayEdit = perm.can('edit');

  const columns = useMemo<ColumnDef<LsoJob, unknown>[]>(
    () => [
      {
        id: 'jobNo',
        header: '作业票号',
        enableHiding: false,
        cell: ({ row }) => <span className="font-mono text-xs">{row.original.jobNo}</span>,
      },
      {
        id: 'jobType',
        header: '作业类型',
        cell: ({ row }) => (
          <div className="whitespace-nowrap">
            <p className="font-medium text-gray-900">{row.original.jobTypeName ?? JOB_TYPES[row.original.jobType]}</p>
            <p className="text-xs text-gray-500">{row.original.jobLevel ?? '—'}</p>
          </div>
        ),
      },
      {
        id: 'content',
        header: '作业内容',
        cell: ({ row }) => (
          <div className="max-w-64">
            <p className="truncate" title={row.original.content}>
              {row.original.content}
            </p>
            <p className="truncate text-xs text-gray-500">
              {row.original.areaName} · {row.original.location ?? '—'}
            </p>
          </div>
        ),
      },
      {
        id: 'team',
        header: '作业单位 / 班组',
        cell: ({ row }) => (
          <div className="whitespace-nowrap">
            <p>{row.original.companyName ?? '—'}</p>
            <p className="text-xs text-gray-500">
              {row.original.teamName ?? '—'} · {row.original.workerCount ?? 0} 人
            </p>
          </div>
        ),
      },
      {
        id: 'people',
        header: '申请人 / 监护人',
        cell: ({ row }) => (
          <Nowrap>
            {row.original.applicantName ?? '—'} / {row.original.guardianName ?? '—'}
          </Nowrap>
        ),
      },
      {
        id: 'plan',
        header: '计划时间',
        cell: ({ row }) => (
          <div className="whitespace-nowrap text-xs">
            <p>{formatDate(row.original.planStartTime, 'minute')}</p>
            <p className="text-gray-500">至 {formatDate(row.original.planEndTime, 'minute')}</p>
          </div>
        ),
      },
      { id: 'status', header: '状态', cell: ({ row }) => <StatusTag table={JOB_STATUS} value={row.original.status} /> },
      {
        id: 'approver',
        header: '审批',
        cell: ({ row }) =>
          row.original.approverName ? (
            <div className="whitespace-nowrap">
              <p>{row.original.approverName}</p>
              <p className="text-xs text-gray-500">{formatDate(row.original.approveTime, 'minute')}</p>
            </div>
          ) : (
            <span className="text-muted">—</span>
          ),
      },
      {
        id: 'closeTime',
        header: '关闭时间',
        cell: ({ row }) => (
          <Nowrap>{row.original.closeTime ? formatDate(row.original.closeTime, 'minute') : null}</Nowrap>
        ),
      },
      {
        id: 'actions',
        header: '操作',
        enableHiding: false,
        cell: ({ row }) => {
          const j = row.original;
          return (
            <div className="flex gap-3">
              <Button size="sm" variant="link" onClick={() => setPending({ kind: 'view', job: j })}>
                详情
              </Button>
              {canApprove(j.status) && mayEdit ? (
                <Button size="sm" variant="link" onClick={() => setPending({ kind: 'approve', job: j })}>
                  审批
                </Button>
              ) : null}
              {canClose(j.status) && mayEdit ? (
                <Button size="sm" variant="link" onClick={() => setPending({ kind: 'close', job: j })}>
                  关闭
                </Button>
              ) : null}
            </div>
          );
        },
      },
    ],
    [mayEdit],
  );

  return (
    <>
      <ListScreen<LsoJob>
        id="lso-job"
        title="作业许可"
        filters={FILTERS}
        columns={columns}
        operation={JOB_KEY}
        scope={{ projectId }}
        rowId={(j) => String(j.id)}
        toolbar={
          perm.can('add') ? (
            <Button variant="primary" onClick={() => setPending({ kind: 'apply' })}>
              <Plus />
              申请作业许可
            </Button>
          ) : null
        }
        load={async ({ page, size, filters, signal }) => {
          const env = await api.POST('/starSafety/lso/job/page', {
            body: { pageNum: page, pageSize: size, ...jobQuery(filters, projectId) },
            signal,
          });
          return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
        }}
        exportFile={(filters) =>
          api.POST('/starSafety/lso/job/export', { body: { ...EXPORT_PAGE, ...jobQuery(filters, projectId) } })
        }
      />
      {pending?.kind === 'view' ? <JobDetailDialog id={pending.job.id} onClose={close} /> : null}
      {pending?.kind === 'approve' ? <ApproveDialog job={pending.job} onClose={close} onDone={done} /> : null}
      {pending?.kind === 'close' ? <CloseDialog job={pending.job} onClose={close} onDone={done} /> : null}
      {pending?.kind === 'apply' ? <ApplyDialog projectId={projectId} onClose={close} onDone={done} /> : null}
    </>
  );
}
