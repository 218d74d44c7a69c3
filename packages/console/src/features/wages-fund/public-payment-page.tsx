// 对公支付凭证上传 (/publicToPublicPayment, seed 000 §2): the responsible company, having transferred trouble wages
// to the project's wage account, records the payer account, amount, date and the bank receipts (uploaded through
// /star/resSysFile/fileUpload) — company/public/save; a saved payment (?id=&troubleCompanyId=) can be corrected.
// Needs 公对公支付's add bit.
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { components } from '@site/sdk';
import { usePagePermission } from '@/session/permissions';
import { Button } from '@/ui/button';
import { DetailPage, PageNote } from '@/ui/detail-page';
import { Loading } from '@/ui/loading';
import { publicPaymentsQuery, troubleCompaniesQuery } from './fund-queries';
import { PaymentCompanySection, PaymentReceiptsSection, PaymentTransferSection } from './payment-sections';
import { usePaymentForm } from './use-payment-form';

type Payment = components['schemas']['WagesTroublePublicPayment'];
type Company = components['schemas']['WagesTroubleCompany'];

export default function PublicPaymentPage() {
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || null;
  const troubleCompanyId = Number(search.get('troubleCompanyId')) || undefined;
  const perm = usePagePermission('/wages/troublePublic');
  const companies = useQuery(troubleCompaniesQuery());
  const saved = useQuery({
    ...publicPaymentsQuery(troubleCompanyId ? { troubleCompanyId } : {}),
    enabled: id !== null,
  });
  const payment = id ? (saved.data?.find((p) => p.id === id) ?? null) : null;
  const title = id ? '修改对公支付' : '登记对公支付';
  const ready = companies.isSuccess && (id === null || saved.isSuccess);
  return (
    <DetailPage title={title} backTo="/wages/troublePublic">
      {!perm.can('add') ? (
        <PageNote text="没有登记对公支付的权限" />
      ) : !ready ? (
        <Loading />
      ) : id && !payment ? (
        <PageNote text="未找到该对公支付记录" />
      ) : payment && payment.status !== 0 && payment.status !== 3 ? (
        <PageNote text="该对公支付已提交确认，不能修改" />
      ) : (
        <PaymentForm key={id ?? 'new'} payment={payment} companies={companies.data ?? []} />
      )}
    </DetailPage>
  );
}

export function PaymentForm({ payment, companies }: { payment: Payment | null; companies: Company[] }) {
  const p = usePaymentForm(payment, companies);
  const { navigate, save, submit } = p;
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-3">
      <PaymentCompanySection p={p} companies={companies} editing={Boolean(payment)} />
      <PaymentTransferSection p={p} />
      <PaymentReceiptsSection p={p} />
      <div className="flex justify-end gap-2 rounded-md bg-white p-4 shadow-sm">
        <Button onClick={() => void navigate('/wages/troublePublic')} disabled={save.isPending}>
          取消
        </Button>
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {save.isPending ? '保存中…' : '保存'}
        </Button>
      </div>
    </form>
  );
}
