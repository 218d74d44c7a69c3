// The cross-project tabs of 问题工资: 项目汇总 (/star/salaryTroubleList/projectlist; a project opens its records),
// 问题工资清单 (/star/salaryTroubleList/page with export), 月度凭证 (month/voucher/page; a month opens its vouchers)
// and 支付凭证 (voucher/page). Filters and paging stay in the address like every list.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { formatDate } from '@/lib/dates';
import { usePagePermission } from '@/session/permissions';
import { Button } from '@/ui/button';
import type { FilterField } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
import { Nowrap, StatusTag } from '@/ui/status-tag';
import { TwoLines } from '@/ui/two-lines';
import { formatRate } from '@/domain/money';
import { monthVoucherFilter, troubleItemFilter, troubleProjectsBody, voucherPageFilter } from './trouble-bodies';
import { projectOptionsQuery } from './wages-queries';
import { PAY_WAY, UPLOAD_STATUS, VOUCHER_STATUS, WORKER_HANDLE_STATUS, optionsOf } from './wages-status';
import { projectColumn } from './wages-columns';
import { VoucherFileLinks } from './trouble-parts';
import { moneyColumn, leftTone } from '@/domain/money-column';
import { pageSlice } from '@/ui/page-slice';
import { whoWhenColumn } from '@/ui/who-when-column';

type S = components['schemas'];
type ProjectSum = S['WagesTroubleProjectSummary'];
type Item = S['WagesTroubleWorker'];
type MonthVoucher = S['WagesTroubleMonthVoucher'];
type Voucher = S['WagesTroubleVoucher'];

/** Open another tab of the page with these filters (a switch drops the current tab's filters). */
function useGoTo() {
  const [, setSearch] = useSearchParams();
  return useCallback(
    (tab: string | null, params: Record<string, string>) =>
      setSearch(() => {
        const next = new URLSearchParams(params);
        if (tab) next.set('tab', tab);
        return next;
      }),
    [setSearch],
  );
}

const useProjectOptions = () => useQuery(projectOptionsQuery()).data ?? [];

export function TroubleProjectsTab() {
  const goTo = useGoTo();
  const filters: FilterField[] = [
    { name: 'projectName', label: '项目名称' },
    { name: 'startPeriod', label: '开始月份', type: 'month' },
    { name: 'endPeriod', label: '结束月份', type: 'month' },
  ];
  const columns = useMemo<ColumnDef<ProjectSum, unknown>[]>(
    () => [
      projectColumn(),
      { id: 'troubleCount', header: '问题记录', cell: ({ row }) => <Nowrap>{row.original.troubleCount} 条</Nowrap> },
      { id: 'workerCount', header: '涉及工人', cell: ({ row }) => <Nowrap>{row.original.workerCount ?? 0} 人</Nowrap> },
      moneyColumn('troubleAmount', '问题金额（元）'),
      moneyColumn('handledAmount', '已处理（元）', 'success'),
      moneyColumn('unhandledAmount', '未处理（元）', leftTone),
      { id: 'handleRate', header: '处理率', cell: ({ row }) => <Nowrap>{formatRate(row.original.handleRate)}</Nowrap> },
      {
        id: 'latestPeriod',
        header: '最近月份',
        cell: ({ row }) => <Nowrap>{row.original.latestPeriod ?? '—'}</Nowrap>,
      },
      {
        id: 'actions',
        header: '操作',
        enableHiding: false,
        cell: ({ row }) => (
          <Button size="sm" variant="link" onClick={() => goTo(null, { projectId: String(row.original.projectId) })}>
            查看记录
          </Button>
        ),
      },
    ],
    [goTo],
  );
  return (
    <ListScreen<ProjectSum>
      id="wages-trouble-projects"
      title="问题工资项目汇总"
      filters={filters}
      columns={columns}
      operation="listSalaryTroubleProjects"
      rowId={(p) => String(p.projectId)}
      load={async ({ page, size, filters: values, signal }) => {
        const env = await api.POST('/star/salaryTroubleList/projectlist', {
          body: troubleProjectsBody(values),
          signal,
        });
        return pageSlice(env.data ?? [], page, size);
      }}
    />
  );
}

