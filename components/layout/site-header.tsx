import Link from "next/link";
import { bookingLabel } from "@/content/site";
import { CtaLink } from "@/components/ui/cta-link";
import { Container } from "./container";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { NavLinks } from "./nav-links";
import { ThemeToggle } from "./theme-toggle";

const booking = { kind: "booking", label: bookingLabel } as const;

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 h-16 border-b border-border bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <Container className="flex h-full items-center justify-between gap-4">
        <Link href="/" className="flex shrink-0 items-center rounded-md">
          <Logo />
        </Link>
        <NavLinks className="hidden md:block" />
        <div className="flex items-center gap-1 sm:gap-2">
          <ThemeToggle />
          <CtaLink cta={booking} size="sm" className="hidden md:inline-flex" />
          <MobileMenu
            className="md:hidden"
            booking={<CtaLink cta={booking} size="lg" className="w-full" />}
          />
        </div>
      </Container>
    </header>
  );
}
