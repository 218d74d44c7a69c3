// 导出 on a chart or table card (ListScreen has its own): runs the SDK's export call, saves the File it answers
// and says how it went. Generic: a candidate for ui/ (see the report).
import { useState } from 'react';
import { Download } from 'lucide-react';
import { toast } from 'sonner';
import { TOAST_MS } from '@/lib/constants';
import { saveFile } from '@/lib/download';
import { Button } from '@/ui/button';

export function ExportButton({ onExport }: { onExport: () => Promise<Blob> }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (busy) return;
    setBusy(true);
    const id = toast.loading('正在导出…');
    try {
      saveFile(await onExport());
      toast.success('导出完成', { id, duration: TOAST_MS });
    } catch (e) {
      toast.error(e instanceof Error && e.message ? `导出失败：${e.message}` : '导出失败', { id, duration: TOAST_MS });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" onClick={() => void run()} disabled={busy}>
      <Download />
      {busy ? '导出中…' : '导出'}
    </Button>
  );
}
