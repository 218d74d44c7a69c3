// 律师函 (001 §7.9 lawyerLetter/numberList): the lawyer letters by keyword, organisation, quarter, project and
// handler; 查看函件 (power bit 256) shows the letter, its project's owner and units, and takes the scanned letter.
import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { FileText, Upload } from 'lucide-react';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { usePagePermission } from '@/session/permissions';
import { DetailSection } from '@/ui/detail-page';
import { ListScreen } from '@/ui/list-screen';
import { ViewDialog } from '@/ui/view-dialog';
import { recentQuarters } from './legal-model';
import { legalHandlersQuery, legalOrgsQuery, legalProjectsByOrgsQuery, legalProjectsQuery } from './legal-queries';
import { ProjectContext } from './project-context';
import { letterColumns, letterFilters, loadLetterRows, type Letter } from './lawyer-letter-columns';
import { NewTabLink } from '@/ui/new-tab-link';

type UploadedFile = components['schemas']['FileUrl'];

export default function LawyerLetterPage() {
  const perm = usePagePermission();
  const [search] = useSearchParams();
  const orgs = useQuery(legalOrgsQuery());
  const handlers = useQuery(legalHandlersQuery());
  // Projects of the organisation searched for (queryByOrgIds), else every project.
  const orgId = Number(search.get('orgId')) || undefined;
  const allProjects = useQuery({ ...legalProjectsQuery(), enabled: !orgId });
  const orgProjects = useQuery({ ...legalProjectsByOrgsQuery(orgId ? [orgId] : []), enabled: Boolean(orgId) });
  const projects = orgId ? orgProjects.data : allProjects.data;
  const [viewing, setViewing] = useState<Letter | null>(null);
  const quarters = useMemo(() => recentQuarters(new Date()), []);
  const filters = useMemo(
    () => letterFilters(orgs.data, quarters, projects, handlers.data),
    [orgs.data, quarters, projects, handlers.data],
  );
  const columns = useMemo(() => letterColumns(perm.can('showProtocol'), setViewing), [perm]);

  return (
    <>
      <ListScreen<Letter>
        id="legal-lawyer-letters"
        title="律师函"
        filters={filters}
        columns={columns}
        operation="listLegalLawyerLetterNos"
        rowId={(l) => l.lawyerLetterNo}
        load={loadLetterRows}
      />
      {viewing ? <LetterDialog letter={viewing} onClose={() => setViewing(null)} /> : null}
    </>
  );
}

function LetterDialog({ letter, onClose }: { letter: Letter; onClose: () => void }) {
  const [files, setFiles] = useState<UploadedFile[]>([]);
  return (
    <ViewDialog title={`律师函：${letter.lawyerLetterNo}`} onClose={onClose} width={720}>
      <div className="flex flex-col gap-4">
        <DetailSection
          title="函件信息"
          columns={2}
          className="p-0 shadow-none"
          items={[
            { label: '编号', value: letter.lawyerLetterNo },
            { label: '季度', value: letter.quarterNo ?? '—' },
            { label: '标题', value: letter.letterTitle ?? '—', wide: true },
            { label: '所属组织', value: letter.orgName ?? '—' },
            { label: '承办人', value: letter.personName ?? '—' },
          ]}
        />
        <ProjectContext projectName={letter.projectName} />
        <DetailSection
          title="函件附件"
          className="p-0 shadow-none"
          extra={<LegalUploadButton onUploaded={(f) => setFiles((old) => [...old, f])} />}
        >
          {files.length ? (
            <ul className="flex flex-col gap-1 text-sm">
              {files.map((f) => (
                <li key={f.fileId ?? f.url} className="flex items-center gap-2">
                  <FileText className="size-4 text-primary" />
                  <NewTabLink href={f.url} className="text-primary hover:underline">
                    {f.name ?? f.url}
                  </NewTabLink>
                  {f.size ? <span className="text-xs text-gray-400">{(f.size / 1024).toFixed(0)} KB</span> : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-gray-500">上传律师函扫描件（PDF、图片或 Word）。</p>
          )}
        </DetailSection>
      </div>
    </ViewDialog>
  );
}

function LegalUploadButton({ onUploaded }: { onUploaded: (file: UploadedFile) => void }) {
  const upload = useMutation({
    mutationFn: (file: File) => api.POST('/legal-service/file/upload', { body: { file } }),
    onSuccess: (env) => {
      toast.success(env.msg || '上传成功', { duration: TOAST_MS });
      if (env.data) onUploaded(env.data);
    },
  });
  return (
    <label className="inline-flex">
      <input
        type="file"
        accept=".pdf,.jpg,.jpeg,.png,.doc,.docx"
        aria-label="上传扫描件"
        className="sr-only"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) upload.mutate(file);
          e.target.value = '';
        }}
      />
      <span className="inline-flex h-7 cursor-pointer items-center gap-1.5 rounded border border-line bg-white px-2.5 text-xs text-gray-700 hover:border-primary hover:text-primary">
        <Upload className="size-4" />
        {upload.isPending ? '上传中…' : '上传扫描件'}
      </span>
    </label>
  );
}
