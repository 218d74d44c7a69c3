// 资金来源填报 (/moneysource, seed 000 §2): a record waiting to be filled (0 待填报) or sent back (3 已驳回) is
// filled in by those with 资金来源确认's edit bit — each source, its amount, payer and arrival date, a remark when
// the sources fall short — then saved (edit, submit false) or submitted for approval (submit true). Opened for an
// approval task (?taskId=) while 1 审批中, it shows 通过 / 驳回; otherwise the record is read-only.
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { usePagePermission } from '@/session/permissions';
import { CapitalDetail } from './capital-detail';
import { CapitalForm } from './capital-form';
import { CapitalRecordPage } from './capital-record-page';
import { TaskDecision } from './task-decision';
import { invalidateOperation } from '@site/sdk/query/common';

export default function CapitalFillPage() {
  const [search] = useSearchParams();
  const taskId = search.get('taskId') ?? '';
  const perm = usePagePermission('/wages/capitalSource');
  const queryClient = useQueryClient();
  return (
    <CapitalRecordPage
      name="资金来源填报"
      actions={(data) =>
        taskId && data.status === 1 ? (
          <TaskDecision
            task={{ taskId, procInstId: data.proInstId }}
            onDone={() => void invalidateOperation(queryClient, 'getSalaryCapitaSource')}
          />
        ) : null
      }
      body={(data) =>
        perm.can('edit') && (data.status === 0 || data.status === 3) ? (
          <CapitalForm key={data.id} detail={data} />
        ) : (
          <CapitalDetail detail={data} canUpload={false} />
        )
      }
    />
  );
}
