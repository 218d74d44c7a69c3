// Whether the page holding an element is the one shown: visited pages stay mounted (hidden) in the tab cache, so a
// screen that polls asks this before refreshing. Reads the data-active mark of its page section and follows it.
// Candidate for lib/ (any polling screen needs it).
import { useEffect, useState, type RefObject } from 'react';

export function usePageActive(ref: RefObject<HTMLElement | null>): boolean {
  const [active, setActive] = useState(true);
  useEffect(() => {
    const section = ref.current?.closest('section[data-page]');
    if (!section) return;
    const read = () => setActive(section.hasAttribute('data-active'));
    read();
    const observer = new MutationObserver(read);
    observer.observe(section, { attributes: true, attributeFilter: ['data-active'] });
    return () => observer.disconnect();
  }, [ref]);
  return active;
}
