import { describe, expect, it } from "vitest";
import { waitForQuiet } from "@/lib/outbox/quiet";

/** Keeps the event loop about 90 % busy, like a server answering a burst of posts. */
function busyLoop(): () => void {
  const timer = setInterval(() => {
    const until = performance.now() + 45;
    while (performance.now() < until);
  }, 50);
  return () => clearInterval(timer);
}

describe("background deliveries give way to requests", () => {
  it("go on at once when the process is idle", async () => {
    const started = performance.now();
    await waitForQuiet(5000);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("wait while the event loop is busy, then go on after the longest deferral", async () => {
    const stop = busyLoop();
    try {
      const started = performance.now();
      await waitForQuiet(1500);
      expect(performance.now() - started).toBeGreaterThanOrEqual(1400);
    } finally {
      stop();
    }
  });

  it("go on as soon as the burst is over", async () => {
    const stop = busyLoop();
    setTimeout(stop, 700);
    const started = performance.now();
    await waitForQuiet(10_000);
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(600);
    expect(waited).toBeLessThan(3000);
  });
});
