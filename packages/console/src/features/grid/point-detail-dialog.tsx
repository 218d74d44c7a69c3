// A grid point at a glance (001 §7.5 /grid/ginGridPointList/get, /grid/ginGridPointPersonList/listPerson): its
// record, its people and the check items inspected there; and its inspection records
// (/grid/ginGridPointList/pointTaskRecord, paged, with a date range).
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { formatDate } from '@/lib/dates';
import { DetailSection } from '@/ui/detail-page';
import { Loading } from '@/ui/loading';
import { Pagination } from '@/ui/pagination';
import { Nowrap, StatusTag } from '@/ui/status-tag';
import { ViewDialog } from '@/ui/view-dialog';
import {
  DEPLOY_STATUS,
  PERSON_TYPES,
  POINT_STATUS,
  RISK_LEVELS,
  SAFE_STATUS,
  TROUBLE_LEVELS,
  TROUBLE_STATUS,
} from './grid-setup-codes';
import type { GridPoint } from './grid-point-codes';
import { pointDetailQuery, pointPersonsQuery } from './grid-setup-queries';
import { LoadFailed } from '@/ui/retry-failed';
import { DetailTable, type DetailColumn } from './query-view-dialog';
import { PeriodForm } from './period-form';
import { pageGridPointTaskRecordsQueryOptions } from '@site/sdk/query/grid';

type GridPointTask = components['schemas']['GridPointTask'];

