// 工人详情 (seed 001 §7.14 /pc/worker/detail, attendance, complaint; hidden menu person/workerDetail, opened from
// 工人花名册 with ?id=): a back header, the worker's profile, certificates, a month of attendance and complaints.
// With the roster's edit bit, 更换照片 uploads a face photo (/api/personnel/uploadimg with worker_id) and shows it.
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { components } from '@site/sdk';
import { formatDate } from '@/lib/dates';
import { DetailPage, DetailSection } from '@/ui/detail-page';
import { DatePicker } from '@/ui/date-picker';
import { Loading } from '@/ui/loading';
import { PagingFooter, useLocalPaging } from '@/ui/local-paging';
import { DetailTable } from '@/ui/detail-table';
import { Button } from '@/ui/button';
import { UploadButton } from '@/ui/upload-button';
import { api } from '@/platform/api';
import { usePagePermission } from '@/session/permissions';
import {
  ATTENDANCE_STATUS,
  COMPLAINT_STATUS,
  COMPLAINT_TYPE,
  CONTRACT,
  EDUCATION,
  formatMoney,
  HANDLE_LEVEL,
  REAL_NAME,
  SEX,
  WORKER_STATUS,
} from './person-model';
import { workerAttendanceQuery, workerComplaintsQuery, workerDetailQuery } from './person-queries';
import { StatusTag } from '@/ui/status-tag';
import { errorText } from '@/lib/error-text';
import { LoadFailed } from '@/ui/retry-failed';
import { invalidateOperation } from '@site/sdk/query/common';

type Detail = components['schemas']['OrgWorkerDetail'];

const LIST_PATH = '/person/worker';

export default function WorkerDetailPage() {
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const detail = useQuery({ ...workerDetailQuery(id), enabled: valid });

  let body;
  if (!valid) body = <Empty text="未指定工人，请从工人花名册打开详情" />;
  else if (detail.isPending) body = <Loading className="rounded-md bg-white py-16 shadow-sm" />;
  else if (detail.isError || !detail.data)
    body = (
      <div
        role="alert"
        className="flex flex-col items-center gap-2 rounded-md bg-white py-16 text-sm text-danger shadow-sm"
      >
        {errorText(detail.error) ?? '工人信息加载失败'}
        <Button onClick={() => void detail.refetch()}>重试</Button>
      </div>
    );
  else body = <WorkerDetail worker={detail.data} />;

  return (
    <DetailPage title={detail.data ? `工人详情：${detail.data.name}` : '工人详情'} backTo={LIST_PATH}>
      {body}
    </DetailPage>
  );
}

function Empty({ text }: { text: string }) {
  return <p className="rounded-md bg-white py-16 text-center text-sm text-muted shadow-sm">{text}</p>;
}

export function WorkerDetail({ worker: w }: { worker: Detail }) {
  const perm = usePagePermission(LIST_PATH);
  const queryClient = useQueryClient();
  const [photo, setPhoto] = useState<string | null>(null);
  const avatar = photo ?? w.avatar;
  return (
    <>
      <section className="flex flex-wrap items-center gap-5 rounded-md bg-white p-4 shadow-sm">
        <div className="flex flex-col items-center gap-2">
          {avatar ? (
            <img src={avatar} alt={`${w.name}的人脸照片`} className="size-20 rounded-md bg-gray-100 object-cover" />
          ) : (
            <div className="flex size-20 items-center justify-center rounded-md bg-primary-soft text-2xl font-semibold text-primary">
              {w.name.slice(0, 1)}
            </div>
          )}
          {perm.can('edit') ? (
            <UploadButton
              label="更换照片"
              variant="link"
              accept=".jpg,.jpeg,.png"
              maxBytes={5 * 1024 * 1024}
              upload={(file) => api.POST('/api/personnel/uploadimg', { body: { file, worker_id: w.id } })}
              onUploaded={(img) => {
                setPhoto(img.thumbUrl || img.url);
                void invalidateOperation(queryClient, 'getOrgWorkerDetail');
              }}
            />
          ) : null}
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <div className="flex items-center gap-2">
            <span className="text-lg font-semibold text-gray-900">{w.name}</span>
            <StatusTag table={WORKER_STATUS} value={w.status} />
            {w.is_black === 1 ? <span className="rounded bg-danger px-2 py-0.5 text-xs text-white">黑名单</span> : null}
          </div>
          <span className="text-sm text-gray-500">
            {[w.work_type, w.team_name, w.corp_name].filter(Boolean).join(' · ')}
          </span>
        </div>
        <dl className="ml-auto grid grid-cols-3 gap-6 text-center">
          <Stat label="安全评价" value={w.evaluation_score ?? '—'} />
          <Stat label="本月出勤(天)" value={w.month_attendance_days ?? '—'} />
          <Stat label="最近打卡" value={formatDate(w.last_attendance_time, 'minute')} small />
        </dl>
      </section>
      <DetailSection
        title="基本信息"
        items={[
          { label: '姓名', value: w.name },
          { label: '性别', value: SEX[w.sex ?? 0] ?? '—' },
          { label: '年龄', value: w.age ?? '—' },
          { label: '民族', value: w.nation },
          { label: '出生日期', value: formatDate(w.birth_date) },
          { label: '身份证号', value: w.id_card },
          { label: '手机号', value: w.mobile },
          { label: '籍贯', value: w.native_place },
          { label: '紧急联系人', value: joinContact(w.emergency_contact, w.emergency_mobile) },
          { label: '住址', value: w.address, wide: true },
        ]}
      />
      <DetailSection
        title="务工信息"
        items={[
          { label: '工种', value: w.work_type },
          { label: '班组', value: w.team_name },
          { label: '所属企业', value: w.corp_name },
          { label: '进场日期', value: formatDate(w.entry_date) },
          { label: '退场日期', value: formatDate(w.exit_date) },
          { label: '安全帽', value: w.hat_innerid ?? '未绑定' },
          { label: '实名认证', value: <StatusTag table={REAL_NAME} value={w.real_name_status} /> },
          { label: '三级教育', value: <StatusTag table={EDUCATION} value={w.education_status} /> },
          { label: '劳动合同', value: <StatusTag table={CONTRACT} value={w.contract_status} /> },
          { label: '合同编号', value: w.contract_no },
          { label: '日工资', value: formatMoney(w.day_wage) },
          { label: '工资卡', value: joinContact(w.bank_name, w.bank_card) },
        ]}
      />
      <DetailSection title="证书">
        {w.certificates?.length ? (
          <DetailTable
            head={['证书名称', '证书编号', '有效期至']}
            rows={w.certificates.map((c) => [c.name, c.number, c.expire_date ? formatDate(c.expire_date) : '长期'])}
          />
        ) : (
          <p className="py-6 text-center text-sm text-muted">暂无证书</p>
        )}
      </DetailSection>
      <AttendanceSection workerId={w.id} />
      <ComplaintSection workerId={w.id} />
    </>
  );
}

