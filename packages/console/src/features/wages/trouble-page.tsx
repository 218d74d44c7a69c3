// 问题工资 (001 §7.3 /star/laborwagestrouble/*, menu wages/trouble): tabs for the trouble-wage records by project and
// month with export, 项目汇总, 问题工资清单, 月度凭证 and 支付凭证 (trouble-tabs.tsx). 详情 / 处理 opens one record
// (kept in the address as ?trouble=id) with its workers and vouchers; 审批详情 (or a to-do link with ?proInstId=)
// opens the approval view of a record in process.
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@site/sdk';
import { api } from '@/app/api';
import { formatDate } from '@/lib/dates';
import { usePagePermission } from '@/session/permissions';
import { Button } from '@/ui/button';
import { PageTabs } from '@/ui/page-tabs';
import type { FilterField } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
import { Money, TwoLines } from './cells';
import { StatusTag } from '@/ui/status-tag';
import { TroubleApproval } from './trouble-approval';
import TroubleDetail from './trouble-detail';
import { TroubleItemsTab, TroubleMonthVouchersTab, TroubleProjectsTab, TroubleVouchersTab } from './trouble-tabs';
import { troubleFilter } from './wages-bodies';
import { projectOptionsQuery } from './wages-queries';
import { HANDLE_WAY, TROUBLE_STATUS, TROUBLE_TYPE, optionsOf } from './wages-status';

type Trouble = components['schemas']['WagesTroubleRecord'];

const PARAM = 'trouble';
const PRO_INST = 'proInstId';

const TABS = [
  { key: 'records', label: '问题工资记录', render: () => <RecordsTab /> },
  { key: 'projects', label: '项目汇总', render: () => <TroubleProjectsTab /> },
  { key: 'items', label: '问题工资清单', render: () => <TroubleItemsTab /> },
  { key: 'monthVouchers', label: '月度凭证', render: () => <TroubleMonthVouchersTab /> },
  { key: 'vouchers', label: '支付凭证', render: () => <TroubleVouchersTab /> },
];

/** A record still open (待处理, 处理中, 已驳回) is handled; a finished one is only viewed. */
const isOpen = (t: Pick<Trouble, 'status'>) => t.status !== 2;

export default function TroublePage() {
  const [search, setSearch] = useSearchParams();
  const proInstId = search.get(PRO_INST);
  if (proInstId) {
    return (
      <TroubleApproval
        proInstId={proInstId}
        onBack={() =>
          setSearch((s) => {
            const next = new URLSearchParams(s);
            next.delete(PRO_INST);
            return next;
          })
        }
      />
    );
  }
  return <PageTabs label="问题工资" tabs={TABS} />;
}

