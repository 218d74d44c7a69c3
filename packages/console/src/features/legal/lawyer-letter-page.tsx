// 律师函 (001 §7.9 lawyerLetter/numberList): the lawyer letters by keyword, organisation, quarter, project and
// handler; 查看函件 (power bit 256) shows the letter, its project's owner and units, and takes the scanned letter.
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { useMutation } from '@tanstack/react-query';
import { FileText, Upload } from 'lucide-react';
import type { components } from '@site/sdk';
import { api } from '@/app/api';
import { TOAST_MS } from '@/lib/constants';
import { usePagePermission } from '@/session/permissions';
import { Button } from '@/ui/button';
import { DetailSection } from '@/ui/detail-page';
import type { FilterField } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
import { Nowrap, Tag } from '@/ui/status-tag';
import { ViewDialog } from '@/ui/view-dialog';
import { nameContains, pageOf, recentQuarters } from './legal-model';
import {
  legalHandlersQuery,
  legalOrgsQuery,
  legalProjectsByOrgsQuery,
  legalProjectsQuery,
  loadLawyerLetters,
} from './legal-queries';
import { ProjectContext } from './project-context';

type Letter = components['schemas']['LegalLawyerLetterOption'];
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

  const filters = useMemo<FilterField[]>(
    () => [
      { name: 'keyword', label: '关键字', placeholder: '律师函编号或标题' },
      {
        name: 'orgId',
        label: '所属组织',
        type: 'select',
        options: (orgs.data ?? []).map((o) => ({ value: String(o.orgId), label: o.orgName })),
      },
      { name: 'quarterNo', label: '季度', type: 'select', options: quarters.map((q) => ({ value: q, label: q })) },
      {
        name: 'projectName',
        label: '项目',
        type: 'select',
        searchable: true,
        options: (projects ?? []).map((p) => ({ value: p.projectName, label: p.projectName })),
      },
      {
        name: 'personName',
        label: '承办人',
        type: 'select',
        options: (handlers.data ?? []).map((a) => ({ value: a.userName, label: a.userName })),
      },
    ],
    [orgs.data, quarters, projects, handlers.data],
  );

  const columns = useMemo<ColumnDef<Letter, unknown>[]>(
    () => [
      {
        id: 'lawyerLetterNo',
        header: '律师函编号',
        cell: ({ row }) => <Nowrap>{row.original.lawyerLetterNo}</Nowrap>,
      },
      {
        id: 'letterTitle',
        header: '标题',
        cell: ({ row }) => (
          <span className="block min-w-56 max-w-80 text-gray-900">{row.original.letterTitle ?? '—'}</span>
        ),
      },
      {
        id: 'quarterNo',
        header: '季度',
        cell: ({ row }) => (
          <Tag tag={row.original.quarterNo ? { label: row.original.quarterNo, tone: 'primary' } : undefined} />
        ),
      },
      { id: 'projectName', header: '项目', cell: ({ row }) => row.original.projectName },
      { id: 'orgName', header: '所属组织', cell: ({ row }) => <Nowrap>{row.original.orgName}</Nowrap> },
      { id: 'personName', header: '承办人', cell: ({ row }) => <Nowrap>{row.original.personName}</Nowrap> },
      {
        id: 'actions',
        header: '操作',
        enableHiding: false,
        cell: ({ row }) =>
          perm.can('showProtocol') ? (
            <Button size="sm" variant="link" onClick={() => setViewing(row.original)}>
              查看函件
            </Button>
          ) : (
            <span className="text-muted">—</span>
          ),
      },
    ],
    [perm],
  );

  return (
    <>
      <ListScreen<Letter>
        id="legal-lawyer-letters"
        title="律师函"
        filters={filters}
        columns={columns}
        operation="listLegalLawyerLetterNos"
        rowId={(l) => l.lawyerLetterNo}
        load={async ({ page, size, filters: f, signal }) => {
          const env = await loadLawyerLetters(
            {
              ...(f.keyword ? { keyword: f.keyword } : {}),
              ...(f.orgId ? { orgId: Number(f.orgId) } : {}),
              ...(f.quarterNo ? { quarterNo: f.quarterNo } : {}),
              ...(f.projectName ? { projectName: f.projectName } : {}),
            },
            signal,
          );
          // 承办人 is not a parameter of the call: kept client-side over the whole (unpaged) answer.
          return pageOf(
            nameContains(env.data ?? [], (l) => l.personName, f.personName),
            page,
            size,
          );
        }}
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
                  <a href={f.url} target="_blank" rel="noopener noreferrer" className="text-primary hover:underline">
                    {f.name ?? f.url}
                  </a>
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
