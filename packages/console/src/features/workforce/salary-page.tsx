// 工资分析 (menu salaryAnalysis/overview; 001 §7.2 /pc/bda/salary): wages paid over a range of wage months — the
// head figures (basic/collect), how monthly wages spread over ranges, month by month, by project of the organisation
// and by district — narrowed by work type (worktype/select), by a district of the area tree (area/select/tree) and by
// the parameter groups of params/select/list (统计周期, 工资区间档位, 人员类别, 发放方式), whose chosen values go with
// every salary read.
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { normaliseTree, type TreeNode } from '@/lib/tree';
import { errorText } from '@/lib/error-text';
import { Button } from '@/ui/button';
import { TreePanel } from '@/ui/tree-panel';
import {
  defaultMonths,
  idOf,
  readMonths,
  readSalaryParams,
  SALARY_PARAM_CODES,
  type SalaryFilters,
} from './workforce-model';
import { salaryAreaTreeQuery } from './workforce-queries';
import { SalaryBar } from './salary-bar';
import { SalaryDashboard } from './salary-dashboard';

/** The filters live in the address: start_month, end_month, work_type, area and the parameter codes. */
function useSalaryFilters() {
  const [search, setSearch] = useSearchParams();
  const filters: SalaryFilters = {
    months: readMonths(search),
    workTypeId: idOf(search.get('work_type')),
    areaCode: search.get('area') || undefined,
    params: readSalaryParams(search),
  };
  const set = (patch: Record<string, string | undefined>) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(patch)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        return next;
      },
      { replace: true },
    );
  return { filters, set };
}

export default function SalaryAnalysisPage() {
  const { filters, set } = useSalaryFilters();
  const tree = useQuery(salaryAreaTreeQuery());
  const nodes = normaliseTree(tree.data);
  const areaName = findLabel(nodes, filters.areaCode);

  return (
    <div className="flex min-h-[560px] gap-3">
      <TreePanel
        label="地区"
        title={
          <span className="flex w-full items-center justify-between">
            地区
            {filters.areaCode ? (
              <Button size="sm" variant="link" onClick={() => set({ area: undefined })}>
                全部地区
              </Button>
            ) : null}
          </span>
        }
        className="w-60 shrink-0"
        nodes={nodes}
        actions={[]}
        defaultExpandDepth={2}
        selectedId={filters.areaCode ?? null}
        onSelect={(n) => set({ area: String(n.id) })}
        loading={tree.isPending}
        error={errorText(tree.error)}
        onRetry={() => void tree.refetch()}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <SalaryBar
          key={`${filters.months.start}/${filters.months.end}/${filters.workTypeId ?? ''}/${JSON.stringify(filters.params)}`}
          filters={filters}
          areaName={areaName}
          onApply={(months, workType, params) =>
            set({
              start_month: months.start,
              end_month: months.end,
              work_type: workType,
              ...Object.fromEntries(SALARY_PARAM_CODES.map((c) => [c, params[c]])),
            })
          }
          onReset={() => {
            const d = defaultMonths();
            set({
              start_month: d.start,
              end_month: d.end,
              work_type: undefined,
              area: undefined,
              ...Object.fromEntries(SALARY_PARAM_CODES.map((c) => [c, undefined])),
            });
          }}
        />
        <SalaryDashboard filters={filters} />
      </div>
    </div>
  );
}

function findLabel(nodes: readonly TreeNode[], id: string | undefined): string | undefined {
  if (!id) return undefined;
  for (const n of nodes) {
    if (String(n.id) === id) return n.label;
    const inner = findLabel(n.children ?? [], id);
    if (inner) return inner;
  }
  return undefined;
}