function RecordsTab() {
  const perm = usePagePermission();
  const projects = useQuery(projectOptionsQuery());
  const [search, setSearch] = useSearchParams();
  const [chosen, setChosen] = useState<Trouble | null>(null);
  const openId = Number(search.get(PARAM)) || null;

  const open = useCallback(
    (t: Trouble) => {
      setChosen(t);
      setSearch((s) => {
        const next = new URLSearchParams(s);
        next.set(PARAM, String(t.id));
        return next;
      });
    },
    [setSearch],
  );
  const openApproval = useCallback(
    (proInstId: string) => setSearch(() => new URLSearchParams({ [PRO_INST]: proInstId })),
    [setSearch],
  );
  const back = () => {
    setChosen(null);
    setSearch((s) => {
      const next = new URLSearchParams(s);
      next.delete(PARAM);
      return next;
    });
  };

  const filters = useMemo<FilterField[]>(
    () => [
      { name: 'keyword', label: '关键字', placeholder: '项目名称或工人姓名' },
      { name: 'period', label: '工资月份', type: 'month' },
      { name: 'status', label: '状态', type: 'select', options: optionsOf(TROUBLE_STATUS) },
      { name: 'projectId', label: '项目', type: 'select', searchable: true, options: projects.data ?? [] },
      { name: 'troubleType', label: '问题类型', type: 'select', options: optionsOf(TROUBLE_TYPE) },
    ],
    [projects.data],
  );

  const columns = useMemo<ColumnDef<Trouble, unknown>[]>(
    () => [
      {
        id: 'projectName',
        header: '项目',
        cell: ({ row }) => <TwoLines main={row.original.projectName} sub={row.original.orgName} />,
      },
      {
        id: 'period',
        header: '工资月份',
        cell: ({ row }) => <span className="whitespace-nowrap tabular-nums">{row.original.period}</span>,
      },
      {
        id: 'troubleType',
        header: '问题类型',
        cell: ({ row }) => <StatusTag table={TROUBLE_TYPE} value={row.original.troubleType} />,
      },
      {
        id: 'reason',
        header: '问题说明',
        cell: ({ row }) => <p className="line-clamp-2 min-w-48 max-w-72 text-gray-600">{row.original.reason || '—'}</p>,
      },
      {
        id: 'count',
        header: '工人 / 单位',
        cell: ({ row }) => (
          <span className="whitespace-nowrap tabular-nums">
            {row.original.workerCount ?? 0} 人 / {row.original.companyCount ?? 0} 家
          </span>
        ),
      },
      {
        id: 'troubleAmount',
        header: '问题金额（元）',
        cell: ({ row }) => (
          <span className="font-semibold text-gray-900">
            <Money value={row.original.troubleAmount} />
          </span>
        ),
      },
      {
        id: 'handledAmount',
        header: '已处理（元）',
        cell: ({ row }) => <Money value={row.original.handledAmount} tone="success" />,
      },
      {
        id: 'unhandledAmount',
        header: '未处理（元）',
        cell: ({ row }) => (
          <Money value={row.original.unhandledAmount} tone={row.original.unhandledAmount ? 'danger' : 'muted'} />
        ),
      },
      {
        id: 'handleWay',
        header: '处理方式',
        cell: ({ row }) => <StatusTag table={HANDLE_WAY} value={row.original.handleWay} />,
      },
      {
        id: 'status',
        header: '状态',
        cell: ({ row }) => <StatusTag table={TROUBLE_STATUS} value={row.original.status} />,
      },
      {
        id: 'create',
        header: '登记',
        cell: ({ row }) => (
          <TwoLines
            className="min-w-32"
            main={<span className="font-normal text-gray-700">{row.original.createBy ?? '—'}</span>}
            sub={formatDate(row.original.createTime, 'minute')}
          />
        ),
      },
      {
        id: 'actions',
        header: '操作',
        enableHiding: false,
        cell: ({ row }) => (
          <div className="flex whitespace-nowrap">
            <Button size="sm" variant="link" onClick={() => open(row.original)}>
              {isOpen(row.original) && perm.can('edit') ? '处理' : '详情'}
            </Button>
            {row.original.proInstId ? (
              <Button size="sm" variant="link" onClick={() => openApproval(row.original.proInstId ?? '')}>
                审批详情
              </Button>
            ) : null}
          </div>
        ),
      },
    ],
    [perm, open, openApproval],
  );

  if (openId !== null) {
    return <TroubleDetail troubleId={openId} record={chosen?.id === openId ? chosen : null} onBack={back} />;
  }

  return (
    <ListScreen<Trouble>
      id="wages-trouble"
      title="问题工资"
      filters={filters}
      columns={columns}
      operation="listTroubleWagesProjects"
      rowId={(t) => String(t.id)}
      load={async ({ page, size, filters: values, signal }) => {
        const env = await api.POST('/star/laborwagestrouble/wages/trouble/page', {
          body: { pageNum: page, pageSize: size, ...troubleFilter(values) },
          signal,
        });
        return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
      }}
      exportFile={
        perm.hasPerm('wages:export')
          ? (values) => api.POST('/star/laborwagestrouble/wages/export', { body: troubleFilter(values) })
          : undefined
      }
    />
  );
}
