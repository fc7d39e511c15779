import "server-only";
import { emailTimeZone } from "@/content/emails";

// Times as the owner reads them, in the owner's (Pacific) zone: on pages, in emails, CSV files and downloads.

const TIME_FORMAT: Intl.DateTimeFormatOptions = {
  timeZone: emailTimeZone,
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
};

export const formatTime = (date: Date) => date.toLocaleString("en-US", TIME_FORMAT);

const SORTABLE_TIME = new Intl.DateTimeFormat("en-US", {
  timeZone: emailTimeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
  timeZoneName: "short",
});

/** The owner's time as spreadsheets sort it ("2026-11-24 13:05:09"), and its zone's short name ("PST"). */
export function sortableTime(date: Date): { time: string; zone: string } {
  const part = Object.fromEntries(SORTABLE_TIME.formatToParts(date).map(({ type, value }) => [type, value]));
  return {
    time: `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`,
    zone: part.timeZoneName ?? "",
  };
}

/** The owner's time as spreadsheets sort it, with its zone named: "2026-11-24 13:05:09 PST". */
export function csvTime(date: Date): string {
  const { time, zone } = sortableTime(date);
  return `${time} ${zone}`;
}

/** A calendar day (YYYY-MM-DD) as words, read in UTC so it never shifts by a day. */
export function formatDay(value: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleDateString("en-US", { timeZone: "UTC", dateStyle: "full" });
}
