// 归还安全帽: confirm the return and say how it came back (/star/laborhat/returnhat: 1 正常归还, 2 损坏, 3 遗失).
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { api } from '@/platform/api';
import { SaveFormDialog, useSaveMutation } from '@/ui/save-form-dialog';
import { FormTextField } from '@/ui/form-text-field';
import { RETURN_TYPES } from './hat-model';

const schema = z
  .object({
    return_type: z.enum(['1', '2', '3']),
    remark: z.string().check(z.trim(), z.maxLength(200, '备注最多200字')),
  })
  .check(
    z.refine((v) => v.return_type === '1' || v.remark.length > 0, {
      message: '损坏或遗失请填写情况说明',
      path: ['remark'],
    }),
  );
type Form = z.infer<typeof schema>;

export function ReturnHatDialog({
  person,
  onClose,
  onDone,
}: {
  person: { id: number; name: string; innerid: string };
  onClose: () => void;
  onDone: () => void;
}) {
  const form = useForm<Form>({ resolver: zodResolver(schema), defaultValues: { return_type: '1', remark: '' } });
  const save = useSaveMutation(
    (v: Form) =>
      api.POST('/star/laborhat/returnhat', {
        body: {
          innerid: person.innerid,
          id: person.id,
          return_type: Number(v.return_type) as 1 | 2 | 3,
          ...(v.remark ? { remark: v.remark } : {}),
        },
      }),
    onDone,
    '归还成功',
  );
  return (
    <SaveFormDialog
      form={form}
      save={save}
      onClose={onClose}
      title={`归还安全帽：${person.innerid}`}
      confirmText="确定归还"
    >
      <p className="text-sm text-gray-600">
        确定解除 <span className="font-medium text-gray-900">{person.name}</span> 与安全帽{' '}
        <span className="font-medium text-gray-900">{person.innerid}</span> 的绑定吗？正常归还的安全帽回到未绑定列表。
      </p>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm text-gray-700">归还方式</legend>
        <div className="flex gap-5">
          {Object.entries(RETURN_TYPES).map(([value, t]) => (
            <label key={value} className="flex items-center gap-1.5 text-sm text-gray-700">
              <input type="radio" value={value} {...form.register('return_type')} />
              {t.label}
            </label>
          ))}
        </div>
      </fieldset>
      <FormTextField form={form} name="remark" id="return-remark" label="情况说明" placeholder="损坏或遗失时必填" />
    </SaveFormDialog>
  );
}
