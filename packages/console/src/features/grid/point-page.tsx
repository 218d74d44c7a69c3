// 网格点位 (001 §7.5 /grid/ginGridPointList/*, menu grid/point): the project's construction areas and points on the
// left (/menu: choosing an area scopes the list and the analysis, choosing a point opens it); on the right the point
// list (add, edit, 启用/停用, delete, details with its people and check items, inspection records) and the point
// analysis. Buttons by the page's power bits (2 新增, 4 编辑, 8 删除, 64 启动).
import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { MapPin, Plus } from 'lucide-react';
import { api } from '@/platform/api';
import { Button } from '@/ui/button';
import { DeleteConfirm } from '@/ui/delete-confirm';
import type { FilterField } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
import { PageTabs } from '@/ui/page-tabs';
import { TreePanel } from '@/ui/tree-panel';
import { POINT_STATUS, RISK_LEVELS, intOf, optionsOf } from './grid-setup-codes';
import { areaIdOf, type GridPoint } from './grid-point-codes';
import { pointColumns } from './point-columns';
import { usePointPage, type PointPageState } from './use-point-page';
import { PointAnalysis } from './point-analysis';
import { PointDetailDialog, PointRecordsDialog } from './point-detail-dialog';
import { PointFormDialog } from './point-form-dialog';
import { StartPointConfirm } from './start-point-confirm';
import { errorText } from '@/lib/error-text';

const FILTERS: FilterField[] = [
  { name: 'keyword', label: '点位', placeholder: '点位名称或编号' },
  { name: 'riskLevel', label: '风险等级', type: 'select', options: optionsOf(RISK_LEVELS) },
  { name: 'status', label: '点位状态', type: 'select', options: optionsOf(POINT_STATUS) },
];

function AreaBanner({ label, onClear }: { label: string; onClear: () => void }) {
  return (
    <div className="flex items-center gap-2 rounded-md bg-white px-4 py-2.5 text-sm shadow-sm">
      <MapPin className="size-4 text-primary" aria-hidden />
      <span className="text-gray-500">施工区域</span>
      <span className="font-medium text-gray-900">{label}</span>
      <Button size="sm" variant="link" className="ml-2" onClick={onClear}>
        查看全部区域
      </Button>
    </div>
  );
}

function PointListTab({ page, columns }: { page: PointPageState; columns: ColumnDef<GridPoint, unknown>[] }) {
  const { projectId, areaId, areaNode } = page;
  return (
    <div className="flex flex-col gap-3">
      {areaNode ? <AreaBanner label={areaNode.label} onClear={() => page.setAreaNode(null)} /> : null}
      <ListScreen<GridPoint>
        id="grid-points"
        title="网格点位"
        filters={FILTERS}
        columns={columns}
        operation="pageGridPoints"
        scope={{ projectId, areaId }}
        rowId={(p) => String(p.id)}
        toolbar={
          page.perm.can('add') ? (
            <Button variant="primary" onClick={() => page.setEditing('new')}>
              <Plus />
              新增点位
            </Button>
          ) : null
        }
        load={async ({ page: pageNo, size, filters, signal }) => {
          const env = await api.POST('/grid/ginGridPointList/page', {
            body: {
              page: pageNo,
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
  );
}

function PointDialogs({ page }: { page: PointPageState }) {
  const { projectId, viewing, records, editing } = page;
  return (
    <>
      {viewing !== null ? (
        <PointDetailDialog pointId={viewing} projectId={projectId} onClose={() => page.setViewing(null)} />
      ) : null}
      {records ? <PointRecordsDialog point={records} onClose={() => page.setRecords(null)} /> : null}
      {editing ? (
        <PointFormDialog
          point={editing === 'new' ? undefined : editing}
          projectId={projectId}
          areas={page.areas}
          onClose={() => page.setEditing(null)}
          onDone={() => {
            page.setEditing(null);
            page.refresh();
          }}
        />
      ) : null}
      <StartPointConfirm point={page.starting} onClose={() => page.setStarting(null)} onDone={page.refresh} />
      <DeleteConfirm
        del={page.del}
        title="删除网格点位"
        message={(p) => `确定删除点位“${p.pointName}”吗？已生成的巡检任务与隐患记录会保留。`}
      />
    </>
  );
}

export default function PointPage() {
  const page = usePointPage();
  const { projectId, perm, menu, areaNode, areaId } = page;
  const { setViewing, setRecords, setEditing, setStarting } = page;
  const askDelete = page.del.ask;
  const columns = useMemo(
    () =>
      pointColumns({
        can: (bit) => perm.can(bit),
        view: setViewing,
        records: setRecords,
        edit: setEditing,
        start: setStarting,
        remove: askDelete,
      }),
    [perm, askDelete, setViewing, setRecords, setEditing, setStarting],
  );
  return (
    <div className="flex flex-col gap-3">
      {page.picker}
      <div className="flex min-h-[560px] gap-3">
        <TreePanel
          label="施工区域与点位"
          className="w-60 shrink-0"
          nodes={page.nodes}
          selectedId={areaNode?.id ?? null}
          onSelect={(node) => {
            if (areaIdOf(node.id) !== undefined) page.setAreaNode(areaNode?.id === node.id ? null : node);
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
                { key: 'list', label: '点位列表', render: () => <PointListTab page={page} columns={columns} /> },
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
      <PointDialogs page={page} />
    </div>
  );
}
