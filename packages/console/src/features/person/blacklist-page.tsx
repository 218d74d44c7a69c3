// 黑名单 (seed 001 §7.12 /pc/worker/black/*, menu person/blacklist): three views in tabs kept in the address
// (?tab=): the blacklist itself (edit, release), the check tasks with their records (check-status edit) and the
// uploaded pre-entry lists (SMS, delete).
import { useSearchParams } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { BlacklistTab } from './blacklist-tab';
import { BlacklistCheckTab } from './blacklist-check-tab';
import { BlacklistUploadTab } from './blacklist-upload-tab';

const TABS = [
  { key: 'list', label: '黑名单' },
  { key: 'check', label: '核验记录' },
  { key: 'upload', label: '上传名单' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

export default function BlacklistPage() {
  const [search, setSearch] = useSearchParams();
  const tab: TabKey = TABS.find((t) => t.key === search.get('tab'))?.key ?? 'list';
  return (
    <div className="flex flex-col gap-3">
      <div role="tablist" aria-label="黑名单" className="flex gap-1 rounded-md bg-white px-4 pt-2 shadow-sm">
        {TABS.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            aria-selected={tab === t.key}
            onClick={() => setSearch(t.key === 'list' ? {} : { tab: t.key })}
            className={cn(
              'border-b-2 px-4 py-2 text-sm transition-colors',
              tab === t.key
                ? 'border-primary font-medium text-primary'
                : 'border-transparent text-gray-600 hover:text-primary',
            )}
          >
            {t.label}
          </button>
        ))}
      </div>
      {tab === 'list' ? <BlacklistTab /> : tab === 'check' ? <BlacklistCheckTab /> : <BlacklistUploadTab />}
    </div>
  );
}
