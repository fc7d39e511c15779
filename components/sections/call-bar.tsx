import { callAction } from "@/content/call-action";
import { CtaLink } from "@/components/ui/cta-link";
import type { BusinessPhone } from "@/lib/site/business-phone";
import { CallLink } from "./call-link";

/** On phones, call and book stay at the thumb's reach at the bottom of an ad page; a spacer keeps the footer clear. */
export function CallBar({ phone }: { phone: BusinessPhone }) {
  return (
    <>
      <div aria-hidden="true" className="h-24 md:hidden" />
      <nav
        aria-label={callAction.bar}
        className="fixed inset-x-0 bottom-0 z-40 grid grid-cols-2 gap-2 border-t border-border bg-background p-3 md:hidden"
      >
        <CallLink phone={phone} place="bar" variant="primary" compact className="w-full" />
        <CtaLink cta={{ kind: "booking", label: callAction.book }} variant="secondary" className="w-full" />
      </nav>
    </>
  );
}
