// 全景对比 (seed 000 §2 "a panorama comparison route"; menu paths carrying the panorama marker open this view too):
// pick a shooting point and two of its shots (earliest and latest by default) and turn both panoramas together to
// compare the site's progress; each side can be shared as a link that opens without signing in.
import { useQuery } from '@tanstack/react-query';
import { Share2 } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api } from '@/app/api';
import { useSession } from '@/session/session-store';
import { Button } from '@/ui/button';
import { Loading } from '@/ui/loading';
import { Select } from '@/ui/select';
import { PanoramaViewer } from './panorama-viewer';
import { defaultPair } from './panorama-model';
import { ShareDialog } from './share-dialog';
import { LoadFailed } from '@/ui/retry-failed';
import { listPanoramaPointsQueryOptions } from '@site/sdk/query/panorama';

export default function PanoramaPage() {
  const { identity } = useSession();
  const projectId = identity?.project_id || undefined;
  const points = useQuery(
    listPanoramaPointsQueryOptions(
      api,
      { body: projectId ? { project_id: projectId } : {} },
      { select: (env) => env.data ?? [] },
    ),
  );
  const [search, setSearch] = useSearchParams();
  const list = points.data ?? [];
  const point = list.find((p) => String(p.id) === search.get('point')) ?? list[0];
  const shots = point?.shots ?? [];
  const [first, last] = defaultPair(shots);
  const left = shots.find((s) => String(s.id) === search.get('left')) ?? first;
  const right = shots.find((s) => String(s.id) === search.get('right')) ?? last;
  const [sync, setSync] = useState(true);
  const [offsets, setOffsets] = useState<[number, number]>([0, 0]);
  const [sharing, setSharing] = useState<{ id: number; title: string } | null>(null);

  const choose = (key: 'point' | 'left' | 'right', value: string) =>
    setSearch((prev) => {
      const next = new URLSearchParams(key === 'point' ? {} : prev);
      next.set(key, value);
      return next;
    });
  const turn = (side: 0 | 1, value: number) =>
    setOffsets((prev) => (sync ? [value, value] : side === 0 ? [value, prev[1]] : [prev[0], value]));

  if (points.isPending) return <Loading />;
  if (points.isError) return <LoadFailed className="rounded-md bg-white p-6 shadow-sm" error={points.error} />;
  if (!point)
    return <p className="rounded-md bg-white p-6 text-sm text-gray-500 shadow-sm">本项目还没有全景拍摄点位</p>;

  const sides = [
    { key: 'left' as const, label: '对比前', shot: left },
    { key: 'right' as const, label: '对比后', shot: right },
  ];
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-4 rounded-md bg-white px-4 py-3 shadow-sm">
        <h2 className="mr-2 text-base font-semibold text-gray-900">全景对比</h2>
        <label className="flex items-center gap-2 text-sm text-gray-700">
          拍摄点位
          <Select
            className="w-80"
            value={String(point.id)}
            onChange={(e) => choose('point', e.target.value)}
            aria-label="拍摄点位"
          >
            {list.map((p) => (
              <option key={p.id} value={p.id}>
                {p.area ? `${p.area} · ${p.name}` : p.name}（{p.shots.length} 期）
              </option>
            ))}
          </Select>
        </label>
        <label className="flex items-center gap-2 text-sm text-gray-700">
          <input type="checkbox" checked={sync} onChange={(e) => setSync(e.target.checked)} />
          同步视角
        </label>
      </div>
      <div className="grid gap-3 xl:grid-cols-2">
        {sides.map((side, i) => (
          <section key={side.key} className="flex min-w-0 flex-col gap-2 rounded-md bg-white p-3 shadow-sm">
            <header className="flex items-center gap-2">
              <span className="text-sm font-semibold text-gray-900">{side.label}</span>
              <Select
                className="w-56"
                aria-label={`${side.label}拍摄时间`}
                value={side.shot ? String(side.shot.id) : ''}
                onChange={(e) => choose(side.key, e.target.value)}
              >
                {shots.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.shot_at}
                    {s.shooter ? ` · ${s.shooter}` : ''}
                  </option>
                ))}
              </Select>
              {side.shot ? (
                <Button
                  size="sm"
                  className="ml-auto"
                  onClick={() =>
                    side.shot && setSharing({ id: side.shot.id, title: `${point.name} ${side.shot.shot_at}` })
                  }
                >
                  <Share2 />
                  分享
                </Button>
              ) : null}
            </header>
            {side.shot ? (
              <PanoramaViewer
                src={side.shot.image_url}
                label={`${point.name} ${side.shot.shot_at} 全景`}
                offset={offsets[i as 0 | 1]}
                onOffset={(v) => turn(i as 0 | 1, v)}
              />
            ) : null}
          </section>
        ))}
      </div>
      {sharing ? <ShareDialog shotId={sharing.id} title={sharing.title} onClose={() => setSharing(null)} /> : null}
    </div>
  );
}
