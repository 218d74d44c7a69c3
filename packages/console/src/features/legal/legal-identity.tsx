// Who is working in 法务服务: the signed-in person's legal account and role (basicInfo + queryLoginRoleId),
// which set the data range the legal screens show.
import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { Tag } from '@/ui/status-tag';
import { DATA_SCOPE, ORG_TYPE } from './legal-model';
import { legalBasicInfoQuery, legalLoginRoleQuery } from './legal-queries';

export function LegalIdentity() {
  const info = useQuery(legalBasicInfoQuery());
  const role = useQuery(legalLoginRoleQuery());
  const me = info.data;
  const r = role.data;
  if (!me) return null;
  return (
    <div
      aria-label="当前法务身份"
      className="flex flex-wrap items-center gap-x-5 gap-y-1 rounded-md bg-white px-4 py-2.5 text-sm text-gray-600 shadow-sm"
    >
      <span className="flex items-center gap-1.5 font-medium text-gray-900">
        <ShieldCheck className="size-4 text-primary" />
        {me.userName}
        {me.account ? <span className="font-normal text-gray-500">（{me.account}）</span> : null}
      </span>
      <span className="flex items-center gap-1.5">
        {me.orgName}
        <Tag tag={me.orgType ? ORG_TYPE[me.orgType] : undefined} />
      </span>
      {me.customerName ? <span>客户：{me.customerName}</span> : null}
      {r ? (
        <span>
          当前角色：<span className="text-gray-900">{r.roleName}</span>
          {r.dataScope ? <span className="ml-2 text-gray-500">数据范围：{DATA_SCOPE[r.dataScope]}</span> : null}
        </span>
      ) : null}
    </div>
  );
}
