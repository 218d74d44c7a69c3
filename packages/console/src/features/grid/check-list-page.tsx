// 检查清单 (001 §7.5 /grid/ginCheckList/page, getDetail, export; menu grid/checkList): every inspection (daily
// rounds, special, supervision, company and spot checks) with its progress and hazards; a check's details with its
// hazards by level and its point tasks; export of the current filter (grid:export).
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { formatDate } from '@/lib/dates';
import { usePagePermission } from '@/session/permissions';
import { Button } from '@/ui/button';
import { DetailSection } from '@/ui/detail-page';
import type { FilterField } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
import { Nowrap, StatusTag } from '@/ui/status-tag';
import {
  CHECK_STATUS,
  CHECK_TYPES,
  EXPORT_PAGING,
  SAFE_STATUS,
  TROUBLE_LEVELS,
  TROUBLE_STATUS,
  intOf,
  optionsOf,
  rateOf,
} from './grid-setup-codes';
import { checkDetailQuery } from './grid-setup-queries';
import { DetailTableHead, QueryViewDialog } from './query-view-dialog';

type Check = components['schemas']['GridCheck'];
type CheckTask = NonNullable<components['schemas']['GridCheckDetail']['tasks']>[number];

const KEY = 'pageGridChecks';

const FILTERS: FilterField[] = [
  { name: 'keyword', label: '检查', placeholder: '检查名称或编号' },
  { name: 'checkType', label: '检查类型', type: 'select', options: optionsOf(CHECK_TYPES) },
  { name: 'status', label: '检查状态', type: 'select', options: optionsOf(CHECK_STATUS) },
  { name: 'startDate', label: '计划开始自', type: 'date' },
  { name: 'endDate', label: '计划开始至', type: 'date' },
];

const query = (values: Record<string, string>) => ({
  keyword: values.keyword,
  checkType: intOf(values.checkType),
  status: intOf(values.status),
  startDate: values.startDate,
  endDate: values.endDate,
});

