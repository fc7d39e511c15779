import "server-only";
import { safeEqual } from "@/lib/safe-equal";
import { env } from "@/lib/env";

/** `Authorization: Bearer $CRON_SECRET`, compared so that timing reveals neither the secret nor its length. */
export function hasCronSecret(header: string | null): boolean {
  if (!env().CRON_SECRET || !header) return false;
  return safeEqual(header, `Bearer ${env().CRON_SECRET}`);
}
