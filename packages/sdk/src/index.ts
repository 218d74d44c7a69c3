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
