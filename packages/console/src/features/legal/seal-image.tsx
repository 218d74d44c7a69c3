// The seal's impression picture: a framed thumbnail (list) or a larger preview (detail, add form); no picture → a
// dashed placeholder.
import { Stamp } from 'lucide-react';
import { cn } from '@/lib/cn';

export function SealImage({ src, name, size = 'md' }: { src?: string | null; name: string; size?: 'sm' | 'md' }) {
  const box = size === 'sm' ? 'size-12' : 'size-40';
  if (!src) {
    return (
      <div
        className={cn(
          box,
          'flex shrink-0 items-center justify-center rounded border border-dashed border-line text-muted',
        )}
        aria-label="暂无印模"
      >
        <Stamp className={size === 'sm' ? 'size-5' : 'size-8'} />
      </div>
    );
  }
  return (
    <div className={cn(box, 'flex shrink-0 items-center justify-center rounded border border-line bg-white p-1')}>
      <img src={src} alt={`${name}印模`} className="max-h-full max-w-full object-contain" />
    </div>
  );
}
