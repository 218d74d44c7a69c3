// 隐患处置审批 (/approvalOfHiddenDangers): the approver's view of a rectified 较大/重大隐患, with 通过 / 驳回.
import { TroubleFlowScreen } from './trouble-flow-screen';

export default function TroubleApprovalPage() {
  return <TroubleFlowScreen type={2} />;
}