export function TroubleItemsTab() {
  const perm = usePagePermission();
  const projects = useProjectOptions();
  const filters: FilterField[] = [
    { name: 'keyword', label: '工人姓名' },
    { name: 'handleStatus', label: '处理状态', type: 'select', options: optionsOf(WORKER_HANDLE_STATUS) },
    { name: 'projectId', label: '项目', type: 'select', searchable: true, options: projects },
    { name: 'period', label: '工资月份', type: 'month' },
  ];
  const columns = useMemo<ColumnDef<Item, unknown>[]>(
    () => [
      {
        id: 'workerName',
        header: '工人',
        cell: ({ row }) => <TwoLines className="min-w-32" main={row.original.workerName} sub={row.original.idCard} />,
      },
      {
        id: 'projectName',
        header: '项目 / 月份',
        cell: ({ row }) => <TwoLines main={row.original.projectName} sub={row.original.period} />,
      },
      {
        id: 'companyName',
        header: '参建单位 / 班组',
        cell: ({ row }) => <TwoLines main={row.original.companyName} sub={row.original.teamName} />,
      },
      {
        id: 'bank',
        header: '收款账户',
        cell: ({ row }) => <TwoLines main={row.original.bankCardNo} sub={row.original.bankName} />,
      },
      moneyColumn('payableAmount', '应发（元）'),
      moneyColumn('troubleAmount', '问题金额（元）'),
      moneyColumn('handledAmount', '已处理（元）', 'success'),
      { id: 'failReason', header: '问题原因', cell: ({ row }) => <Nowrap>{row.original.failReason || '—'}</Nowrap> },
      {
        id: 'handleStatus',
        header: '处理状态',
        cell: ({ row }) => <StatusTag table={WORKER_HANDLE_STATUS} value={row.original.handleStatus} />,
      },
    ],
    [],
  );
  return (
    <ListScreen<Item>
      id="wages-trouble-items"
      title="问题工资清单"
      filters={filters}
      columns={columns}
      operation="listSalaryTroubleItems"
      rowId={(w) => String(w.id)}
      load={async ({ page, size, filters: values, signal }) => {
        const env = await api.POST('/star/salaryTroubleList/page', {
          body: { pageNum: page, pageSize: size, ...troubleItemFilter(values) },
          signal,
        });
        return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
      }}
      exportFile={
        perm.hasPerm('wages:export')
          ? (values) => api.POST('/star/salaryTroubleList/exportpage', { body: troubleItemFilter(values) })
          : undefined
      }
    />
  );
}

const monthVoucherColumns = (goTo: ReturnType<typeof useGoTo>): ColumnDef<MonthVoucher, unknown>[] => [
  projectColumn(),
  { id: 'period', header: '工资月份', cell: ({ row }) => <Nowrap>{row.original.period}</Nowrap> },
  {
    id: 'count',
    header: '记录 / 工人',
    cell: ({ row }) => (
      <Nowrap>
        {row.original.troubleCount ?? 0} 条 / {row.original.workerCount ?? 0} 人
      </Nowrap>
    ),
  },
  moneyColumn('troubleAmount', '问题金额（元）'),
  { id: 'voucherCount', header: '凭证数', cell: ({ row }) => <Nowrap>{row.original.voucherCount ?? 0} 份</Nowrap> },
  moneyColumn('voucherAmount', '凭证金额（元）'),
  moneyColumn('confirmedAmount', '已确认（元）', 'success'),
  {
    id: 'uploadStatus',
    header: '上传状态',
    cell: ({ row }) => <StatusTag table={UPLOAD_STATUS} value={row.original.uploadStatus} />,
  },
  {
    id: 'actions',
    header: '操作',
    enableHiding: false,
    cell: ({ row }) => (
      <Button
        size="sm"
        variant="link"
        onClick={() => goTo('vouchers', { projectId: String(row.original.projectId), period: row.original.period })}
      >
        查看凭证
      </Button>
    ),
  },
];

