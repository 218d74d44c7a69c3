// 上传绑定表 of 批量导入 (hat-upload-page.tsx): the kind, the Excel file, 上传, 下载模板 and the last upload's summary.
import type { RefObject } from 'react';
import { Download, FileSpreadsheet, Upload } from 'lucide-react';
import { Button } from '@/ui/button';
import { Select } from '@/ui/select';
import { UPLOAD_ACCEPT } from './hat-model';
import { KINDS, toKind, type Kind, type Summary } from './upload-kinds';
import { useUpload } from './use-upload';

export function UploadCard({
  kind,
  onKind,
  onUploaded,
}: {
  kind: Kind;
  onKind: (k: Kind) => void;
  onUploaded: (s: Summary) => void;
}) {
  const up = useUpload(kind, onUploaded);
  return (
    <section className="rounded-md bg-white p-4 shadow-sm">
      <h2 className="mb-3 text-base font-semibold text-gray-900">上传绑定表</h2>
      <div className="flex flex-wrap items-start gap-4">
        <div className="flex items-center gap-2">
          <label htmlFor="upload-kind" className="text-sm text-gray-600">
            导入类型
          </label>
          <Select
            id="upload-kind"
            value={kind}
            onChange={(e) => {
              onKind(toKind(e.target.value));
              up.setSummary(null);
            }}
            className="w-40"
          >
            {Object.entries(KINDS).map(([k, v]) => (
              <option key={k} value={k}>
                {v.label}
              </option>
            ))}
          </Select>
        </div>
        <FileChooser input={up.input} file={up.file} error={up.error} onChoose={up.choose} />
        <Button variant="primary" onClick={up.submit} disabled={up.uploading}>
          <Upload />
          {up.uploading ? '上传中…' : '上传'}
        </Button>
        {KINDS[kind].template ? (
          <Button variant="link" onClick={() => void up.template()} disabled={up.downloading}>
            <Download />
            {up.downloading ? '下载中…' : '下载模板'}
          </Button>
        ) : null}
      </div>
      <p className="text-xs text-muted">
        Excel 列：{KINDS[kind].columns}。 上传后在下方“上传明细”逐行确认或删除；校验失败的行只能删除。
      </p>
      {up.summary ? (
        <p role="status" className="mt-3 rounded bg-primary-soft px-3 py-2 text-sm text-primary">
          批次 {up.summary.batch_id}：共 {up.summary.total ?? '—'} 行，校验通过 {up.summary.success_count ?? '—'} 行
          {up.summary.fail_count ? <span className="text-danger">，失败 {up.summary.fail_count} 行</span> : null}
        </p>
      ) : null}
    </section>
  );
}

/** The hidden file input, 选择文件, the chosen file's name and the check's message under them. */
function FileChooser({
  input,
  file,
  error,
  onChoose,
}: {
  input: RefObject<HTMLInputElement | null>;
  file: File | null;
  error: string;
  onChoose: (file: File | null) => void;
}) {
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-2">
        <input
          ref={input}
          id="upload-file"
          type="file"
          accept={UPLOAD_ACCEPT}
          aria-label="绑定表文件"
          aria-invalid={Boolean(error)}
          aria-describedby="upload-file-error"
          className="sr-only"
          onChange={(e) => onChoose(e.target.files?.[0] ?? null)}
        />
        <Button onClick={() => input.current?.click()}>
          <FileSpreadsheet />
          选择文件
        </Button>
        <span className="max-w-72 truncate text-sm text-gray-600">{file ? file.name : '未选择文件'}</span>
      </div>
      <p id="upload-file-error" role={error ? 'alert' : undefined} className="min-h-4 text-xs text-danger">
        {error}
      </p>
    </div>
  );
}
