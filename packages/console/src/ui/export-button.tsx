// 导出: runs the SDK's export call, saves the File it answers, and says how it went (正在导出… → 导出完成 or
// 导出失败：<server message>). ListScreen's 导出 and the cards of dashboards use the same hook.
import { useState } from 'react';
import { Download } from 'lucide-react';
import { toast } from 'sonner';
import { TOAST_MS } from '@/lib/constants';
import { saveFile } from '@/lib/download';
import { Button } from './button';

export function useExport() {
  const [busy, setBusy] = useState(false);
  const run = async (exportFile: () => Promise<Blob>) => {
    if (busy) return;
    setBusy(true);
    const id = toast.loading('正在导出…');
    try {
      saveFile(await exportFile());
      toast.success('导出完成', { id, duration: TOAST_MS });
    } catch (e) {
      toast.error(e instanceof Error && e.message ? `导出失败：${e.message}` : '导出失败', { id, duration: TOAST_MS });
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

export function ExportButton({
  onExport,
  label = '导出',
  size = 'sm',
}: {
  onExport: () => Promise<Blob>;
  label?: string;
  size?: 'sm' | 'md';
}) {
  const { busy, run } = useExport();
  return (
    <Button size={size} onClick={() => void run(onExport)} disabled={busy}>
      <Download />
      {busy ? '导出中…' : label}
    </Button>
  );
}
