// Spreadsheets the console's imports take, built the way their templates lay them out.

/** A manager helmet sheet (姓名、手机号、安全帽编号, seed 001 §4) as the template lays it out. */
export async function managerSheet(rows: string[][]): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('管理人员');
  ws.addRow(['姓名', '手机号', '安全帽编号']);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
