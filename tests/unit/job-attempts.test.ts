import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DeliveriesTable } from "@/components/settings/deliveries-table";
import { JobList } from "@/components/settings/job-list";
import type { OutboxJob } from "@/lib/db/schema";
import { NOT_SENT } from "@/lib/delivery/result";

const job = (status: OutboxJob["status"], attempts: number): OutboxJob => ({
  id: `job-${status}`,
  type: "owner_email",
  leadId: "lead-1",
  webhookUserId: null,
  payload: {},
  summary: { to: "owner@example.com" },
  status,
  attempts,
  maxAttempts: 7,
  nextAttemptAt: new Date(),
  lockedUntil: null,
  lastStatus: null,
  lastError: status === "not_sent" ? NOT_SENT.loggedOnly : null,
  providerId: null,
  deliveredAt: null,
  createdAt: new Date(),
  updatedAt: new Date(),
});
const listed = (status: OutboxJob["status"], attempts: number) =>
  renderToStaticMarkup(createElement(JobList, { jobs: [{ job: job(status, attempts), attempts: [] }] }));

describe("attempts shown to the owner", () => {
  it("as 'n of m' only for a job that will be tried again", () => {
    expect(listed("pending", 1)).toContain("1 of 7 attempts");
    expect(listed("running", 2)).toContain("2 of 7 attempts");
  });

  it("not for an email recorded as not sent, delivered or failed for good", () => {
    for (const status of ["not_sent", "delivered", "dead"] as const) {
      const html = listed(status, 1);
      expect(html, status).not.toMatch(/of 7 attempts/);
      expect(html, status).toContain("owner@example.com");
    }
  });

  it("in the deliveries table as made / allowed only while retries remain", () => {
    const row = (status: OutboxJob["status"], attempts: number) => ({
      ...job(status, attempts),
      maxAttempts: 10,
      event: "form_submission",
    });
    const html = renderToStaticMarkup(
      createElement(DeliveriesTable, { rows: [row("pending", 2), row("not_sent", 1), row("delivered", 1)] }),
    );
    expect(html).toContain("2 / 10");
    expect(html.match(/ \/ 10/g)).toHaveLength(1);
  });
});
