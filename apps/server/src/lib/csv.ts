/**
 * CSV for spreadsheets (RFC 4180: comma-separated, CRLF, quoted where needed). A cell that a spreadsheet
 * would run as a formula (starting with = + - @, tab or carriage return) is prefixed with a single quote,
 * so text a player typed (a wallet address, a name) can never become a formula in someone's Excel.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The document: a byte-order mark (so Excel reads UTF-8), then one CRLF-terminated line per row. */
export function csvDocument(rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string {
  return `\uFEFF${rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('')}`;
}
