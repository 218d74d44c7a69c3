// 资金来源查看 (/moneysourceother, seed 000 §2): one fund-source record read-only (GET …/get ?id=).
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { DetailPage } from '@/ui/detail-page';
import { Loading } from '@/ui/loading';
import { CapitalDetail } from './capital-detail';
import { capitalSourceQuery } from './fund-queries';

export default function CapitalViewPage() {
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || 0;
  const detail = useQuery({ ...capitalSourceQuery(id), enabled: id > 0 });
  const data = detail.data;
  return (
    <DetailPage
      title={data ? `资金来源：${data.projectName ?? ''} ${data.period}` : '资金来源'}
      backTo="/wages/capitalSource"
    >
      {!id ? (
        <Note text="缺少资金来源记录，请从资金来源确认打开" />
      ) : detail.isPending ? (
        <Loading />
      ) : !data ? (
        <Note text="未找到该资金来源记录" />
      ) : (
        <CapitalDetail detail={data} canUpload={false} />
      )}
    </DetailPage>
  );
}

function Note({ text }: { text: string }) {
  return <p className="rounded-md bg-white p-10 text-center text-sm text-muted shadow-sm">{text}</p>;
}
