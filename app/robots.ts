import type { MetadataRoute } from "next";
import { siteUrl } from "@/lib/env";

export default function robots(): MetadataRoute.Robots {
  return {
    // "/book$" so the rule does not also hide /book-a-demo.
    rules: { userAgent: "*", allow: "/", disallow: ["/settings", "/login", "/book$", "/api/"] },
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
