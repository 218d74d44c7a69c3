// 工资分析 (menu salaryAnalysis/overview; 001 §7.2 /pc/bda/salary): wages paid over a range of wage months — the
// head figures (basic/collect), how monthly wages spread over ranges, month by month, by project of the organisation
// and by district — narrowed by work type (worktype/select), by a district of the area tree (area/select/tree) and by
// the parameter groups of params/select/list (统计周期, 工资区间档位, 人员类别, 发放方式), whose chosen values go with
// every salary read.
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { CalendarRange, RotateCcw, Search } from 'lucide-react';
import { normaliseTree, type TreeNode } from '@/lib/tree';
import { Button } from '@/ui/button';
import { ChartCard } from '@/ui/chart-card';
import { DatePicker } from '@/ui/date-picker';
import { Select } from '@/ui/select';
import { StatCards } from '@/ui/stat-cards';
import { TreePanel } from '@/ui/tree-panel';
import { ComboChart, chartColor, clipName } from '@/ui/charts';
import { errorText } from '@/lib/error-text';
import { TableCard } from '@/ui/table-card';
import {
  defaultMonths,
  formatCount,
  formatMoney,
  formatRate,
  formatYuanTick,
  idOf,
  isSalaryParamCode,
  monthRangeError,
  readMonths,
  readSalaryParams,
  toWan,
  withYuan,
  SALARY_PARAM_CODES,
  type MonthRange,
  type SalaryFilters,
  type SalaryParams,
} from './workforce-model';
import {
  salaryAreaTreeQuery,
  salaryByAreaQuery,
  salaryByMonthQuery,
  salaryByOrgQuery,
  salaryCollectQuery,
  salaryParamsQuery,
  salaryRangesQuery,
  salaryWorkTypesQuery,
} from './workforce-queries';

const [BLUE, , ORANGE] = [0, 1, 2].map(chartColor);
const money = (v: unknown) => `${formatMoney(Number(v))} 元`;

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
        <Dashboard filters={filters} />
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

/**
 * 工资月份 from – to, 工种 and one selector per parameter group the server offers (params/select/list), searched with
 * 查询; a bad range is refused with a message, keeping what was typed and chosen.
 */
function SalaryBar({
  filters,
  areaName,
  onApply,
  onReset,
}: {
  filters: SalaryFilters;
  areaName: string | undefined;
  onApply: (months: MonthRange, workType: string | undefined, params: SalaryParams) => void;
  onReset: () => void;
}) {
  const workTypes = useQuery(salaryWorkTypesQuery());
  const groups = useQuery(salaryParamsQuery());
  const [months, setMonths] = useState(filters.months);
  const [workType, setWorkType] = useState(filters.workTypeId ? String(filters.workTypeId) : '');
  const [params, setParams] = useState<SalaryParams>(filters.params ?? {});
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = monthRangeError(months);
    setError(problem);
    if (!problem) onApply(months, workType || undefined, params);
  };
  return (
    <section
      aria-label="工资分析查询条件"
      className="flex flex-wrap items-center gap-x-6 gap-y-3 rounded-md bg-white px-4 py-3 shadow-sm"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <h2 className="text-base font-semibold text-gray-900">工资分析</h2>
        <p className="text-sm text-gray-600">地区：{areaName ?? '全部地区'}（左侧选择）</p>
      </div>
      <form role="search" onSubmit={submit} className="ml-auto flex flex-wrap items-center gap-x-3 gap-y-2">
        <label className="flex items-center gap-2 text-sm text-gray-600">
          工种
          <Select
            aria-label="工种"
            className="h-8 w-32"
            value={workType}
            onChange={(e) => setWorkType(e.target.value)}
            placeholder="全部工种"
            options={(workTypes.data ?? []).map((w) => ({ value: String(w.value), label: w.label }))}
          />
        </label>
        {(groups.data ?? []).map((g) => {
          const code = g.code;
          if (!isSalaryParamCode(code)) return null;
          return (
            <label key={code} className="flex items-center gap-2 text-sm text-gray-600">
              {g.name}
              <Select
                aria-label={g.name}
                className="h-8 w-36"
                value={params[code] ?? ''}
                onChange={(e) => setParams((p) => ({ ...p, [code]: e.target.value || undefined }))}
                placeholder={code === 'period_type' ? '默认' : '全部'}
                options={g.options.map((o) => ({ value: String(o.value), label: o.label }))}
              />
            </label>
          );
        })}
        <div className="flex items-center gap-2">
          <CalendarRange className="size-4 text-gray-400" aria-hidden />
          <DatePicker
            kind="month"
            aria-label="开始月份"
            value={months.start}
            invalid={Boolean(error)}
            onChange={(v) => setMonths((m) => ({ ...m, start: v }))}
            className="w-36"
          />
          <span className="text-sm text-gray-400">至</span>
          <DatePicker
            kind="month"
            aria-label="结束月份"
            value={months.end}
            invalid={Boolean(error)}
            onChange={(v) => setMonths((m) => ({ ...m, end: v }))}
            className="w-36"
          />
        </div>
        <Button type="submit" variant="primary">
          <Search />
          查询
        </Button>
        <Button onClick={onReset}>
          <RotateCcw />
          重置
        </Button>
        {error ? (
          <p role="alert" className="w-full text-right text-xs text-danger">
            {error}
          </p>
        ) : null}
      </form>
    </section>
  );
}

