// 导出 Word of 任务台账 and 任务详情 (/duty/taskLedger/exportWord): the ledger's current filter or one task, saved as a
// file with a loading toast that turns into the result.
import type { paths } from '@site/sdk';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { saveFile } from '@/lib/download';
import { useClickGuard } from '@/lib/use-click-guard';
import { toast } from 'sonner';

type WordQuery = NonNullable<paths['/duty/taskLedger/exportWord']['get']['parameters']['query']>;

/** The guarded 导出 Word action and whether it is running; `query` is read when clicked. */
export function useWordExport(query: () => WordQuery) {
  return useClickGuard(async () => {
    const id = toast.loading('正在生成 Word…');
    try {
      saveFile(await api.GET('/duty/taskLedger/exportWord', { params: { query: query() } }));
      toast.success('导出完成', { id, duration: TOAST_MS });
    } catch (e) {
      toast.error(e instanceof Error && e.message ? `导出失败：${e.message}` : '导出失败', { id, duration: TOAST_MS });
    }
  });
}
