// 作业许可 (001 §7.7 /starSafety/lso/job/*): permits for hot work, work at height, confined spaces, lifting and
// temporary power. 申请 (power bit 2) files a permit; a pending one is 审批 (bit 4: approve → 作业中, or reject with an
// opinion); one in progress is 关闭 (bit 4) once the site is cleared. 详情 shows measures, workers, gas tests and
// the approval trail; 导出 downloads the current filter.
import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { api } from '@/platform/api';
import { usePagePermission } from '@/session/permissions';
import { useSession } from '@/platform/session-store';
import { Button } from '@/ui/button';
import { dateRangeFilters, type FilterField } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
import { PageTabs } from '@/ui/page-tabs';
import { JobDetailDialog } from './job-detail-dialog';
import { ApproveDialog, CloseDialog } from './job-dialogs';
import { ApplyDialog } from './job-apply-dialog';
import { JOB_STATUS, EXPORT_PAGE, JOB_TYPES, jobQuery, optionsOf, type LsoJob } from './lso-model';
import { jobColumns } from './job-columns';
import { JOB_KEY, projectOf } from './lso-queries';
import { OfficerTab } from './officer-tab';
import { invalidateOperation } from '@site/sdk/query/common';

const FILTERS: FilterField[] = [
  { name: 'keyword', label: '关键字', placeholder: '作业票号或作业内容' },
  { name: 'jobType', label: '作业类型', type: 'select', options: optionsOf(JOB_TYPES) },
  { name: 'status', label: '状态', type: 'select', options: optionsOf(JOB_STATUS) },
  ...dateRangeFilters('计划开始'),
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

  const columns = useMemo(() => jobColumns(mayEdit, setPending), [mayEdit]);

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
