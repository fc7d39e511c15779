import "server-only";
import { company } from "@/content/company";
import { site } from "@/content/site";
import { resolveFacts, type SiteFacts } from "@/lib/site-facts/resolve";

/**
 * schema.org Organization for the home page; `baseUrl` is passed in so the function stays pure and testable.
 * Example contact details (content/company.ts) are left out: search engines would show them as the company's.
 */
export function organizationJsonLd(baseUrl: string, facts: SiteFacts = resolveFacts(company, {})) {
  const url = baseUrl.replace(/\/$/, "");
  const address = facts.address.value;
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: facts.name.value,
    url,
    ...(!facts.email.example && { email: facts.email.value }),
    ...(facts.businessPhone && { telephone: facts.businessPhone.e164 }),
    logo: `${url}/icon.svg`,
    slogan: site.tagline,
    description: site.description,
    ...(!facts.address.example && {
      address: {
        "@type": "PostalAddress",
        streetAddress: address.street,
        addressLocality: address.city,
        addressRegion: address.region,
        postalCode: address.postalCode,
        addressCountry: address.country,
      },
    }),
  };
}
