// 不良行为记录 (001 §7.8 /orgdept/workerBadRecord/*; §4: handled at project, then branch, then company level):
// the records with the stage they wait at and who handled them, 登记 (power bit 2, the project handler shown before
// saving), 详情, 审核 (perm badrecord:handle) opening the review route /examine, and 删除 (power bit 8) for records
// still waiting for the project or rejected.
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '@/platform/api';
import { usePagePermission } from '@/session/permissions';
import { useSession } from '@/platform/session-store';
import { DeleteConfirm, useRowDelete } from '@/ui/delete-confirm';
import type { FilterField } from '@/ui/filter-bar';
import { AddButton, useAddDialog } from '@/ui/list-add-dialog';
import { ListScreen } from '@/ui/list-screen';
import { ViewDialog } from '@/ui/view-dialog';
import { BAD_STATUS, BAD_TYPES, badRecordQuery, optionsOf, type BadRecord } from './bad-record-model';
import { RecordFacts, StageSteps } from './bad-record-parts';
import { PAGE_KEY, projectOf } from './bad-record-queries';
import { AddDialog } from './bad-record-add-dialog';
import { badRecordColumns } from './bad-record-columns';

const FILTERS: FilterField[] = [
  { name: 'workerName', label: '工人姓名' },
  { name: 'status', label: '状态', type: 'select', options: optionsOf(BAD_STATUS) },
  { name: 'badType', label: '行为类型', type: 'select', options: optionsOf(BAD_TYPES) },
  { name: 'startDate', label: '发生日期起', type: 'date' },
  { name: 'endDate', label: '发生日期止', type: 'date' },
];

export default function BadRecordListPage() {
  const perm = usePagePermission();
  const navigate = useNavigate();
  const { identity } = useSession();
  const projectId = projectOf(identity);
  const adding = useAddDialog(PAGE_KEY);
  const [viewing, setViewing] = useState<BadRecord | null>(null);
  const del = useRowDelete<BadRecord>({
    run: (r) => api.POST('/orgdept/workerBadRecord/delete', { body: { id: r.id } }),
    done: '记录已删除',
    invalidate: PAGE_KEY,
  });
  const askDelete = del.ask;
  const mayHandle = perm.hasPerm('badrecord:handle');
  const mayDelete = perm.can('delete');

  const columns = useMemo(
    () => badRecordColumns({ mayHandle, mayDelete, navigate, onView: setViewing, onDelete: askDelete }),
    [askDelete, mayDelete, mayHandle, navigate],
  );

  return (
    <>
      <ListScreen<BadRecord>
        id="bad-record-list"
        title="不良行为记录"
        filters={FILTERS}
        columns={columns}
        operation={PAGE_KEY}
        scope={{ projectId }}
        rowId={(r) => String(r.id)}
        toolbar={<AddButton show={perm.can('add')} label="登记" onClick={adding.show} />}
        load={async ({ page, size, filters, signal }) => {
          const env = await api.POST('/orgdept/workerBadRecord/page', {
            body: badRecordQuery(filters, page, size, projectId),
            signal,
          });
          return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
        }}
      />
      {viewing ? (
        <ViewDialog title={`不良行为记录：${viewing.workerName}`} onClose={() => setViewing(null)} width={820}>
          <div className="flex flex-col gap-3">
            <RecordFacts record={viewing} className="p-0 shadow-none" />
            <StageSteps record={viewing} className="p-0 shadow-none" />
          </div>
        </ViewDialog>
      ) : null}
      {adding.open ? <AddDialog projectId={projectId} onClose={adding.close} onDone={adding.done} /> : null}
      <DeleteConfirm
        del={del}
        title="删除不良行为记录"
        message={(r) => `确定删除“${r.workerName}”的不良行为记录（${r.recordNo ?? r.id}）吗？`}
      />
    </>
  );
}
