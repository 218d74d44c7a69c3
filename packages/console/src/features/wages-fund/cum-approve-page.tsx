// 代发审批 (/partiallyrepay) and 尾款代发审批 (/finalPaymentByProxy), seed 000 §2: the 代发 task of a process
// (getbyproinstid ?proInstId=) with 通过 / 驳回 when opened for a task (?taskId=) still in approval.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router-dom';
import { RecordDetailPage } from '@/ui/detail-page';
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
    <RecordDetailPage
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
      named={Boolean(proInstId)}
      missing="缺少流程实例，请从累计发放或工资流程任务打开"
      pending={cum.isPending}
      record={data}
      notFound="未找到该代发任务"
    >
      {(c) => <CumDetail cum={c} canUpload={c.status !== 3} />}
    </RecordDetailPage>
  );
}
