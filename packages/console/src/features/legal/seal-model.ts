// Pure rules of 企业电子印章 (/legal/seal, /addSeal, /sealDetail; designed calls under /legal-service/seal/*):
// the type, status and record tables, what a row may do in each status, the add form's rules and its request body.
import { tags } from '@site/sdk';
import dayjs from 'dayjs';
import { z } from 'zod/mini';
import type { components } from '@site/sdk';
import { MOBILE_PATTERN } from '@/lib/validation';

export type Seal = components['schemas']['LegalSeal'];
export type SealDetail = components['schemas']['LegalSealDetail'];
export type SealBody = components['schemas']['LegalSealForm'];

export const SEAL_TYPE = tags.LegalSeal.sealType;

export const SEAL_STATUS = tags.LegalSeal.status;

export const AUTH_STATUS = tags.LegalSeal.authStatus;

export const RECORD_TYPE = tags.LegalSealRecord.recordType;

/** What a seal in `status` may do: 启用 a stopped one, 停用 an enabled one; only a seal not in use may be deleted. */
export function sealActions(status: number | null | undefined): { toggle: 1 | 2 | null; deletable: boolean } {
  if (status === 1) return { toggle: 2, deletable: false };
  if (status === 2) return { toggle: 1, deletable: true };
  return { toggle: null, deletable: status === 0 || status === 3 };
}

/** The confirmation text of 启用 / 停用. */
export function toggleMessage(seal: Pick<Seal, 'sealName'>, to: 1 | 2): string {
  return to === 2
    ? `确定停用“${seal.sealName}”吗？停用后不能再用于电子签署。`
    : `确定启用“${seal.sealName}”吗？启用后可用于电子签署。`;
}

/** Whether the seal's 授权有效期 ended before `today`. */
export const sealExpired = (seal: Pick<Seal, 'validEnd'>, today = dayjs()): boolean =>
  Boolean(seal.validEnd) && dayjs(seal.validEnd).isBefore(today, 'day');

/** 有效期 as one text (without the expiry mark, see sealExpired). */
export function periodText(seal: Pick<Seal, 'validStart' | 'validEnd'>): string {
  if (!seal.validStart && !seal.validEnd) return '—';
  return `${seal.validStart ?? '—'} 至 ${seal.validEnd ?? '—'}`;
}

/** 有效期 as one text; a seal whose period has ended (before `today`) is marked 已过期. */
export function validityText(seal: Pick<Seal, 'validStart' | 'validEnd'>, today = dayjs()): string {
  const text = periodText(seal);
  return sealExpired(seal, today) ? `${text}（已过期）` : text;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const sealSchema = z
  .object({
    companyId: z.string().check(z.minLength(1, '请选择企业')),
    sealName: z.string().check(z.trim(), z.minLength(1, '请输入印章名称'), z.maxLength(50, '印章名称最多50字')),
    sealType: z.string().check(z.minLength(1, '请选择印章类型')),
    imageUrl: z.string().check(z.minLength(1, '请上传印模图片')),
    legalPerson: z.string().check(z.trim(), z.minLength(1, '请输入法定代表人'), z.maxLength(20, '法定代表人最多20字')),
    keeperName: z.string().check(z.trim(), z.minLength(1, '请输入保管人姓名'), z.maxLength(20, '保管人姓名最多20字')),
    keeperMobile: z.string().check(z.trim(), z.minLength(1, '请输入手机号'), z.regex(MOBILE_PATTERN, '手机号格式错误')),
    validStart: z.string().check(z.regex(DATE, '请选择有效期开始日期')),
    validEnd: z.string().check(z.regex(DATE, '请选择有效期结束日期')),
    remark: z.string().check(z.maxLength(200, '用途说明最多200字')),
  })
  .check(
    z.refine((v) => !DATE.test(v.validStart) || !DATE.test(v.validEnd) || v.validEnd >= v.validStart, {
      message: '结束日期不能早于开始日期',
      path: ['validEnd'],
    }),
  );
export type SealFormValues = z.infer<typeof sealSchema>;

export const emptySealForm = (today = dayjs()): SealFormValues => ({
  companyId: '',
  sealName: '',
  sealType: '',
  imageUrl: '',
  legalPerson: '',
  keeperName: '',
  keeperMobile: '',
  validStart: today.format('YYYY-MM-DD'),
  validEnd: today.add(1, 'year').subtract(1, 'day').format('YYYY-MM-DD'),
  remark: '',
});

/** The suggested seal name: the company's name followed by the type (公章, 合同专用章 …). */
export function suggestedSealName(companyName: string | undefined, sealType: string): string {
  const type = SEAL_TYPE[Number(sealType)]?.label;
  return companyName && type ? `${companyName}${type}` : '';
}

/** The add call's body from the checked form (texts trimmed, numbers as numbers, an empty 用途说明 left out). */
export function sealAddBody(v: SealFormValues): SealBody {
  const remark = v.remark.trim();
  return {
    companyId: Number(v.companyId),
    sealName: v.sealName.trim(),
    sealType: Number(v.sealType) as SealBody['sealType'],
    imageUrl: v.imageUrl,
    legalPerson: v.legalPerson.trim(),
    keeperName: v.keeperName.trim(),
    keeperMobile: v.keeperMobile.trim(),
    validStart: v.validStart,
    validEnd: v.validEnd,
    ...(remark ? { remark } : {}),
  };
}

/** The list call's query from the filter bar (unknown codes dropped). */
export function sealPageQuery(page: number, size: number, filters: Record<string, string | undefined>) {
  const type = Number(filters.sealType);
  const status = Number(filters.status);
  return {
    pageNum: page,
    pageSize: size,
    ...(filters.companyName ? { companyName: filters.companyName } : {}),
    ...(filters.sealType && SEAL_TYPE[type] ? { sealType: type as 1 | 2 | 3 | 4 } : {}),
    ...(filters.status && SEAL_STATUS[status] ? { status: status as 0 | 1 | 2 | 3 } : {}),
  };
}

const SEAL_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
const SEAL_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** Why a chosen impression picture is refused before uploading (null: fine). */
export function sealImageError(file: { type: string; size: number }): string | null {
  if (!(SEAL_IMAGE_TYPES as readonly string[]).includes(file.type)) return '请上传 PNG 或 JPG 格式的印模图片';
  if (file.size > SEAL_IMAGE_MAX_BYTES) return '印模图片不能超过 2MB';
  return null;
}
