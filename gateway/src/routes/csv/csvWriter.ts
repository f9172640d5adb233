export type CsvValue = string | number | boolean | null;

/** One column of an export: its header, how a row fills it, and whether the cell is a number or free text. */
export interface CsvColumn<Row> {
  header: string;
  kind: 'text' | 'number';
  value(row: Row): CsvValue;
}

export function textColumn<Row>(header: string, value: (row: Row) => CsvValue): CsvColumn<Row> {
  return { header, kind: 'text', value };
}

/** Exact decimal strings or USD floats; a leading minus is a sign here, not a formula. */
export function numberColumn<Row>(header: string, value: (row: Row) => CsvValue): CsvColumn<Row> {
  return { header, kind: 'number', value };
}

// OWASP "CSV Injection": spreadsheets evaluate a cell that starts with one of these. Token names
// and symbols are chosen by whoever deploys a contract, so text cells must never start a formula.
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?(e[-+]?\d+)?$/i;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One cell (RFC 4180): quoted when it holds a quote, comma or line break, quotes doubled. A text
 * cell that would start a formula gets a leading apostrophe, the spreadsheets' own "this is text"
 * mark; a number column is written as is, but only when it really is a plain number.
 * @internal
 */
export function csvCell(value: CsvValue, kind: CsvColumn<unknown>['kind']): string {
  if (value === null || (typeof value === 'number' && !Number.isFinite(value))) return '';
  let cell = String(value);
  if (!(kind === 'number' && PLAIN_NUMBER.test(cell)) && FORMULA_START.test(cell))
    cell = `'${cell}`;
  return NEEDS_QUOTES.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** A header line and one line per row, CRLF-terminated as RFC 4180 writes them. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [
    columns.map((column) => csvCell(column.header, 'text')),
    ...rows.map((row) => columns.map((column) => csvCell(column.value(row), column.kind))),
  ];
  return lines.map((cells) => `${cells.join(',')}\r\n`).join('');
}