export default function CheckListPage() {
  const perm = usePagePermission();
  const [viewing, setViewing] = useState<Check | null>(null);
  const columns = useMemo<ColumnDef<Check, unknown>[]>(
    () => [
      {
        id: 'checkName',
        header: '检查名称',
        enableHiding: false,
        cell: ({ row }) => (
          <div className="min-w-56">
            <p className="font-medium text-gray-900">{row.original.checkName}</p>
            <p className="text-xs text-muted">{row.original.checkNo}</p>
          </div>
        ),
      },
      {
        id: 'checkType',
        header: '检查类型',
        cell: ({ row }) => <StatusTag table={CHECK_TYPES} value={row.original.checkType} />,
      },
      { id: 'projectName', header: '项目', cell: ({ row }) => <Nowrap>{row.original.projectName}</Nowrap> },
      { id: 'checkUserName', header: '负责人', cell: ({ row }) => <Nowrap>{row.original.checkUserName}</Nowrap> },
      {
        id: 'plan',
        header: '计划日期',
        cell: ({ row }) => (
          <Nowrap>
            {formatDate(row.original.planStartDate)} ~ {formatDate(row.original.planEndDate)}
          </Nowrap>
        ),
      },
      {
        id: 'progress',
        header: '检查进度',
        cell: ({ row }) => <Progress done={row.original.checkedPointCount} total={row.original.pointCount} />,
      },
      {
        id: 'troubles',
        header: '闭环/隐患',
        cell: ({ row }) => (
          <span className="whitespace-nowrap tabular-nums">
            {row.original.rectifiedCount ?? 0} / <span className="text-danger">{row.original.troubleCount ?? 0}</span>
          </span>
        ),
      },
      {
        id: 'status',
        header: '状态',
        cell: ({ row }) => <StatusTag table={CHECK_STATUS} value={row.original.status} />,
      },
      {
        id: 'createTime',
        header: '创建时间',
        cell: ({ row }) => <Nowrap>{formatDate(row.original.createTime, 'minute')}</Nowrap>,
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
      <ListScreen<Check>
        id="grid-checks"
        title="检查清单"
        filters={FILTERS}
        columns={columns}
        operation={KEY}
        rowId={(c) => String(c.id)}
        exportFile={
          perm.hasPerm('grid:export')
            ? (values) => api.POST('/grid/ginCheckList/export', { body: { ...EXPORT_PAGING, ...query(values) } })
            : undefined
        }
        load={async ({ page, size, filters, signal }) => {
          const env = await api.POST('/grid/ginCheckList/page', {
            body: { page, limit: size, ...query(filters) },
            signal,
          });
          return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
        }}
      />
      {viewing ? <CheckDetailDialog check={viewing} onClose={() => setViewing(null)} /> : null}
    </>
  );
}

function Progress({ done, total }: { done: number | undefined; total: number | undefined }) {
  const rate = rateOf(done, total);
  return (
    <div className="flex min-w-32 items-center gap-2">
      <div className="h-1.5 flex-1 overflow-hidden rounded-full bg-gray-100" aria-hidden>
        <div className="h-full rounded-full bg-primary" style={{ width: `${rate ?? 0}%` }} />
      </div>
      <span className="whitespace-nowrap text-xs tabular-nums text-gray-600">
        {done ?? 0}/{total ?? 0}
      </span>
    </div>
  );
}

function CheckDetailDialog({ check, onClose }: { check: Check; onClose: () => void }) {
  const detail = useQuery(checkDetailQuery(check.id));
  return (
    <QueryViewDialog
      title={`检查详情：${check.checkName}`}
      onClose={onClose}
      width={960}
      query={detail}
      fallback="检查详情加载失败"
    >
      {(d) => (
        <div className="flex flex-col gap-4">
          <DetailSection
            title="基本信息"
            className="p-0 shadow-none"
            items={[
              { label: '检查编号', value: d.checkNo },
              { label: '检查类型', value: <StatusTag table={CHECK_TYPES} value={d.checkType} /> },
              { label: '检查状态', value: <StatusTag table={CHECK_STATUS} value={d.status} /> },
              { label: '项目', value: d.projectName },
              { label: '负责人', value: d.checkUserName },
              { label: '计划日期', value: `${formatDate(d.planStartDate)} ~ ${formatDate(d.planEndDate)}` },
              { label: '检查进度', value: `${d.checkedPointCount ?? 0}/${d.pointCount ?? 0} 个点位` },
              { label: '隐患', value: `发现 ${d.troubleCount ?? 0} 个，已闭环 ${d.rectifiedCount ?? 0} 个` },
              { label: '创建时间', value: formatDate(d.createTime, 'minute') },
              { label: '检查说明', value: d.description || '—', wide: true },
            ]}
          />
          {d.levelStat?.length ? (
            <DetailSection title="隐患等级分布" className="p-0 shadow-none">
              <ul className="flex flex-wrap gap-3">
                {d.levelStat.map((l) => (
                  <li key={l.troubleLevel} className="flex items-center gap-2 rounded border border-line px-3 py-2">
                    <StatusTag table={TROUBLE_LEVELS} value={l.troubleLevel} fallback={l.levelName} />
                    <span className="text-lg font-semibold tabular-nums text-gray-900">{l.count}</span>
                    <span className="text-xs text-muted">个</span>
                  </li>
                ))}
              </ul>
            </DetailSection>
          ) : null}
          <CheckTasks tasks={d.tasks ?? []} />
        </div>
      )}
    </QueryViewDialog>
  );
}

function CheckTasks({ tasks }: { tasks: CheckTask[] }) {
  return (
    <DetailSection title={`点位检查任务（${tasks.length}）`} className="p-0 shadow-none">
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <DetailTableHead
            headers={[
              '任务编号',
              '点位',
              '施工区域',
              '检查人',
              '计划日期',
              '检查时间',
              '检查结论',
              '隐患等级',
              '隐患状态',
            ]}
          />
          <tbody>
            {tasks.map((t) => (
              <tr key={t.id} className="hover:bg-gray-50">
                <td className="border-b border-line px-3 py-2">
                  <Nowrap>{t.taskNo}</Nowrap>
                </td>
                <td className="border-b border-line px-3 py-2">
                  <Nowrap>{t.pointName}</Nowrap>
                </td>
                <td className="border-b border-line px-3 py-2">
                  <Nowrap>{t.areaName}</Nowrap>
                </td>
                <td className="border-b border-line px-3 py-2">
                  <Nowrap>{t.checkUserName}</Nowrap>
                </td>
                <td className="border-b border-line px-3 py-2">
                  <Nowrap>{formatDate(t.planDate)}</Nowrap>
                </td>
                <td className="border-b border-line px-3 py-2">
                  <Nowrap>{formatDate(t.checkTime, 'minute')}</Nowrap>
                </td>
                <td className="border-b border-line px-3 py-2">
                  <StatusTag table={SAFE_STATUS} value={t.safeStatus} />
                </td>
                <td className="border-b border-line px-3 py-2">
                  <StatusTag table={TROUBLE_LEVELS} value={t.troubleLevel} />
                </td>
                <td className="border-b border-line px-3 py-2">
                  <StatusTag table={TROUBLE_STATUS} value={t.troubleStatus} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {!tasks.length ? <p className="py-6 text-center text-sm text-muted">暂无点位检查任务</p> : null}
      </div>
    </DetailSection>
  );
}
