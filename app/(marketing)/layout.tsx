import type { ReactNode } from "react";
import { GoogleAnalytics } from "@/components/layout/google-analytics";
import { gaMeasurementId } from "@/lib/env";

/** The public pages: the only ones analytics may load on (never the owner area), and only with a GA4 id. */
export default function MarketingLayout({ children }: { children: ReactNode }) {
  const measurementId = gaMeasurementId();
  return (
    <>
      {children}
      {measurementId && <GoogleAnalytics measurementId={measurementId} />}
    </>
  );
}
