// 陌生人抓拍 (001 §7.11 listAiUnknownCaptures): captures below the similarity threshold, matching no registered
// person; the nearest person's photos open by name (listAiPhotosByName) to compare.
import { UnmatchedList } from './unmatched-list';

export default function UnknownCapturePage() {
  return <UnmatchedList kind="unknown" title="陌生人抓拍" description="相似度低于阈值、无法对应任何登记人员的抓拍" />;
}
