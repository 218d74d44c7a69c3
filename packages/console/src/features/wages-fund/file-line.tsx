// A stored file (bank receipt, attachment) as one line of a list: the icon, its name opening it in a new tab, its size.
import { FileText } from 'lucide-react';
import { formatSize } from '@/domain/money';
import { NewTabLink } from '@/ui/new-tab-link';

export function FileLine({
  file,
  fallback,
}: {
  file: { url: string; name?: string | undefined; size?: number | undefined };
  /** The name shown when the file has none (回单, 附件). */
  fallback: string;
}) {
  return (
    <>
      <FileText className="size-4 text-primary" aria-hidden />
      <NewTabLink href={file.url} className="text-primary hover:underline">
        {file.name ?? fallback}
      </NewTabLink>
      <span className="text-xs text-muted">{formatSize(file.size, '')}</span>
    </>
  );
}
