// 作业记录 (001 §7.7 /starSafety/lso/record/*): the safety officers' patrols, side-station supervision of permits and
// special checks, with problems found and whether they were rectified; 详情 lists each problem; 导出 (perm lso:export)
// downloads the current filter. A safety officer corrects the records on the PC: 新增作业记录 (power bit 2) and a row's
// 删除 (bit 8, after a confirmation).
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/platform/api';
import { formatDate } from '@/lib/dates';
import { usePagePermission } from '@/session/permissions';
import { useSession } from '@/platform/session-store';
import { DeleteConfirm, useRowDelete } from '@/ui/delete-confirm';
import { AddButton, useAddDialog } from '@/ui/list-add-dialog';
import { ListScreen } from '@/ui/list-screen';
import { EXPORT_PAGE, RECORD_TYPES, recordQuery, type LsoRecord } from './lso-model';
import { officerOptionsQuery, projectOf } from './lso-queries';
import { RecordDialog, AddRecordDialog } from './record-dialogs';
import { recordColumns, recordFilters } from './record-columns';

const KEY = 'pageLsoRecords';

export default function RecordPage() {
  const perm = usePagePermission();
  const { identity } = useSession();
  const projectId = projectOf(identity);
  const officers = useQuery(officerOptionsQuery(projectId));
  const [viewing, setViewing] = useState<LsoRecord | null>(null);
  const adding = useAddDialog(KEY);
  const del = useRowDelete<LsoRecord>({
    run: (r) => api.POST('/starSafety/lso/record/delete', { body: { id: r.id } }),
    done: '删除成功',
    invalidate: KEY,
  });
  const askDelete = del.ask;
  const mayDelete = perm.can('delete');
  const filters = useMemo(() => recordFilters(officers.data), [officers.data]);
  const columns = useMemo(
    () => recordColumns({ mayDelete, onView: setViewing, onDelete: askDelete }),
    [mayDelete, askDelete],
  );
  return (
    <>
      <ListScreen<LsoRecord>
        id="lso-record"
        title="作业记录"
        filters={filters}
        columns={columns}
        operation={KEY}
        scope={{ projectId }}
        rowId={(r) => String(r.id)}
        toolbar={<AddButton show={perm.can('add')} label="新增作业记录" onClick={adding.show} />}
        load={async ({ page, size, filters: values, signal }) => {
          const env = await api.POST('/starSafety/lso/record/page', {
            body: { pageNum: page, pageSize: size, ...recordQuery(values, projectId) },
            signal,
          });
          return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
        }}
        exportFile={
          perm.hasPerm('lso:export')
            ? (values) =>
                api.POST('/starSafety/lso/record/export', {
                  body: { ...EXPORT_PAGE, ...recordQuery(values, projectId) },
                })
            : undefined
        }
      />
      {viewing ? <RecordDialog id={viewing.id} onClose={() => setViewing(null)} /> : null}
      {adding.open ? <AddRecordDialog projectId={projectId} onClose={adding.close} onDone={adding.done} /> : null}
      <DeleteConfirm
        del={del}
        title="删除作业记录"
        message={(r) =>
          `确定删除 ${formatDate(r.recordTime, 'minute')} ${r.officerName ?? ''}的“${r.recordTypeName ?? RECORD_TYPES[r.recordType]?.label ?? '作业记录'}”吗？删除后不可恢复。`
        }
      />
    </>
  );
}
