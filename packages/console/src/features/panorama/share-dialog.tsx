// 分享: pick how long the link lives, get a share code from the server, then show and copy the link.
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { Field } from '@/ui/field';
import { FormDialog } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { Select } from '@/ui/select';
import { shareUrl } from './panorama-model';

const EXPIRY = [
  { value: '1', label: '1 天' },
  { value: '7', label: '7 天' },
  { value: '30', label: '30 天' },
];

export function ShareDialog({ shotId, title, onClose }: { shotId: number; title: string; onClose: () => void }) {
  const [days, setDays] = useState('7');
  const create = useMutation({
    mutationFn: async () =>
      api.POST('/pc/panorama/share/create', { body: { shot_id: shotId, expire_days: Number(days) as 1 | 7 | 30 } }),
    onSuccess: (env) => toast.success(env.msg || '分享链接已生成', { duration: TOAST_MS }),
  });
  const link = create.data?.data ? shareUrl(create.data.data.code, window.location.href) : undefined;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!link) {
      create.mutate();
      return;
    }
    void navigator.clipboard?.writeText(link).then(
      () => toast.success('链接已复制', { duration: TOAST_MS }),
      () => toast.warning('无法访问剪贴板，请手动复制', { duration: TOAST_MS }),
    );
  };
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={`分享全景：${title}`}
      onSubmit={submit}
      submitting={create.isPending}
      confirmText={link ? '复制链接' : '生成链接'}
    >
      <Field label="有效期" htmlFor="share-days">
        <Select id="share-days" value={days} disabled={Boolean(link)} onChange={(e) => setDays(e.target.value)}>
          {EXPIRY.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      </Field>
      {link ? (
        <Field label={`分享链接（${create.data?.data?.expire_at ?? ''} 前有效，打开无需登录）`} htmlFor="share-link">
          <Input id="share-link" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
        </Field>
      ) : null}
    </FormDialog>
  );
}
