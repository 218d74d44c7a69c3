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
import { titleColumn } from '@/ui/two-lines';
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
import { checkStatusColumn, troublesColumn } from './check-count-columns';
import { DetailTableSection, QueryViewDialog, troublesItem, type DetailColumn } from './query-view-dialog';

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
      titleColumn<Check>('checkName', '检查名称', 'min-w-56', (r) => r.checkNo),
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
      troublesColumn<Check>(),
      checkStatusColumn<Check>(),
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
      info={(d) => [
        { label: '检查编号', value: d.checkNo },
        { label: '检查类型', value: <StatusTag table={CHECK_TYPES} value={d.checkType} /> },
        { label: '检查状态', value: <StatusTag table={CHECK_STATUS} value={d.status} /> },
        { label: '项目', value: d.projectName },
        { label: '负责人', value: d.checkUserName },
        { label: '计划日期', value: `${formatDate(d.planStartDate)} ~ ${formatDate(d.planEndDate)}` },
        { label: '检查进度', value: `${d.checkedPointCount ?? 0}/${d.pointCount ?? 0} 个点位` },
        troublesItem(d),
        { label: '创建时间', value: formatDate(d.createTime, 'minute') },
        { label: '检查说明', value: d.description || '—', wide: true },
      ]}
    >
      {(d) => (
        <>
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
          <DetailTableSection
            title={`点位检查任务（${d.tasks?.length ?? 0}）`}
            columns={TASK_COLUMNS}
            rows={d.tasks ?? []}
            rowKey={(t) => t.id}
            empty="暂无点位检查任务"
            scroll
            rowClassName="hover:bg-gray-50"
          />
        </>
      )}
    </QueryViewDialog>
  );
}

const TASK_COLUMNS: DetailColumn<CheckTask>[] = [
  { header: '任务编号', cell: (t) => <Nowrap>{t.taskNo}</Nowrap> },
  { header: '点位', cell: (t) => <Nowrap>{t.pointName}</Nowrap> },
  { header: '施工区域', cell: (t) => <Nowrap>{t.areaName}</Nowrap> },
  { header: '检查人', cell: (t) => <Nowrap>{t.checkUserName}</Nowrap> },
  { header: '计划日期', cell: (t) => <Nowrap>{formatDate(t.planDate)}</Nowrap> },
  { header: '检查时间', cell: (t) => <Nowrap>{formatDate(t.checkTime, 'minute')}</Nowrap> },
  { header: '检查结论', cell: (t) => <StatusTag table={SAFE_STATUS} value={t.safeStatus} /> },
  { header: '隐患等级', cell: (t) => <StatusTag table={TROUBLE_LEVELS} value={t.troubleLevel} /> },
  { header: '隐患状态', cell: (t) => <StatusTag table={TROUBLE_STATUS} value={t.troubleStatus} /> },
];
