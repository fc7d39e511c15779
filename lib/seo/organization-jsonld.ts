import "server-only";
import { site } from "@/content/site";

/** schema.org Organization for the home page; `baseUrl` is passed in so the function stays pure and testable. */
export function organizationJsonLd(baseUrl: string) {
  const url = baseUrl.replace(/\/$/, "");
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.name,
    url,
    email: site.email,
    logo: `${url}/icon.svg`,
    slogan: site.tagline,
    description: site.description,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
  };
}
