// 白名单 (001 §7.6 /starSafety/alertWhite/*, menu alarm/whiteList): people allowed into restricted areas for a
// period. 添加 (power bit 2) picks people from personPage and the areas they may enter; 移出 (bit 8) after a
// confirmation, one row or the selected rows.
import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/platform/api';
import { usePagePermission } from '@/session/permissions';
import { useSession } from '@/platform/session-store';
import { Button } from '@/ui/button';
import { AddButton, useAddDialog } from '@/ui/list-add-dialog';
import { ListScreen } from '@/ui/list-screen';
import { projectOf, whiteListBody } from './alarm-codes';
import { forbiddenPointOptionsQuery, whitePersonTypesQuery } from './alarm-queries';
import { invalidateOperation } from '@site/sdk/query/common';
import { whiteColumns, whiteFilters, type White } from './white-list-columns';
import { RemoveWhiteDialog, type Removing } from './white-remove-dialog';
import { AddWhiteDialog } from './white-add-dialog';

export default function WhiteListPage() {
  const { identity } = useSession();
  const projectId = projectOf(identity);
  const orgId = identity?.org_batch_id || undefined;
  const perm = usePagePermission();
  const queryClient = useQueryClient();
  const adding = useAddDialog('listAlertWhitePersons');
  const [removing, setRemoving] = useState<Removing | null>(null);
  const types = useQuery(whitePersonTypesQuery(projectId));
  const points = useQuery(forbiddenPointOptionsQuery({ projectId, orgId }));
  const refresh = () => void invalidateOperation(queryClient, 'listAlertWhitePersons');
  const filters = useMemo(() => whiteFilters(types.data, points.data), [types.data, points.data]);
  const canDelete = perm.can('delete');
  const columns = useMemo(
    () => whiteColumns(canDelete ? (white) => setRemoving({ rows: [white] }) : undefined),
    [canDelete, setRemoving],
  );

  return (
    <>
      <ListScreen<White>
        id="alarm-white-list"
        title="禁区白名单"
        filters={filters}
        columns={columns}
        operation="listAlertWhitePersons"
        scope={{ projectId }}
        rowId={(w) => String(w.id)}
        load={async ({ page, size, filters: values, signal }) => {
          const env = await api.POST('/starSafety/alertWhite/page', {
            body: whiteListBody(values, projectId, page, size),
            signal,
          });
          return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
        }}
        toolbar={<AddButton show={perm.can('add')} label="添加白名单" onClick={adding.show} />}
        bulkActions={
          canDelete
            ? (rows, clear) => (
                <Button size="sm" variant="danger" className="ml-2" onClick={() => setRemoving({ rows, clear })}>
                  批量移出
                </Button>
              )
            : undefined
        }
      />
      <RemoveWhiteDialog removing={removing} onClose={() => setRemoving(null)} onDone={refresh} />
      {adding.open ? (
        <AddWhiteDialog
          projectId={projectId}
          types={types.data ?? []}
          onClose={adding.close}
          onDone={() => {
            adding.done();
            void invalidateOperation(queryClient, 'listAlertWhiteCandidates');
          }}
        />
      ) : null}
    </>
  );
}
