// 网格点位 (001 §7.5 /grid/ginGridPointList/*, menu grid/point): the project's construction areas and points on the
// left (/menu: choosing an area scopes the list and the analysis, choosing a point opens it); on the right the point
// list (add, edit, 启用/停用, delete, details with its people and check items, inspection records) and the point
// analysis. Buttons by the page's power bits (2 新增, 4 编辑, 8 删除, 64 启动).
import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { MapPin, Plus } from 'lucide-react';
import { toast } from 'sonner';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { formatDate } from '@/lib/dates';
import { usePagePermission } from '@/session/permissions';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { DeleteConfirm, useRowDelete } from '@/ui/delete-confirm';
import type { FilterField } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
import { PageTabs } from '@/ui/page-tabs';
import { Nowrap, StatusTag } from '@/ui/status-tag';
import { TreePanel } from '@/ui/tree-panel';
import { DEPLOY_STATUS, POINT_STATUS, RISK_LEVELS, intOf, optionsOf, type GridPoint } from './grid-setup-codes';
import { areaIdOf, areasOf, canDeletePoint, personsLine, pointMenuNodes, startAction } from './grid-point-codes';
import { pointMenuQuery } from './grid-setup-queries';
import { useGridProject } from './grid-project';
import { PointAnalysis } from './point-analysis';
import { PointDetailDialog, PointRecordsDialog } from './point-detail-dialog';
import { PointFormDialog } from './point-form-dialog';
import { errorText } from '@/lib/error-text';
import { invalidateOperation } from '@site/sdk/query/common';

const KEY = 'pageGridPoints';

const FILTERS: FilterField[] = [
  { name: 'keyword', label: '点位', placeholder: '点位名称或编号' },
  { name: 'riskLevel', label: '风险等级', type: 'select', options: optionsOf(RISK_LEVELS) },
  { name: 'status', label: '点位状态', type: 'select', options: optionsOf(POINT_STATUS) },
];

