// State of one pre-settlement in 工资支出确认: its companies, the chosen and unfolded rows, the dialog in hand and
// the two plain calls (提交 on a company's behalf, 全部工人一键确认).
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { usePagePermission, useApiCode } from '@/session/permissions';
import { invalidateOperation } from '@site/sdk/query/common';
import { expCompaniesQuery } from './fund-queries';

type Company = components['schemas']['WagesExpCompany'];

export type Pending =
  | { what: 'confirm' | 'correct' | 'output' | 'commit'; company: Company }
  | { what: 'status'; companies: Company[] }
  | { what: 'confirmAll' };

export function useExpConfirmDetail(expId: number, proInstId: string) {
  const perm = usePagePermission();
  const canEdit = perm.can('edit');
  const hasApi = useApiCode();
  const canConfirm = canEdit && perm.hasPerm('salary:confirm') && hasApi('salary:confirm');
  const queryClient = useQueryClient();
  const companies = useQuery(expCompaniesQuery(proInstId));
  const rows = companies.data ?? [];
  const [expanded, setExpanded] = useState<number | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [pending, setPending] = useState<Pending | null>(null);
  const close = () => setPending(null);
  const refresh = () => {
    close();
    setSelected([]);
    void invalidateOperation(queryClient, 'listSalaryExpCompaniesByProInst');
    void invalidateOperation(queryClient, 'pageSalaryExpRecords');
  };
  const act = useMutation({
    mutationFn: (p: Pending) =>
      p.what === 'commit'
        ? api.POST('/star/salaryExpWorkerList/company/commitWorkerList', {
            body: { expId, expCompanyId: p.company.id },
          })
        : api.POST('/star/salaryExpWorkerList/confirmAll', { body: { expId } }),
    onSuccess: (env) => {
      toast.success(env.msg || '操作成功', { duration: TOAST_MS });
      refresh();
    },
  });
  return {
    canEdit,
    canConfirm,
    canConfirmAll: canEdit && hasApi('salary:confirm'),
    companies,
    rows,
    expanded,
    setExpanded,
    selected,
    setSelected,
    pending,
    setPending,
    close,
    refresh,
    act,
  };
}
