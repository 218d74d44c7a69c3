// 累计发放 (001 §7.3 /star/salaryCumList/page, menu wages/cumList): every 代发 task with what it pays this time
// and what the period has paid in all; a task in approval opens its approval page (/partiallyrepay, or
// /finalPaymentByProxy for 尾款代发), the others their view (/partiallyrepayone). Export of the filter. A paying or
// paid task that left money unpaid has 登记问题工资 (trouble-register-dialog.tsx) for those with the add bit.
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { usePagePermission } from '@/session/permissions';
import type { FilterField } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
import { salaryExport, salaryPageLoad } from './salary-list';
import { cumRowRoute } from './fund-routes';
import { cumColumns } from './cum-columns';
import { CUM_STATUS, PAY_TYPE, optionsOf } from './fund-status';
import { TroubleRegisterDialog } from './trouble-register-dialog';

type Cum = components['schemas']['WagesCumRecord'];
const STATUSES = [0, 1, 2, 3, 4];

const FILTERS: FilterField[] = [
  { name: 'projectName', label: '项目名称' },
  { name: 'period', label: '工资周期', type: 'month' },
  { name: 'status', label: '状态', type: 'select', options: optionsOf(CUM_STATUS) },
  { name: 'type', label: '代发类型', type: 'select', options: optionsOf(PAY_TYPE) },
];

export default function CumListPage() {
  const perm = usePagePermission();
  const navigate = useNavigate();
  const [registering, setRegistering] = useState<Cum | null>(null);
  const canAdd = perm.can('add');
  const columns = useMemo(
    () => cumColumns({ onOpen: (c) => void navigate(cumRowRoute(c)), canAdd, onRegister: setRegistering }),
    [navigate, canAdd],
  );

  return (
    <>
      <ListScreen<Cum>
        id="wages-cum-list"
        title="累计发放"
        filters={FILTERS}
        columns={columns}
        operation="pageSalaryCumRecords"
        rowId={(c) => String(c.id)}
        load={salaryPageLoad(STATUSES, (body, signal) => api.POST('/star/salaryCumList/page', { body, signal }))}
        exportFile={
          perm.hasPerm('wages:export')
            ? salaryExport(STATUSES, (body) => api.POST('/star/salaryCumList/exporttaskpage', { body }))
            : undefined
        }
      />
      {registering ? <TroubleRegisterDialog cum={registering} onClose={() => setRegistering(null)} /> : null}
    </>
  );
}
