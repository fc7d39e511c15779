import { z } from "zod";

// In the browser zod would probe `new Function` once; the CSP forbids eval, and the probe's blocked attempt is
// reported as a policy violation. Interpreted parsing is fast enough for one form. Every form schema imports z here.
if (typeof window !== "undefined") z.config({ jitless: true });

export { z };
