// 点位检查 (menu check/pointCheck; 001 §7.5 /pc/project/corp/pointCheck/*): the company's spot checks of a project's
// grid points. 合格 needs nothing (0 无需整改); 存在问题 is sent down → 待回复 → 回复 → 待复核 → 复核通过 / 退回.
// The organisation tree picks the project; buttons by the page's power bits (2 新增, 4 编辑/回复/复核, 8 删除).
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { api } from '@/platform/api';
import { formatDate } from '@/lib/dates';
import type { FilterValues } from '@/lib/list-params';
import type { usePagePermission } from '@/session/permissions';
import { DeleteConfirm } from '@/ui/delete-confirm';
import type { FilterField } from '@/ui/filter-bar';
import { Nowrap, StatusTag } from '@/ui/status-tag';
import { CheckDetailFrame } from './check-detail-frame';
import {
  CHECK_STATUS,
  CHECK_STATUS_OPTIONS,
  POINT_RESULT,
  isProjectNode,
  type OrgNode,
  type PointCheck,
  type ReviewStep,
} from './check-model';
import { Files, NameLink, ProblemsAndRecords, TwoLine } from './check-parts';
import { checkDateColumn, checkStatusColumn, projectOrgColumn, reviewActionsColumn } from './review-check-columns';
import { ScopedCheckList } from './scoped-check-list';
import { ReplyDialog, VerifyDialog } from './check-flow-dialogs';
import { pointCheckDetailQuery } from './check-queries';
import { PointFormDialog } from './point-check-form';
import { useReviewList } from './use-review-list';

const KEY = 'pageCorpPointChecks';

const FILTERS: FilterField[] = [
  { name: 'status', label: '状态', type: 'select', options: CHECK_STATUS_OPTIONS },
  { name: 'start_date', label: '抽查日期起', type: 'date' },
  { name: 'end_date', label: '抽查日期止', type: 'date' },
];

function pointQuery(values: FilterValues, scope: OrgNode | null) {
  return {
    ...(scope && isProjectNode(scope) ? { project_id: Number(scope.id) } : {}),
    ...(values.status ? { status: Number(values.status) as 1 | 2 | 3 | 4 } : {}),
    ...(values.start_date ? { start_date: values.start_date } : {}),
    ...(values.end_date ? { end_date: values.end_date } : {}),
  };
}

/** The list's columns; `open` starts a step on a row, `askDelete` asks before 删除. */
function pointColumns(
  perm: ReturnType<typeof usePagePermission>,
  open: (kind: ReviewStep, row: PointCheck) => void,
  askDelete: (row: PointCheck) => void,
): ColumnDef<PointCheck, unknown>[] {
  return [
    {
      id: 'point_name',
      header: '点位',
      cell: ({ row }) => (
        <TwoLine
          main={
            <NameLink onClick={() => open('view', row.original)}>
              {row.original.point_name ?? row.original.point_id}
            </NameLink>
          }
          sub={[row.original.area_name, row.original.check_no].filter(Boolean).join(' · ')}
        />
      ),
    },
    {
      id: 'check_result',
      header: '抽查结论',
      cell: ({ row }) => <StatusTag table={POINT_RESULT} value={row.original.check_result} />,
    },
    checkStatusColumn<PointCheck>(),
    projectOrgColumn<PointCheck>('项目 / 抽查组织'),
    checkDateColumn<PointCheck>('抽查日期'),
    { id: 'checker_name', header: '抽查人', cell: ({ row }) => <Nowrap>{row.original.checker_name}</Nowrap> },
    { id: 'problem_count', header: '问题数', cell: ({ row }) => row.original.problem_count ?? 0 },
    reviewActionsColumn<PointCheck>(perm, open, askDelete, (c) => c.status === 0),
  ];
}

