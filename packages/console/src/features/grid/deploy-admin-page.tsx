// 点位部署 (001 §7.5 /grid/pointdeploy/list, del; /pc/point/v2/list, /pc/point/deploy/info; menu grid/deployAdmin):
// the project's points with their deploy state on the left; the chosen point's current deployment, and the deploy
// records (on a floor plan, the BIM model or the map) of the project or of that point, deletable after a
// confirmation (power bit 8).
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/platform/api';
import { formatDate } from '@/lib/dates';
import { usePagePermission } from '@/session/permissions';
import { DeleteConfirm, useRowDelete } from '@/ui/delete-confirm';
import { DetailSection } from '@/ui/detail-page';
import type { FilterField } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
import { Loading } from '@/ui/loading';
import { pageSlice } from '@/ui/page-slice';
import { StatusTag } from '@/ui/status-tag';
import { DEPLOY_STATUS, DEPLOY_TYPES, RISK_LEVELS, intOf, optionsOf } from './grid-setup-codes';
import { pointDeployInfoQuery, projectPointsQuery } from './grid-setup-queries';
import { useGridProject } from './grid-project';
import { LoadFailed } from '@/ui/retry-failed';
import { coordinate, deployColumns, type Deploy } from './deploy-columns';
import { DeployPointList } from './deploy-point-list';
import { NewTabLink } from '@/ui/new-tab-link';

const KEY = 'listGridPointDeploys';

const FILTERS: FilterField[] = [
  { name: 'deployType', label: '布设方式', type: 'select', options: optionsOf(DEPLOY_TYPES) },
];

export default function DeployAdminPage() {
  const { projectId, picker } = useGridProject();
  const perm = usePagePermission();
  const [pointId, setPointId] = useState<number | null>(null);
  const points = useQuery({ ...projectPointsQuery({ project_id: projectId }), enabled: projectId > 0 });
  const chosen = points.data?.find((p) => p.point_id === pointId);
  const del = useRowDelete<Deploy>({
    run: (row) => api.POST('/grid/pointdeploy/del', { body: { id: row.id } }),
    done: '布设记录已删除',
    invalidate: KEY,
  });
  const askDelete = del.ask;
  const canDelete = perm.can('delete');
  const columns = useMemo(() => deployColumns(canDelete, askDelete), [canDelete, askDelete]);

  return (
    <div className="flex flex-col gap-3">
      {picker}
      <div className="flex min-h-[560px] gap-3">
        <DeployPointList projectId={projectId} points={points} pointId={pointId} onChoose={setPointId} />
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          {chosen ? (
            <DeployInfo
              pointId={chosen.point_id}
              riskLevel={chosen.risk_level}
              persons={chosen.person_names}
              openTroubles={chosen.open_trouble_count}
            />
          ) : null}
          {projectId ? (
            <ListScreen<Deploy>
              id="grid-point-deploys"
              title={chosen ? `布设记录：${chosen.point_name}` : '布设记录'}
              filters={FILTERS}
              columns={columns}
              operation={KEY}
              scope={{ projectId, pointId }}
              rowId={(d) => String(d.id)}
              load={async ({ page, size, filters, signal }) => {
                const env = await api.POST('/grid/pointdeploy/list', {
                  body: {
                    projectId,
                    ...(pointId ? { pointId } : {}),
                    deployType: intOf(filters.deployType),
                  },
                  signal,
                });
                // The deploy list is not paged by the server: paged here.
                return pageSlice(env.data ?? [], page, size);
              }}
            />
          ) : (
            <section className="flex flex-1 items-center justify-center rounded-md bg-white text-sm text-muted shadow-sm">
              请先选择项目
            </section>
          )}
        </div>
      </div>
      <DeleteConfirm
        del={del}
        title="删除布设记录"
        message={(d) =>
          `确定删除“${d.pointName}”在“${d.drawingName ?? '底图'}”上的布设吗？该点位若无其他布设记录将变为未布设。`
        }
      />
    </div>
  );
}

function DeployInfo({
  pointId,
  riskLevel,
  persons,
  openTroubles,
}: {
  pointId: number;
  riskLevel: number | undefined;
  persons: string | undefined;
  openTroubles: number | undefined;
}) {
  const info = useQuery(pointDeployInfoQuery(pointId));
  const d = info.data;
  if (info.isPending) {
    return (
      <section className="rounded-md bg-white shadow-sm">
        <Loading />
      </section>
    );
  }
  if (info.isError || !d) {
    return (
      <section className="rounded-md bg-white p-4 shadow-sm">
        <LoadFailed error={info.error} fallback="布设信息加载失败" />
      </section>
    );
  }
  return (
    <DetailSection
      title={`当前布设：${d.point_name}`}
      extra={<StatusTag table={DEPLOY_STATUS} value={d.deploy_status} />}
      items={[
        { label: '风险等级', value: <StatusTag table={RISK_LEVELS} value={riskLevel} /> },
        { label: '责任人', value: persons || '—' },
        { label: '未闭环隐患', value: `${openTroubles ?? 0} 个` },
        { label: '布设方式', value: <StatusTag table={DEPLOY_TYPES} value={d.deploy_type} /> },
        {
          label: '底图',
          value: d.drawing_url ? (
            <NewTabLink href={d.drawing_url} className="text-primary hover:underline">
              {d.drawing_name ?? '查看底图'}
            </NewTabLink>
          ) : (
            (d.drawing_name ?? '—')
          ),
        },
        { label: '楼层', value: d.floor || '—' },
        { label: '底图坐标', value: coordinate(d.x, d.y) },
        { label: '经纬度', value: coordinate(d.longitude, d.latitude) },
        {
          label: '布设人',
          value: d.deploy_user_name ? `${d.deploy_user_name}（${formatDate(d.deploy_time, 'minute')}）` : '—',
        },
      ]}
    />
  );
}
