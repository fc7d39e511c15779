import Link from "next/link";
import { bookingLabel, compactBookingLabel } from "@/content/navigation";
import { CtaLink } from "@/components/ui/cta-link";
import { CallLink } from "@/components/sections/call-link";
import { chooseBusinessPhone } from "@/lib/site/business-phone";
import { env } from "@/lib/env";
import { getSiteFacts } from "@/lib/site-facts/published";
import { Container } from "./container";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { NavLinks } from "./nav-links";
import { SiteOnly } from "./site-only";
import { ThemeToggle } from "./theme-toggle";

const booking = { kind: "booking", label: bookingLabel } as const;
const compactBooking = { kind: "booking", label: compactBookingLabel } as const;

/**
 * Sticky, so the booking button is always in reach: the full label from md up, a short one beside the menu on phones.
 * Every control is a link or works from the early inline script, before hydration as after.
 */
export async function SiteHeader() {
  // Ad pages only (SiteOnly's campaign side), and only once the owner has set the number; from md up (on phones the
  // page's action bar holds it: a 390 px header has no room beside the booking button).
  // The published facts (cached and tagged: the page stays static and is rendered again on a publish).
  const facts = await getSiteFacts();
  const phone = chooseBusinessPhone(facts.businessPhone, env().BUSINESS_PHONE);
  return (
    <header className="sticky top-0 z-40 h-16 border-b border-border bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <Container className="flex h-full items-center justify-between gap-3">
        <Link href="/" className="flex shrink-0 items-center rounded-md">
          <Logo name={facts.name.value} collapse />
        </Link>
        <SiteOnly>
          <NavLinks className="hidden md:block" />
        </SiteOnly>
        <div className="flex items-center gap-1 sm:gap-2">
          <ThemeToggle />
          {phone && (
            <SiteOnly
              campaign={
                <CallLink
                  phone={phone}
                  place="header"
                  size="sm"
                  compact
                  className="hidden px-3 md:inline-flex"
                />
              }
            >
              {null}
            </SiteOnly>
          )}
          <CtaLink cta={booking} size="sm" className="hidden md:inline-flex" />
          <CtaLink cta={compactBooking} size="sm" className="px-3 md:hidden" />
          <SiteOnly>
            <MobileMenu
              className="md:hidden"
              booking={<CtaLink cta={booking} size="lg" className="w-full" />}
            />
          </SiteOnly>
        </div>
      </Container>
    </header>
  );
}
