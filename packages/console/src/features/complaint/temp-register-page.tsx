// 临时人脸登记 (001 §7.8 /faceAuth/tempregister/*): people not yet registered by real name register their face at a
// gate to enter for a few days; the project reviews them (通过 with a validity of at most 7 days, or 驳回 with a reason),
// and removes registrations (also revoking the face at the gates), one by one or several at once.
import { useMemo } from 'react';
import { api } from '@/platform/api';
import { usePagePermission } from '@/session/permissions';
import { useSession } from '@/platform/session-store';
import { Button } from '@/ui/button';
import type { FilterField } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
import { TEMP_STATUS, optionsOf, type TempRegister } from './complaint-model';
import { projectOf } from './complaint-queries';
import { TempPendingDialogs } from './temp-register-dialogs';
import { tempColumns } from './temp-register-columns';
import { KEY, useTempRegister } from './use-temp-register';

const FILTERS: FilterField[] = [
  { name: 'name', label: '姓名' },
  { name: 'status', label: '状态', type: 'select', options: optionsOf(TEMP_STATUS) },
  { name: 'startDate', label: '登记日期起', type: 'date' },
  { name: 'endDate', label: '登记日期止', type: 'date' },
];

export default function TempRegisterPage() {
  const perm = usePagePermission();
  const { identity } = useSession();
  const projectId = projectOf(identity);
  const { pending, setPending, setClearSelection, close, refresh, remove } = useTempRegister();
  // Reviewing is the page's add bit (2), removing its delete bit (8).
  const mayReview = perm.can('add');
  const mayDelete = perm.can('delete');

  const columns = useMemo(
    () => tempColumns({ mayReview, mayDelete, onPick: setPending }),
    [mayReview, mayDelete, setPending],
  );

  return (
    <>
      <ListScreen<TempRegister>
        id="complaint-temp-register"
        title="临时人脸登记"
        filters={FILTERS}
        columns={columns}
        operation={KEY}
        scope={{ projectId }}
        rowId={(r) => String(r.id)}
        load={async ({ page, size, filters, signal }) => {
          const status = filters.status ? (Number(filters.status) as 0 | 1 | 2 | 3) : undefined;
          const env = await api.POST('/faceAuth/tempregister/page', {
            body: {
              pageNum: page,
              pageSize: size,
              projectId,
              name: filters.name,
              status,
              startDate: filters.startDate,
              endDate: filters.endDate,
            },
            signal,
          });
          return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
        }}
        bulkActions={
          mayDelete
            ? (rows, clear) => (
                <Button
                  size="sm"
                  variant="danger"
                  className="ml-3"
                  onClick={() => {
                    setClearSelection(() => clear);
                    setPending({ kind: 'delete', rows });
                  }}
                >
                  批量删除
                </Button>
              )
            : undefined
        }
      />
      <TempPendingDialogs
        pending={pending}
        onClose={close}
        onDone={() => {
          close();
          refresh();
        }}
        onDelete={(ids) => remove.mutate(ids)}
      />
    </>
  );
}
