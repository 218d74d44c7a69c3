// A read-only dialog over one detail query: loading, the failure with a retry, then the detail; and the grey header
// row of the detail tables inside such dialogs.
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Loading } from '@/ui/loading';
import { LoadFailed } from '@/ui/retry-failed';
import { ViewDialog } from '@/ui/view-dialog';

export function QueryViewDialog<T>({
  title,
  width,
  onClose,
  query,
  fallback,
  children,
}: {
  title: string;
  width: number;
  onClose: () => void;
  query: UseQueryResult<T>;
  /** The failure text when the server gives none. */
  fallback: string;
  children: (data: T) => ReactNode;
}) {
  const d = query.data;
  return (
    <ViewDialog title={title} onClose={onClose} width={width}>
      {query.isPending ? (
        <Loading />
      ) : query.isError || !d ? (
        <LoadFailed className="justify-center py-6" error={query.error} fallback={fallback} />
      ) : (
        children(d)
      )}
    </ViewDialog>
  );
}

export function DetailTableHead({ headers }: { headers: readonly string[] }) {
  return (
    <thead>
      <tr className="bg-gray-50 text-left text-gray-600">
        {headers.map((h) => (
          <th key={h} className="whitespace-nowrap border-b border-line px-3 py-2 font-medium">
            {h}
          </th>
        ))}
      </tr>
    </thead>
  );
}
