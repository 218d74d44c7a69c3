// 专项检查 (001 §7.5 /grid/ginCheckList/specialPage, getSpecial, specialStart, backout, specialExport; menu
// grid/specialCheck): the special-check ledger. 未开始 → 启动 (power bit 64, after a confirmation) → 进行中 → 已完成;
// before it is finished a check can be 撤回 with a reason (power bit 32). Details show each project's progress;
// export of the current filter (grid:export).
import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { formatDate } from '@/lib/dates';
import { usePagePermission } from '@/session/permissions';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { FormTextField } from '@/ui/form-text-field';
import type { FilterField } from '@/ui/filter-bar';
import { FormDialog } from '@/ui/form-dialog';
import { useDialogSave } from '@/ui/use-dialog-save';
import { ListScreen } from '@/ui/list-screen';
import { Nowrap, StatusTag, Tag } from '@/ui/status-tag';
import {
  CHECK_STATUS,
  EXPORT_PAGING,
  SPECIAL_TYPES,
  backoutSchema,
  intOf,
  optionsOf,
  type BackoutValues,
} from './grid-setup-codes';
import { specialDetailQuery } from './grid-setup-queries';
import { DetailTableSection, QueryViewDialog, troublesItem, type DetailColumn } from './query-view-dialog';
import { invalidateOperation } from '@site/sdk/query/common';
import { specialColumns } from './special-check-columns';

type Special = components['schemas']['GridSpecialCheck'];
type SpecialProject = NonNullable<components['schemas']['GridSpecialCheckDetail']['projects']>[number];

const KEY = 'pageGridSpecialChecks';

const FILTERS: FilterField[] = [
  { name: 'keyword', label: '专项检查', placeholder: '名称或编号' },
  { name: 'specialType', label: '专项类型', type: 'select', options: optionsOf(SPECIAL_TYPES) },
  { name: 'status', label: '状态', type: 'select', options: optionsOf(CHECK_STATUS) },
];

const query = (values: Record<string, string>) => ({
  keyword: values.keyword,
  specialType: intOf(values.specialType),
  status: intOf(values.status),
});

export default function SpecialCheckPage() {
  const perm = usePagePermission();
  const queryClient = useQueryClient();
  const [viewing, setViewing] = useState<Special | null>(null);
  const [starting, setStarting] = useState<Special | null>(null);
  const [backingOut, setBackingOut] = useState<Special | null>(null);
  const refresh = () => {
    void invalidateOperation(queryClient, KEY);
    void invalidateOperation(queryClient, 'getGridSpecialCheck');
  };
  const start = useMutation({
    mutationFn: (s: Special) => api.POST('/grid/ginCheckList/specialStart', { body: { id: s.id } }),
    onSuccess: (env) => {
      toast.success(env.msg || '专项检查已启动', { duration: TOAST_MS });
      setStarting(null);
      refresh();
    },
  });

  const columns = useMemo(
    () =>
      specialColumns({
        can: (bit) => perm.can(bit),
        view: setViewing,
        start: setStarting,
        backout: setBackingOut,
      }),
    [perm],
  );

  return (
    <>
      <ListScreen<Special>
        id="grid-special-checks"
        title="专项检查"
        filters={FILTERS}
        columns={columns}
        operation={KEY}
        rowId={(s) => String(s.id)}
        exportFile={
          perm.hasPerm('grid:export')
            ? (values) => api.POST('/grid/ginCheckList/specialExport', { body: { ...EXPORT_PAGING, ...query(values) } })
            : undefined
        }
        load={async ({ page, size, filters, signal }) => {
          const env = await api.POST('/grid/ginCheckList/specialPage', {
            body: { page, limit: size, ...query(filters) },
            signal,
          });
          return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
        }}
      />
      {viewing ? <SpecialDetailDialog special={viewing} onClose={() => setViewing(null)} /> : null}
      <ConfirmDialog
        open={starting !== null}
        onOpenChange={(o) => !o && setStarting(null)}
        title="启动专项检查"
        message={`确定启动“${starting?.specialName ?? ''}”吗？启动后向涉及的 ${starting?.projectCount ?? 0} 个项目下发检查任务。`}
        confirmText="启动"
        onConfirm={() => starting && start.mutate(starting)}
      />
      {backingOut ? (
        <BackoutDialog
          special={backingOut}
          onClose={() => setBackingOut(null)}
          onDone={() => {
            setBackingOut(null);
            refresh();
          }}
        />
      ) : null}
    </>
  );
}

function BackoutDialog({ special, onClose, onDone }: { special: Special; onClose: () => void; onDone: () => void }) {
  const { form, dialog } = useDialogSave<BackoutValues>({
    resolver: zodResolver(backoutSchema),
    defaultValues: { reason: '' },
    save: (v) => api.POST('/grid/ginCheckList/backout', { body: { id: special.id, reason: v.reason.trim() } }),
    success: '专项检查已撤回',
    onClose,
    onDone,
  });
  return (
    <FormDialog {...dialog} title={`撤回专项检查：${special.specialName}`} confirmText="撤回">
      <p className="text-sm text-gray-600">撤回后该专项检查状态变为“已撤回”，已下发的检查任务一并作废。</p>
      <FormTextField
        form={form}
        name="reason"
        id="backout-reason"
        label="撤回原因"
        required
        placeholder="请输入撤回原因"
        rows={3}
      />
    </FormDialog>
  );
}

function SpecialDetailDialog({ special, onClose }: { special: Special; onClose: () => void }) {
  const detail = useQuery(specialDetailQuery(special.id));
  return (
    <QueryViewDialog
      title={`专项检查：${special.specialName}`}
      onClose={onClose}
      width={880}
      query={detail}
      fallback="专项检查详情加载失败"
      info={(d) => [
        { label: '编号', value: d.specialNo },
        { label: '专项类型', value: SPECIAL_TYPES[d.specialType] ?? d.specialTypeName },
        { label: '状态', value: <StatusTag table={CHECK_STATUS} value={d.status} /> },
        { label: '发起组织', value: d.orgName },
        { label: '检查组组长', value: d.leaderName },
        { label: '检查时间', value: `${formatDate(d.startDate)} ~ ${formatDate(d.endDate)}` },
        { label: '涉及项目', value: `${d.checkedProjectCount ?? 0}/${d.projectCount ?? 0} 已检查` },
        troublesItem(d),
        { label: '创建时间', value: formatDate(d.createTime, 'minute') },
        { label: '检查要求', value: d.requirement || '—', wide: true },
        ...(d.status === 3 ? [{ label: '撤回原因', value: d.backoutReason || '—', wide: true }] : []),
      ]}
    >
      {(d) => (
        <DetailTableSection
          title="各项目检查情况"
          columns={PROJECT_COLUMNS}
          rows={d.projects ?? []}
          rowKey={(p) => p.projectId}
          empty="暂无项目"
        />
      )}
    </QueryViewDialog>
  );
}

const PROJECT_COLUMNS: DetailColumn<SpecialProject>[] = [
  { header: '项目', cell: (p) => p.projectName },
  {
    header: '检查情况',
    cell: (p) => (
      <Tag tag={p.checkStatus === 1 ? { label: '已检查', tone: 'success' } : { label: '未检查', tone: 'muted' }} />
    ),
  },
  { header: '检查日期', cell: (p) => <Nowrap>{p.checkDate ? formatDate(p.checkDate) : null}</Nowrap> },
  { header: '发现隐患', cell: (p) => p.troubleCount ?? 0, className: 'tabular-nums' },
  { header: '已闭环', cell: (p) => p.rectifiedCount ?? 0, className: 'tabular-nums' },
];
