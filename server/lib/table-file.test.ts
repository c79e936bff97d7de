import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { parseCsv, readTableFile } from './table-file';

describe('[SERVER][IMPORT] table files', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, CRLF or LF, and a BOM', () => {
    expect(parseCsv('\uFEFFa,b\r\n"x, y","say ""hi"""\n"two\nlines",\r\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
      ['two\nlines', ''],
    ]);
  });

  it('refuses a quote that is never closed', () => {
    expect(parseCsv('a,b\n"open,1\n')).toBeNull();
  });

  it('lower-cases the header and drops blank rows', async () => {
    const file = await readTableFile(Buffer.from('Name_AR, Price\nقميص,10\n,\n'), 'csv');
    expect(file).toEqual({ header: ['name_ar', 'price'], rows: [['قميص', '10']] });
  });

  it('reads the first sheet of an XLSX file as text cells', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('products');
    sheet.addRow(['name_ar', 'basic_price', 'unlimited_quantity']);
    sheet.addRow(['حذاء', 349.5, true]);
    const file = await readTableFile(Buffer.from(await workbook.xlsx.writeBuffer()), 'xlsx');
    expect(file).toEqual({
      header: ['name_ar', 'basic_price', 'unlimited_quantity'],
      rows: [['حذاء', '349.5', 'true']],
    });
  });

  it('answers null for bytes that are not a workbook', async () => {
    expect(await readTableFile(Buffer.from('plain text'), 'xlsx')).toBeNull();
  });
});