function Dashboard({ filters }: { filters: SalaryFilters }) {
  const collect = useQuery(salaryCollectQuery(filters));
  const ranges = useQuery(salaryRangesQuery(filters));
  const byMonth = useQuery(salaryByMonthQuery(filters));
  const byOrg = useQuery(salaryByOrgQuery(filters));
  const byArea = useQuery(salaryByAreaQuery(filters));
  const c = collect.data;
  const orgs = [...new Set((byOrg.data ?? []).map((r) => r.org_name))];
  const mom = c?.mom_rate;
  return (
    <>
      <section aria-label="工资概况">
        <StatCards
          className="grid-cols-2 lg:grid-cols-4"
          items={[
            {
              label: '发放总额',
              value: c ? formatMoney(c.total_salary) : undefined,
              unit: '元',
              hint: mom == null ? undefined : `环比 ${mom > 0 ? '+' : ''}${mom.toFixed(1)}%`,
            },
            {
              label: '已发薪 / 在册',
              value: c ? `${formatCount(c.paid_worker_count)} / ${formatCount(c.worker_count)}` : undefined,
              unit: '人',
              tone: 'success',
              hint: c ? `发薪率 ${formatRate(c.paid_rate)}` : undefined,
            },
            {
              label: '人均月工资',
              value: c ? formatMoney(c.avg_month_salary) : undefined,
              unit: '元',
              hint: c ? `最高 ${withYuan(c.max_month_salary)}，最低 ${withYuan(c.min_month_salary)}` : undefined,
            },
            {
              label: '人均日工资',
              value: c?.avg_day_salary == null ? undefined : formatMoney(c.avg_day_salary),
              unit: '元',
              tone: 'warning',
              hint: c?.avg_attend_days == null ? undefined : `人均月出勤 ${c.avg_attend_days} 天`,
            },
          ]}
        />
      </section>
      <div className="grid grid-cols-1 gap-3 xl:grid-cols-2">
        <ChartCard title="逐月工资发放" height={300} query={byMonth} empty={!byMonth.data?.length}>
          <ComboChart
            data={byMonth.data}
            xKey="month"
            right="count"
            barSize={32}
            leftTick={toWan}
            rightTick={formatYuanTick}
            tooltipValue={money}
            series={[
              { key: 'total_salary', name: '发放总额(元)', color: BLUE },
              { key: 'avg_salary', name: '人均月工资(元)', kind: 'line', axis: 'right', color: ORANGE },
            ]}
          />
        </ChartCard>
        <ChartCard title="月工资区间分布" height={300} query={ranges} empty={!ranges.data?.length}>
          <ComboChart
            data={ranges.data}
            xKey="range_name"
            xLabel={(v) => v.replace(/\s*元/, '')}
            everyTick
            barSize={48}
            legend={false}
            unit="人"
            series={[{ key: 'worker_count', name: '人数', color: BLUE, label: (v) => String(v) }]}
          />
        </ChartCard>
        <ChartCard title="各项目工资发放总额（按组织）" height={300} query={byOrg} empty={!byOrg.data?.length}>
          <ComboChart
            data={byOrg.data}
            xKey="project_name"
            xLabel={clipName}
            everyTick
            barSize={40}
            legend={false}
            leftTick={toWan}
            tooltipValue={money}
            series={[
              {
                key: 'total_salary',
                name: '发放总额',
                color: BLUE,
                colorOf: (r) => chartColor(orgs.indexOf(r.org_name)),
              },
            ]}
          />
        </ChartCard>
        <TableCard
          title="按地区工资发放"
          rows={byArea.data}
          rowKey={(r) => r.area_code}
          query={byArea}
          onRetry={() => void byArea.refetch()}
          columns={[
            { key: 'name', header: '地区', cell: (r) => <span className="font-medium">{r.area_name}</span> },
            { key: 'p', header: '项目数', align: 'right', cell: (r) => formatCount(r.project_count) },
            { key: 'w', header: '发薪人数', align: 'right', cell: (r) => formatCount(r.worker_count) },
            { key: 't', header: '发放总额(元)', align: 'right', cell: (r) => formatMoney(r.total_salary) },
            { key: 'a', header: '人均月工资(元)', align: 'right', cell: (r) => formatMoney(r.avg_salary) },
          ]}
        />
      </div>
      <TableCard
        title="按组织工资发放明细"
        rows={byOrg.data}
        rowKey={(r) => String(r.project_id)}
        query={byOrg}
        onRetry={() => void byOrg.refetch()}
        columns={[
          { key: 'org', header: '所属分公司', cell: (r) => r.org_name },
          { key: 'project', header: '项目', cell: (r) => <span className="font-medium">{r.project_name}</span> },
          { key: 'w', header: '发薪人数', align: 'right', cell: (r) => formatCount(r.worker_count) },
          { key: 'd', header: '出勤人天', align: 'right', cell: (r) => formatCount(r.total_attend_days) },
          { key: 't', header: '发放总额(元)', align: 'right', cell: (r) => formatMoney(r.total_salary) },
          { key: 'a', header: '人均月工资(元)', align: 'right', cell: (r) => formatMoney(r.avg_salary) },
          { key: 'ad', header: '人均日工资(元)', align: 'right', cell: (r) => formatMoney(r.avg_day_salary) },
        ]}
      />
    </>
  );
}
