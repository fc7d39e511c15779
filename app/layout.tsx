import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { EarlyScript } from "@/components/layout/early-script";
import { PublicChrome } from "@/components/layout/public-chrome";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { chromeLabels, site } from "@/content/site";
import { siteUrl } from "@/lib/env";
import { getSiteFacts } from "@/lib/site-facts/published";
import { faviconDataUrl } from "./favicon";
import { jakarta } from "./fonts";
import "./globals.css";

/** The company name as published (cached and tagged, like the pages' facts: every page stays static). */
export async function generateMetadata(): Promise<Metadata> {
  const name = (await getSiteFacts()).name.value;
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: name, template: `%s | ${name}` },
    description: site.description,
    applicationName: name,
    openGraph: { type: "website", siteName: name, locale: "en_US" },
    twitter: { card: "summary_large_image" },
    icons: {
      icon: { url: faviconDataUrl, type: "image/svg+xml" },
      apple: { url: "/apple-icon", sizes: "192x192", type: "image/png" },
    },
  };
}

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#ffffff" },
    { media: "(prefers-color-scheme: dark)", color: "#080d1a" },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The early script sets the theme class before paint; the warning suppression covers only this element.
    <html lang="en" className={jakarta.variable} suppressHydrationWarning>
      <body className="flex min-h-dvh flex-col font-sans">
        <EarlyScript />
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {chromeLabels.skipToContent}
        </a>
        <PublicChrome header={<SiteHeader />} footer={<SiteFooter />}>
          {children}
        </PublicChrome>
      </body>
    </html>
  );
}
