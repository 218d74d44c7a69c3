// 资金来源填报 (/moneysource, seed 000 §2): a record waiting to be filled (0 待填报) or sent back (3 已驳回) is
// filled in by those with 资金来源确认's edit bit — each source, its amount, payer and arrival date, a remark when
// the sources fall short — then saved (edit, submit false) or submitted for approval (submit true). Opened for an
// approval task (?taskId=) while 1 审批中, it shows 通过 / 驳回; otherwise the record is read-only.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { usePagePermission } from '@/session/permissions';
import { DetailPage } from '@/ui/detail-page';
import { Loading } from '@/ui/loading';
import { CapitalDetail } from './capital-detail';
import { CapitalForm } from './capital-form';
import { capitalSourceQuery } from './fund-queries';
import { TaskDecision } from './task-decision';
import { invalidateOperation } from '@site/sdk/query/common';

export default function CapitalFillPage() {
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || 0;
  const taskId = search.get('taskId') ?? '';
  const perm = usePagePermission('/wages/capitalSource');
  const queryClient = useQueryClient();
  const detail = useQuery({ ...capitalSourceQuery(id), enabled: id > 0 });
  const data = detail.data;
  const editable = Boolean(data) && perm.can('edit') && (data?.status === 0 || data?.status === 3);
  return (
    <DetailPage
      title={data ? `资金来源填报：${data.projectName ?? ''} ${data.period}` : '资金来源填报'}
      backTo="/wages/capitalSource"
      actions={
        data && taskId && data.status === 1 ? (
          <TaskDecision
            task={{ taskId, procInstId: data.proInstId }}
            onDone={() => void invalidateOperation(queryClient, 'getSalaryCapitaSource')}
          />
        ) : null
      }
    >
      {!id ? (
        <Note text="缺少资金来源记录，请从资金来源确认打开" />
      ) : detail.isPending ? (
        <Loading />
      ) : !data ? (
        <Note text="未找到该资金来源记录" />
      ) : editable ? (
        <CapitalForm key={data.id} detail={data} />
      ) : (
        <CapitalDetail detail={data} canUpload={false} />
      )}
    </DetailPage>
  );
}

function Note({ text }: { text: string }) {
  return <p className="rounded-md bg-white p-10 text-center text-sm text-muted shadow-sm">{text}</p>;
}
