// 作业许可详情: the permit, its safety measures, workers, gas tests, approval trail and attachments.
import type { components } from '@site/sdk';
import { useQuery } from '@tanstack/react-query';
import { Check, Paperclip, X } from 'lucide-react';
import { formatDate } from '@/lib/dates';
import { DetailSection } from '@/ui/detail-page';
import { Loading } from '@/ui/loading';
import { StatusTag, Tag } from '@/ui/status-tag';
import { ViewDialog } from '@/ui/view-dialog';
import { DetailTable } from '@/ui/detail-table';
import { APPROVE_RESULTS, JOB_STATUS } from './lso-model';
import { jobDetailQuery } from './lso-queries';
import { LoadFailed } from '@/ui/retry-failed';
import { NewTabLink } from '@/ui/new-tab-link';

const FLAT = 'p-0 shadow-none';

export function JobDetailDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const detail = useQuery(jobDetailQuery(id));
  const d = detail.data;
  return (
    <ViewDialog title={d ? `作业许可：${d.jobNo}` : '作业许可详情'} onClose={onClose} width={880}>
      {detail.isPending ? (
        <Loading />
      ) : !d ? (
        <LoadFailed className="justify-center py-6" error={detail.error} fallback="作业许可加载失败" />
      ) : (
        <div className="flex flex-col gap-5">
          <DetailSection
            title="许可信息"
            columns={2}
            className={FLAT}
            items={[
              { label: '作业类型', value: `${d.jobTypeName ?? ''}${d.jobLevel ? `（${d.jobLevel}）` : ''}` },
              { label: '状态', value: <StatusTag table={JOB_STATUS} value={d.status} /> },
              { label: '施工区域', value: `${d.areaName ?? '—'} · ${d.location ?? '—'}` },
              { label: '作业内容', value: d.content ?? '—' },
              { label: '作业单位', value: d.companyName ?? '—' },
              { label: '班组', value: `${d.teamName ?? '—'}（${d.workerCount ?? 0} 人）` },
              { label: '申请人', value: d.applicantName ?? '—' },
              { label: '监护人', value: d.guardianName ?? '—' },
              {
                label: '计划时间',
                value: `${formatDate(d.planStartTime, 'minute')} 至 ${formatDate(d.planEndTime, 'minute')}`,
              },
              { label: '申请时间', value: formatDate(d.createTime, 'dateTime') },
              { label: '关闭时间', value: formatDate(d.closeTime, 'dateTime') },
              { label: '关闭说明', value: d.closeRemark ?? '—' },
            ]}
          />
          <MeasuresSection measures={d.measures} />
          <DetailSection title="作业人员" className={FLAT}>
            <DetailTable
              compact
              head={['姓名', '工种', '操作证号']}
              rows={(d.workers ?? []).map((w) => [w.name, w.workType ?? '—', w.certificateNo ?? '—'])}
            />
          </DetailSection>
          <JobTrail d={d} />
        </div>
      )}
    </ViewDialog>
  );
}

type JobDetail = components['schemas']['LsoJobDetail'];

/** 安全措施: each measure, checked or not, with who confirmed it. */
function MeasuresSection({ measures }: { measures: JobDetail['measures'] }) {
  return (
    <DetailSection title="安全措施" className={FLAT}>
      {measures?.length ? (
        <ul className="grid gap-1.5 text-sm sm:grid-cols-2">
          {measures.map((m) => (
            <li key={m.item} className="flex items-start gap-2">
              {m.checked ? (
                <Check className="mt-0.5 size-4 shrink-0 text-success" />
              ) : (
                <X className="mt-0.5 size-4 shrink-0 text-danger" />
              )}
              <span className="text-gray-800">{m.item}</span>
              {m.confirmBy ? <span className="ml-auto shrink-0 text-xs text-gray-500">{m.confirmBy}</span> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">暂无</p>
      )}
    </DetailSection>
  );
}

/** 气体检测 (when any), 审批记录 and 附件 (when any). */
function JobTrail({ d }: { d: JobDetail }) {
  return (
    <>
      {d.gasTests?.length ? (
        <DetailSection title="气体检测" className={FLAT}>
          <DetailTable
            compact
            head={['检测时间', 'O₂ (%)', 'CO (ppm)', 'H₂S (ppm)', 'LEL (%)', '检测人', '结论']}
            rows={d.gasTests.map((g) => [
              formatDate(g.testTime, 'minute'),
              g.o2 ?? '—',
              g.co ?? '—',
              g.h2s ?? '—',
              g.lel ?? '—',
              g.tester ?? '—',
              <Tag
                key="q"
                tag={g.qualified ? { label: '合格', tone: 'success' } : { label: '不合格', tone: 'danger' }}
              />,
            ])}
          />
        </DetailSection>
      ) : null}
      <DetailSection title="审批记录" className={FLAT}>
        {d.approvals?.length ? (
          <DetailTable
            compact
            head={['环节', '处理人', '结果', '意见', '时间']}
            rows={d.approvals.map((a) => [
              a.nodeName,
              a.handlerName,
              <StatusTag key="r" table={APPROVE_RESULTS} value={a.result} />,
              a.opinion ?? '—',
              formatDate(a.handleTime, 'minute'),
            ])}
          />
        ) : (
          <p className="text-sm text-muted">尚未审批</p>
        )}
      </DetailSection>
      {d.attachments?.length ? (
        <DetailSection title="附件" className={FLAT}>
          <ul className="flex flex-col gap-1 text-sm">
            {d.attachments.map((f) => (
              <li key={f.url}>
                <NewTabLink href={f.url} className="inline-flex items-center gap-1.5 text-primary hover:underline">
                  <Paperclip className="size-4" />
                  {f.name ?? f.url}
                </NewTabLink>
              </li>
            ))}
          </ul>
        </DetailSection>
      ) : null}
    </>
  );
}
