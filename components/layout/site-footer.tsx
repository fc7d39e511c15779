import Link from "next/link";
import { chromeLabels, footerLinks, legalLinks, site } from "@/content/site";
import { getSiteFacts } from "@/lib/site-facts/published";
import { Container } from "./container";
import { Logo } from "./logo";
import { SiteOnly } from "./site-only";

function FooterNav({ links }: { links: readonly { label: string; href: string }[] }) {
  return (
    <nav aria-label={chromeLabels.footerNav}>
      <ul className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="text-muted-foreground hover:text-foreground hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Rendered at build time and again on each publish (the name is the published one, read cached and tagged), so the
 * year is the year of the last render.
 */
export async function SiteFooter() {
  const year = new Date().getFullYear();
  const { name } = await getSiteFacts();
  return (
    <footer className="border-t border-border bg-muted/60">
      <Container className="grid gap-8 py-12 md:grid-cols-[1.2fr_2fr]">
        <div className="space-y-3">
          <Link href="/" className="inline-flex rounded-md">
            <Logo name={name.value} />
          </Link>
          <p className="max-w-xs text-sm text-muted-foreground">{site.tagline}</p>
        </div>
        <SiteOnly campaign={<FooterNav links={legalLinks} />}>
          <FooterNav links={footerLinks} />
        </SiteOnly>
      </Container>
      <Container className="border-t border-border py-6 text-sm text-muted-foreground">
        <p>
          © {year} {name.value} | {site.motto}
        </p>
      </Container>
    </footer>
  );
}
