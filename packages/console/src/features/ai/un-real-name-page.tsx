// 未实名人员 (001 §7.11 listAiUnRealNameCaptures): faces captured in the work area that match no registered worker.
import { UnmatchedList } from './unmatched-list';

export default function UnRealNamePage() {
  return (
    <UnmatchedList
      kind="unRealName"
      title="未实名人员"
      description="在施工区域被抓拍、但未匹配到实名登记工人的人脸（按人脸聚合）"
    />
  );
}
