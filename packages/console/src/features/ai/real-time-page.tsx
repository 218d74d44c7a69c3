// 实时抓拍 (001 §7.11 listAiRealTimeCaptures): the latest captures, newest first, read again every few seconds while
// this page is the one shown (not while it waits hidden in the tab cache, nor while the browser tab is hidden);
// automatic refresh can be paused, and 刷新 reads at once. A capture enlarges beside the registered photo.
import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { usePagePermission } from '@/session/permissions';
import { Loading } from '@/ui/loading';
import { countByType, REAL_TIME_LIMITS, REAL_TIME_REFRESH_MS } from './ai-model';
import { realTimeQuery } from './ai-queries';
import { RESULTS_PATH } from './unmatched-list';
import { usePageActive } from './use-page-active';
import { LoadFailed } from '@/ui/retry-failed';
import { FaceDialogs, type FaceOpen } from './face-dialogs';
import { CaptureCard, RealTimeBar } from './real-time-parts';

export default function RealTimePage() {
  const root = useRef<HTMLDivElement>(null);
  const active = usePageActive(root);
  const [auto, setAuto] = useState(true);
  const [limit, setLimit] = useState<number>(REAL_TIME_LIMITS[0]);
  const [open, setOpen] = useState<FaceOpen | null>(null);
  const canFeedback = usePagePermission(RESULTS_PATH).hasPerm('ai:feedback');
  const live = active && auto;
  const captures = useQuery(realTimeQuery(limit, live ? REAL_TIME_REFRESH_MS : false));
  const counts = countByType(captures.data ?? []);

  return (
    <div ref={root} className="flex flex-col gap-3">
      <RealTimeBar
        live={live}
        auto={auto}
        onAuto={() => setAuto((v) => !v)}
        limit={limit}
        onLimit={setLimit}
        counts={counts}
        updatedAt={captures.dataUpdatedAt}
        fetching={captures.isFetching}
        onRefresh={() => void captures.refetch()}
      />
      <section aria-label="抓拍列表" aria-busy={captures.isFetching} className="rounded-md bg-white p-4 shadow-sm">
        {captures.isPending ? (
          <Loading />
        ) : captures.isError ? (
          <LoadFailed className="flex-col py-10" error={captures.error} />
        ) : !captures.data.length ? (
          <p className="py-10 text-center text-sm text-gray-400">暂无抓拍</p>
        ) : (
          <ul className="grid grid-cols-[repeat(auto-fill,minmax(200px,1fr))] gap-3">
            {captures.data.map((c) => (
              <CaptureCard key={c.id} capture={c} canFeedback={canFeedback} onOpen={setOpen} />
            ))}
          </ul>
        )}
      </section>
      <FaceDialogs open={open} onClose={() => setOpen(null)} onSent={() => void captures.refetch()} />
    </div>
  );
}
