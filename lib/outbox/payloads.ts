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
