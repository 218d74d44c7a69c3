// What the 上传绑定表 card (upload-card.tsx) does: the chosen file and its check, the upload of the kind's sheet,
// the answer's summary, and the kind's template download.
import { useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/platform/api';
import { useSession } from '@/platform/session-store';
import { TOAST_MS } from '@/lib/constants';
import { saveFile } from '@/lib/download';
import { isSpreadsheet } from './hat-model';
import type { Kind, Summary } from './upload-kinds';

export function useUpload(kind: Kind, onUploaded: (s: Summary) => void) {
  const { identity } = useSession();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState('');
  const [summary, setSummary] = useState<Summary | null>(null);
  const upload = useMutation({
    mutationFn: (f: File) => {
      const body = { file: f, ...(identity?.project_id ? { project_id: identity.project_id } : {}) };
      if (kind === 'observation') return api.POST('/pc/observation/upload', { body });
      if (kind === 'roster') return api.POST('/pc/manager/upload', { body });
      return kind === 'worker'
        ? api.POST('/star/laborhat/uploadworker', { body })
        : api.POST('/star/laborhat/uploadmanager', { body });
    },
    onSuccess: (env) => {
      toast.success(env.msg || '上传成功', { duration: TOAST_MS });
      if (env.data) {
        setSummary(env.data);
        onUploaded(env.data);
      }
      setFile(null);
      if (input.current) input.current.value = '';
    },
  });
  const template = async () => {
    setDownloading(true);
    try {
      saveFile(
        kind === 'observation'
          ? await api.GET('/pc/observation/template')
          : kind === 'roster'
            ? await api.GET('/pc/manager/template')
            : kind === 'worker'
              ? await api.GET('/star/laborhat/template/worker')
              : await api.GET('/star/laborhat/template/manager'),
      );
    } catch (e) {
      toast.error(e instanceof Error && e.message ? `模板下载失败：${e.message}` : '模板下载失败', {
        duration: TOAST_MS,
      });
    } finally {
      setDownloading(false);
    }
  };
  const submit = () => {
    if (!file) return setError('请选择要上传的 Excel 文件');
    if (!isSpreadsheet(file.name)) return setError('只支持 .xlsx、.xls 格式的文件');
    setError('');
    upload.mutate(file);
  };
  const choose = (f: File | null) => {
    setFile(f);
    setError('');
  };
  return {
    input,
    file,
    choose,
    error,
    downloading,
    summary,
    setSummary,
    uploading: upload.isPending,
    template,
    submit,
  };
}
