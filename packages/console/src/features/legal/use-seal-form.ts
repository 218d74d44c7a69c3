// The state of 新增企业电子印章's form (add-seal-page.tsx): the form, the impression upload with its local preview,
// the suggested seal name and the save.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { useClickGuard } from '@/lib/use-click-guard';
import {
  emptySealForm,
  SEAL_TYPE,
  sealAddBody,
  sealImageError,
  sealSchema,
  suggestedSealName,
  type SealFormValues,
} from './seal-model';
import { SEAL_LIST_KEY } from './seal-queries';
import { invalidateOperation } from '@site/sdk/query/common';

export const SEAL_LIST = '/legal/seal';

export type Company = { companyId: number; companyName: string; creditCode?: string };

export type SealFormState = ReturnType<typeof useSealForm>;

export function useSealForm(companies: readonly Company[]) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<SealFormValues>({ resolver: zodResolver(sealSchema), defaultValues: emptySealForm() });
  const [preview, setPreview] = useState<string | null>(null);
  const [imageName, setImageName] = useState('');
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
      void navigate(SEAL_LIST);
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
  const back = () => void navigate(SEAL_LIST);
  return {
    form,
    errors,
    preview,
    imageName,
    upload,
    pick,
    clearImage,
    save,
    submit,
    guarded,
    suggest,
    sealName,
    company,
    back,
  };
}
