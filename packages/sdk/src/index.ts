export * from './light';
export {
  createClient,
  type InitArgs,
  type PagedPath,
  type PageRowOf,
  type Paths,
  type PathsWith,
  type ResultOf,
  type SiteClient,
} from './client';
export type { paths, components, operations as OperationTypes } from './generated/schema';
// The names of coded fields, from the spec's x-labels: `labels.AlarmRecord.type[5]` is 'SOS 求救'.
export * as labels from './generated/labels';
// The status fields' tags (x-labels with x-tones): `tags.WagesTroubleRecord.status[3]` is { label: '已驳回', tone: 'danger' }.
export * as tags from './generated/tags';
