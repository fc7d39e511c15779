import type { ReactNode } from "react";
import { Analytics } from "@/components/layout/analytics";
import { gaMeasurementId } from "@/lib/env";

/** The public pages: the only ones analytics may load on (never the owner area). */
export default function MarketingLayout({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Analytics measurementId={gaMeasurementId} />
    </>
  );
}
