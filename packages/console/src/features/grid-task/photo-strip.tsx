// Photos of a hazard, a check or a rectification: small thumbnails, each opening the full picture in a new tab.
import { NewTabLink } from '@/ui/new-tab-link';

export function PhotoStrip({ photos, label }: { photos: readonly string[] | null | undefined; label: string }) {
  if (!photos?.length) return <span className="text-sm text-muted">无照片</span>;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label}>
      {photos.map((url, i) => (
        <li key={url}>
          <NewTabLink href={url} className="block">
            <img
              src={url}
              alt={`${label} ${i + 1}`}
              loading="lazy"
              className="size-20 rounded border border-line bg-gray-50 object-cover transition hover:border-primary"
            />
          </NewTabLink>
        </li>
      ))}
    </ul>
  );
}
