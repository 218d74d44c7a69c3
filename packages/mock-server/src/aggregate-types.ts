// The types of the aggregate language (`x-mock.aggregate`, spec/README.md "聚合"): read by the contract's types
// (spec.ts) and computed by aggregate.ts, so neither module has to import the other's code.

export type Measure =
  /** How many rows. */
  | 'count'
  /** The group's key (a day, a month, a field's value, a range's label). */
  | 'key'
  /** The group's place (1, 2, …) after the node's `sort` and `top`: a ranking's 名次. */
  | 'rank'
  | { count: Record<string, unknown> }
  | { sum: string; where?: Record<string, unknown> }
  /** The mean (2 decimals, or `digits`: 0 for a whole number of minutes). */
  | { avg: string; where?: Record<string, unknown>; digits?: number }
  /**
   * The mean time from one date-time field to another (`[create_time, finish_time]`: how long handling took), over the
   * rows that have both, in `unit`s (hour unless said; 2 decimals, or `digits`).
   */
  | {
      avgSpan: [string, string];
      unit?: 'minute' | 'hour' | 'day';
      where?: Record<string, unknown>;
      digits?: number;
    }
  /**
   * The largest value; `months` moves a `YYYY-MM` result (1: the period after the last one). Over no row the answer
   * is `empty` (0 for a number the contract requires; a template such as `$month-1`), else null.
   */
  | { max: string; months?: number; empty?: unknown }
  | { min: string; empty?: unknown }
  | { distinct: string; where?: Record<string, unknown> }
  /** Whether no row matches (true when there is none): a check that passes when it finds no conflict. */
  | { none: Record<string, unknown> }
  /** The field's values over the rows, in order and once each: a list, or one text joined by `sep` (周明、林峰). */
  | { list: string; sep?: string }
  /** Percentage of two other fields of the same object (2 decimals). */
  | { ratio: [string, string] }
  /** Quotient of two other fields of the same object (2 decimals, or `digits`): an average per worker, per day. */
  | { divide: [string, string]; digits?: number }
  /** Sum of other fields of the same object (a turnover: issued + returned). */
  | { plus: string[] }
  /** Difference of two other fields of the same object (payable − deducted). */
  | { minus: [string, string] }
  /** This group's value of a field as a percentage of the sum over all groups (2 decimals). */
  | { share: string }
  /**
   * A row field of the group's first row (a label: type_name for type), optionally named through a table (`map`: a
   * status code → another code or a name; `otherwise` for a value the table does not name, else the value itself);
   * `empty` (a value or a template) when there is no row.
   */
  | { first: string; map?: Record<string, unknown>; otherwise?: unknown; empty?: unknown }
  /** Whole days from the earliest date of the field over the rows to the mock's today (安全生产天数 from 开工日期). */
  | { since: string }
  /** The first of these measures that is not empty (null, '' or []); the last one's value when all are. */
  | { either: Measure[] }
  /** A literal, or a template (`$input.x`, `$today`); `otherwise` (a value or a measure) when it comes out empty. */
  | { value: unknown; otherwise?: unknown }
  /** Other measures' values joined into one text (a day and an hour: `2026-11-22 11:00`). */
  | { join: Measure[]; sep?: string }
  /** The weekday (周一…周日) of the group's key, a day. */
  | { weekday: true }
  /** Rows per distinct value of a field (people on site per day over a month: count ÷ days), rounded. */
  | { perDistinct: string }
  /**
   * A field of the row of another table whose `match` field equals the group's key (a branch's name by its id),
   * optionally named through a table (a company's type code → 劳务分包).
   */
  | { byKey: string; match: string; field: string; map?: Record<string, string>; part?: number }
  /** One part of a group's key when the node groups on several fields (`groupBy: [月份, 分公司]`): `{ key: 1 }`. */
  | { key: number }
  /** The group key's name from a fixed table (a status's text when no row of that status is there to copy it from). */
  | { label: Record<string, string>; or?: string }
  /**
   * The group key's name from the contract: the `x-labels` of a schema field (`{ labels: LsoJob.jobType }`), turned into
   * a `label` table when the mock loads the spec (an unknown field fails the load).
   */
  | { labels: string; or?: string }
  /** The rows themselves (a detail list beside the counts), in an order, cut to `top`. */
  | { rows: { field: string; order?: 'asc' | 'desc' }; top?: number | string }
  /**
   * A field of another table's row that matches the group's first row (an id by its name): `{ lookup: pageOrgCorps,
   * match: { corp_name: company_name }, field: corp_id }` — match maps the other table's field → this row's field.
   * `map` and `otherwise` name the value as `first`'s do (a company's type → a pay mode); with `empty`, a row that
   * matches none answers it (else this row's own field of that name).
   */
  | {
      lookup: string;
      match: Record<string, string>;
      field: string;
      map?: Record<string, unknown>;
      otherwise?: unknown;
      empty?: unknown;
    }
  | AggNode;

/**
 * A condition through another table: the row's field is one of `field`'s values in the rows of `of` that match
 * `where` — the projects of an organisation (`{ of: pageOrgProjects, where: { org_batch_id: $input.orgId }, field:
 * project_id, all: [1] }`). An input in `all` (the group itself) or left empty drops the condition. The other
 * table's `where` is a condition as any other: bounds, or a relation again (two hops: a company's teams in an
 * organisation's projects).
 */
