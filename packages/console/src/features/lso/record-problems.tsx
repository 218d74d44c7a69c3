// 新增作业记录's 发现问题 (each problem's description, level, owner, deadline and status) and 现场照片.
import { Plus } from 'lucide-react';
import { api } from '@/platform/api';
import { Button } from '@/ui/button';
import { FormTextField } from '@/ui/form-text-field';
import { FormDateField } from '@/ui/form-date-field';
import { FormSelectField } from '@/ui/form-select-field';
import { UploadButton } from '@/ui/upload-button';
import { RECTIFY_STATUS, TROUBLE_LEVELS, emptyProblem, optionsOf } from './lso-model';
import type { RecordFormState } from './use-record-form';

const MAX_PHOTOS = 9;

export function ProblemList({ record }: { record: RecordFormState }) {
  const { problems } = record;
  return (
    <fieldset className="col-span-2 mb-3">
      <legend className="mb-1 flex w-full items-center justify-between text-sm text-gray-700">
        <span>发现问题（{problems.fields.length}）</span>
      </legend>
      {problems.fields.map((f, i) => (
        <ProblemRow key={f.id} record={record} i={i} />
      ))}
      <Button size="sm" onClick={() => problems.append(emptyProblem())}>
        <Plus />
        添加问题
      </Button>
    </fieldset>
  );
}

function ProblemRow({ record, i }: { record: RecordFormState; i: number }) {
  const { form } = record;
  return (
    <div
      role="group"
      aria-label={`问题 ${i + 1}`}
      className="mb-2 grid grid-cols-4 gap-x-3 rounded border border-line p-2"
    >
      <FormTextField
        form={form}
        name={`problems.${i}.description`}
        id={`record-problem-${i}`}
        label="问题描述"
        required
        className="col-span-4"
      />
      <FormSelectField
        form={form}
        name={`problems.${i}.troubleLevel`}
        id={`record-level-${i}`}
        label="隐患等级"
        required
        options={optionsOf(TROUBLE_LEVELS)}
      />
      <FormTextField
        form={form}
        name={`problems.${i}.responsibleName`}
        id={`record-owner-${i}`}
        label="整改责任人"
        markInvalid={false}
      />
      <FormDateField form={form} name={`problems.${i}.rectifyDeadline`} id={`record-deadline-${i}`} label="整改期限" />
      <FormSelectField
        form={form}
        name={`problems.${i}.rectifyStatus`}
        id={`record-rectify-${i}`}
        label="整改状态"
        markInvalid={false}
      >
        {optionsOf(RECTIFY_STATUS).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </FormSelectField>
      <div className="col-span-4 text-right">
        <Button size="sm" variant="link" className="text-danger" onClick={() => record.problems.remove(i)}>
          移除问题 {i + 1}
        </Button>
      </div>
    </div>
  );
}

export function RecordPhotos({ record }: { record: RecordFormState }) {
  const { form, images } = record;
  return (
    <div className="col-span-2 flex flex-wrap items-center gap-2">
      <span className="text-sm text-gray-700">
        现场照片（{images.length}/{MAX_PHOTOS}）
      </span>
      {images.map((url, i) => (
        <span key={url} className="inline-flex items-center gap-1 rounded bg-gray-100 px-2 py-0.5 text-xs">
          {url.split('/').pop()}
          <button
            type="button"
            aria-label={`移除照片 ${i + 1}`}
            className="text-danger"
            onClick={() =>
              form.setValue(
                'images',
                images.filter((u) => u !== url),
              )
            }
          >
            ×
          </button>
        </span>
      ))}
      <UploadButton
        label="上传现场照片"
        accept=".jpg,.jpeg,.png"
        disabled={images.length >= MAX_PHOTOS}
        upload={(file) => api.POST('/pc/file/upload', { body: { file, biz_type: 'other' } })}
        onUploaded={(f) => form.setValue('images', images.includes(f.url) ? images : [...images, f.url])}
      />
    </div>
  );
}
