import ExcelJS from 'exceljs';

/** A spreadsheet as text cells: the header row and the data rows (blank rows dropped). */
export interface TableFile {
  header: string[];
  rows: string[][];
}

/**
 * RFC 4180 CSV: quoted fields with doubled quotes, commas and line breaks inside quotes, CRLF or
 * LF rows, a UTF-8 BOM ignored. Answers null when a quote is never closed.
 */
export function parseCsv(text: string): string[][] | null {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index]!;
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (quoted) return null;
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    return '';
  }
  return String(value);
}

/** Reads a CSV or XLSX upload (first sheet) into text cells; null when it is not readable. */
export async function readTableFile(
  bytes: Buffer,
  format: 'csv' | 'xlsx',
): Promise<TableFile | null> {
  let cells: string[][] | null;
  if (format === 'csv') {
    cells = parseCsv(bytes.toString('utf8'));
  } else {
    const workbook = new ExcelJS.Workbook();
    try {
      await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    } catch {
      return null;
    }
    const sheet = workbook.worksheets[0];
    if (!sheet) return null;
    cells = [];
    sheet.eachRow({ includeEmpty: false }, (row) => {
      const values = (row.values as ExcelJS.CellValue[]).slice(1);
      cells!.push(values.map(cellText));
    });
  }
  if (!cells || cells.length === 0) return null;
  const [header = [], ...rows] = cells;
  return {
    header: header.map((name) => name.trim().toLowerCase()),
    rows: rows.filter((row) => row.some((cell) => cell.trim() !== '')),
  };
}
