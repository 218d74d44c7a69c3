// 黑名单 (seed 001 §7.12 /pc/worker/black/*, menu person/blacklist): three views in tabs kept in the address
// (?tab=): the blacklist itself (edit, release), the check tasks with their records (check-status edit) and the
// uploaded pre-entry lists (SMS, delete) and the check configuration per scene (edit).
import { PageTabs } from '@/ui/page-tabs';
import { BlacklistTab } from './blacklist-tab';
import { BlacklistCheckTab } from './blacklist-check-tab';
import { BlacklistUploadTab } from './blacklist-upload-tab';
import { BlacklistConfigTab } from './blacklist-config-tab';

const TABS = [
  { key: 'list', label: '黑名单', render: () => <BlacklistTab /> },
  { key: 'check', label: '核验记录', render: () => <BlacklistCheckTab /> },
  { key: 'upload', label: '上传名单', render: () => <BlacklistUploadTab /> },
  { key: 'config', label: '核验配置', render: () => <BlacklistConfigTab /> },
];

export default function BlacklistPage() {
  return <PageTabs label="黑名单" tabs={TABS} />;
}
