// Request validation by the contract, compiled once per operation (on its first call) with Ajv: every violation is
// named (where, which field, why) in Chinese for people and as a list for tools.
import Ajv2020Module, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { type OpenApiDoc, type Obj, type Operation, bodySchemaOf, parametersOf, isObj, deref } from './spec.js';

// Both packages are CommonJS with a default export.
const Ajv2020 = (Ajv2020Module as unknown as { default?: typeof Ajv2020Module }).default ?? Ajv2020Module;
const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;

export interface Violation {
  /** `query`, `path`, `body`. */
  in: string;
  /** The field, as a dotted path (`list.0.name`); empty for the whole body. */
  field: string;
  /** Why, in Chinese. */
  message: string;
  /** Ajv's keyword (required, type, enum, pattern, maxLength, …). */
  rule: string;
}

const TYPES: Record<string, string> = {
  integer: '整数',
  number: '数字',
  string: '字符串',
  boolean: '布尔值',
  object: '对象',
  array: '数组',
  null: 'null',
};

function say(e: ErrorObject): { field: string; message: string } {
  const base = e.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const p = e.params as Record<string, unknown>;
  const join = (f: string) => (base ? `${base}.${f}` : f);
  switch (e.keyword) {
    case 'required':
      return { field: join(String(p.missingProperty)), message: '必填，不能缺少' };
    case 'type': {
      const t = String(p.type)
        .split(',')
        .map((x) => TYPES[x] ?? x)
        .join('或');
      return { field: base, message: `应为${t}` };
    }
    case 'enum':
      return {
        field: base,
        message: `只能是 ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join('、')} 之一`,
      };
    case 'pattern':
      return { field: base, message: `格式不正确（应匹配 ${String(p.pattern)}）` };
    case 'format':
      return { field: base, message: `格式应为 ${String(p.format)}` };
    case 'maxLength':
      return { field: base, message: `最多 ${String(p.limit)} 个字符` };
    case 'minLength':
      return { field: base, message: `至少 ${String(p.limit)} 个字符` };
    case 'maximum':
      return { field: base, message: `不能大于 ${String(p.limit)}` };
    case 'minimum':
      return { field: base, message: `不能小于 ${String(p.limit)}` };
    case 'maxItems':
      return { field: base, message: `最多 ${String(p.limit)} 项` };
    case 'minItems':
      return { field: base, message: `至少 ${String(p.limit)} 项` };
    case 'additionalProperties':
      return { field: join(String(p.additionalProperty)), message: '不是接口定义的字段' };
    default:
      return { field: base, message: e.message ?? e.keyword };
  }
}

/** The two paging styles of this back end: a list declares one; the other's parameters are refused. */
const PAGING_STYLES = [
  ['pageNum', 'pageSize'],
  ['page', 'limit'],
] as const;

interface Compiled {
  /** Paging parameters of the style the operation does not declare (refused when sent). */
  foreignPaging: string[];
  /** The paging parameters the operation declares (named in the refusal). */
  paging: string;
  query?: ValidateFunction;
  path?: ValidateFunction;
  body?: ValidateFunction;
  bodyRequired: boolean;
  bodyType?: string;
}

/** Validators per operation, compiled lazily against the whole document (so `$ref`s resolve). */
export class Validator {
  private readonly coercing: InstanceType<typeof Ajv2020>;
  private readonly strict: InstanceType<typeof Ajv2020>;
  private readonly cache = new Map<string, Compiled>();

  constructor(private readonly doc: OpenApiDoc) {
    const opts = { strict: false, allErrors: true, validateFormats: true, discriminator: false } as const;
    this.coercing = new Ajv2020({ ...opts, coerceTypes: 'array' });
    this.strict = new Ajv2020({ ...opts });
    for (const ajv of [this.coercing, this.strict]) {
      addFormats(ajv);
      ajv.addSchema({ $id: 'https://spec.local/openapi.json', components: doc.components ?? {} });
    }
  }