export interface Relation {
  of: string;
  where?: Record<string, unknown>;
  field: string;
  all?: unknown[];
}

export interface GroupBy {
  field: string;
  /** Time buckets of a date field: the last N days/months up to the mock's today (or one year's months). */
  by?: 'day' | 'month' | 'year' | 'hour' | 'weekday';
  last?: number | string;
  /** A template giving the year whose 12 months are the buckets (`$input.year`). */
  year?: string;
  /**
   * Day (or month) buckets from `start` to `end` (templates, e.g. the call's date range; at most 366; an empty `end`
   * is the mock's today), else the `last` ones up to `end` (or the mock's today).
   */
  start?: string;
  end?: string;
  /** A row falls in every bucket from its `field` to its `until` (a worker on site from 07:00 to 17:00). */
  until?: string;
  /** The names a chart shows for its keys (categories and series): a status code → its name (`{ 1: 已完成 }`). */
  labels?: Record<string, string>;
  /** Numeric buckets (inclusive): `{ label, min?, max? }`. */
  ranges?: { label: string; min?: number; max?: number }[];
  /** A value computed from the field: `age` from an ID-card number (the mock's today), `province` from its first digits. */
  derive?: 'age' | 'province';
  /** Every group to show even when no row falls in it, in this order. */
  keys?: unknown[];
  /**
   * Group by a field of another table's row (a join): the row of `of` whose `match` equals this row's `field` gives
   * its `field` — a worker's branch through the projects table: `{ field: project_id, via: { of: pageOrgProjects,
   * match: project_id, field: org_name } }`.
   */
  via?: Via | Via[];
}

/** One step of a join: the row of `of` whose `match` equals the value gives its `field` (steps chain). */
export interface Via {
  of: string;
  match: string;
  field: string;
}

export interface AggNode {
  /**
   * A node chosen by the request: `$map` a template (`{ $lookup: orgUnits, match: { orgId: $input.orgId }, field:
   * level }`), `cases` its values → nodes, `default` the node when no case matches or the template is empty.
   */
  $map?: unknown;
  cases?: Record<string, AggNode>;
  default?: AggNode;
  /** The entity (or list operationId) the rows come from; `a|b` reads several. Children inherit their group's rows. */
  from?: string;
  /**
   * `from` is a tree: its rows are every node at every level, found through this field (`children`), parents before
   * their children — the sub-categories of a category tree as one list.
   */
  nodes?: string;
  where?: Record<string, unknown>;
  /** A date range on a row field (`start`/`end` templates; an empty one drops its bound). */
  range?: { field: string; start?: string; end?: string; lastDays?: number | string };
  /** Groups by one field, or by several (a group per month × branch: its key is the list of the parts). */
  groupBy?: string | GroupBy | (string | GroupBy)[];
  fields?: Record<string, Measure>;
  /** Order of the groups (by an output field), and how many to keep (a number or a template). */
  /** The groups' order: one field, or several (`[{ field: month, order: desc }, { field: orgId, order: asc }]`). */
  /**
   * The order of the groups: a field, or a template naming one (`$input.sort_by|score`); `order` asc, desc (the
   * default) or a template (`$input.order`).
   */
  sort?: { field: string; order?: string } | { field: string; order?: string }[];
  top?: number | string;
  /** A field numbering the groups 1, 2, 3… in their final order (a ranking's place). */
  rank?: string;
  /** The answer is a list of these nodes' answers, one each (categories read from different tables). */
  union?: AggNode[];
  /** The answer is these nodes' lists one after another (a summary's company, branch and project rows). */
  concat?: AggNode[];
  /** A record the answer describes must exist: when the node reads no row, the call fails with this message. */
  missing?: string;
  /**
   * Where `missing` looks instead of the node's own rows: the record itself (the project a panel describes), when the
   * node reads other rows of it (its workers) that may rightly be none.
   */
  exists?: { from: string; where?: Record<string, unknown> };
  /** The answer is this one field of the node's object (a count inside another answer's fields). */
  pick?: string;
  /** The answer is this one measure over the node's rows (a number from another table inside an object). */
  measure?: Measure;
  /**
   * The answer is this one measure over the node's groups (the most people on site on any one day of a range:
   * `{ groupBy: date, fields: { n: { count: { present: 1 } } }, reduce: { max: n, empty: 0 } }`).
   */
  reduce?: Measure;
  /**
   * The answer is the node's first row as it is, with `fields` measured over the same rows on top: one record found
   * by other fields than its key (a company's settlement by process instance; with `missing` when there is none);
   * with `groupBy`, each group's first row (a list of records).
   */
  row?: boolean;
  /** Add a row summing the numeric fields of all groups: its key field takes this label (合计). */
  total?: string;
  /** A chart: categories (a grouping, usually of time) × series (a grouping), each cell a measure. */
  chart?: {
    categories: string | GroupBy;
    series?: string | GroupBy;
    value?: Measure;
    /**
     * Instead of a grouping: one series per measure, by name (报警数: count, 已处理: { count: { status: 2 } }); each
     * category's measures form one object, so a ratio of two of them works (`_` names are steps, not series).
     */
    values?: Record<string, Measure>;
    total?: string;
    name?: string;
  };
}
