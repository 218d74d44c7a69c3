import type { Tag } from './system-rules';

/** A status value as a coloured tag with its Chinese meaning; unknown values show —. */
export function StatusTag({ table, value }: { table: Record<number, Tag>; value: number | null | undefined }) {
  const tag = value === null || value === undefined ? undefined : table[value];
  return tag ? (
    <span className={`whitespace-nowrap rounded px-2 py-0.5 text-xs ${tag.className}`}>{tag.label}</span>
  ) : (
    <span className="text-muted">—</span>
  );
}
