// 审批驳回 (/hiddenDangerBh): a hazard whose disposal was rejected, the reason first, with 重新整改.
import { TroubleFlowScreen } from './trouble-flow-screen';

export default function TroubleRejectedPage() {
  return <TroubleFlowScreen type={3} />;
}
