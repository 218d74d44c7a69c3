// 产值与工资 of a trouble record's project: output vs salary for the six months up to the record's month
// (/pc/report/project/output/collect, bars in 万元 with the salary rate line) and one month's salary by
// participating unit (/pc/report/project/salary/month/collect); the month is chosen among the charted ones.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { components } from '@site/sdk';
import { ChartCard } from '@/ui/chart-card';
import { ComboChart } from '@/ui/charts';
import { Loading } from '@/ui/loading';
import { Select } from '@/ui/select';
import { Money } from '@/domain/money-cell';
import { formatRate, formatYuan } from '@/domain/money';
import { outputChartRows, sixMonthsTo } from './trouble-bodies';
import { LoadError, Stat, TD, TH } from './trouble-parts';
import { outputCollectQuery, salaryMonthCollectQuery } from './wages-queries';

const SERIES = [
  { key: 'output', name: '产值（万元）' },
  { key: 'salary', name: '应发工资（万元）' },
  { key: 'rate', name: '工资占产值比', kind: 'line', axis: 'right' },
] as const;

export function TroubleCollect({ projectId, period }: { projectId: number; period: string }) {
  const range = sixMonthsTo(period);
  const output = useQuery(outputCollectQuery(projectId, range.start, range.end));
  const [month, setMonth] = useState(period);
  const collect = useQuery(salaryMonthCollectQuery(projectId, month));
  const rows = outputChartRows(output.data?.months ?? []);
  const c = collect.data;
  return (
    <section className="flex flex-col gap-3 rounded-md bg-white p-4 shadow-sm" aria-labelledby="trouble-collect">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="trouble-collect" className="text-base font-semibold text-gray-900">
          产值与工资
        </h2>
        {output.data ? (
          <span className="text-sm text-muted">
            {range.start} 至 {range.end} 产值 {formatYuan(output.data.total_output_amount)}，应发工资{' '}
            {formatYuan(output.data.total_salary_amount)}（{formatRate(output.data.salary_rate)}），问题工资{' '}
            {formatYuan(output.data.total_trouble_amount)}
          </span>
        ) : null}
      </div>
      <ChartCard title="按月产值与工资" query={output} empty={!rows.length} height={280}>
        <ComboChart data={rows} xKey="month" series={SERIES} unit="万元" everyTick />
      </ChartCard>

      <div className="flex flex-wrap items-center gap-3 border-t border-line pt-3">
        <h3 className="text-sm font-semibold text-gray-900">月度工资汇总</h3>
        <label htmlFor="collect-month" className="ml-auto text-sm text-gray-600">
          月份
        </label>
        <Select id="collect-month" className="w-32" value={month} onChange={(e) => setMonth(e.target.value)}>
          {(rows.length ? rows.map((r) => r.month) : [period]).map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </Select>
      </div>
      {collect.isPending ? (
        <Loading />
      ) : collect.isError ? (
        <LoadError error={collect.error} onRetry={() => void collect.refetch()} />
      ) : !c ? (
        <p className="py-8 text-center text-sm text-muted">暂无数据</p>
      ) : (
        <MonthFigures c={c} />
      )}
    </section>
  );
}

type MonthCollect = components['schemas']['WagesTroubleSalaryMonthCollect'];

function MonthFigures({ c }: { c: MonthCollect }) {
  return (
    <>
      <dl className="grid grid-cols-2 gap-x-8 gap-y-3 text-sm md:grid-cols-4">
        <Stat label="应发工资" value={formatYuan(c.payable_amount)} tone="strong" />
        <Stat label="实发工资" value={formatYuan(c.paid_amount)} tone="text-success" />
        <Stat label="欠发工资" value={formatYuan(c.unpaid_amount)} tone={c.unpaid_amount ? 'text-danger' : undefined} />
        <Stat
          label="发放率"
          value={`${formatRate(c.pay_rate)}（${c.pay_worker_count ?? 0}/${c.worker_count ?? 0} 人）`}
        />
        <Stat
          label="问题工资"
          value={`${formatYuan(c.trouble_amount)}（${c.trouble_worker_count ?? 0} 人）`}
          tone={c.trouble_amount ? 'text-danger' : undefined}
        />
        <Stat label="已处理问题工资" value={formatYuan(c.handled_trouble_amount)} />
      </dl>
      <CompanySalaryTable companies={c.companies ?? []} />
    </>
  );
}

function CompanySalaryTable({ companies }: { companies: NonNullable<MonthCollect['companies']> }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm" aria-label="参建单位工资">
        <thead>
          <tr className="bg-gray-50 text-gray-600">
            <th className={TH}>参建单位</th>
            <th className={TH}>工人</th>
            <th className={TH}>应发（元）</th>
            <th className={TH}>实发（元）</th>
            <th className={TH}>欠发（元）</th>
            <th className={TH}>问题工资（元）</th>
            <th className={TH}>发放率</th>
          </tr>
        </thead>
        <tbody>
          {companies.map((u) => (
            <tr key={u.company_id} className="hover:bg-gray-50">
              <td className={TD}>{u.company_name}</td>
              <td className={`${TD} whitespace-nowrap tabular-nums`}>{u.worker_count ?? 0} 人</td>
              <td className={TD}>
                <Money value={u.payable_amount} />
              </td>
              <td className={TD}>
                <Money value={u.paid_amount} tone="success" />
              </td>
              <td className={TD}>
                <Money value={u.unpaid_amount} tone={u.unpaid_amount ? 'danger' : 'muted'} />
              </td>
              <td className={TD}>
                <Money value={u.trouble_amount} tone={u.trouble_amount ? 'danger' : 'muted'} />
              </td>
              <td className={`${TD} whitespace-nowrap tabular-nums`}>{formatRate(u.pay_rate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
