import "server-only";
const NBSP = "\u00a0";
const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A duration as people say it, never rounded down to a coarser unit: to the second below ten minutes ("48 s",
 * "1 min 56 s"), to the minute below a day ("42 min", "3 h 5 min"), then to the hour ("2 d 4 h"). No line break
 * inside "48 s".
 */
export function durationText(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  const unit = (n: number, name: string) => `${n}${NBSP}${name}`;
  const pair = (big: number, bigName: string, small: number, smallName: string) =>
    small ? `${unit(big, bigName)} ${unit(small, smallName)}` : unit(big, bigName);
  if (seconds < MINUTE) return unit(seconds, "s");
  if (seconds < 10 * MINUTE) return pair(Math.floor(seconds / MINUTE), "min", seconds % MINUTE, "s");
  const minutes = Math.round(seconds / MINUTE);
  if (minutes < 60) return unit(minutes, "min");
  if (minutes * MINUTE < DAY) return pair(Math.floor(minutes / 60), "h", minutes % 60, "min");
  const hours = Math.round(seconds / HOUR);
  return pair(Math.floor(hours / 24), "d", hours % 24, "h");
}

/** The lead's response time as the owner reads it: answered in how long, or waiting how long so far. */
export function responseText(
  lead: { createdAt: Date; respondedAt: Date | null },
  now: Date,
  words: { answered: (time: string) => string; waiting: (age: string) => string },
): string {
  return lead.respondedAt
    ? words.answered(durationText(lead.respondedAt.getTime() - lead.createdAt.getTime()))
    : words.waiting(durationText(now.getTime() - lead.createdAt.getTime()));
}
