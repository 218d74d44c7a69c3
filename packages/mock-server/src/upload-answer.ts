// Uploads answered from the world: a spreadsheet sent to an import becomes rows (each checked, the bad ones named);
// any other file is kept in the world and its address answered (uploads.ts serves it back).
import * as engine from './engine.js';
import { fieldsOf, isSpreadsheet, readSheet } from './files.js';
import type { Plan } from './model.js';
import { type OpenApiDoc, type Obj, flatten, isObj } from './spec.js';
import { fileIdLike, fileUrl, storedFile } from './uploads.js';
import type { StoredFile, World } from './world.js';

export interface UploadDeps {
  doc: OpenApiDoc;
  /** The row schema of an entity (the item schema of its list answer). */
  rowSchemaOf: (entity: string) => Obj;
  /** Keep a file in a world (counted against the upload cap). */
  addFile: (world: World, file: StoredFile) => void;
}

/** An upload: a spreadsheet to an import becomes rows; any other file is kept and its URL answered. */
export async function upload(d: UploadDeps, plan: Plan, ctx: engine.Ctx, form: FormData): Promise<engine.Answer> {
  const answer = await uploadBody(d, plan, ctx, form);
  return isObj(answer) && answer.code === 400 && answer.data === null
    ? { status: 400, body: answer }
    : { status: 200, body: answer };
}

async function uploadBody(d: UploadDeps, plan: Plan, ctx: engine.Ctx, form: FormData): Promise<unknown> {
  const { doc, rowSchemaOf } = d;
  const [field, file] = [...form.entries()].find((e): e is [string, File] => typeof e[1] !== 'string') ?? [];
  if (!field || !file)
    return {
      code: 400,
      msg: '请选择要上传的文件（字段 file）',
      data: null,
      violations: [{ in: 'body', field: 'file', message: '必填，不能缺少', rule: 'required' }],
    };
  const bytes = Buffer.from(await file.arrayBuffer());
  const ex = isObj(ctx.example) ? ctx.example : { code: 0, msg: '上传成功', data: null };
  const importing = Boolean(plan.entity) || /import|upload(worker|manager)/i.test(plan.op.operationId);
  if (importing) {
    if (!isSpreadsheet(file.name, bytes)) {
      return { code: 500, msg: `请上传 Excel 表格（.xlsx），“${file.name}”不是表格文件`, data: null };
    }
    if (plan.xmock?.role === 'upload' && plan.entity) {
      const item = rowSchemaOf(plan.entity);
      const sheet = await readSheet(bytes, fieldsOf(doc, item)).catch(() => undefined);
      if (!sheet) return { code: 500, msg: `无法读取表格“${file.name}”：文件已损坏或不是 .xlsx 格式`, data: null };
      if (!sheet.rows.length) return { code: 500, msg: `表格“${file.name}”没有数据行（第 1 行为表头）`, data: null };
      return importRows(
        d,
        plan,
        ctx,
        sheet.rows,
        ex,
        (k) => sheet.titles[k] ?? fieldsOf(doc, item).find((f) => f.key === k)?.label ?? k,
      );
    }
    return ex;
  }
  const data = isObj(ex.data) ? { ...ex.data } : ex.data;
  const stored = storedFile(file.name, bytes, fileIdLike(isObj(data) ? data.fileId : undefined));
  const url = fileUrl(stored);
  // x-mock.effects: the file field reads as the address the file is kept at (`$input.file`), written where a record
  // reads it (a worker's new photo); a refusal keeps neither the file nor any write.
  if (plan.effects.length) {
    const done = engine.applyEffects(plan.effects, { ...ctx, input: { ...ctx.input, [field]: url } });
    if (typeof done === 'string') return engine.failure(done).body;
  }
  d.addFile(ctx.world, stored);
  if (isObj(data)) {
    for (const k of Object.keys(data)) {
      if (/url|path|src/i.test(k)) data[k] = url;
      if (/name/i.test(k)) data[k] = file.name;
      if (/size/i.test(k)) data[k] = bytes.length;
      if (/^(file_?id|id)$/i.test(k)) data[k] = stored.id;
      if (/^content_?type$/i.test(k)) data[k] = stored.type;
    }
    return { ...ex, data };
  }
  return { ...ex, data: typeof data === 'string' ? url : data };
}

/**
 * Rows of an uploaded sheet into the entity (x-mock role upload): each checked, the bad ones named. An entity of
 * upload batches (rows with a batch_id: helmet and roster uploads) keeps every row with its check result, to be
 * confirmed later; any other import adds only the rows that pass and answers its counts in the example's fields.
 */
