// Tabs of one screen, kept in the address (?tab=) so a refresh, a shared link and the tab cache keep the choice.
// Radix Tabs gives the roles and arrow-key navigation. Switching tabs drops the other tab's filters and paging
// (parameters named in `keep`, such as a period shared by every tab, stay).
import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface PageTab {
  key: string;
  label: string;
  render: () => ReactNode;
}

export function PageTabs({
  label,
  tabs,
  keep = [],
}: {
  label: string;
  tabs: readonly PageTab[];
  /** Address parameters shared by every tab (a period, a project) that a tab switch keeps. */
  keep?: readonly string[];
}) {
  const [search, setSearch] = useSearchParams();
  const first = tabs[0]?.key ?? '';
  const active = tabs.find((t) => t.key === search.get('tab'))?.key ?? first;
  return (
    <Tabs.Root
      value={active}
      onValueChange={(key) =>
        setSearch((prev) => {
          const next = new URLSearchParams();
          for (const k of keep) for (const v of prev.getAll(k)) next.append(k, v);
          if (key !== first) next.set('tab', key);
          return next;
        })
      }
      className="flex flex-col gap-3"
    >
      <Tabs.List aria-label={label} className="flex gap-1 overflow-x-auto rounded-md bg-white px-4 pt-2 shadow-sm">
        {tabs.map((t) => (
          <Tabs.Trigger
            key={t.key}
            value={t.key}
            className="whitespace-nowrap border-b-2 border-transparent px-4 py-2 text-sm text-gray-600 outline-none transition-colors hover:text-primary focus-visible:ring-2 focus-visible:ring-primary/40 data-[state=active]:border-primary data-[state=active]:font-medium data-[state=active]:text-primary"
          >
            {t.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((t) => (
        <Tabs.Content key={t.key} value={t.key} className="outline-none">
          {t.key === active ? t.render() : null}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
