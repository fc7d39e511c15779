import { processSingleton } from "@/lib/process-singleton";
/** Waits until this caller may start a request; callers are spaced `intervalMs` apart in arrival order. */
export type Limiter = () => Promise<void>;

export function createLimiter(intervalMs: number): Limiter {
  let nextSlot = 0;
  return async () => {
    const now = Date.now();
    const slot = Math.max(now, nextSlot);
    nextSlot = slot + intervalMs;
    if (slot > now) await new Promise((resolve) => setTimeout(resolve, slot - now));
  };
}

/** Resend allows 2 requests per second per team by default. */
export const RESEND_INTERVAL_MS = 500;

export const resendLimiter = (): Limiter =>
  processSingleton("email.resendLimiter", () => createLimiter(RESEND_INTERVAL_MS));
