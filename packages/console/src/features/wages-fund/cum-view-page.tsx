// 代发查看 (/partiallyrepayone, seed 000 §2): one 代发 task read by its id (GET /star/salaryCumList/get ?id=).
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { RecordDetailPage } from '@/ui/detail-page';
import { CumDetail } from './cum-detail';
import { cumByIdQuery } from './fund-queries';

export default function CumViewPage() {
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || 0;
  const cum = useQuery({ ...cumByIdQuery(id), enabled: id > 0 });
  const data = cum.data;
  return (
    <RecordDetailPage
      title={data ? `代发详情：${data.projectName ?? ''} ${data.period}` : '代发详情'}
      backTo="/wages/cumList"
      named={id > 0}
      missing="缺少代发任务，请从累计发放打开"
      pending={cum.isPending}
      record={data}
      notFound="未找到该代发任务"
    >
      {(c) => <CumDetail cum={c} canUpload={false} />}
    </RecordDetailPage>
  );
}
