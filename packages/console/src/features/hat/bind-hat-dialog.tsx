// 绑定安全帽: choose one unbound helmet (/star/laborhat/nobind) and bind it to the person (/star/laborhat/bindhat
// with exactly innerid, name, id, batch_id — seed 000 §3).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import type { components } from '@site/sdk';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/dates';
import { FormDialog } from '@/ui/form-dialog';
import { Field } from '@/ui/field';
import { SearchInput } from '@/ui/search-input';
import { Loading } from '@/ui/loading';
import { LOW_BATTERY } from './hat-model';
import { useBindHat } from './use-bind-hat';
import { unboundHelmetsQuery } from './hat-queries';
import { LoadFailed } from '@/ui/retry-failed';

const schema = z.object({ innerid: z.string().check(z.minLength(1, '请选择要绑定的安全帽')) });
type Form = z.infer<typeof schema>;

export function BindHatDialog({
  person,
  kind,
  onClose,
  onDone,
}: {
  person: { id: number; name: string; detail?: string };
  kind: '工人' | '管理人员';
  onClose: () => void;
  onDone: () => void;
}) {
  const [keyword, setKeyword] = useState('');
  const helmets = useQuery(unboundHelmetsQuery());
  const form = useForm<Form>({ resolver: zodResolver(schema), defaultValues: { innerid: '' } });
  const chosen = useWatch({ control: form.control, name: 'innerid' });
  const save = useBindHat(person, helmets.data, form, onDone);
  const k = keyword.trim().toUpperCase();
  const shown = (helmets.data ?? []).filter((h) => !k || h.innerid.toUpperCase().includes(k));
  const { errors } = form.formState;
  return (
    <FormDialog
      open
      width={560}
      onOpenChange={(o) => !o && onClose()}
      title={`绑定安全帽：${person.name}`}
      submitting={save.isPending}
      onSubmit={form.handleSubmit((v) => save.mutate(v))}
    >
      <p className="text-sm text-gray-600">
        {kind}
        <span className="mx-1 font-medium text-gray-900">{person.name}</span>
        {person.detail ? <span className="text-muted">（{person.detail}）</span> : null}
        ，从未绑定的安全帽中选择一顶。一人只能绑定一顶。
      </p>
      <SearchInput
        aria-label="安全帽编号"
        placeholder="按安全帽编号查找"
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
      />
      <Field htmlFor="bind-innerid" error={errors.innerid?.message}>
        <div
          id="bind-innerid"
          role="radiogroup"
          aria-label="未绑定的安全帽"
          aria-invalid={Boolean(errors.innerid)}
          className="max-h-64 overflow-y-auto rounded border border-line aria-[invalid=true]:border-danger"
        >
          {helmets.isPending ? (
            <Loading />
          ) : helmets.isError ? (
            <LoadFailed className="justify-center p-4" label="未绑定安全帽加载失败：" error={helmets.error} />
          ) : shown.length === 0 ? (
            <p className="p-4 text-center text-sm text-muted">没有可绑定的安全帽</p>
          ) : (
            shown.map((h) => (
              <HelmetOption key={h.innerid} helmet={h} chosen={chosen === h.innerid} field={form.register('innerid')} />
            ))
          )}
        </div>
      </Field>
    </FormDialog>
  );
}

/** One unbound helmet to choose: its number, model, battery (red when low), batch and when it came in. */
function HelmetOption({
  helmet: h,
  chosen,
  field,
}: {
  helmet: components['schemas']['HelmetUnbound'];
  chosen: boolean;
  field: UseFormRegisterReturn;
}) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-center gap-3 border-b border-line px-3 py-2 text-sm last:border-b-0 hover:bg-gray-50',
        chosen && 'bg-primary-soft',
      )}
    >
      <input type="radio" value={h.innerid} aria-label={h.innerid} {...field} />
      <span className="w-28 font-medium text-gray-900">{h.innerid}</span>
      <span className="flex-1 text-gray-600">{h.model ?? '—'}</span>
      <span className={cn('w-14 text-right', (h.electricity ?? 100) < LOW_BATTERY && 'text-danger')}>
        {h.electricity === undefined ? '—' : `${h.electricity}%`}
      </span>
      <span className="w-32 text-right text-xs text-muted">
        批次 {h.batch_id}
        <br />
        入库 {formatDate(h.in_stock_time)}
      </span>
    </label>
  );
}
