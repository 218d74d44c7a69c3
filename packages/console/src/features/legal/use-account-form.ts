// The state of 新增/编辑法务账号 (account-dialogs.tsx): the form, the organisations, roles and people to pick from,
// filling name and mobile from a picked person, and the save.
import { useMemo } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { toast } from 'sonner';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import type { Account } from './account-columns';
import { accountBody, accountValues } from './legal-model';
import { legalCandidatesQuery, legalOrgsQuery, legalRolesQuery } from './legal-queries';

const accountSchema = z.object({
  userId: z.string(),
  orgId: z.string().check(z.minLength(1, '请选择所属组织')),
  account: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, '请输入登录账号'),
      z.regex(/^[a-zA-Z][a-zA-Z0-9_]{3,19}$/, '登录账号为4-20位字母、数字或下划线，以字母开头'),
    ),
  userName: z.string().check(z.trim(), z.minLength(1, '姓名不能为空'), z.maxLength(20, '姓名最多20个字')),
  mobile: z.string().check(z.trim(), z.minLength(1, '请输入手机号'), z.regex(/^1[3-9]\d{9}$/, '手机号格式错误')),
  roleIds: z.array(z.string()).check(z.minLength(1, '角色不能为空')),
  status: z.string(),
});

type AccountForm = z.infer<typeof accountSchema>;

export type AccountFormState = ReturnType<typeof useAccountForm>;

export function useAccountForm(account: Account | null, onDone: () => void) {
  const orgs = useQuery(legalOrgsQuery());
  const roles = useQuery(legalRolesQuery());
  const form = useForm<AccountForm>({
    resolver: zodResolver(accountSchema),
    defaultValues: account
      ? accountValues(account)
      : { userId: '', orgId: '', account: '', userName: '', mobile: '', roleIds: [], status: '1' },
  });
  const orgId = useWatch({ control: form.control, name: 'orgId' });
  const people = useQuery({
    ...legalCandidatesQuery({ orgId: Number(orgId) }),
    enabled: !account && Boolean(orgId),
  });
  const orgOptions = useMemo(() => {
    const list = (orgs.data ?? []).map((o) => ({ value: String(o.orgId), label: o.orgName, orgType: o.orgType }));
    if (account && !list.some((o) => o.value === String(account.orgId)))
      list.push({
        value: String(account.orgId),
        label: account.orgName ?? String(account.orgId),
        orgType: account.orgType,
      });
    return list;
  }, [orgs.data, account]);
  const save = useMutation({
    mutationFn: (v: AccountForm) => {
      const orgType = orgOptions.find((o) => o.value === v.orgId)?.orgType;
      const body = accountBody(v, orgType, account?.id);
      return account
        ? api.POST('/legal-service/account/update', { body })
        : api.POST('/legal-service/account/add', { body });
    },
    onSuccess: (env) => {
      toast.success(env.msg || (account ? '修改成功' : '新增成功'), { duration: TOAST_MS });
      onDone();
    },
  });
  const { errors } = form.formState;
  const pickPerson = (userId: string) => {
    form.setValue('userId', userId);
    const p = people.data?.data?.find((u) => String(u.userId) === userId);
    if (p) {
      form.setValue('userName', p.userName, { shouldValidate: form.formState.isSubmitted });
      if (p.mobile) form.setValue('mobile', p.mobile, { shouldValidate: form.formState.isSubmitted });
    }
  };
  return { form, errors, roles, orgId, people, orgOptions, save, pickPerson };
}
