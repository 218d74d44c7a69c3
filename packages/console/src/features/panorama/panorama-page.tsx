// 全景对比 (seed 000 §2 "a panorama comparison route"; menu paths carrying the panorama marker open this view too):
// pick a shooting point and two of its shots (earliest and latest by default) and turn both panoramas together to
// compare the site's progress; each side can be shared as a link that opens without signing in.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api } from '@/platform/api';
import { useSession } from '@/platform/session-store';
import { Loading } from '@/ui/loading';
import { PanoramaSide, PointBar } from './panorama-parts';
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
      <PointBar points={list} point={point} onPoint={(id) => choose('point', id)} sync={sync} onSync={setSync} />
      <div className="grid gap-3 xl:grid-cols-2">
        {sides.map((side, i) => (
          <PanoramaSide
            key={side.key}
            label={side.label}
            pointName={point.name}
            shots={shots}
            shot={side.shot}
            offset={offsets[i as 0 | 1]}
            onShot={(id) => choose(side.key, id)}
            onOffset={(v) => turn(i as 0 | 1, v)}
            onShare={setSharing}
          />
        ))}
      </div>
      {sharing ? <ShareDialog shotId={sharing.id} title={sharing.title} onClose={() => setSharing(null)} /> : null}
    </div>
  );
}
