// /wagesconfirm · the companies of a pre-settlement flow, the open dialogs, 确认 / 退回 and the sheet export.
import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { components } from '@site/sdk';
import { invalidateOperation } from '@site/sdk/query/common';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { saveFile } from '@/lib/download';
import { expCompaniesQuery } from './pay-queries';

type Company = components['schemas']['WagesExpCompany'];

const COMPANIES_KEY = 'listSalaryExpCompaniesByProInst';

/** 导出确认表, with a toast while it runs. */
function useSheetExport(proInstId: string, expId: number | undefined) {
  const [exporting, setExporting] = useState(false);
  const exportSheet = async () => {
    setExporting(true);
    const id = toast.loading('正在导出…');
    try {
      saveFile(
        await api.POST('/star/salaryExpList/salaryConfirmExport', {
          body: { proInstId, ...(expId ? { expId } : {}) },
        }),
      );
      toast.success('导出完成', { id, duration: TOAST_MS });
    } catch (e) {
      toast.error(e instanceof Error && e.message ? `导出失败：${e.message}` : '导出失败', { id, duration: TOAST_MS });
    } finally {
      setExporting(false);
    }
  };
  return { exporting, exportSheet };
}

export function useConfirmation(proInstId: string, givenExpId: number | undefined) {
  const queryClient = useQueryClient();
  const companies = useQuery(expCompaniesQuery(proInstId, givenExpId));
  const list = useMemo(() => companies.data ?? [], [companies.data]);
  const expId = givenExpId ?? list[0]?.expId;
  const [deciding, setDeciding] = useState<Company | null>(null);
  const [correcting, setCorrecting] = useState<Company | null>(null);
  const [files, setFiles] = useState(false);
  const refresh = () => {
    void invalidateOperation(queryClient, COMPANIES_KEY);
    void invalidateOperation(queryClient, 'pageSalaryExpRecords');
  };
  const decide = useMutation({
    mutationFn: (v: { company: Company; pass: boolean; opinion: string }) =>
      api.POST('/star/salaryExpCompanyList/confirm', {
        body: {
          id: v.company.id,
          proInstId,
          confirmStatus: v.pass ? 2 : 3,
          ...(v.opinion.trim() ? { opinion: v.opinion.trim() } : {}),
        },
      }),
    onSuccess: (env) => {
      toast.success(env.msg || '已处理', { duration: TOAST_MS });
      setDeciding(null);
      refresh();
    },
  });
  return {
    companies,
    list,
    expId,
    ...useSheetExport(proInstId, expId),
    dialogs: { deciding, setDeciding, correcting, setCorrecting, files, setFiles, decide, refresh },
  };
}

export type ConfirmDialogs = ReturnType<typeof useConfirmation>['dialogs'];
