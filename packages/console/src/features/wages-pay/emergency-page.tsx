// 应急支付 (001 §7.3 /star/salaryExpList/emergencyList, emergencyDetail; /star/salaryExpWorkerList/emergencyExp/*;
// menu wages/emergency): payments made ahead of the monthly proxy payment when a worker urgently needs money, leaves
// the site or complains. The list (0 审批中, 1 待支付, 2 已支付, 3 已驳回, 4 已撤销), a detail with the workers and
// proofs, and 发起应急支付: pick the workers of a project, period and company with an amount each (at most the
// unpaid wage; workers already in another emergency flow cannot be picked).
import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { HandCoins } from 'lucide-react';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { usePagePermission } from '@/session/permissions';
import { Button } from '@/ui/button';
import type { FilterField } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
import { salaryFilter } from './pay-bodies';
import { emergencyColumns } from './emergency-columns';
import { EMERGENCY_STATUS, optionsOf } from './pay-status';
import { invalidateOperation } from '@site/sdk/query/wages';
import { DetailDialog, StartDialog } from './emergency-dialogs';

type Emergency = components['schemas']['WagesEmergencyRecord'];

const KEY = 'pageEmergencyPayments';

const FILTERS: FilterField[] = [
  { name: 'projectName', label: '项目名称' },
  { name: 'period', label: '工资周期', type: 'month' },
  { name: 'status', label: '状态', type: 'select', options: optionsOf(EMERGENCY_STATUS) },
];

export default function EmergencyPage() {
  const perm = usePagePermission();
  const queryClient = useQueryClient();
  const [viewing, setViewing] = useState<Emergency | null>(null);
  const [starting, setStarting] = useState(false);
  const canStart = perm.can('start') && perm.hasPerm('wages:start');

  const columns = useMemo(() => emergencyColumns(setViewing), []);

  return (
    <>
      <ListScreen<Emergency>
        id="wages-emergency"
        title="应急支付"
        filters={FILTERS}
        columns={columns}
        operation={KEY}
        rowId={(e) => String(e.id)}
        toolbar={
          canStart ? (
            <Button variant="primary" onClick={() => setStarting(true)}>
              <HandCoins />
              发起应急支付
            </Button>
          ) : null
        }
        load={async ({ page, size, filters: values, signal }) => {
          const env = await api.POST('/star/salaryExpList/emergencyList', {
            body: { pageNum: page, pageSize: size, ...salaryFilter(values) },
            signal,
          });
          return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
        }}
      />
      {viewing ? <DetailDialog record={viewing} onClose={() => setViewing(null)} /> : null}
      {starting ? (
        <StartDialog
          onClose={() => setStarting(false)}
          onDone={() => {
            setStarting(false);
            void invalidateOperation(queryClient, KEY);
          }}
        />
      ) : null}
    </>
  );
}
