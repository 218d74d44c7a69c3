// The helmet holders screen shared by 工人安全帽 and 管理人员安全帽 (001 §7.4): people and their helmets; 绑定 an
// unbound helmet (power bit 128 bindWorker / 64 bindManager) and 归还 a bound one (perm hat:return), through dialogs.
import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { PowerAction } from '@/session/power';
import { usePagePermission } from '@/session/permissions';
import { ListScreen } from '@/ui/list-screen';
import { Search } from 'lucide-react';
import { Button } from '@/ui/button';
import type { FilterField } from '@/ui/filter-bar';
import { flagOptions } from '@/lib/options';
import { BINDING_KEYS } from './hat-queries';
import { BindHatDialog } from './bind-hat-dialog';
import { ReturnHatDialog } from './return-hat-dialog';
import { holderColumns, type Holder, type HolderPending } from './holder-columns';
import { HelmetHolderDialog, HelmetLookupDialog } from './helmet-holder-dialog';
import { invalidateOperation } from '@site/sdk/query/common';
import type { OperationId } from '@site/sdk/query/common';

const FILTERS: FilterField[] = [
  { name: 'name', label: '姓名' },
  { name: 'bind_status', label: '绑定状态', type: 'select', options: flagOptions('已绑定', '未绑定') },
];

type HolderQuery = { page: number; limit: number; name?: string; bind_status?: 0 | 1 };

export interface HelmetHoldersProps<Row extends Holder> {
  /** ListScreen id and title, query key, and the word for the person in the bind dialog. */
  id: string;
  title: string;
  queryKey: OperationId;
  kind: '工人' | '管理人员';
  bindAction: Extract<PowerAction, 'bindWorker' | 'bindManager'>;
  /** Columns between the name and the helmet number (工种/班组… or 岗位/项目). */
  columns: ColumnDef<Row, unknown>[];
  /** One line under the name in the bind dialog. */
  detail: (row: Row) => string;
  load: (query: HolderQuery, signal?: AbortSignal) => Promise<{ data?: { total?: number; list?: Row[] } | null }>;
}

export function HelmetHoldersScreen<Row extends Holder>(props: HelmetHoldersProps<Row>) {
  const { id, title, queryKey, kind, bindAction, detail, load } = props;
  const extra = props.columns;
  const perm = usePagePermission();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<HolderPending<Row> | null>(null);
  const [lookup, setLookup] = useState(false);
  const close = () => setPending(null);
  const done = () => {
    close();
    for (const key of BINDING_KEYS) void invalidateOperation(queryClient, key);
  };
  const columns = useMemo(
    () => holderColumns(extra, perm.can(bindAction), perm.hasPerm('hat:return'), setPending),
    [perm, extra, bindAction],
  );

  return (
    <>
      <ListScreen<Row>
        id={id}
        title={title}
        filters={FILTERS}
        columns={columns}
        operation={queryKey}
        rowId={(w) => String(w.id)}
        toolbar={
          <Button onClick={() => setLookup(true)}>
            <Search />
            按安全帽查人
          </Button>
        }
        load={async ({ page, size, filters, signal }) => {
          const env = await load(
            {
              page,
              limit: size,
              ...(filters.name ? { name: filters.name } : {}),
              ...(filters.bind_status === undefined ? {} : { bind_status: Number(filters.bind_status) as 0 | 1 }),
            },
            signal,
          );
          return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
        }}
      />
      {pending?.action === 'bind' ? (
        <BindHatDialog
          kind={kind}
          person={{
            id: pending.row.id,
            name: pending.row.name,
            detail: detail(pending.row),
          }}
          onClose={close}
          onDone={done}
        />
      ) : null}
      {pending?.action === 'view' ? (
        <HelmetHolderDialog kind={kind} innerid={pending.row.innerid} onClose={close} />
      ) : null}
      {lookup ? <HelmetLookupDialog kind={kind} onClose={() => setLookup(false)} /> : null}
      {pending?.action === 'return' ? (
        <ReturnHatDialog
          person={{ id: pending.row.id, name: pending.row.name, innerid: pending.row.innerid }}
          onClose={close}
          onDone={done}
        />
      ) : null}
    </>
  );
}
