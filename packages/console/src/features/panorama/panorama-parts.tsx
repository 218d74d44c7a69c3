// The parts of 全景对比 (panorama-page.tsx): the bar choosing the point and 同步视角, and one side — its label, the shot
// chosen among the point's shots, 分享 and the panorama, turned by the offset the page keeps.
import { Share2 } from 'lucide-react';
import type { components } from '@site/sdk';
import { Button } from '@/ui/button';
import { Select } from '@/ui/select';
import { PanoramaViewer } from './panorama-viewer';

type Shot = components['schemas']['PanoramaShot'];
type Point = components['schemas']['PanoramaPoint'];

/** 拍摄点位 (each with its area and how many shots) and 同步视角. */
export function PointBar({
  points,
  point,
  onPoint,
  sync,
  onSync,
}: {
  points: Point[];
  point: Point;
  onPoint: (id: string) => void;
  sync: boolean;
  onSync: (sync: boolean) => void;
}) {
  return (
    <div className="flex flex-wrap items-end gap-4 rounded-md bg-white px-4 py-3 shadow-sm">
      <h2 className="mr-2 text-base font-semibold text-gray-900">全景对比</h2>
      <label className="flex items-center gap-2 text-sm text-gray-700">
        拍摄点位
        <Select
          className="w-80"
          value={String(point.id)}
          onChange={(e) => onPoint(e.target.value)}
          aria-label="拍摄点位"
        >
          {points.map((p) => (
            <option key={p.id} value={p.id}>
              {p.area ? `${p.area} · ${p.name}` : p.name}（{p.shots.length} 期）
            </option>
          ))}
        </Select>
      </label>
      <label className="flex items-center gap-2 text-sm text-gray-700">
        <input type="checkbox" checked={sync} onChange={(e) => onSync(e.target.checked)} />
        同步视角
      </label>
    </div>
  );
}

export function PanoramaSide({
  label,
  pointName,
  shots,
  shot,
  offset,
  onShot,
  onOffset,
  onShare,
}: {
  label: string;
  pointName: string;
  shots: Shot[];
  shot: Shot | undefined;
  offset: number;
  onShot: (id: string) => void;
  onOffset: (offset: number) => void;
  onShare: (share: { id: number; title: string }) => void;
}) {
  return (
    <section className="flex min-w-0 flex-col gap-2 rounded-md bg-white p-3 shadow-sm">
      <header className="flex items-center gap-2">
        <span className="text-sm font-semibold text-gray-900">{label}</span>
        <Select
          className="w-56"
          aria-label={`${label}拍摄时间`}
          value={shot ? String(shot.id) : ''}
          onChange={(e) => onShot(e.target.value)}
        >
          {shots.map((s) => (
            <option key={s.id} value={s.id}>
              {s.shot_at}
              {s.shooter ? ` · ${s.shooter}` : ''}
            </option>
          ))}
        </Select>
        {shot ? (
          <Button
            size="sm"
            className="ml-auto"
            onClick={() => onShare({ id: shot.id, title: `${pointName} ${shot.shot_at}` })}
          >
            <Share2 />
            分享
          </Button>
        ) : null}
      </header>
      {shot ? (
        <PanoramaViewer
          src={shot.image_url}
          label={`${pointName} ${shot.shot_at} 全景`}
          offset={offset}
          onOffset={onOffset}
        />
      ) : null}
    </section>
  );
}
