import type { ReactNode } from 'react';

/**
 * A tag in a colour the server chose (a hazard level's colour): the colour marks the dot, the border and the tint,
 * and the words stay dark, so they read at 4.5:1 whatever the colour (issue #18, axe color-contrast).
 */
export function ColorTag({ color, children }: { color: string; children: ReactNode }) {
  return (
    <span
      className="inline-flex items-center gap-1 whitespace-nowrap rounded border px-2 py-0.5 text-xs text-gray-800"
      style={{ borderColor: `${color}66`, backgroundColor: `${color}1a` }}
    >
      <span className="size-1.5 shrink-0 rounded-full" style={{ backgroundColor: color }} aria-hidden />
      {children}
    </span>
  );
}
