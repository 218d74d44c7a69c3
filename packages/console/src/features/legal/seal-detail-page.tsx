// 电子印章详情 (/sealDetail?id=, seed 000 §2; opened from 企业电子印章's 详情): the seal with its impression, company,
// legal person and keeper, 授权有效期, e-sign authorisation (查看授权 needs the page's bit 256 查看协议: the answer
// is an e-sign URL that the SDK hands to the console's onExternalUrl), 启用/停用, and the authorisation/usage records.
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { formatDate } from '@/lib/dates';
import { usePagePermission } from '@/session/permissions';
import { Button } from '@/ui/button';
import { DetailPage, DetailSection } from '@/ui/detail-page';
import { Loading } from '@/ui/loading';
import { Nowrap, StatusTag } from '@/ui/status-tag';
import { useSealAuth, useSealToggle } from './seal-actions';
import {
  AUTH_STATUS,
  RECORD_TYPE,
  SEAL_STATUS,
  SEAL_TYPE,
  sealActions,
  validityText,
  type SealDetail,
} from './seal-model';
import { sealDetailQuery } from './seal-queries';
import { SealImage } from './seal-image';
import { LoadFailed } from '@/ui/retry-failed';

const LIST = '/legal/seal';

export default function SealDetailPage() {
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || 0;
  const detail = useQuery({ ...sealDetailQuery(id), enabled: id > 0 });
  const seal = detail.data;
  return (
    <DetailPage
      title={seal ? `电子印章详情：${seal.sealName}` : '电子印章详情'}
      backTo={LIST}
      actions={seal ? <Actions seal={seal} /> : null}
    >
      {!id ? (
        <Note text="缺少印章编号，请从企业电子印章列表打开" />
      ) : detail.isPending ? (
        <Loading />
      ) : detail.isError ? (
        <LoadFailed
          className="justify-center rounded-md bg-white p-10 shadow-sm"
          label="印章详情加载失败："
          error={detail.error}
        />
      ) : !seal ? (
        <Note text="未找到该印章" />
      ) : (
        <SealView seal={seal} />
      )}
    </DetailPage>
  );
}

function Note({ text }: { text: string }) {
  return <p className="rounded-md bg-white p-10 text-center text-sm text-muted shadow-sm">{text}</p>;
}

function Actions({ seal }: { seal: SealDetail }) {
  const perm = usePagePermission(LIST);
  const toggle = useSealToggle();
  const act = sealActions(seal.status);
  const canToggle = perm.can('editStatus');
  return (
    <>
      {canToggle && act.toggle === 2 ? <Button onClick={() => toggle.ask(seal, 2)}>停用</Button> : null}
      {canToggle && act.toggle === 1 ? (
        <Button variant="primary" onClick={() => toggle.ask(seal, 1)}>
          启用
        </Button>
      ) : null}
      {toggle.dialog}
    </>
  );
}

function SealView({ seal }: { seal: SealDetail }) {
  const perm = usePagePermission(LIST);
  const auth = useSealAuth();
  return (
    <>
      <DetailSection title="印章信息" extra={<StatusTag table={SEAL_STATUS} value={seal.status} />}>
        <div className="flex flex-col gap-6 md:flex-row">
          <SealImage src={seal.imageUrl} name={seal.sealName} />
          <dl className="grid flex-1 grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
            <Item label="印章名称" value={seal.sealName} />
            <Item label="印章编号" value={seal.sealNo} />
            <Item label="印章类型" value={<StatusTag table={SEAL_TYPE} value={seal.sealType} />} />
            <Item label="所属企业" value={seal.companyName} />
            <Item label="信用代码" value={seal.creditCode} />
            <Item label="用印次数" value={`${seal.useCount ?? 0} 次`} />
            <Item label="提交人" value={seal.createBy} />
            <Item label="提交时间" value={formatDate(seal.createTime, 'dateTime')} />
            {seal.remark ? <Item label="用途说明" value={seal.remark} wide /> : null}
            {seal.status === 3 && seal.rejectReason ? (
              <Item label="驳回原因" value={<span className="text-danger">{seal.rejectReason}</span>} wide />
            ) : null}
          </dl>
        </div>
      </DetailSection>
      <DetailSection
        title="法定代表人与保管人"
        items={[
          { label: '法定代表人', value: seal.legalPerson },
          { label: '保管人', value: seal.keeperName },
          { label: '保管人手机号', value: seal.keeperMobile },
        ]}
      />
      <DetailSection
        title="授权有效期与电子签章授权"
        extra={
          perm.can('showProtocol') ? (
            <Button size="sm" variant="primary" disabled={auth.isPending} onClick={() => auth.mutate(seal.id)}>
              <ExternalLink />
              {auth.isPending ? '正在打开…' : '查看授权协议'}
            </Button>
          ) : null
        }
        items={[
          { label: '授权有效期', value: validityText(seal) },
          { label: '签章授权', value: <StatusTag table={AUTH_STATUS} value={seal.authStatus} /> },
          { label: '授权经办人', value: seal.authorizedTo },
          { label: '授权时间', value: seal.authTime ? formatDate(seal.authTime, 'dateTime') : null },
        ]}
      />
      <SealRecords records={seal.records ?? []} />
    </>
  );
}

/** 授权与用印记录: when, what kind, what, and who. */
function SealRecords({ records }: { records: NonNullable<SealDetail['records']> }) {
  return (
    <DetailSection title={`授权与用印记录（${records.length}）`}>
      {records.length ? (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="bg-gray-50 text-left text-gray-600">
              <tr>
                <th className="px-3 py-2 font-medium">时间</th>
                <th className="px-3 py-2 font-medium">类型</th>
                <th className="px-3 py-2 font-medium">内容</th>
                <th className="px-3 py-2 font-medium">操作人</th>
              </tr>
            </thead>
            <tbody>
              {records.map((r) => (
                <tr key={r.id} className="border-t border-line">
                  <td className="px-3 py-2">
                    <Nowrap>{formatDate(r.createTime, 'dateTime')}</Nowrap>
                  </td>
                  <td className="px-3 py-2">
                    <StatusTag table={RECORD_TYPE} value={r.recordType} />
                  </td>
                  <td className="px-3 py-2 text-gray-900">{r.content ?? '—'}</td>
                  <td className="px-3 py-2">
                    <Nowrap>{r.operatorName}</Nowrap>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="py-6 text-center text-sm text-muted">暂无记录</p>
      )}
    </DetailSection>
  );
}

function Item({ label, value, wide = false }: { label: string; value: ReactNode; wide?: boolean }) {
  return (
    <div className={`flex min-w-0 gap-2 ${wide ? 'sm:col-span-2' : ''}`}>
      <dt className="w-20 shrink-0 text-gray-500">{label}</dt>
      <dd className="min-w-0 break-words text-gray-900">{value ?? '—'}</dd>
    </div>
  );
}
