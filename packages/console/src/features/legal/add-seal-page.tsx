// 新增企业电子印章 (/addSeal, seed 000 §2; opened from 企业电子印章's 新增印章, needs its add bit): company, seal name and
// type, the impression picture (uploaded through /legal-service/file/upload, previewed locally), legal person,
// keeper and mobile, 授权有效期. A refused save keeps what was typed; a saved seal refreshes the list and goes back.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ImageUp, X } from 'lucide-react';
import { toast } from 'sonner';
import { api } from '@/app/api';
import { TOAST_MS } from '@/lib/constants';
import { useClickGuard } from '@/lib/use-click-guard';
import { usePagePermission } from '@/session/permissions';
import { Button } from '@/ui/button';
import { DetailPage, DetailSection } from '@/ui/detail-page';
import { Field, RequiredLabel } from '@/ui/field';
import { Input } from '@/ui/input';
import { FormDatePicker } from '@/ui/form-date-picker';
import { Loading } from '@/ui/loading';
import { Select } from '@/ui/select';
import { Textarea } from '@/ui/textarea';
import {
  emptySealForm,
  options,
  SEAL_TYPE,
  sealAddBody,
  sealImageError,
  sealSchema,
  suggestedSealName,
  type SealFormValues,
} from './seal-model';
import { SEAL_LIST_KEY, sealCompaniesQuery } from './seal-queries';
import { SealImage } from './seal-image';
import { LoadFailed } from '@/ui/retry-failed';
import { FormCombobox } from '@/ui/form-combobox';
import { invalidateOperation } from '@site/sdk/query/common';

const LIST = '/legal/seal';

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

type Company = { companyId: number; companyName: string; creditCode?: string };

