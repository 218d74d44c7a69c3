// A link that opens in a new tab (a file, a photo, an external menu entry) without handing the new page this window
// (noopener) or this address (noreferrer).
import type { ComponentProps } from 'react';

/** `target` and `rel` are its own: a caller cannot drop noopener. */
export function NewTabLink({ href, ...props }: Omit<ComponentProps<'a'>, 'target' | 'rel'>) {
  // The one link of the console with target _blank (app/source-rules.test.ts sends every other one here).
  return <a href={href} {...props} target="_blank" rel="noopener noreferrer" />;
}