export default function PointPage() {
  const { projectId, picker } = useGridProject();
  const perm = usePagePermission();
  const queryClient = useQueryClient();
  const menu = useQuery({ ...pointMenuQuery(projectId), enabled: projectId > 0 });
  const nodes = useMemo(() => pointMenuNodes(menu.data), [menu.data]);
  const areas = useMemo(() => areasOf(menu.data), [menu.data]);
  const [areaNode, setAreaNode] = useState<{ id: string | number; label: string } | null>(null);
  const areaId = areaNode ? areaIdOf(areaNode.id) : undefined;
  const [viewing, setViewing] = useState<number | null>(null);
  const [records, setRecords] = useState<GridPoint | null>(null);
  const [editing, setEditing] = useState<GridPoint | 'new' | null>(null);
  const [starting, setStarting] = useState<GridPoint | null>(null);

  const refresh = () => {
    void invalidateOperation(queryClient, KEY);
    void invalidateOperation(queryClient, 'getGridPointMenu');
    void invalidateOperation(queryClient, 'getGridPoint');
    void invalidateOperation(queryClient, 'listGridPointPersons');
  };
  const del = useRowDelete<GridPoint>({
    run: (row) => api.POST('/grid/ginGridPointList/del', { body: { id: row.id } }),
    done: '点位已删除',
    invalidate: KEY,
  });
  const askDelete = del.ask;
  const start = useMutation({
    mutationFn: (p: GridPoint) =>
      api.POST('/grid/ginGridPointList/pointStart', { body: { id: p.id, status: startAction(p.status).to } }),
    onSuccess: (env, p) => {
      toast.success(env.msg || `点位已${startAction(p.status).label}`, { duration: TOAST_MS });
      setStarting(null);
      refresh();
    },
  });

  const columns = useMemo<ColumnDef<GridPoint, unknown>[]>(
    () => [
      {
        id: 'pointName',
        header: '点位',
        enableHiding: false,
        cell: ({ row }) => (
          <div className="min-w-40">
            <button
              type="button"
              className="font-medium text-gray-900 hover:text-primary hover:underline"
              onClick={() => setViewing(row.original.id)}
            >
              {row.original.pointName}
            </button>
            <p className="text-xs text-muted">{row.original.pointCode}</p>
          </div>
        ),
      },
      { id: 'areaName', header: '施工区域', cell: ({ row }) => <Nowrap>{row.original.areaName}</Nowrap> },
      {
        id: 'riskLevel',
        header: '风险等级',
        cell: ({ row }) => <StatusTag table={RISK_LEVELS} value={row.original.riskLevel} />,
      },
      { id: 'categoryNames', header: '隐患分类', cell: ({ row }) => <Nowrap>{row.original.categoryNames}</Nowrap> },
      { id: 'ruleName', header: '巡检规则', cell: ({ row }) => <Nowrap>{row.original.ruleName}</Nowrap> },
      {
        id: 'persons',
        header: '责任人',
        cell: ({ row }) => <p className="min-w-44 whitespace-normal">{personsLine(row.original.persons)}</p>,
      },
      {
        id: 'status',
        header: '状态',
        cell: ({ row }) => <StatusTag table={POINT_STATUS} value={row.original.status} />,
      },
      {
        id: 'deployStatus',
        header: '布设',
        cell: ({ row }) => <StatusTag table={DEPLOY_STATUS} value={row.original.deployStatus} />,
      },
      {
        id: 'counts',
        header: '任务/隐患',
        cell: ({ row }) => (
          <span className="whitespace-nowrap tabular-nums">
            {row.original.taskCount ?? 0} / <span className="text-danger">{row.original.troubleCount ?? 0}</span>
          </span>
        ),
      },
      {
        id: 'lastCheckTime',
        header: '最近检查',
        cell: ({ row }) => <Nowrap>{formatDate(row.original.lastCheckTime, 'minute')}</Nowrap>,
      },
      {
        id: 'actions',
        header: '操作',
        enableHiding: false,
        cell: ({ row }) => {
          const p = row.original;
          const action = startAction(p.status);
          return (
            <div className="flex gap-3">
              <Button size="sm" variant="link" onClick={() => setViewing(p.id)}>
                详情
              </Button>
              <Button size="sm" variant="link" onClick={() => setRecords(p)}>
                巡检记录
              </Button>
              {perm.can('edit') ? (
                <Button size="sm" variant="link" onClick={() => setEditing(p)}>
                  编辑
                </Button>
              ) : null}
              {perm.can('start') ? (
                <Button
                  size="sm"
                  variant="link"
                  className={action.to === 2 ? 'text-warning' : 'text-success'}
                  onClick={() => setStarting(p)}
                >
                  {action.label}
                </Button>
              ) : null}
              {perm.can('delete') && canDeletePoint(p.status) ? (
                <Button size="sm" variant="link" className="text-danger" onClick={() => askDelete(p)}>
                  删除
                </Button>
              ) : null}
            </div>
          );
        },
      },
    ],
    [perm, askDelete],
  );

  const startingAction = starting ? startAction(starting.status) : null;
  return (
    <div className="flex flex-col gap-3">
      {picker}
      <div className="flex min-h-[560px] gap-3">
        <TreePanel
          label="施工区域与点位"
          className="w-60 shrink-0"
          nodes={nodes}
          selectedId={areaNode?.id ?? null}
          onSelect={(node) => {
            if (areaIdOf(node.id) !== undefined) setAreaNode(areaNode?.id === node.id ? null : node);
            else setViewing(Number(node.id));
          }}
          actions={[]}
          loading={projectId > 0 && menu.isPending}
          error={errorText(menu.error)}
          onRetry={() => void menu.refetch()}
        />
        <div className="min-w-0 flex-1">
          {projectId ? (
            <PageTabs
              label="网格点位"
              tabs={[
                {
                  key: 'list',
                  label: '点位列表',
                  render: () => (
                    <div className="flex flex-col gap-3">
                      {areaNode ? (
                        <div className="flex items-center gap-2 rounded-md bg-white px-4 py-2.5 text-sm shadow-sm">
                          <MapPin className="size-4 text-primary" aria-hidden />
                          <span className="text-gray-500">施工区域</span>
                          <span className="font-medium text-gray-900">{areaNode.label}</span>
                          <Button size="sm" variant="link" className="ml-2" onClick={() => setAreaNode(null)}>
                            查看全部区域
                          </Button>
                        </div>
                      ) : null}
                      <ListScreen<GridPoint>
                        id="grid-points"
                        title="网格点位"
                        filters={FILTERS}
                        columns={columns}
                        operation={KEY}
                        scope={{ projectId, areaId }}
                        rowId={(p) => String(p.id)}
                        toolbar={
                          perm.can('add') ? (
                            <Button variant="primary" onClick={() => setEditing('new')}>
                              <Plus />
                              新增点位
                            </Button>
                          ) : null
                        }
                        load={async ({ page, size, filters, signal }) => {
                          const env = await api.POST('/grid/ginGridPointList/page', {
                            body: {
                              page,
                              limit: size,
                              projectId,
                              areaId,
                              keyword: filters.keyword,
                              riskLevel: intOf(filters.riskLevel),
                              status: intOf(filters.status),
                            },
                            signal,
                          });
                          return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
                        }}
                      />
                    </div>
                  ),
                },
                {
                  key: 'analysis',
                  label: '点位分析',
                  render: () => <PointAnalysis projectId={projectId} areaId={areaId} />,
                },
              ]}
            />
          ) : (
            <section className="flex h-full items-center justify-center rounded-md bg-white text-sm text-muted shadow-sm">
              请先选择项目
            </section>
          )}
        </div>
      </div>
      {viewing !== null ? (
        <PointDetailDialog pointId={viewing} projectId={projectId} onClose={() => setViewing(null)} />
      ) : null}
      {records ? <PointRecordsDialog point={records} onClose={() => setRecords(null)} /> : null}
      {editing ? (
        <PointFormDialog
          point={editing === 'new' ? undefined : editing}
          projectId={projectId}
          areas={areas}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            refresh();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={starting !== null}
        onOpenChange={(o) => !o && setStarting(null)}
        title={`${startingAction?.label ?? ''}点位`}
        message={
          startingAction?.to === 2
            ? `确定停用“${starting?.pointName ?? ''}”吗？停用后不再生成巡检任务。`
            : `确定启用“${starting?.pointName ?? ''}”吗？启用后按巡检规则每日生成巡检任务。`
        }
        confirmText={startingAction?.label ?? '确定'}
        onConfirm={() => starting && start.mutate(starting)}
      />
      <DeleteConfirm
        del={del}
        title="删除网格点位"
        message={(p) => `确定删除点位“${p.pointName}”吗？已生成的巡检任务与隐患记录会保留。`}
      />
    </div>
  );
}
