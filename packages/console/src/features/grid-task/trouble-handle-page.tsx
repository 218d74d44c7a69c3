// 隐患处理 (/troubleHandle): the rectifier's view of a hazard, with 整改反馈.
import { TroubleFlowScreen } from './trouble-flow-screen';

export default function TroubleHandlePage() {
  return <TroubleFlowScreen type={1} />;
}
