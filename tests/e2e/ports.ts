/**
 * The ports of the servers specs start for themselves, from E2E_PORT (the shared server's) up. Specs run at once in
 * workers, so no two may share one: each has its range here, and overlapping ranges fail on load.
 */
const RANGES = {
  // playwright.config.ts: the shared server's email stand-in (+1) and the Supabase-mode server (+10).
  config: [1, 10],
  shutdown: [30, 1],
  hostile: [40, 1],
  adPlatforms: [45, 3],
  ownerSecurity: [50, 3],
  leadStatus: [55, 1],
  productionTruth: [60, 10],
  analytics: [70, 1],
  hostileProbes: [80, 3],
  ownerArea: [85, 1],
  thankYouBooking: [93, 1],
  leadRecord: [95, 1],
  // Not 96: from the default E2E_PORT that is 3306, MySQL's and MariaDB's port, often taken on a developer's machine.
  siteEditor: [97, 1],
  callClicks: [98, 1],
} as const satisfies Record<string, readonly [offset: number, count: number]>;

const ranges = Object.entries(RANGES).sort(([, a], [, b]) => a[0] - b[0]);
for (const [i, [name, [offset, count]]] of ranges.entries()) {
  const next = ranges[i + 1];
  if (next && offset + count > next[1][0]) throw new Error(`E2E ports: ${name} overlaps ${next[0]}`);
}

/** The first port of a spec's range; it may use as many after it as its range counts. */
export const firstPort = (spec: Exclude<keyof typeof RANGES, "config">) =>
  Number(process.env.E2E_PORT ?? 3210) + RANGES[spec][0];
