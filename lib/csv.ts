import "server-only";
/** Spreadsheets run a cell that starts like a formula; a leading apostrophe makes it text (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** RFC 4180's comma, quote and line breaks, and the semicolon that spreadsheets in many locales split cells on. */
const NEEDS_QUOTES = /[",;\r\n]/;

/** One RFC 4180 field: formula-safe, quoted when it holds a separator, quote, CR or LF, quotes doubled. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, CRLF-terminated as RFC 4180 asks. */
export function csvRow(cells: readonly (string | number | boolean | null | undefined)[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

export function toCsv(rows: readonly (readonly (string | number | boolean | null | undefined)[])[]): string {
  return rows.map(csvRow).join("");
}
