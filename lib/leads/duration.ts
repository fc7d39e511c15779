import "server-only";
/** A duration as people say it: "45 s", "12 min", "3 h 5 min", "2 d 4 h" (no line break inside "45 s"). */
export function durationText(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds}\u00a0s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}\u00a0min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 ? `${hours}\u00a0h ${minutes % 60}\u00a0min` : `${hours}\u00a0h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days}\u00a0d ${hours % 24}\u00a0h` : `${days}\u00a0d`;
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
