/** Calendar days as the visitor sees them: local dates in, YYYY-MM-DD out, never through UTC. */
const pad = (n: number) => String(n).padStart(2, "0");

export const toIsoDay = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

export function fromIsoDay(value: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** Today plus a number of days, at local midnight (the server accepts dates up to a year ahead). */
export function localDay(daysAhead = 0, now = new Date()) {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + daysAhead);
}

// Made on first use: building it (locale data) took 17 ms of the page's start-up even when no date is shown.
let longDate: Intl.DateTimeFormat | undefined;

export const formatDay = (date: Date) =>
  (longDate ??= new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    month: "long",
    day: "numeric",
    year: "numeric",
  })).format(date);