function joinContact(a?: string | null, b?: string | null) {
  const text = [a, b].filter(Boolean).join(' ');
  return text || '—';
}

function Stat({ label, value, small }: { label: string; value: ReactNode; small?: boolean }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-xs text-gray-500">{label}</dt>
      <dd className={small ? 'text-sm text-gray-900' : 'text-xl font-semibold text-primary tabular-nums'}>{value}</dd>
    </div>
  );
}

function AttendanceSection({ workerId }: { workerId: number }) {
  const [month, setMonth] = useState(() => dayjs().format('YYYY-MM'));
  const att = useQuery({ ...workerAttendanceQuery(workerId, month), enabled: /^\d{4}-\d{2}$/.test(month) });
  const a = att.data;
  return (
    <DetailSection
      title="月度出勤"
      extra={
        <label className="flex items-center gap-2 text-sm text-gray-600">
          月份
          <DatePicker
            kind="month"
            aria-label="出勤月份"
            className="w-40"
            value={month}
            onChange={(v) => v && setMonth(v)}
          />
        </label>
      }
    >
      {att.isPending ? (
        <Loading />
      ) : att.isError || !a ? (
        <LoadFailed className="justify-center py-6" error={att.error} fallback="出勤加载失败" />
      ) : (
        <>
          <dl className="mb-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {[
              ['出勤天数', a.attendance_days],
              ['缺勤天数', a.absent_days],
              ['迟到次数', a.late_count],
              ['累计工时(小时)', a.work_hours],
            ].map(([label, value]) => (
              <div key={String(label)} className="rounded bg-gray-50 px-3 py-2">
                <dt className="text-xs text-gray-500">{label}</dt>
                <dd className="text-lg font-semibold tabular-nums text-gray-900">{value ?? '—'}</dd>
              </div>
            ))}
          </dl>
          {a.days?.length ? (
            <DetailTable
              head={['日期', '星期', '首次打卡', '末次打卡', '工时', '状态', '来源']}
              rows={a.days.map((d) => [
                formatDate(d.date),
                d.weekday,
                d.first_time ?? '—',
                d.last_time ?? '—',
                d.work_hours ?? 0,
                <StatusTag key="s" table={ATTENDANCE_STATUS} value={d.status} />,
                d.source ?? '—',
              ])}
            />
          ) : (
            <p className="py-6 text-center text-sm text-muted">本月暂无出勤</p>
          )}
        </>
      )}
    </DetailSection>
  );
}

function ComplaintSection({ workerId }: { workerId: number }) {
  const paging = useLocalPaging();
  const list = useQuery(workerComplaintsQuery(workerId, paging.page, paging.size));
  return (
    <DetailSection title="投诉记录">
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <LoadFailed className="justify-center py-6" label="投诉记录加载失败：" error={list.error} />
      ) : list.data.rows.length ? (
        <>
          <DetailTable
            head={['投诉编号', '类型', '内容', '处理层级', '状态', '投诉时间', '办结时间']}
            rows={list.data.rows.map((c) => [
              c.complaint_no,
              COMPLAINT_TYPE[c.complaint_type ?? 0] ?? '—',
              <span key="c" className="line-clamp-2 max-w-96">
                {c.content}
              </span>,
              HANDLE_LEVEL[c.handle_level ?? 0] ?? '—',
              <StatusTag key="s" table={COMPLAINT_STATUS} value={c.status} />,
              formatDate(c.create_time, 'minute'),
              formatDate(c.finish_time, 'minute'),
            ])}
          />
          <PagingFooter paging={paging} total={list.data.total} />
        </>
      ) : (
        <p className="py-6 text-center text-sm text-muted">暂无投诉记录</p>
      )}
    </DetailSection>
  );
}
