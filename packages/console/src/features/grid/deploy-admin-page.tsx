// 点位部署 (001 §7.5 /grid/pointdeploy/list, del; /pc/point/v2/list, /pc/point/deploy/info; menu grid/deployAdmin):
// the project's points with their deploy state on the left; the chosen point's current deployment, and the deploy
// records (on a floor plan, the BIM model or the map) of the project or of that point, deletable after a
// confirmation (power bit 8).
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { MapPinned, Search } from 'lucide-react';
import { api } from '@/app/api';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/dates';
import { usePagePermission } from '@/session/permissions';
import { Button } from '@/ui/button';
import { DeleteConfirm, useRowDelete } from '@/ui/delete-confirm';
import { DetailSection } from '@/ui/detail-page';
import type { FilterField } from '@/ui/filter-bar';
import { Input } from '@/ui/input';
import { ListScreen } from '@/ui/list-screen';
import { Loading } from '@/ui/loading';
import { Nowrap, StatusTag } from '@/ui/status-tag';
import type { components } from '@site/sdk';
import { DEPLOY_STATUS, DEPLOY_TYPES, RISK_LEVELS, intOf, optionsOf } from './grid-setup-codes';
import { pointDeployInfoQuery, projectPointsQuery } from './grid-setup-queries';
import { useGridProject } from './grid-project';
import { LoadFailed } from '@/ui/retry-failed';

type Deploy = components['schemas']['GridPointDeploy'];

const KEY = 'listGridPointDeploys';

const FILTERS: FilterField[] = [
  { name: 'deployType', label: '布设方式', type: 'select', options: optionsOf(DEPLOY_TYPES) },
];

const coordinate = (x: number | undefined, y: number | undefined) =>
  x === undefined || y === undefined ? '—' : `(${x}, ${y})`;

