// A 360° panorama (2:1 equirectangular image) in a window the user turns by dragging or with ← / →.
// Controlled (`offset`, `onOffset`) so the comparison view can turn two panoramas together.
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Button } from '@/ui/button';
import { headingOf, wrapOffset } from './panorama-model';

const STEP = 60;

export function PanoramaViewer({
  src,
  label,
  offset,
  onOffset,
  height = 420,
}: {
  src: string;
  label: string;
  offset: number;
  onOffset: (next: number) => void;
  height?: number;
}) {
  // The image is drawn at the window's height; its width is twice that (2:1).
  const width = height * 2;
  const drag = useRef<{ x: number; start: number } | null>(null);
  const [failed, setFailed] = useState(false);
  // Bumped by 重试: the pictures are drawn afresh, so the browser asks for the image again.
  const [attempt, setAttempt] = useState(0);
  const left = wrapOffset(offset, width);

  const down = (e: PointerEvent<HTMLDivElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { x: e.clientX, start: offset };
  };
  const move = (e: PointerEvent<HTMLDivElement>) => {
    if (drag.current) onOffset(drag.current.start + (e.clientX - drag.current.x));
  };
  const up = () => {
    drag.current = null;
  };
  const key = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'ArrowLeft') onOffset(offset + STEP);
    else if (e.key === 'ArrowRight') onOffset(offset - STEP);
    else return;
    e.preventDefault();
  };

  if (failed) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center justify-center gap-2 rounded bg-gray-100 text-sm text-gray-500"
        style={{ height }}
      >
        全景图加载失败
        <Button
          size="sm"
          onClick={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        >
          重试
        </Button>
      </div>
    );
  }
  return (
    <div
      role="img"
      aria-label={`${label}（朝向 ${headingOf(offset, width)}°，拖动或按左右方向键转动）`}
      tabIndex={0}
      className="relative cursor-grab touch-none select-none overflow-hidden rounded bg-gray-200 outline-none focus-visible:ring-2 focus-visible:ring-primary/50 active:cursor-grabbing"
      style={{ height }}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={up}
      onKeyDown={key}
    >
      {/* Three copies side by side: whatever the offset, the window is covered without a seam. */}
      <div className="absolute top-0 flex" style={{ left, width: width * 3, height }}>
        {[0, 1, 2].map((i) => (
          <img
            key={`${attempt}-${i}`}
            src={src}
            alt=""
            draggable={false}
            width={width}
            height={height}
            className="pointer-events-none block h-full shrink-0"
            style={{ width }}
            onError={() => setFailed(true)}
          />
        ))}
      </div>
      <span className="absolute bottom-2 right-2 rounded bg-black/50 px-2 py-0.5 text-xs text-white">
        {headingOf(offset, width)}°
      </span>
    </div>
  );
}
