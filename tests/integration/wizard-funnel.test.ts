import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { Database } from "@/lib/db/open";
import { leads, pageViewDays, wizardStepDays } from "@/lib/db/schema";
import { wizardFunnels } from "@/lib/reports/wizard-funnel";
import { backends, openForTests } from "./databases";

// 12:00 UTC is 04:00 in Los Angeles: the report's today is 2026-11-20, and its last 7 days start on 2026-11-14.
const NOW = new Date("2026-11-20T12:00:00Z");
const views = (day: string, path: string, n: number) => ({
  day,
  path,
  source: "google",
  medium: "cpc",
  campaign: "spring",
  landingPage: path,
  views: n,
  visitors: n,
});
const steps = (day: string, form: string, counts: number[], source = "google") =>
  counts.map((count, i) => ({ day, form, step: i + 1, source, count }));
const lead = (kind: "intake" | "demo", at: string) => ({
  kind,
  name: "Lead",
  email: "lead@example.com",
  payload: {},
  submissionId: randomUUID(),
  createdAt: new Date(at),
});

describe.each(backends())("wizard funnels on $name", (backend) => {
  let db: Database;
  openForTests(backend, (opened) => (db = opened));

  it("shows each step reached (step 1: the page's views), where visits left, and the leads sent, for the period", async () => {
    await db
      .insert(pageViewDays)
      .values([views("2026-11-20", "/intake", 12), views("2026-11-01", "/intake", 50)]);
    await db
      .insert(wizardStepDays)
      .values([
        ...steps("2026-11-20", "intake", [6, 4, 3, 3, 2]),
        ...steps("2026-11-19", "intake", [4, 1], "direct"),
        ...steps("2026-11-01", "intake", [90, 90, 90, 90, 90]),
        ...steps("2026-11-18", "demo", [3, 2, 2, 1]),
      ]);
    await db
      .insert(leads)
      .values([lead("intake", "2026-11-20T10:00:00Z"), lead("intake", "2026-11-01T10:00:00Z")]);

    const [intake, demo] = await wizardFunnels(db, { period: "7", now: NOW });
    expect(intake).toEqual({
      form: "intake",
      pageViews: 12,
      submitted: 1,
      steps: [
        // Step 1 is the page's views: its step rows (counted before that rule) are ignored.
        { step: 1, reached: 12, left: 7 },
        { step: 2, reached: 5, left: 2 },
        { step: 3, reached: 3, left: 0 },
        { step: 4, reached: 3, left: 1 },
        { step: 5, reached: 2, left: 1 },
      ],
    });
    expect(demo).toMatchObject({ form: "demo", pageViews: 0, submitted: 0 });
    expect(demo!.steps.map((s) => s.left)).toEqual([0, 0, 1, 1]);

    const [allTime] = await wizardFunnels(db, { period: "all", now: NOW });
    expect(allTime).toMatchObject({ pageViews: 62, submitted: 2 });
    expect(allTime!.steps.map((s) => s.reached)).toEqual([62, 95, 93, 93, 92]);
  });
});
