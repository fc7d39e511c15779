// An open-loop load generator: requests start on a fixed schedule whatever the server's answers, so a slow
// server shows up as latency (not as a lower offered rate), and each request's outcome is checked.
export type Outcome = "accepted" | "refused" | "error";
export type Sample = { startedAt: number; ms: number; outcome: Outcome; status: number };

export async function openLoop(options: {
  ratePerSecond: number;
  durationSeconds: number;
  fire: (i: number) => Promise<{ status: number; outcome: Outcome }>;
  onSecond?: (second: number) => void;
}): Promise<Sample[]> {
  const { ratePerSecond, durationSeconds } = options;
  const total = Math.round(ratePerSecond * durationSeconds);
  const interval = 1000 / ratePerSecond;
  const samples: Sample[] = [];
  const pending: Promise<void>[] = [];
  const t0 = performance.now();
  let second = 0;
  for (let i = 0; i < total; i++) {
    const due = t0 + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const now = performance.now();
    if (now - t0 >= (second + 1) * 1000) options.onSecond?.(++second);
    pending.push(
      options.fire(i).then(
        ({ status, outcome }) =>
          void samples.push({ startedAt: now - t0, ms: performance.now() - now, outcome, status }),
        () =>
          void samples.push({
            startedAt: now - t0,
            ms: performance.now() - now,
            outcome: "error",
            status: 0,
          }),
      ),
    );
  }
  await Promise.all(pending);
  return samples;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function summarize(samples: Sample[], seconds: number) {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  const count = (o: Outcome) => samples.filter((s) => s.outcome === o).length;
  return {
    requests: samples.length,
    perSecond: samples.length / seconds,
    p50: percentile(ms, 50),
    p95: percentile(ms, 95),
    p99: percentile(ms, 99),
    max: ms.at(-1) ?? NaN,
    accepted: count("accepted"),
    refused: count("refused"),
    errors: count("error"),
  };
}