function importRows(
  d: UploadDeps,
  plan: Plan,
  ctx: engine.Ctx,
  rows: { line: number; values: Obj }[],
  ex: Obj,
  title: (key: string) => string,
): unknown {
  const { doc, rowSchemaOf } = d;
  const entity = plan.entity as string;
  const table = ctx.world.table(entity);
  const template = table[0] ?? {};
  const batched = 'batch_id' in template;
  // A batch number of today's that no row of the table has yet (the examples hold batches of their own days).
  const day = engine.stamp(ctx.now).replace(/\D/g, '').slice(0, 8);
  const taken = new Set(ctx.world.rows(entity).map((r) => String(r.batch_id)));
  let batch = '';
  if (batched)
    do batch = `B${day}${String(ctx.world.nextKey(`${entity}#batch`) % 1000).padStart(3, '0')}`;
    while (taken.has(batch));
  const required = plan.xmock?.required ?? ['name'];
  const errors: { row: number; msg: string }[] = [];
  const key = ctx.world.seed.keyOf(entity);
  const item = rowSchemaOf(entity);
  const fields = ctx.world.seed.fieldsOf(entity);
  const added: Obj[] = [];
  for (const { line, values } of rows) {
    const bad: string[] = [];
    // A coded column (隐患等级：1 一般隐患…) takes the code or its name, as the template's users write it; a number
    // column a number (a form field arrives as text).
    const coerce = (o: Obj, report: boolean) => {
      for (const [k, v] of Object.entries(o)) {
        const schema = flatten(doc, (item.properties as Obj | undefined)?.[k]);
        const type = ([] as unknown[]).concat(schema.type ?? []);
        if (typeof v !== 'string' || v === '' || !(type.includes('integer') || type.includes('number'))) continue;
        if (Number.isFinite(Number(v))) {
          o[k] = Number(v);
          continue;
        }
        const codes = [...String(schema.description ?? '').matchAll(/(\d+)\s*([^\d，,；;：:\s]+)/g)];
        const hit = codes.find(([, , name]) => name === v);
        if (hit) o[k] = Number(hit[1]);
        else if (report)
          bad.push(
            `${title(k)}“${v}”不存在${codes.length ? `，应为${codes.map(([, , name]) => name).join('、')}` : ''}`,
          );
      }
    };
    coerce(values, true);
    // `set` may read the row's own columns (`$row.troubleLevel`) and the form's fields (`$input.categoryId`).
    const set = Object.fromEntries(
      Object.entries(plan.xmock?.set ?? {}).map(([k, v]) => [k, engine.resolve(v, ctx, values)]),
    );
    coerce(set, false);
    // An empty cell leaves what the form gave (the template's 所属分类 ID column left empty, 导入到分类 chosen).
    const merged: Obj = { ...set, ...values };
    for (const [k, v] of Object.entries(set)) if (merged[k] === '' && v !== undefined && v !== null) merged[k] = v;
    const missing = required.filter((f) => merged[f] === undefined || merged[f] === null || merged[f] === '');
    bad.unshift(...missing.map((f) => `${title(f)}不能为空`));
    if (values.id_card && !/^\d{17}[\dXx]$|^\d{15}$/.test(String(values.id_card))) bad.push('身份证号格式错误');
    if (values.mobile && !/^1[3-9]\d{9}$/.test(String(values.mobile))) bad.push('手机号格式错误');
    if (bad.length) errors.push({ row: line, msg: bad.join('；') });
    if (bad.length && !batched) continue;
    // A batch row waits for its confirmation with what the sheet gave; an imported row is a whole record, its
    // other fields what a back end stores for them (as a create does) and its names those of the ids it holds.
    const row: Obj = Object.fromEntries(
      Object.keys(template).map((k) => [k, batched ? null : engine.initial(fields[k], template[k], ctx)]),
    );
    Object.assign(row, merged, { [key]: ctx.world.nextKey(entity) }, batched ? { batch_id: batch } : {});
    if (!batched) engine.labels(table, row, merged);
    if ('check_status' in template) row.check_status = bad.length ? 2 : 0;
    if ('check_msg' in template) row.check_msg = bad.length ? bad.join('；') : '校验通过';
    for (const k of ['create_time', 'createTime']) if (k in template) row[k] = engine.stamp(ctx.now);
    added.push(row);
  }
  table.unshift(...added);
  const data = isObj(ex.data) ? { ...ex.data } : {};
  const msg = errors.length ? `${batched ? '上传' : '导入'}完成：${errors.length} 行未通过校验` : ex.msg;
  if (batched)
    return {
      ...ex,
      msg,
      data: {
        ...data,
        batch_id: batch,
        total: rows.length,
        success_count: rows.length - errors.length,
        fail_count: errors.length,
        errors,
      },
    };
  // The counts in the fields the example answers them in (successCount, failRows: [{ row, reason }]…).
  for (const [k, v] of Object.entries(data)) {
    if (/^total/i.test(k)) data[k] = rows.length;
    else if (/success/i.test(k)) data[k] = added.length;
    else if (/^(fail|error)\w*(count|num)$/i.test(k)) data[k] = errors.length;
    else if (/^error_?file_?url$/i.test(k))
      data[k] = null; // the mock writes no error sheet
    else if (Array.isArray(v) && /fail|error/i.test(k)) {
      const shape = isObj(v[0]) ? Object.keys(v[0]) : ['row', 'msg'];
      const lineKey = shape.find((f) => /row|line/i.test(f)) ?? 'row';
      const textKey = shape.find((f) => /reason|msg|message|error/i.test(f)) ?? 'msg';
      data[k] = errors.map((e) => ({ [lineKey]: e.row, [textKey]: e.msg }));
    }
  }
  return { ...ex, msg, data };
}
