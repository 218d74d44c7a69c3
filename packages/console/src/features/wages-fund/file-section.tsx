// The attachments of a wage record (listFile) with 上传附件: the file goes to /star/resSysFile/fileUpload, then
// saveFile attaches it to the record and the list refreshes.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { toast } from 'sonner';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { formatDate } from '@/lib/dates';
import { DetailSection } from '@/ui/detail-page';
import { Loading } from '@/ui/loading';
import { FILE_TYPE } from '@/domain/wage-exp-confirm';
import { fileInputsOf } from './fund-bodies';
import { fileSavePath, filesKey, filesQuery, type FileHome } from './fund-queries';
import { formatSize } from '@/domain/money';
import { ProcessFlowSection } from './flow-timeline';
import { UploadButton, type BizType } from './upload-button';
import { LoadFailed } from '@/ui/retry-failed';
import { NewTabLink } from '@/ui/new-tab-link';

/** Per home: the type the uploaded files are saved as (WagesSalaryFile.fileType), the upload's bizType, the title. */
const HOME_FILES: Record<FileHome, { fileType: number; bizType: BizType; title: string }> = {
  cum: { fileType: 4, bizType: 'other', title: '代发回单与附件' },
  capital: { fileType: 5, bizType: 'capital_source', title: '证明材料' },
  expTeam: { fileType: 1, bizType: 'salary_confirm', title: '签字工资表、考勤表等' },
};

/** The end of a record's detail: its attachments, then its process. */
export function FilesAndProcess({
  home,
  record,
  canUpload,
}: {
  home: FileHome;
  record: { id: number; projectId?: number | undefined; proInstId: string };
  canUpload: boolean;
}) {
  return (
    <>
      <FileSection home={home} bizId={record.id} projectId={record.projectId} canUpload={canUpload} />
      <ProcessFlowSection procInstId={record.proInstId} />
    </>
  );
}

export function FileSection({
  home,
  bizId,
  projectId,
  canUpload,
}: {
  home: FileHome;
  bizId: number;
  projectId?: number | undefined;
  canUpload: boolean;
}) {
  const { fileType, bizType, title } = HOME_FILES[home];
  const queryClient = useQueryClient();
  const files = useQuery(filesQuery(home, bizId));
  const save = useMutation({
    mutationFn: (f: components['schemas']['FileUrl']) =>
      api.POST(fileSavePath(home), { body: { bizId, files: fileInputsOf([f], fileType) } }),
    onSuccess: (env) => {
      toast.success(env.msg || '附件已保存', { duration: TOAST_MS });
      void queryClient.invalidateQueries({ queryKey: filesKey(home, bizId) });
    },
  });
  return (
    <DetailSection
      title={title}
      extra={
        canUpload ? (
          <UploadButton
            bizType={bizType}
            projectId={projectId}
            silent
            disabled={save.isPending}
            onUploaded={(f) => save.mutate(f)}
          />
        ) : null
      }
    >
      {files.isPending ? (
        <Loading />
      ) : files.isError ? (
        <LoadFailed className="justify-center py-4" label="附件加载失败：" error={files.error} />
      ) : files.data.length === 0 ? (
        <p className="py-4 text-center text-sm text-muted">暂无附件</p>
      ) : (
        <ul className="divide-y divide-line text-sm" aria-label={title}>
          {files.data.map((f) => (
            <li key={f.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
              <FileText className="size-4 shrink-0 text-primary" aria-hidden />
              <NewTabLink href={f.fileUrl} className="min-w-0 truncate text-primary hover:underline">
                {f.fileName}
              </NewTabLink>
              <span className="rounded bg-gray-100 px-1.5 py-0.5 text-xs text-gray-500">
                {FILE_TYPE[f.fileType] ?? '其他'}
              </span>
              <span className="ml-auto whitespace-nowrap text-xs text-muted">
                {[formatSize(f.fileSize, ''), f.uploaderName, formatDate(f.uploadTime, 'minute', '')]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </DetailSection>
  );
}
