import "server-only";
/**
 * A spreadsheet export as text: UTF-8 (a byte-order mark dropped) or UTF-16 with its mark (Google Ads' "Excel CSV"
 * and Microsoft's tab-separated downloads).
 */
export function decodeExport(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes.subarray(2));
  return new TextDecoder("utf-8").decode(bytes).replace(/^\uFEFF/, "");
}

/** Tab when the text's first lines hold more tabs than commas (the Excel flavour), comma otherwise. */
function delimiterOf(text: string): "," | "\t" {
  const head = text.slice(0, 4096);
  const count = (c: string) => head.split(c).length - 1;
  return count("\t") > count(",") ? "\t" : ",";
}

/**
 * RFC 4180 records (quoted fields may hold the delimiter, doubled quotes and line breaks), each with the file line it
 * starts on. One pass over the text, no regular expression per field: 100,000 rows parse in a few hundred ms.
 */
export function readRecords(text: string): { line: number; cells: string[] }[] {
  const delimiter = delimiterOf(text);
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let field = "";
  let quoted = false;
  let line = 1;
  let startLine = 1;
  let fieldStarted = false;
  const endRecord = () => {
    cells.push(field);
    records.push({ line: startLine, cells });
    cells = [];
    field = "";
    fieldStarted = false;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (c === "\n") line++;
        field += c;
      }
      continue;
    }
    if (c === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
    } else if (c === delimiter) {
      cells.push(field);
      field = "";
      fieldStarted = false;
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      endRecord();
      line++;
      startLine = line;
    } else {
      field += c;
      fieldStarted = true;
    }
  }
  if (field !== "" || cells.length) endRecord();
  return records;
}
