// 工人安全帽 (001 §7.4 /star/laborhat/worker, menu hat/worker): workers and their helmets (bind bit 128 bindWorker).
import type { ColumnDef } from '@tanstack/react-table';
import type { WorkerBinding } from './hat-model';
import { loadWorkers } from './hat-queries';
import { HelmetHoldersScreen } from './helmet-holders-screen';

const COLUMNS: ColumnDef<WorkerBinding, unknown>[] = [
  { id: 'work_type', header: '工种', cell: ({ row }) => row.original.work_type || '—' },
  { id: 'team_name', header: '班组', cell: ({ row }) => row.original.team_name || '—' },
  { id: 'company_name', header: '参建单位', cell: ({ row }) => row.original.company_name || '—' },
];

export default function WorkerHatPage() {
  return (
    <HelmetHoldersScreen<WorkerBinding>
      id="hat-workers"
      title="工人安全帽"
      queryKey="listHelmetWorkers"
      kind="工人"
      bindAction="bindWorker"
      columns={COLUMNS}
      detail={(w) => [w.team_name, w.work_type].filter(Boolean).join(' · ')}
      load={loadWorkers}
    />
  );
}
