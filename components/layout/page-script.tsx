import { PAGE_SCRIPT } from "@/lib/visits/page-script";

/** Counts the visit (lib/visits/): inline, so the page stays static and its hash joins the CSP at build. */
export function PageScript() {
  return <script dangerouslySetInnerHTML={{ __html: PAGE_SCRIPT }} />;
}
