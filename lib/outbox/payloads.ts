import "server-only";
import { z } from "zod";

/** The payload of a dead-letter alert: the job that ran out of attempts. */
export const deadJobPayload = z.object({
  jobId: z.string(),
  type: z.string(),
  leadId: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
});
export type DeadJobPayload = z.infer<typeof deadJobPayload>;

/** The payload of an hour's lead digest: the hour its folded leads arrived in (see lib/leads/ceilings.ts). */
export const ownerDigestPayload = z.object({ windowStart: z.iso.datetime(), windowEnd: z.iso.datetime() });
export type OwnerDigestPayload = z.infer<typeof ownerDigestPayload>;
