// 资金来源查看 (/moneysourceother, seed 000 §2): one fund-source record read-only (GET …/get ?id=).
import { CapitalDetail } from './capital-detail';
import { CapitalRecordPage } from './capital-record-page';

export default function CapitalViewPage() {
  return <CapitalRecordPage name="资金来源" body={(data) => <CapitalDetail detail={data} canUpload={false} />} />;
}
