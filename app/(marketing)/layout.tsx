import type { ReactNode } from "react";
import { GoogleAnalytics } from "@/components/layout/google-analytics";
import { PageScript } from "@/components/layout/page-script";
import { gaMeasurementId } from "@/lib/env";

/** The public pages: the only ones that count visits, and that analytics may load on (only with a GA4 id). */
export default function MarketingLayout({ children }: { children: ReactNode }) {
  const measurementId = gaMeasurementId();
  return (
    <>
      {children}
      <PageScript />
      {measurementId && <GoogleAnalytics measurementId={measurementId} />}
    </>
  );
}
