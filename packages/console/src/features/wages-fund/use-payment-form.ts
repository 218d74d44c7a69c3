// State of 对公支付凭证上传's form: the fields, the chosen company and its project's wage accounts, the uploaded
// bank receipts and the save (company/public/save) with the checks the schema cannot make.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import dayjs from 'dayjs';
import { toast } from 'sonner';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { publicFormOf, publicSaveBody, type PublicPaymentForm } from './fund-bodies';
import { amountOf } from '@/domain/filter-body';
import { wageAccountsQuery } from './fund-queries';
import { formatYuan } from '@/domain/money';
import { invalidateOperation } from '@site/sdk/query/common';

type FileUrl = components['schemas']['FileUrl'];
type Payment = components['schemas']['WagesTroublePublicPayment'];
type Company = components['schemas']['WagesTroubleCompany'];

const AMOUNT = /^\d+(\.\d{1,2})?$/;
const schema = z.object({
  troubleCompanyId: z.string().check(z.minLength(1, '请选择责任单位')),
  amount: z.string().check(z.trim(), z.regex(AMOUNT, '请输入支付金额（元，最多两位小数）')),
  payDate: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, '请选择转账日期')),
  payerAccountName: z.string().check(z.trim(), z.minLength(1, '请输入付款户名'), z.maxLength(100, '付款户名最多100字')),
  payerBankName: z.string().check(z.maxLength(100, '开户行最多100字')),
  payerAccountNo: z.string().check(z.regex(/^\s*[\d\s]{8,32}\s*$/, '请输入正确的付款账号（8～30 位数字）')),
  payeeAccountId: z.string(),
  remark: z.string().check(z.maxLength(200, '说明最多200字')),
});

export function usePaymentForm(payment: Payment | null, companies: Company[]) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<FileUrl[]>(payment?.files ?? []);
  const [filesError, setFilesError] = useState('');
  const form = useForm<PublicPaymentForm>({
    resolver: zodResolver(schema),
    defaultValues: payment
      ? publicFormOf(payment)
      : {
          troubleCompanyId: '',
          amount: '',
          payDate: dayjs().format('YYYY-MM-DD'),
          payerAccountName: '',
          payerBankName: '',
          payerAccountNo: '',
          payeeAccountId: '',
          remark: '',
        },
  });
  const chosenId = useWatch({ control: form.control, name: 'troubleCompanyId' });
  const company = companies.find((c) => String(c.id) === chosenId);
  const accounts = useQuery({ ...wageAccountsQuery(company?.projectId), enabled: Boolean(company) });
  // Companies that still owe (and the one being corrected).
  const owing = companies.filter((c) => (c.unpaidAmount ?? 0) > 0 || c.id === payment?.troubleCompanyId);

  const save = useMutation({
    mutationFn: (v: PublicPaymentForm) =>
      api.POST('/star/laborwagestrouble/company/public/save', { body: publicSaveBody(v, files, payment?.id ?? null) }),
    onSuccess: (env) => {
      toast.success(env.msg || '保存成功', { duration: TOAST_MS });
      void invalidateOperation(queryClient, 'listTroubleProjectPublicPayments');
      void invalidateOperation(queryClient, 'listTroublePublicPayments');
      void navigate('/wages/troublePublic');
    },
  });
  const submit = form.handleSubmit(
    (v) => {
      let ok = true;
      const amount = amountOf(v.amount) ?? 0;
      if (amount <= 0) {
        form.setError('amount', { message: '支付金额须大于 0' });
        ok = false;
      } else if (company && payment?.troubleCompanyId !== company.id && amount > (company.unpaidAmount ?? 0)) {
        form.setError('amount', { message: `不能超过该单位未支付金额 ${formatYuan(company.unpaidAmount)}` });
        ok = false;
      }
      if (dayjs(v.payDate).isAfter(dayjs(), 'day')) {
        form.setError('payDate', { message: '转账日期不能晚于今天' });
        ok = false;
      }
      if (!files.length) {
        setFilesError('请上传银行回单');
        ok = false;
      }
      if (ok) save.mutate(v);
    },
    () => {
      if (!files.length) setFilesError('请上传银行回单');
    },
  );
  return { navigate, form, files, setFiles, filesError, setFilesError, company, accounts, owing, save, submit };
}
