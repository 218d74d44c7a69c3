// 问题工资 (001 §7.3 /star/laborwagestrouble/*, menu wages/trouble): tabs for the trouble-wage records by project and
// month with export, 项目汇总, 问题工资清单, 月度凭证 and 支付凭证 (trouble-tabs.tsx). 详情 / 处理 opens one record
// (kept in the address as ?trouble=id) with its workers and vouchers; 审批详情 (or a to-do link with ?proInstId=)
// opens the approval view of a record in process.
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api } from '@/platform/api';
import { usePagePermission } from '@/session/permissions';
import { PageTabs } from '@/ui/page-tabs';
import { ListScreen, type ListScreenProps } from '@/ui/list-screen';
import { TroubleApproval } from './trouble-approval';
import { type Trouble, troubleColumns } from './trouble-columns';
import TroubleDetail from './trouble-detail';
import { TroubleItemsTab, TroubleMonthVouchersTab, TroubleProjectsTab, TroubleVouchersTab } from './trouble-tabs';
import { PRO_INST, useTroubleRecords } from './use-trouble-records';
import { troubleFilter } from './wages-bodies';

const TABS = [
  { key: 'records', label: '问题工资记录', render: () => <RecordsTab /> },
  { key: 'projects', label: '项目汇总', render: () => <TroubleProjectsTab /> },
  { key: 'items', label: '问题工资清单', render: () => <TroubleItemsTab /> },
  { key: 'monthVouchers', label: '月度凭证', render: () => <TroubleMonthVouchersTab /> },
  { key: 'vouchers', label: '支付凭证', render: () => <TroubleVouchersTab /> },
];

const loadTroubles: ListScreenProps<Trouble>['load'] = async ({ page, size, filters: values, signal }) => {
  const env = await api.POST('/star/laborwagestrouble/wages/trouble/page', {
    body: { pageNum: page, pageSize: size, ...troubleFilter(values) },
    signal,
  });
  return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
};

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
  const { openId, chosen, open, openApproval, back, filters } = useTroubleRecords();
  const columns = useMemo(() => troubleColumns({ perm, open, openApproval }), [perm, open, openApproval]);

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
      load={loadTroubles}
      exportFile={
        perm.hasPerm('wages:export')
          ? (values) => api.POST('/star/laborwagestrouble/wages/export', { body: troubleFilter(values) })
          : undefined
      }
    />
  );
}