  private local(schema: unknown): Obj {
    return JSON.parse(
      JSON.stringify(schema ?? {}).replace(/"\$ref":"#\//g, '"$ref":"https://spec.local/openapi.json#/'),
    ) as Obj;
  }

  private compile(op: Operation): Compiled {
    let c = this.cache.get(op.operationId);
    if (c) return c;
    const params = parametersOf(this.doc, op);
    const group = (where: string) => {
      const ps = params.filter((p) => p.in === where);
      if (!ps.length) return undefined;
      return this.coercing.compile({
        type: 'object',
        properties: Object.fromEntries(ps.map((p) => [String(p.name), this.local(p.schema)])),
        required: ps.filter((p) => p.required).map((p) => String(p.name)),
      });
    };
    const body = bodySchemaOf(this.doc, op);
    const reqBody = deref<Obj>(this.doc, op.requestBody);
    const form = body && !/json/.test(body.type);
    const declared = new Set([
      ...params.map((p) => String(p.name)),
      ...Object.keys((body?.schema.properties as Obj | undefined) ?? {}),
    ]);
    const own = PAGING_STYLES.find((style) => style.some((k) => declared.has(k)));
    c = {
      foreignPaging: own
        ? PAGING_STYLES.flat().filter((k) => !declared.has(k) && !(own as readonly string[]).includes(k))
        : [],
      paging: own ? own.filter((k) => declared.has(k)).join('/') : '',
      query: group('query'),
      path: group('path'),
      body:
        body && !body.type.startsWith('multipart/')
          ? (form ? this.coercing : this.strict).compile(this.local(body.raw))
          : undefined,
      bodyRequired: Boolean(reqBody?.required),
      bodyType: body?.type,
    };
    this.cache.set(op.operationId, c);
    return c;
  }

  /** Check a request; coerces query, path and form values to their declared types in place. */
  check(op: Operation, req: { query: Obj; path: Obj; body: unknown; hasBody: boolean }): Violation[] {
    const c = this.compile(op);
    const out: Violation[] = [];
    const run = (fn: ValidateFunction | undefined, data: unknown, where: string) => {
      if (!fn || fn(data)) return;
      const seen = new Set<string>();
      for (const e of fn.errors ?? []) {
        if (e.keyword === 'if' || e.keyword === 'anyOf' || e.keyword === 'oneOf') continue;
        const { field, message } = say(e);
        const id = `${where}:${field}:${message}`;
        if (seen.has(id)) continue;
        seen.add(id);
        out.push({ in: where, field, message, rule: e.keyword });
      }
    };
    // A paging parameter of the other style would be ignored by the back end: say so rather than answer page 1.
    for (const k of c.foreignPaging) {
      for (const [where, data] of [
        ['query', req.query],
        ['body', req.body],
      ] as const) {
        if (isObj(data) && data[k] !== undefined)
          out.push({
            in: where,
            field: k,
            message: `不是本接口的分页参数（本接口用 ${c.paging} 分页）`,
            rule: 'paging',
          });
      }
    }
    run(c.query, req.query, 'query');
    run(c.path, req.path, 'path');
    if (c.body) {
      if (!req.hasBody) {
        if (c.bodyRequired) out.push({ in: 'body', field: '', message: '缺少请求体', rule: 'required' });
      } else run(c.body, req.body, 'body');
    }
    return out;
  }

  private readonly responses = new Map<string, ValidateFunction | null>();

  /** Check an answer (proxy mode) against the operation's JSON schema for that status. */
  checkResponse(op: Operation, status: number, body: unknown): Violation[] {
    const id = `${op.operationId}:${status}`;
    let fn = this.responses.get(id);
    if (fn === undefined) {
      const r = op.responses?.[String(status)] ?? op.responses?.default;
      const content = deref<Obj>(this.doc, r)?.content as Obj | undefined;
      const media = content && Object.entries(content).find(([t]) => /json/.test(t))?.[1];
      fn = isObj(media) && media.schema ? this.strict.compile(this.local(media.schema)) : null;
      this.responses.set(id, fn);
    }
    if (!fn || fn(body)) return [];
    return (fn.errors ?? [])
      .filter((e) => !['if', 'anyOf', 'oneOf', 'allOf'].includes(e.keyword))
      .map((e) => ({ in: 'response', ...say(e), rule: e.keyword }));
  }

  /** How many operations have compiled validators (for the start report). */
  get compiled(): number {
    return this.cache.size;
  }
}

/** The Chinese message for a list of violations: `请求不符合接口约定：query.pageNum 应为整数；body.name 必填，不能缺少`. */
export function describe(violations: Violation[]): string {
  const parts = violations.slice(0, 5).map((v) => `${v.in}${v.field ? `.${v.field}` : ''} ${v.message}`);
  const more = violations.length > 5 ? `（另有 ${violations.length - 5} 处）` : '';
  return `请求不符合接口约定：${parts.join('；')}${more}`;
}
