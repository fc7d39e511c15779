import "server-only";
import { company } from "@/content/company";
import { site } from "@/content/site";
import { isExample } from "@/lib/facts";

/**
 * schema.org Organization for the home page; `baseUrl` is passed in so the function stays pure and testable.
 * Example contact details (content/company.ts) are left out: search engines would show them as the company's.
 */
export function organizationJsonLd(baseUrl: string) {
  const url = baseUrl.replace(/\/$/, "");
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.name,
    url,
    ...(!isExample(company.email) && { email: site.email }),
    logo: `${url}/icon.svg`,
    slogan: site.tagline,
    description: site.description,
    ...(!isExample(company.address) && {
      address: {
        "@type": "PostalAddress",
        streetAddress: site.address.street,
        addressLocality: site.address.city,
        addressRegion: site.address.region,
        postalCode: site.address.postalCode,
        addressCountry: site.address.country,
      },
    }),
  };
}
