// Values fixed when the site is built. Next inlines these literal reads into every bundle (next.config.ts `env`), so
// the pre-rendered pages, the proxy, the server and the browser agree on them; everything else is read at run time
// through env(). Functions, not constants: tests set them per test.

export const isProductionBuild = () => process.env.NODE_ENV === "production";
export const builtSiteUrl = () => process.env.NEXT_PUBLIC_SITE_URL;
export const builtGaMeasurementId = () => process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID || undefined;
export const builtTurnstileSiteKey = () => process.env.TURNSTILE_SITE_KEY || undefined;
export const builtRetentionDays = () => ({
  leads: process.env.LEAD_RETENTION_DAYS,
  technical: process.env.TECHNICAL_RETENTION_DAYS,
});
