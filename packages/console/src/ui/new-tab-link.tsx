// A link that opens in a new tab (a file, a photo, an external menu entry) without handing the new page this window
// (noopener) or this address (noreferrer).
import type { ComponentProps } from 'react';

export function NewTabLink({ href, ...props }: ComponentProps<'a'>) {
  return <a href={href} target="_blank" rel="noopener noreferrer" {...props} />;
}
