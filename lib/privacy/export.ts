import "server-only";
import { siteUrl } from "@/lib/env";
import type { PersonData } from "./find";
import { personText, type Person } from "./person";

/** Everything stored about the person as one JSON document: what a request for a copy receives. */
export function personExport(person: Person, data: PersonData, now = new Date()) {
  return {
    exportedAt: now.toISOString(),
    site: siteUrl(),
    request: personText(person),
    leads: data.leads,
    deliveries: data.jobs.map((job) => ({
      ...job,
      attempts: data.attempts.filter((attempt) => attempt.jobId === job.id),
    })),
    unsubscribes: data.unsubscribes,
    bookingClicks: data.bookingClicks,
  };
}