export default function DeployAdminPage() {
  const { projectId, picker } = useGridProject();
  const perm = usePagePermission();
  const [keyword, setKeyword] = useState('');
  const [pointId, setPointId] = useState<number | null>(null);
  const points = useQuery({ ...projectPointsQuery({ project_id: projectId }), enabled: projectId > 0 });
  const shown = useMemo(() => {
    const k = keyword.trim().toLowerCase();
    const all = points.data ?? [];
    return k
      ? all.filter((p) => p.point_name.toLowerCase().includes(k) || (p.point_code ?? '').toLowerCase().includes(k))
      : all;
  }, [points.data, keyword]);
  const chosen = points.data?.find((p) => p.point_id === pointId);
  const del = useRowDelete<Deploy>({
    run: (row) => api.POST('/grid/pointdeploy/del', { body: { id: row.id } }),
    done: '布设记录已删除',
    invalidate: KEY,
  });
  const askDelete = del.ask;

  const columns = useMemo<ColumnDef<Deploy, unknown>[]>(
    () => [
      {
        id: 'pointName',
        header: '点位',
        enableHiding: false,
        cell: ({ row }) => <span className="font-medium text-gray-900">{row.original.pointName}</span>,
      },
      {
        id: 'deployType',
        header: '布设方式',
        cell: ({ row }) => <StatusTag table={DEPLOY_TYPES} value={row.original.deployType} />,
      },
      { id: 'drawingName', header: '底图', cell: ({ row }) => <Nowrap>{row.original.drawingName}</Nowrap> },
      { id: 'floor', header: '楼层', cell: ({ row }) => <Nowrap>{row.original.floor || null}</Nowrap> },
      {
        id: 'xy',
        header: '底图坐标',
        cell: ({ row }) => (
          <span className="whitespace-nowrap tabular-nums">
            {row.original.deployType === 3 ? '—' : coordinate(row.original.x, row.original.y)}
          </span>
        ),
      },
      {
        id: 'lnglat',
        header: '经纬度',
        cell: ({ row }) => (
          <span className="whitespace-nowrap tabular-nums">
            {coordinate(row.original.longitude, row.original.latitude)}
          </span>
        ),
      },
      { id: 'deployUserName', header: '布设人', cell: ({ row }) => <Nowrap>{row.original.deployUserName}</Nowrap> },
      {
        id: 'deployTime',
        header: '布设时间',
        cell: ({ row }) => <Nowrap>{formatDate(row.original.deployTime, 'minute')}</Nowrap>,
      },
      ...(perm.can('delete')
        ? [
            {
              id: 'actions',
              header: '操作',
              enableHiding: false,
              cell: ({ row }) => (
                <Button size="sm" variant="link" className="text-danger" onClick={() => askDelete(row.original)}>
                  删除
                </Button>
              ),
            } satisfies ColumnDef<Deploy, unknown>,
          ]
        : []),
    ],
    [perm, askDelete],
  );

  return (
    <div className="flex flex-col gap-3">
      {picker}
      <div className="flex min-h-[560px] gap-3">
        <section aria-label="项目点位" className="flex w-72 shrink-0 flex-col rounded-md bg-white shadow-sm">
          <header className="flex items-center gap-2 border-b border-line px-4 py-3">
            <MapPinned className="size-4 text-primary" aria-hidden />
            <h2 className="text-base font-semibold text-gray-900">项目点位</h2>
            <span className="ml-auto text-xs text-muted">
              已布设 {(points.data ?? []).filter((p) => p.deploy_status === 1).length}/{points.data?.length ?? 0}
            </span>
          </header>
          <div className="relative px-3 pt-3">
            <Search className="pointer-events-none absolute left-5 top-5 size-4 text-gray-400" aria-hidden />
            <Input
              aria-label="搜索点位"
              className="h-8 pl-7"
              placeholder="关键字搜索"
              value={keyword}
              onChange={(e) => setKeyword(e.target.value)}
            />
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto p-2">
            {projectId > 0 && points.isPending ? (
              <Loading />
            ) : points.isError ? (
              <LoadFailed className="flex-col p-4" label="点位加载失败：" error={points.error} />
            ) : (
              <ul className="space-y-1" aria-label="点位列表">
                <li>
                  <button
                    type="button"
                    aria-pressed={pointId === null}
                    onClick={() => setPointId(null)}
                    className={cn(
                      'w-full rounded px-3 py-2 text-left text-sm text-gray-700 hover:bg-gray-50',
                      pointId === null && 'bg-primary-soft font-medium text-primary',
                    )}
                  >
                    全部点位
                  </button>
                </li>
                {shown.map((p) => (
                  <li key={p.point_id}>
                    <button
                      type="button"
                      aria-pressed={pointId === p.point_id}
                      onClick={() => setPointId(p.point_id)}
                      className={cn(
                        'flex w-full items-center gap-2 rounded px-3 py-2 text-left hover:bg-gray-50',
                        pointId === p.point_id && 'bg-primary-soft',
                      )}
                    >
                      <span className="min-w-0 flex-1">
                        <span
                          className={cn(
                            'block truncate text-sm text-gray-800',
                            pointId === p.point_id && 'font-medium text-primary',
                          )}
                        >
                          {p.point_name}
                        </span>
                        <span className="block truncate text-xs text-muted">
                          {[p.point_code, p.area_name].filter(Boolean).join(' · ')}
                        </span>
                      </span>
                      <StatusTag table={DEPLOY_STATUS} value={p.deploy_status} />
                    </button>
                  </li>
                ))}
                {!shown.length ? <li className="p-4 text-center text-sm text-muted">暂无点位</li> : null}
              </ul>
            )}
          </div>
        </section>
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
                const all = env.data ?? [];
                return { total: all.length, rows: all.slice((page - 1) * size, page * size) };
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
            <a href={d.drawing_url} target="_blank" rel="noopener noreferrer" className="text-primary hover:underline">
              {d.drawing_name ?? '查看底图'}
            </a>
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