function SealForm({ companies }: { companies: readonly Company[] }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<SealFormValues>({ resolver: zodResolver(sealSchema), defaultValues: emptySealForm() });
  const [preview, setPreview] = useState<string | null>(null);
  const [imageName, setImageName] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  // The local preview is an object URL: let it go when replaced or when the page closes.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const upload = useMutation({
    mutationFn: (file: File) => api.POST('/legal-service/file/upload', { body: { file } }),
    onSuccess: (env, file) => {
      if (!env.data?.url) return;
      toast.success(env.msg || '上传成功', { duration: TOAST_MS });
      form.setValue('imageUrl', env.data.url, { shouldValidate: true });
      setPreview(URL.createObjectURL(file));
      setImageName(file.name);
    },
  });
  const pick = (file: File | undefined) => {
    if (!file) return;
    const error = sealImageError(file);
    if (error) form.setError('imageUrl', { message: error });
    else upload.mutate(file);
  };
  const clearImage = () => {
    form.setValue('imageUrl', '');
    setPreview(null);
    setImageName('');
  };

  const save = useMutation({
    mutationFn: (v: SealFormValues) => api.POST('/legal-service/seal/add', { body: sealAddBody(v) }),
    onSuccess: (env) => {
      toast.success(env.msg || '新增成功', { duration: TOAST_MS });
      void invalidateOperation(queryClient, SEAL_LIST_KEY);
      // The page stays in the tab cache: start the next seal from an empty form.
      form.reset(emptySealForm());
      clearImage();
      void navigate(LIST);
    },
  });
  const [submit, guarded] = useClickGuard(form.handleSubmit((v) => save.mutate(v)));

  // 印章名称 follows company + type until the user writes their own.
  const suggest = () => {
    const v = form.getValues();
    const name = suggestedSealName(companies.find((c) => String(c.companyId) === v.companyId)?.companyName, v.sealType);
    const current = v.sealName.trim();
    const auto = companies.some((c) =>
      Object.keys(SEAL_TYPE).some((t) => suggestedSealName(c.companyName, t) === current),
    );
    if (name && (!current || auto)) form.setValue('sealName', name);
  };

  const { errors } = form.formState;
  const [companyId, sealName] = useWatch({ control: form.control, name: ['companyId', 'sealName'] });
  const company = companies.find((c) => String(c.companyId) === companyId);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit(e);
      }}
      className="flex flex-col gap-3"
    >
      <DetailSection title="印章信息">
        <div className="grid gap-x-6 md:grid-cols-2 xl:grid-cols-3">
          <Field
            label={<RequiredLabel>所属企业</RequiredLabel>}
            htmlFor="seal-company"
            error={errors.companyId?.message}
          >
            <FormCombobox
              control={form.control}
              name="companyId"
              id="seal-company"
              label="企业"
              options={companies.map((c) => ({ value: String(c.companyId), label: c.companyName }))}
              emptyLabel="请选择企业"
              required
              onChange={suggest}
            />
          </Field>
          <Field label="统一社会信用代码" htmlFor="seal-credit">
            <Input id="seal-credit" readOnly value={company?.creditCode ?? ''} placeholder="选择企业后带出" />
          </Field>
          <Field label={<RequiredLabel>印章类型</RequiredLabel>} htmlFor="seal-type" error={errors.sealType?.message}>
            <Select
              id="seal-type"
              aria-invalid={Boolean(errors.sealType)}
              options={options(SEAL_TYPE)}
              placeholder="请选择印章类型"
              {...form.register('sealType', { onChange: suggest })}
            />
          </Field>
          <Field
            label={<RequiredLabel>印章名称</RequiredLabel>}
            htmlFor="seal-name"
            error={errors.sealName?.message}
            className="md:col-span-2 xl:col-span-3"
          >
            <Input
              id="seal-name"
              placeholder="如：浙江宏达建筑劳务有限公司合同专用章"
              aria-invalid={Boolean(errors.sealName)}
              {...form.register('sealName')}
            />
          </Field>
        </div>
        <Field label={<RequiredLabel>印模图片</RequiredLabel>} htmlFor="seal-image" error={errors.imageUrl?.message}>
          <div className="flex items-end gap-4">
            <SealImage src={preview} name={sealName || '印章'} />
            <div className="flex flex-col gap-2 text-xs text-muted">
              <input
                ref={fileInput}
                id="seal-image"
                type="file"
                accept="image/png,image/jpeg"
                className="sr-only"
                aria-invalid={Boolean(errors.imageUrl)}
                onChange={(e) => {
                  pick(e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
              <div className="flex items-center gap-2">
                <Button disabled={upload.isPending} onClick={() => fileInput.current?.click()}>
                  <ImageUp />
                  {upload.isPending ? '上传中…' : preview ? '重新上传' : '上传印模'}
                </Button>
                {preview ? (
                  <Button variant="ghost" size="sm" onClick={clearImage}>
                    <X />
                    移除
                  </Button>
                ) : null}
              </div>
              {imageName ? <span className="text-gray-700">{imageName}</span> : null}
              <span>PNG 或 JPG，透明底为佳，不超过 2MB</span>
            </div>
          </div>
        </Field>
      </DetailSection>
      <DetailSection title="法定代表人与保管人">
        <div className="grid gap-x-6 md:grid-cols-2 xl:grid-cols-3">
          <Field
            label={<RequiredLabel>法定代表人</RequiredLabel>}
            htmlFor="seal-legal"
            error={errors.legalPerson?.message}
          >
            <Input id="seal-legal" aria-invalid={Boolean(errors.legalPerson)} {...form.register('legalPerson')} />
          </Field>
          <Field
            label={<RequiredLabel>保管人姓名</RequiredLabel>}
            htmlFor="seal-keeper"
            error={errors.keeperName?.message}
          >
            <Input id="seal-keeper" aria-invalid={Boolean(errors.keeperName)} {...form.register('keeperName')} />
          </Field>
          <Field
            label={<RequiredLabel>保管人手机号</RequiredLabel>}
            htmlFor="seal-mobile"
            error={errors.keeperMobile?.message}
          >
            <Input
              id="seal-mobile"
              inputMode="numeric"
              maxLength={11}
              aria-invalid={Boolean(errors.keeperMobile)}
              {...form.register('keeperMobile')}
            />
          </Field>
        </div>
      </DetailSection>
      <DetailSection title="授权有效期">
        <div className="grid gap-x-6 md:grid-cols-2 xl:grid-cols-3">
          <Field
            label={<RequiredLabel>开始日期</RequiredLabel>}
            htmlFor="seal-start"
            error={errors.validStart?.message}
          >
            <FormDatePicker control={form.control} name="validStart" id="seal-start" />
          </Field>
          <Field label={<RequiredLabel>结束日期</RequiredLabel>} htmlFor="seal-end" error={errors.validEnd?.message}>
            <FormDatePicker control={form.control} name="validEnd" id="seal-end" />
          </Field>
        </div>
        <Field label="用途说明" htmlFor="seal-remark" error={errors.remark?.message}>
          <Textarea
            id="seal-remark"
            rows={2}
            placeholder="如：用于劳务分包合同的电子签署"
            {...form.register('remark')}
          />
        </Field>
      </DetailSection>
      <div className="flex justify-end gap-2 rounded-md bg-white px-4 py-3 shadow-sm">
        <Button onClick={() => void navigate(LIST)}>取消</Button>
        <Button type="submit" variant="primary" disabled={save.isPending || guarded}>
          {save.isPending ? '提交中…' : '提交'}
        </Button>
      </div>
    </form>
  );
}
