import "server-only";
const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

const pad = (n: number) => String(n).padStart(2, "0");

function isoOf(year: number, month: number, day: number): string | undefined {
  if (year < 2000 || year > 2100 || month < 1 || month > 12 || day < 1) return undefined;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day > days ? undefined : `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * A report's day as the platforms write it: 2026-11-01 (Google Ads, Meta, Microsoft's API), 11/1/2026 (Microsoft's
 * and Meta's US exports: month first), "Nov 1, 2026" (Google Ads' English date columns). Undefined otherwise.
 */
export function parseDay(text: string): string | undefined {
  const value = text.trim();
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (match) return isoOf(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  if (match) return isoOf(Number(match[3]), Number(match[1]), Number(match[2]));
  match = /^([A-Za-z]{3})[a-z]*\.? (\d{1,2}), (\d{4})$/.exec(value);
  if (match) {
    const month = MONTHS.indexOf(match[1]!.toLowerCase()) + 1;
    return month ? isoOf(Number(match[3]), month, Number(match[2])) : undefined;
  }
  return undefined;
}

const DAY_MS = 86_400_000;

/** Every day from `first` to `last`, both included (calendar days). */
export function daysFrom(first: string, last: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${first}T00:00:00Z`); at <= Date.parse(`${last}T00:00:00Z`); at += DAY_MS)
    days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}
