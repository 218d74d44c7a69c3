// 法务账号 (001 §7.9 /legal-service/account/*): accounts of the legal service by organisation and status; add
// (from the system's people), edit, enable/disable, delete, and 分配角色 with the menus the organisation may use.
import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { api } from '@/platform/api';
import { usePagePermission } from '@/session/permissions';
import { Button } from '@/ui/button';
import { DeleteConfirm, useRowDelete } from '@/ui/delete-confirm';
import { ListScreen } from '@/ui/list-screen';
import { LegalIdentity } from './legal-identity';
import { legalOrgsQuery } from './legal-queries';
import { invalidateOperation } from '@site/sdk/query/common';
import { AccountDialog, AssignRoleDialog } from './account-dialogs';
import { accountColumns, accountFilters, loadAccountRows, type Account } from './account-columns';
import { AccountToggleConfirm } from './account-toggle';

const KEY = 'pageLegalAccounts';

export default function AccountPage() {
  const perm = usePagePermission();
  const queryClient = useQueryClient();
  const orgs = useQuery(legalOrgsQuery());
  const [editing, setEditing] = useState<Account | 'new' | null>(null);
  const [assigning, setAssigning] = useState<Account | null>(null);
  const [toggling, setToggling] = useState<Account | null>(null);
  const refresh = () => void invalidateOperation(queryClient, KEY);
  const del = useRowDelete<Account>({
    run: (a) => api.POST('/legal-service/account/deleteAccount', { body: { id: a.id } }),
    done: '删除成功',
    invalidate: KEY,
  });
  const filters = useMemo(() => accountFilters(orgs.data), [orgs.data]);
  const columns = useMemo(
    () =>
      accountColumns({ perm, onEdit: setEditing, onAssign: setAssigning, onToggle: setToggling, onDelete: del.ask }),
    [perm, del],
  );

  return (
    <div className="flex flex-col gap-3">
      <LegalIdentity />
      <ListScreen<Account>
        id="legal-accounts"
        title="法务账号"
        filters={filters}
        columns={columns}
        operation={KEY}
        rowId={(a) => String(a.id)}
        toolbar={
          perm.can('add') ? (
            <Button variant="primary" onClick={() => setEditing('new')}>
              <Plus />
              新增账号
            </Button>
          ) : null
        }
        load={loadAccountRows}
      />
      {editing ? (
        <AccountDialog
          account={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            refresh();
          }}
        />
      ) : null}
      {assigning ? (
        <AssignRoleDialog
          account={assigning}
          onClose={() => setAssigning(null)}
          onDone={() => {
            setAssigning(null);
            refresh();
          }}
        />
      ) : null}
      <AccountToggleConfirm toggling={toggling} onClose={() => setToggling(null)} onDone={refresh} />
      <DeleteConfirm
        del={del}
        title="删除法务账号"
        message={(a) => `确定删除“${a.userName}（${a.account}）”的法务账号吗？删除后不可恢复。`}
      />
    </div>
  );
}
