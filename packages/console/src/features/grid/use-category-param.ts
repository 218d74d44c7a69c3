// The hazard category chosen in the address (?cat=): a link or a refresh keeps it; choosing another one goes back to
// the list's first page.
import { useSearchParams } from 'react-router-dom';

const CAT_PARAM = 'cat';

export function useCategoryParam(): [wanted: number, select: (id: number | null) => void] {
  const [search, setSearch] = useSearchParams();
  const select = (id: number | null) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete(CAT_PARAM);
        else next.set(CAT_PARAM, String(id));
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  return [Number(search.get(CAT_PARAM)) || 0, select];
}
