// 管理人员安全帽 (001 §7.4 /star/laborhat/manager, menu hat/manager): managers and their helmets (bind bit 64).
import type { ColumnDef } from '@tanstack/react-table';
import type { ManagerBinding } from './hat-model';
import { loadManagers } from './hat-queries';
import { HelmetHoldersScreen } from './helmet-holders-screen';

const COLUMNS: ColumnDef<ManagerBinding, unknown>[] = [
  { id: 'post_name', header: '岗位', cell: ({ row }) => row.original.post_name || '—' },
  { id: 'project_name', header: '所在项目/组织', cell: ({ row }) => row.original.project_name || '—' },
];

export default function ManagerHatPage() {
  return (
    <HelmetHoldersScreen<ManagerBinding>
      id="hat-managers"
      title="管理人员安全帽"
      queryKey="listHelmetManagers"
      kind="管理人员"
      bindAction="bindManager"
      columns={COLUMNS}
      detail={(m) => [m.post_name, m.project_name].filter(Boolean).join(' · ')}
      load={loadManagers}
    />
  );
}
