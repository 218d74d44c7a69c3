// The state of the 网格点位 page: the project, the area/point menu, the chosen area, the open dialogs, deleting.
import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/platform/api';
import { usePagePermission } from '@/session/permissions';
import { useRowDelete } from '@/ui/delete-confirm';
import { invalidateOperation } from '@site/sdk/query/common';
import { areaIdOf, areasOf, pointMenuNodes, type GridPoint } from './grid-point-codes';
import { pointMenuQuery } from './grid-setup-queries';
import { useGridProject } from './grid-project';

export type PointPageState = ReturnType<typeof usePointPage>;

export function usePointPage() {
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
    void invalidateOperation(queryClient, 'pageGridPoints');
    void invalidateOperation(queryClient, 'getGridPointMenu');
    void invalidateOperation(queryClient, 'getGridPoint');
    void invalidateOperation(queryClient, 'listGridPointPersons');
  };
  const del = useRowDelete<GridPoint>({
    run: (row) => api.POST('/grid/ginGridPointList/del', { body: { id: row.id } }),
    done: '点位已删除',
    invalidate: 'pageGridPoints',
  });
  return {
    projectId,
    picker,
    perm,
    menu,
    nodes,
    areas,
    areaNode,
    setAreaNode,
    areaId,
    viewing,
    setViewing,
    records,
    setRecords,
    editing,
    setEditing,
    starting,
    setStarting,
    refresh,
    del,
  };
}
