// The right-hand side of a tree screen: a loading card while the tree loads, the chosen node's details, or (nothing
// chosen) an empty card with a folder and a message.
import type { ReactNode } from 'react';
import { FolderOpen } from 'lucide-react';
import { Loading } from './loading';

export function TreeDetailPane({
  loading,
  empty,
  children,
}: {
  loading: boolean;
  /** What the empty card says (a load failure or "nothing yet"). */
  empty: string;
  /** The chosen node's details; null when nothing is chosen. */
  children: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-3 overflow-auto">
      {loading ? (
        <section className="rounded-md bg-white shadow-sm">
          <Loading />
        </section>
      ) : (
        (children ?? (
          <section className="flex flex-1 flex-col items-center justify-center gap-2 rounded-md bg-white text-sm text-muted shadow-sm">
            <FolderOpen className="size-10 text-gray-300" aria-hidden />
            {empty}
          </section>
        ))
      )}
    </div>
  );
}
