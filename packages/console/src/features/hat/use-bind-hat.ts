// What 绑定安全帽 (bind-hat-dialog.tsx) does on 确定: bind the chosen helmet of the unbound list to the person, or say
// on the field that it is no longer in the list.
import { useMutation } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { bindBody } from './hat-model';

type Helmet = Parameters<typeof bindBody>[1];

export function useBindHat(
  person: Parameters<typeof bindBody>[0],
  helmets: readonly Helmet[] | undefined,
  form: UseFormReturn<{ innerid: string }>,
  onDone: () => void,
) {
  return useMutation({
    mutationFn: (v: { innerid: string }) => {
      const helmet = helmets?.find((h) => h.innerid === v.innerid);
      if (!helmet) throw new Error('所选安全帽已不在未绑定列表中');
      return api.POST('/star/laborhat/bindhat', { body: bindBody(person, helmet) });
    },
    onSuccess: (env) => {
      toast.success(env.msg || '绑定成功', { duration: TOAST_MS });
      onDone();
    },
    onError: (e) => {
      if (e.message === '所选安全帽已不在未绑定列表中') form.setError('innerid', { message: e.message });
    },
  });
}