export function TroubleMonthVouchersTab() {
  const goTo = useGoTo();
  const projects = useProjectOptions();
  const filters: FilterField[] = [
    { name: 'projectId', label: '项目', type: 'select', searchable: true, options: projects },
    { name: 'uploadStatus', label: '上传状态', type: 'select', options: optionsOf(UPLOAD_STATUS) },
    { name: 'startPeriod', label: '开始月份', type: 'month' },
    { name: 'endPeriod', label: '结束月份', type: 'month' },
  ];
  const columns = useMemo(() => monthVoucherColumns(goTo), [goTo]);
  return (
    <ListScreen<MonthVoucher>
      id="wages-trouble-month-vouchers"
      title="月度凭证"
      filters={filters}
      columns={columns}
      operation="listTroubleMonthVouchers"
      rowId={(m) => `${m.projectId}-${m.period}`}
      load={async ({ page, size, filters: values, signal }) => {
        const env = await api.POST('/star/laborwagestrouble/wages/trouble/month/voucher/page', {
          body: { pageNum: page, pageSize: size, ...monthVoucherFilter(values) },
          signal,
        });
        return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
      }}
    />
  );
}

const voucherColumns: ColumnDef<Voucher, unknown>[] = [
  {
    id: 'workerName',
    header: '工人',
    cell: ({ row }) => <TwoLines className="min-w-32" main={row.original.workerName} sub={row.original.companyName} />,
  },
  {
    id: 'projectName',
    header: '项目 / 月份',
    cell: ({ row }) => <TwoLines main={row.original.projectName} sub={row.original.period} />,
  },
  moneyColumn('payAmount', '支付金额（元）'),
  {
    id: 'pay',
    header: '支付方式 / 日期',
    cell: ({ row }) => (
      <TwoLines
        className="min-w-28"
        main={<span className="font-normal text-gray-700">{PAY_WAY[row.original.payWay ?? 0] ?? '—'}</span>}
        sub={formatDate(row.original.payDate)}
      />
    ),
  },
  {
    id: 'files',
    header: '凭证文件',
    cell: ({ row }) => (
      <VoucherFileLinks
        files={row.original.files ?? []}
        className="flex min-w-40 flex-col gap-1"
        linkClassName="flex items-center gap-1 text-xs text-primary hover:underline"
      />
    ),
  },
  {
    id: 'status',
    header: '状态',
    cell: ({ row }) => <StatusTag table={VOUCHER_STATUS} value={row.original.status} />,
  },
  whoWhenColumn<Voucher>('upload', '上传', 'uploadBy', 'uploadTime'),
  {
    id: 'confirm',
    header: '确认意见',
    cell: ({ row }) =>
      row.original.confirmBy ? (
        <TwoLines
          className="min-w-40"
          main={<span className="font-normal text-gray-700">{row.original.opinion || '—'}</span>}
          sub={`${row.original.confirmBy} ${formatDate(row.original.confirmTime, 'minute')}`}
        />
      ) : (
        <span className="text-muted">—</span>
      ),
  },
];

export function TroubleVouchersTab() {
  const projects = useProjectOptions();
  const filters: FilterField[] = [
    { name: 'keyword', label: '工人姓名' },
    { name: 'projectId', label: '项目', type: 'select', searchable: true, options: projects },
    { name: 'period', label: '工资月份', type: 'month' },
    { name: 'status', label: '凭证状态', type: 'select', options: optionsOf(VOUCHER_STATUS) },
  ];
  return (
    <ListScreen<Voucher>
      id="wages-trouble-vouchers"
      title="支付凭证"
      filters={filters}
      columns={voucherColumns}
      operation="listTroubleVouchers"
      rowId={(v) => String(v.id)}
      load={async ({ page, size, filters: values, signal }) => {
        const env = await api.POST('/star/laborwagestrouble/wages/trouble/voucher/page', {
          body: { pageNum: page, pageSize: size, ...voucherPageFilter(values) },
          signal,
        });
        return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
      }}
    />
  );
}
