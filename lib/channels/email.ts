import "server-only";
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db/open";
import { leads, type Lead, type OutboxJob } from "@/lib/db/schema";
import { permanentFailure, type Delivery } from "@/lib/delivery/channel";
import { notSent } from "@/lib/delivery/result";
import { sendEmail, type EmailMessage } from "@/lib/email/send";
import { errorText } from "@/lib/log";

/** What an email job sends: the message, why it cannot go (for good: no retry would help), or why it need not. */
export type EmailFor = EmailMessage | { refused: string } | { notSent: string };

/** One attempt at an email: the provider's id is the job id, so a retry after a lost answer is not sent twice. */
export async function sendEmailJob(
  job: OutboxJob,
  email: EmailFor,
  stillWanted: (message: EmailMessage) => Promise<string | null> = async () => null,
): Promise<Delivery> {
  if ("refused" in email) return permanentFailure(email.refused);
  if ("notSent" in email) return { result: notSent(email.notSent) };
  const summary = { to: email.to, subject: email.subject };
  try {
    const unwanted = await stillWanted(email);
    if (unwanted) return { result: notSent(unwanted), summary };
    return { result: await sendEmail(email, job.id), summary };
  } catch (error) {
    return { result: { ok: false, error: errorText(error, 1000) }, summary };
  }
}

/** The job's lead, or the reason it cannot be written about any more. */
export async function leadOf(db: Database, job: OutboxJob): Promise<Lead | { refused: string }> {
  const [lead] = job.leadId ? await db.select().from(leads).where(eq(leads.id, job.leadId)) : [];
  return lead ?? { refused: "Lead no longer exists" };
}
