import { CALL_TAP_SCRIPT } from "@/lib/leads/call-tap-script";

/** Counts taps on the page's call buttons: inline, so the page stays static and its hash joins the CSP at build. */
export function CallTapScript() {
  return <script dangerouslySetInnerHTML={{ __html: CALL_TAP_SCRIPT }} />;
}