export function PointDetailDialog({
  pointId,
  projectId,
  onClose,
}: {
  pointId: number;
  projectId: number;
  onClose: () => void;
}) {
  const detail = useQuery(pointDetailQuery(pointId));
  const people = useQuery(pointPersonsQuery({ projectId, pointId }));
  const p = detail.data;
  return (
    <ViewDialog title={p ? `网格点位：${p.pointName}` : '网格点位'} onClose={onClose} width={880}>
      {detail.isPending ? (
        <Loading />
      ) : detail.isError || !p ? (
        <LoadFailed className="justify-center py-6" error={detail.error} fallback="点位详情加载失败" />
      ) : (
        <div className="flex flex-col gap-3">
          <DetailSection
            title="基本信息"
            className="p-0 shadow-none"
            items={[
              { label: '点位编号', value: p.pointCode },
              { label: '所属项目', value: p.projectName },
              { label: '施工区域', value: p.areaName },
              { label: '风险等级', value: <StatusTag table={RISK_LEVELS} value={p.riskLevel} /> },
              { label: '点位状态', value: <StatusTag table={POINT_STATUS} value={p.status} /> },
              { label: '布设状态', value: <StatusTag table={DEPLOY_STATUS} value={p.deployStatus} /> },
              { label: '巡检规则', value: p.ruleName },
              { label: '隐患分类', value: p.categoryNames },
              { label: '最近检查', value: formatDate(p.lastCheckTime, 'minute') },
              { label: '累计任务', value: `${p.taskCount ?? 0} 次` },
              { label: '累计隐患', value: `${p.troubleCount ?? 0} 个` },
              {
                label: '坐标',
                value: p.longitude !== undefined && p.latitude !== undefined ? `${p.longitude}, ${p.latitude}` : '—',
              },
              { label: '点位说明', value: p.description || '—', wide: true },
            ]}
          />
          <DetailSection title={`责任人（${people.data?.length ?? 0}）`} className="p-0 shadow-none">
            {people.isPending ? (
              <Loading className="justify-start px-0 py-2" />
            ) : people.data?.length ? (
              <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
                {people.data.map((u) => (
                  <li key={u.userId} className="flex items-center gap-3 rounded border border-line px-3 py-2 text-sm">
                    <span className="grid size-9 shrink-0 place-items-center rounded-full bg-primary-soft font-medium text-primary">
                      {u.name.slice(-2)}
                    </span>
                    <div className="min-w-0 flex-1">
                      <p className="flex items-center gap-2">
                        <span className="font-medium text-gray-900">{u.name}</span>
                        <StatusTag table={PERSON_TYPES} value={u.personType} />
                      </p>
                      <p className="truncate text-xs text-muted">
                        {[u.position, u.mobile, u.companyName].filter(Boolean).join(' · ')}
                      </p>
                    </div>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted">暂无责任人</p>
            )}
          </DetailSection>
          <DetailSection title="检查项" className="p-0 shadow-none">
            {p.itemGroups?.length ? (
              <div className="flex flex-col gap-3">
                {p.itemGroups.map((g) => (
                  <div key={g.categoryId}>
                    <p className="mb-1 text-sm font-medium text-gray-800">
                      {g.categoryName}
                      <span className="ml-1 text-xs font-normal text-muted">（{g.items.length} 项）</span>
                    </p>
                    <ol className="list-decimal space-y-1 pl-5 text-sm text-gray-700">
                      {g.items.map((it) => (
                        <li key={it.id}>
                          {it.content}
                          <span className="ml-2 align-middle">
                            <StatusTag table={TROUBLE_LEVELS} value={it.troubleLevel} fallback={it.levelName} />
                          </span>
                        </li>
                      ))}
                    </ol>
                  </div>
                ))}
              </div>
            ) : (
              <p className="text-sm text-muted">暂无检查项</p>
            )}
          </DetailSection>
        </div>
      )}
    </ViewDialog>
  );
}

/** A 巡检记录 row: the task, its check, and the trouble it found. */
const RECORD_COLUMNS: DetailColumn<GridPointTask>[] = [
  { header: '任务编号', cell: (r) => <Nowrap>{r.taskNo}</Nowrap> },
  { header: '所属检查', cell: (r) => r.checkName || '—' },
  { header: '计划日期', cell: (r) => <Nowrap>{formatDate(r.planDate)}</Nowrap> },
  { header: '检查人', cell: (r) => <Nowrap>{r.checkUserName}</Nowrap> },
  { header: '检查时间', cell: (r) => <Nowrap>{formatDate(r.checkTime, 'minute')}</Nowrap> },
  { header: '检查结论', cell: (r) => <StatusTag table={SAFE_STATUS} value={r.safeStatus} /> },
  { header: '隐患等级', cell: (r) => <StatusTag table={TROUBLE_LEVELS} value={r.troubleLevel} /> },
  { header: '隐患状态', cell: (r) => <StatusTag table={TROUBLE_STATUS} value={r.troubleStatus} /> },
  { header: '整改责任人', cell: (r) => <Nowrap>{r.rectifyUserName}</Nowrap> },
  { header: '整改期限', cell: (r) => <Nowrap>{r.rectifyDeadline ? formatDate(r.rectifyDeadline) : null}</Nowrap> },
];

export function PointRecordsDialog({ point, onClose }: { point: GridPoint; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const [range, setRange] = useState({ startDate: '', endDate: '' });
  const records = useQuery({
    ...pageGridPointTaskRecordsQueryOptions(api, {
      body: {
        page,
        limit: size,
        pointId: point.id,
        ...(range.startDate ? { startDate: range.startDate } : {}),
        ...(range.endDate ? { endDate: range.endDate } : {}),
      },
    }),
    placeholderData: keepPreviousData,
  });
  const rows = records.data?.data?.list ?? [];
  const total = records.data?.data?.total ?? 0;
  return (
    <ViewDialog title={`巡检记录：${point.pointName}`} onClose={onClose} width={1040}>
      <PeriodForm
        className="mb-3 flex flex-wrap items-center gap-2 text-sm"
        fieldId="records-start"
        label="计划日期"
        initial={{ startDate: '', endDate: '' }}
        onApply={(period) => {
          setPage(1);
          setRange(period);
        }}
      />
      <div className="overflow-x-auto">
        <DetailTable columns={RECORD_COLUMNS} rows={rows} rowKey={(r) => r.id} rowClassName="hover:bg-gray-50" />
        {records.isPending ? (
          <Loading />
        ) : records.isError ? (
          <LoadFailed className="justify-center py-6" label="巡检记录加载失败：" error={records.error} />
        ) : !rows.length ? (
          <p className="py-6 text-center text-sm text-muted">暂无巡检记录</p>
        ) : null}
      </div>
      <div className="mt-3">
        <Pagination
          page={page}
          size={size}
          total={total}
          onChange={(p, s) => {
            setPage(p);
            setSize(s);
          }}
        />
      </div>
    </ViewDialog>
  );
}
