// The calls of AI 人脸抓拍 (001 §7.11 GET /bam-service/api/v1/aiResults/*), one home each: a queryOptions factory
// per read (key = operation id + params) and a loader per paged list (ListScreen adds page, size and filters).
// projectId is never sent: the server takes the signed-in identity's project.
import { queryOptions } from '@tanstack/react-query';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { pageOf, type ListLoadArgs } from '@/ui/list-screen';
import { faceQuery, periodQuery, unEducatedQuery, type Period } from './ai-model';
import {
  getAiStatisticsQueryOptions,
  listAiCaptureTypesQueryOptions,
  listAiPhotosByNameQueryOptions,
  listAiRealTimeCapturesQueryOptions,
  listAiSubcontractsQueryOptions,
  listAiTeamsQueryOptions,
  listAiUnEducatedByTeamQueryOptions,
  listAiUnEducatedByWorkTypeQueryOptions,
  listAiWorkTypesQueryOptions,
} from '@site/sdk/query/ai';

type Schemas = components['schemas'];
export type FaceResult = Schemas['AiFaceResult'];
export type UnEducatedWorker = Schemas['AiUnEducatedWorker'];
export type UnmatchedCapture = Schemas['AiUnmatchedCapture'];

/** Options of a drop-down call as filter options (values as strings). */
const options = (env: { data?: { value: string | number; label: string }[] }) =>
  (env.data ?? []).map((o) => ({ value: String(o.value), label: o.label }));

// ───────── Drop-downs ─────────

export const captureTypesQuery = () =>
  queryOptions({
    ...listAiCaptureTypesQueryOptions(api),
    select: options,
    staleTime: Infinity,
  });

export const subcontractsQuery = () =>
  queryOptions({
    ...listAiSubcontractsQueryOptions(api),
    select: options,
    staleTime: 5 * 60_000,
  });

export const teamsQuery = () =>
  queryOptions({
    ...listAiTeamsQueryOptions(api),
    select: options,
    staleTime: 5 * 60_000,
  });

export const workTypesQuery = () =>
  queryOptions({
    ...listAiWorkTypesQueryOptions(api),
    select: options,
    staleTime: 5 * 60_000,
  });

// ───────── Statistics ─────────

export const statisticsQuery = (period: Period) =>
  queryOptions({
    ...getAiStatisticsQueryOptions(api, { params: { query: periodQuery(period) } }),
    select: (env) => env.data,
  });

export const unEducatedByTeamQuery = (period: Period) =>
  queryOptions({
    ...listAiUnEducatedByTeamQueryOptions(api, { params: { query: periodQuery(period) } }),
    select: (env) => env.data ?? [],
  });

export const unEducatedByWorkTypeQuery = (period: Period) =>
  queryOptions({
    ...listAiUnEducatedByWorkTypeQueryOptions(api, { params: { query: periodQuery(period) } }),
    select: (env) => env.data ?? [],
  });

// ───────── Captures ─────────

export const realTimeQuery = (limit: number, refetchInterval: number | false) =>
  queryOptions({
    ...listAiRealTimeCapturesQueryOptions(api, { params: { query: { limit } } }),
    select: (env) => env.data ?? [],
    refetchInterval,
  });

export const photosByNameQuery = (name: string, period?: Period) =>
  queryOptions({
    ...listAiPhotosByNameQueryOptions(api, { params: { query: { name, ...(period ? periodQuery(period) : {}) } } }),
    select: (env) => env.data ?? [],
  });

export const listLoaders = {
  face:
    (period: Period) =>
    async ({ page, size, filters, signal }: ListLoadArgs) =>
      pageOf(
        await api.GET('/bam-service/api/v1/aiResults/face', {
          params: { query: faceQuery(page, size, filters, period) },
          signal,
        }),
      ),
  unEducated:
    (period: Period) =>
    async ({ page, size, filters, signal }: ListLoadArgs) =>
      pageOf(
        await api.GET('/bam-service/api/v1/aiResults/unEducated', {
          params: { query: unEducatedQuery(page, size, filters, period) },
          signal,
        }),
      ),
  unRealName:
    (period: Period) =>
    async ({ page, size, signal }: ListLoadArgs) =>
      pageOf(
        await api.GET('/bam-service/api/v1/aiResults/unRealName', {
          params: { query: { pageNum: page, pageSize: size, ...periodQuery(period) } },
          signal,
        }),
      ),
  unknown:
    (period: Period) =>
    async ({ page, size, signal }: ListLoadArgs) =>
      pageOf(
        await api.GET('/bam-service/api/v1/aiResults/unknownCaptureList', {
          params: { query: { pageNum: page, pageSize: size, ...periodQuery(period) } },
          signal,
        }),
      ),
};
