// A capture photo: the picture, or a placeholder icon when there is none or it cannot be loaded (camera hosts are
// often unreachable from the office network), so a broken image never shows. Candidate for ui/ (a generic image).
import { useState } from 'react';
import { ImageOff, UserRound } from 'lucide-react';
import { cn } from '@/lib/cn';

export function SnapPhoto({
  src,
  alt,
  className,
  onOpen,
}: {
  src: string | null | undefined;
  alt: string;
  /** Size and shape (default a 40 px square thumbnail). */
  className?: string;
  /** Click to enlarge. */
  onOpen?: () => void;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const broken = !src || failed === src;
  const body = broken ? (
    <span
      role="img"
      aria-label={src ? `${alt}（无法加载）` : `${alt}（无）`}
      className="flex size-full items-center justify-center bg-gray-100 text-gray-400"
    >
      {src ? <ImageOff className="size-1/2 max-h-8 max-w-8" /> : <UserRound className="size-1/2 max-h-8 max-w-8" />}
    </span>
  ) : (
    <img src={src} alt={alt} loading="lazy" className="size-full object-cover" onError={() => setFailed(src)} />
  );
  const frame = cn('block size-10 shrink-0 overflow-hidden rounded border border-line bg-gray-50', className);
  return onOpen ? (
    <button
      type="button"
      onClick={onOpen}
      title="查看大图"
      className={cn(frame, 'cursor-zoom-in transition-shadow hover:ring-2 hover:ring-primary/40')}
    >
      {body}
    </button>
  ) : (
    <span className={frame}>{body}</span>
  );
}
