// 新增企业电子印章 (/addSeal, seed 000 §2; opened from 企业电子印章's 新增印章, needs its add bit): company, seal name and
// type, the impression picture (uploaded through /legal-service/file/upload, previewed locally), legal person,
// keeper and mobile, 授权有效期. A refused save keeps what was typed; a saved seal refreshes the list and goes back.
import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ImageUp, X } from 'lucide-react';
import { usePagePermission } from '@/session/permissions';
import { Button } from '@/ui/button';
import { DetailPage, DetailSection } from '@/ui/detail-page';
import { Field, RequiredLabel } from '@/ui/field';
import { Input } from '@/ui/input';
import { FormDateField } from '@/ui/form-date-field';
import { Loading } from '@/ui/loading';
import { FormSelectField } from '@/ui/form-select-field';
import { FormTextField } from '@/ui/form-text-field';
import { SEAL_TYPE, type SealFormValues } from './seal-model';
import { sealCompaniesQuery } from './seal-queries';
import { SealImage } from './seal-image';
import { LoadFailed } from '@/ui/retry-failed';
import { FormCombobox } from '@/ui/form-combobox';
import { SEAL_LIST, useSealForm, type Company, type SealFormState } from './use-seal-form';
import { optionsOf } from '@/lib/options';
import { FormFields, type FormFieldSpec } from '@/ui/form-fields';

const LIST = SEAL_LIST;

export default function AddSealPage() {
  const perm = usePagePermission(LIST);
  const companies = useQuery(sealCompaniesQuery());
  return (
    <DetailPage title="新增企业电子印章" backTo={LIST}>
      {!perm.can('add') ? (
        <p className="rounded-md bg-white p-10 text-center text-sm text-muted shadow-sm">没有新增印章的权限</p>
      ) : companies.isPending ? (
        <Loading />
      ) : companies.isError ? (
        <LoadFailed
          className="justify-center rounded-md bg-white p-10 shadow-sm"
          label="企业列表加载失败："
          error={companies.error}
        />
      ) : (
        <SealForm companies={companies.data} />
      )}
    </DetailPage>
  );
}

function SealForm({ companies }: { companies: readonly Company[] }) {
  const seal = useSealForm(companies);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        seal.submit(e);
      }}
      className="flex flex-col gap-3"
    >
      <DetailSection title="印章信息">
        <SealInfoFields seal={seal} companies={companies} />
        <SealImageField seal={seal} />
      </DetailSection>
      <SealPeopleSection seal={seal} />
      <SealPeriodSection seal={seal} />
      <div className="flex justify-end gap-2 rounded-md bg-white px-4 py-3 shadow-sm">
        <Button onClick={seal.back}>取消</Button>
        <Button type="submit" variant="primary" disabled={seal.save.isPending || seal.guarded}>
          {seal.save.isPending ? '提交中…' : '提交'}
        </Button>
      </div>
    </form>
  );
}

/** 所属企业, its 统一社会信用代码, 印章类型 and 印章名称. */
function SealInfoFields({ seal, companies }: { seal: SealFormState; companies: readonly Company[] }) {
  const { form, errors } = seal;
  return (
    <div className="grid gap-x-6 md:grid-cols-2 xl:grid-cols-3">
      <Field label={<RequiredLabel>所属企业</RequiredLabel>} htmlFor="seal-company" error={errors.companyId?.message}>
        <FormCombobox
          control={form.control}
          name="companyId"
          id="seal-company"
          label="企业"
          options={companies.map((c) => ({ value: String(c.companyId), label: c.companyName }))}
          emptyLabel="请选择企业"
          required
          onChange={seal.suggest}
        />
      </Field>
      <Field label="统一社会信用代码" htmlFor="seal-credit">
        <Input id="seal-credit" readOnly value={seal.company?.creditCode ?? ''} placeholder="选择企业后带出" />
      </Field>
      <FormSelectField
        form={form}
        name="sealType"
        id="seal-type"
        label="印章类型"
        required
        options={optionsOf(SEAL_TYPE)}
        placeholder="请选择印章类型"
        registerOptions={{ onChange: seal.suggest }}
      />
      <FormTextField
        form={form}
        name="sealName"
        id="seal-name"
        label="印章名称"
        required
        placeholder="如：浙江宏达建筑劳务有限公司合同专用章"
        className="md:col-span-2 xl:col-span-3"
      />
    </div>
  );
}

/** 印模图片: the preview, the hidden file input and its 上传 / 移除 buttons. */
function SealImageField({ seal }: { seal: SealFormState }) {
  const { errors, preview, upload } = seal;
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <Field label={<RequiredLabel>印模图片</RequiredLabel>} htmlFor="seal-image" error={errors.imageUrl?.message}>
      <div className="flex items-end gap-4">
        <SealImage src={preview} name={seal.sealName || '印章'} />
        <div className="flex flex-col gap-2 text-xs text-muted">
          <input
            ref={fileInput}
            id="seal-image"
            type="file"
            accept="image/png,image/jpeg"
            className="sr-only"
            aria-invalid={Boolean(errors.imageUrl)}
            onChange={(e) => {
              seal.pick(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          <div className="flex items-center gap-2">
            <Button disabled={upload.isPending} onClick={() => fileInput.current?.click()}>
              <ImageUp />
              {upload.isPending ? '上传中…' : preview ? '重新上传' : '上传印模'}
            </Button>
            {preview ? (
              <Button variant="ghost" size="sm" onClick={seal.clearImage}>
                <X />
                移除
              </Button>
            ) : null}
          </div>
          {seal.imageName ? <span className="text-gray-700">{seal.imageName}</span> : null}
          <span>PNG 或 JPG，透明底为佳，不超过 2MB</span>
        </div>
      </div>
    </Field>
  );
}

/** 法定代表人, 保管人 and 保管人手机号 (ids seal-…). */
const PEOPLE_FIELDS: FormFieldSpec<SealFormValues>[] = [
  { name: 'legalPerson', id: 'legal', label: '法定代表人', required: true },
  { name: 'keeperName', id: 'keeper', label: '保管人姓名', required: true },
  { name: 'keeperMobile', id: 'mobile', label: '保管人手机号', required: true, inputMode: 'numeric', maxLength: 11 },
];

function SealPeopleSection({ seal }: { seal: SealFormState }) {
  const { form } = seal;
  return (
    <DetailSection title="法定代表人与保管人">
      <FormFields
        className="grid gap-x-6 md:grid-cols-2 xl:grid-cols-3"
        form={form}
        idPrefix="seal-"
        fields={PEOPLE_FIELDS}
      />
    </DetailSection>
  );
}

function SealPeriodSection({ seal }: { seal: SealFormState }) {
  const { form } = seal;
  return (
    <DetailSection title="授权有效期">
      <div className="grid gap-x-6 md:grid-cols-2 xl:grid-cols-3">
        <FormDateField form={form} name="validStart" id="seal-start" label="开始日期" required />
        <FormDateField form={form} name="validEnd" id="seal-end" label="结束日期" required />
      </div>
      <FormTextField
        form={form}
        name="remark"
        id="seal-remark"
        label="用途说明"
        rows={2}
        placeholder="如：用于劳务分包合同的电子签署"
        markInvalid={false}
      />
    </DetailSection>
  );
}
