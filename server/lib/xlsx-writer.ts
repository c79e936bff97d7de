// The back office's XLSX writer (DESIGN §7 exports): one sheet, a header row of field names, then
// rows from an async source, each committed as it is added (exceljs's streaming writer), so the
// server holds one database batch at a time whatever the file's size.
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';

export type XlsxCell = string | number | boolean | null;

export function xlsxStream(input: {
  sheet: string;
  columns: readonly string[];
  rows: AsyncIterable<XlsxCell[]>;
  rightToLeft: boolean;
}): PassThrough {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(input.sheet, { views: [{ rightToLeft: input.rightToLeft }] });
  const pump = async () => {
    sheet.addRow([...input.columns]).commit();
    let rows = 0;
    for await (const row of input.rows) {
      sheet.addRow(row).commit();
      rows += 1;
      // Let the zip's deflate (thread pool callbacks) and the socket run between batches: an
      // in-process database (PGlite) answers without a turn of the event loop, and the file
      // would otherwise pile up until the last row.
      if (rows % 100 === 0) await new Promise((resolve) => setImmediate(resolve));
      if (out.writableNeedDrain) {
        // A client that goes away closes the stream: stop reading instead of waiting forever.
        await Promise.race([once(out, 'drain'), once(out, 'close')]);
        if (out.destroyed) return;
      }
    }
    sheet.commit();
    await workbook.commit();
  };
  pump().catch((error: unknown) => out.destroy(error as Error));
  return out;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
