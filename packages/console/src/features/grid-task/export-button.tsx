// 导出 outside a list screen (a dashboard table): runs the SDK's export call, saves the file, and says how it went,
// as the list screen's own 导出 does.
import { useState } from 'react';
import { Download } from 'lucide-react';
import { toast } from 'sonner';
import { TOAST_MS } from '@/lib/constants';
import { saveFile } from '@/lib/download';
import { Button } from '@/ui/button';

export function ExportButton({ run, label = '导出' }: { run: () => Promise<Blob>; label?: string }) {
  const [busy, setBusy] = useState(false);
  const click = async () => {
    if (busy) return;
    setBusy(true);
    const id = toast.loading('正在导出…');
    try {
      saveFile(await run());
      toast.success('导出完成', { id, duration: TOAST_MS });
    } catch (e) {
      toast.error(e instanceof Error && e.message ? `导出失败：${e.message}` : '导出失败', { id, duration: TOAST_MS });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" onClick={() => void click()} disabled={busy}>
      <Download />
      {busy ? '导出中…' : label}
    </Button>
  );
}
