import { GoogleAnalytics } from "./google-analytics";
import { PageViewTracker } from "./page-view-tracker";

/** Nothing at all is rendered (no script, no tracker) unless a GA4 id is configured. */
export function Analytics({ measurementId }: { measurementId: string | undefined }) {
  if (!measurementId) return null;
  return (
    <>
      <GoogleAnalytics measurementId={measurementId} />
      <PageViewTracker />
    </>
  );
}