export default function PointCheckPage() {
  const { scope, setScope, pending, close, done, del, columns, add } = useReviewList<PointCheck>({
    list: KEY,
    detail: 'getCorpPointCheck',
    remove: (row) => api.POST('/pc/project/corp/pointCheck/del/{id}', { params: { path: { id: row.id } } }),
    columns: pointColumns,
  });
  const name = (c: PointCheck) => `${c.point_name ?? c.point_id}（${c.check_no}）`;
  return (
    <ScopedCheckList<PointCheck>
      node={scope}
      onNode={setScope}
      caption="当前项目"
      nodeLabel={(n) => (isProjectNode(n) ? n.label : `${n.label}（请选择项目，当前显示全部）`)}
      addLabel="新增点位检查"
      onAdd={add}
      id="check-point"
      title="点位检查"
      filters={FILTERS}
      columns={columns}
      operation={KEY}
      scope={pointQuery({}, scope)}
      rowId={(c) => String(c.id)}
      load={async ({ page, size, filters, signal }) => {
        const env = await api.GET('/pc/project/corp/pointCheck/page', {
          params: { query: { page, limit: size, ...pointQuery(filters, scope) } },
          signal,
        });
        return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
      }}
      exportFile={(values) =>
        api.GET('/pc/project/corp/pointCheck/export', { params: { query: pointQuery(values, scope) } })
      }
      dialogs={
        <>
          {pending?.kind === 'view' ? <PointDetailDialog row={pending.row} onClose={close} /> : null}
          {pending?.kind === 'form' ? (
            <PointFormDialog row={pending.row} scope={scope} onClose={close} onDone={done} />
          ) : null}
          {pending?.kind === 'reply' || pending?.kind === 'pass' || pending?.kind === 'back' ? (
            <PointReview kind={pending.kind} row={pending.row} name={name(pending.row)} onClose={close} onDone={done} />
          ) : null}
          <DeleteConfirm del={del} title="删除点位检查" message={(c) => `确定删除「${name(c)}」？删除后不可恢复。`} />
        </>
      }
    />
  );
}

function PointDetailDialog({ row, onClose }: { row: PointCheck; onClose: () => void }) {
  const detail = useQuery(pointCheckDetailQuery(row.id));
  const d = detail.data ?? row;
  const full = detail.data;
  return (
    <CheckDetailFrame
      title="点位检查详情"
      heading={`${d.point_name ?? d.point_id}`}
      state={<StatusTag table={CHECK_STATUS} value={d.status} />}
      items={[
        { label: '抽查编号', value: d.check_no },
        { label: '项目', value: d.project_name },
        { label: '施工区域', value: d.area_name },
        { label: '抽查组织', value: d.check_org_name },
        { label: '抽查人', value: d.checker_name },
        { label: '抽查日期', value: formatDate(d.check_date) },
        { label: '抽查结论', value: <StatusTag table={POINT_RESULT} value={d.check_result} /> },
        { label: '整改期限', value: formatDate(d.rectify_deadline) },
        { label: '抽查内容', value: full?.check_content, wide: true },
        { label: '现场照片', value: <Files urls={full?.photos} label="现场照片" />, wide: true },
      ]}
      detail={detail}
      onClose={onClose}
    >
      <ProblemsAndRecords problems={full?.problems} records={full?.records} />
    </CheckDetailFrame>
  );
}

/** 回复 (reply) or 复核 (pass / back) of one point check, once its problems are read. */
function PointReview({
  kind,
  row,
  name,
  onClose,
  onDone,
}: {
  kind: 'reply' | 'pass' | 'back';
  row: PointCheck;
  name: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const detail = useQuery(pointCheckDetailQuery(row.id));
  return kind === 'reply' ? (
    <ReplyDialog
      id={row.id}
      title={`整改回复：${row.point_name ?? row.check_no}`}
      problems={detail.data?.problems}
      loading={detail.isPending}
      submit={(body) => api.POST('/pc/project/corp/pointCheck/reply', { body })}
      onClose={onClose}
      onDone={onDone}
    />
  ) : (
    <VerifyDialog
      id={row.id}
      name={name}
      result={kind === 'pass' ? 1 : 2}
      problems={detail.data?.problems}
      submit={(body) => api.POST('/pc/project/corp/pointCheck/verify', { body })}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
