// The parts of a statistics screen's query bar: the head section (the screen's title, a line about what it shows, its
// query controls on the right) and the end of a query form (查询, 重置 where the bar has one, and why what was typed
// was refused).
import type { ReactNode } from 'react';
import { RotateCcw, Search } from 'lucide-react';
import { Button } from './button';

/** The head of a dated or filtered screen, named 「{title}查询条件」: title and `note` left, the controls right. */
export function QueryBarSection({ title, note, children }: { title: string; note: ReactNode; children: ReactNode }) {
  return (
    <section
      aria-label={`${title}查询条件`}
      className="flex flex-wrap items-center gap-x-6 gap-y-3 rounded-md bg-white px-4 py-3 shadow-sm"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <h2 className="text-base font-semibold text-gray-900">{title}</h2>
        {note}
      </div>
      {children}
    </section>
  );
}

/**
 * 查询 (the form's submit), 重置 with `onReset`, then the refusal of what was typed: a line of its own at the right
 * under the controls (`under`) or beside the buttons. Without a refusal, `idle` stands there (如 共 7 天).
 */
export function QueryButtons({
  onReset,
  error,
  under = false,
  idle = null,
}: {
  onReset?: () => void;
  error: string | null | undefined;
  under?: boolean;
  idle?: ReactNode;
}) {
  return (
    <>
      <Button type="submit" variant="primary">
        <Search />
        查询
      </Button>
      {onReset ? (
        <Button onClick={onReset}>
          <RotateCcw />
          重置
        </Button>
      ) : null}
      {error ? (
        <p role="alert" className={under ? 'w-full text-right text-xs text-danger' : 'text-sm text-danger'}>
          {error}
        </p>
      ) : (
        idle
      )}
    </>
  );
}
