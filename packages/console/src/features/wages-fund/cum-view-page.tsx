// 代发查看 (/partiallyrepayone, seed 000 §2): one 代发 task read by its id (GET /star/salaryCumList/get ?id=).
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { DetailPage } from '@/ui/detail-page';
import { Loading } from '@/ui/loading';
import { CumDetail } from './cum-detail';
import { cumByIdQuery } from './fund-queries';

export default function CumViewPage() {
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || 0;
  const cum = useQuery({ ...cumByIdQuery(id), enabled: id > 0 });
  const data = cum.data;
  return (
    <DetailPage
      title={data ? `代发详情：${data.projectName ?? ''} ${data.period}` : '代发详情'}
      backTo="/wages/cumList"
    >
      {!id ? (
        <p className="rounded-md bg-white p-10 text-center text-sm text-muted shadow-sm">
          缺少代发任务，请从累计发放打开
        </p>
      ) : cum.isPending ? (
        <Loading />
      ) : !data ? (
        <p className="rounded-md bg-white p-10 text-center text-sm text-muted shadow-sm">未找到该代发任务</p>
      ) : (
        <CumDetail cum={data} canUpload={false} />
      )}
    </DetailPage>
  );
}
