// The head of the live workforce screens (当前在场人数, 近24小时与近7天): title and note, the 施工区域 chooser (kept
// in the address as ?area=) and 刷新, which re-reads the screen's operations.
import type { ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { RefreshCw } from 'lucide-react';
import { Button } from '@/ui/button';
import { QueryBarSection } from '@/ui/query-bar';
import { Select } from '@/ui/select';
import { idOf } from './workforce-model';
import { areasQuery } from './workforce-queries';
import { invalidateOperation } from '@site/sdk/query/common';
import type { OperationId } from '@site/sdk/query/common';

/** A numeric id kept in the address (?area=, ?company=) and choosing one; `resetPage` also sends the list back to its
 * first page. */
export function useIdParam(name: string, resetPage = false) {
  const [search, setSearch] = useSearchParams();
  const set = (v: string) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (v) next.set(name, v);
        else next.delete(name);
        if (resetPage) next.delete('page');
        return next;
      },
      { replace: true },
    );
  return [idOf(search.get(name)), set] as const;
}

export function AreaBar({
  title,
  note,
  areaId,
  onArea,
  refresh,
}: {
  title: string;
  note: ReactNode;
  areaId: number | undefined;
  onArea: (value: string) => void;
  /** The operations 刷新 re-reads. */
  refresh: readonly OperationId[];
}) {
  const queryClient = useQueryClient();
  const areas = useQuery(areasQuery());
  return (
    <QueryBarSection title={title} note={<p className="text-sm text-gray-600">{note}</p>}>
      <div className="ml-auto flex items-center gap-3">
        <label className="flex items-center gap-2 text-sm text-gray-600">
          施工区域
          <Select
            aria-label="施工区域"
            className="h-8 w-44"
            value={areaId ? String(areaId) : ''}
            onChange={(e) => onArea(e.target.value)}
            placeholder="全部施工区域"
            options={(areas.data ?? []).map((a) => ({ value: String(a.areaId), label: a.areaName }))}
          />
        </label>
        <Button onClick={() => refresh.forEach((k) => void invalidateOperation(queryClient, k))}>
          <RefreshCw />
          刷新
        </Button>
      </div>
    </QueryBarSection>
  );
}
