// 代发审批 (/partiallyrepay) and 尾款代发审批 (/finalPaymentByProxy), seed 000 §2: the 代发 task of a process
// (getbyproinstid ?proInstId=) with 通过 / 驳回 when opened for a task (?taskId=) still in approval.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router-dom';
import { DetailPage } from '@/ui/detail-page';
import { Loading } from '@/ui/loading';
import { CumDetail } from './cum-detail';
import { cumByProInstQuery } from './fund-queries';
import { CUM_ROUTES } from './fund-routes';
import { TaskDecision } from './task-decision';
import { invalidateOperation } from '@site/sdk/query/common';

export default function CumApprovePage() {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const proInstId = search.get('proInstId') ?? '';
  const taskId = search.get('taskId') ?? '';
  const queryClient = useQueryClient();
  const cum = useQuery({ ...cumByProInstQuery(proInstId), enabled: Boolean(proInstId) });
  const title = pathname === CUM_ROUTES.finalApprove ? '尾款代发审批' : '代发审批';
  const data = cum.data;
  return (
    <DetailPage
      title={data ? `${title}：${data.projectName ?? ''} ${data.period}` : title}
      backTo="/wages/cumList"
      actions={
        data && taskId && data.status === 1 ? (
          <TaskDecision
            task={{ taskId, procInstId: data.proInstId }}
            onDone={() => void invalidateOperation(queryClient, 'getSalaryCumByProInst')}
          />
        ) : null
      }
    >
      {!proInstId ? (
        <Missing text="缺少流程实例，请从累计发放或工资流程任务打开" />
      ) : cum.isPending ? (
        <Loading />
      ) : !data ? (
        <Missing text="未找到该代发任务" />
      ) : (
        <CumDetail cum={data} canUpload={data.status !== 3} />
      )}
    </DetailPage>
  );
}

function Missing({ text }: { text: string }) {
  return <p className="rounded-md bg-white p-10 text-center text-sm text-muted shadow-sm">{text}</p>;
}
