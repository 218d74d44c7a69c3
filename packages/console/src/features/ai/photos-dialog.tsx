// A person's capture photos (listAiPhotosByName) over the period: a grid of pictures with time, camera and
// similarity, newest first as the server gives them.
import { useQuery } from '@tanstack/react-query';
import { Camera } from 'lucide-react';
import { Loading } from '@/ui/loading';
import { ViewDialog } from '@/ui/view-dialog';
import { Tag } from '@/ui/status-tag';
import { formatDate } from '@/lib/dates';
import { formatPercent, similarityTone, type Period } from './ai-model';
import { photosByNameQuery } from './ai-queries';
import { SnapPhoto } from './snap-photo';
import { LoadFailed } from '@/ui/retry-failed';

export function PhotosDialog({ name, period, onClose }: { name: string; period?: Period; onClose: () => void }) {
  const photos = useQuery(photosByNameQuery(name, period));
  return (
    <ViewDialog title={`抓拍照片：${name}`} onClose={onClose} width={760}>
      {period ? (
        <p className="mb-3 text-xs text-gray-500">
          {period.start} 至 {period.end}
          {photos.data ? ` · 共 ${photos.data.length} 张` : ''}
        </p>
      ) : null}
      {photos.isPending ? (
        <Loading />
      ) : photos.isError ? (
        <LoadFailed className="justify-center py-10" error={photos.error} />
      ) : !photos.data.length ? (
        <p className="py-10 text-center text-sm text-gray-400">暂无抓拍照片</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="抓拍照片">
          {photos.data.map((p) => (
            <li key={p.captureId} className="overflow-hidden rounded-md border border-line bg-white">
              <SnapPhoto
                src={p.snapUrl}
                alt={`${name} ${p.captureTime}`}
                className="aspect-[4/3] h-auto w-full rounded-none border-0"
              />
              <div className="flex flex-col gap-1 px-3 py-2 text-xs">
                <div className="flex items-center justify-between gap-2">
                  <span className="font-medium text-gray-900">{formatDate(p.captureTime, 'dateTime')}</span>
                  {p.similarity !== undefined ? (
                    <Tag tag={{ label: formatPercent(p.similarity), tone: similarityTone(p.similarity) }} />
                  ) : null}
                </div>
                <span className="flex items-center gap-1 truncate text-gray-500">
                  <Camera className="size-3 shrink-0" />
                  {p.deviceName ?? '—'}
                  {p.cameraLocation ? ` · ${p.cameraLocation}` : ''}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </ViewDialog>
  );
}
