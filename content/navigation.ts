/** The header, the mobile menu and the footer: links and labels. No company facts here (see content/site.ts). */
export const nav = [
  { label: "Home", href: "/" },
  { label: "About", href: "/about" },
  { label: "Services", href: "/services" },
  { label: "Contact", href: "/contact" },
] as const;

export const footerLinks = [
  { label: "Home", href: "/" },
  { label: "About", href: "/about" },
  { label: "Services", href: "/services" },
  { label: "Podcast", href: "/podcast" },
  { label: "Contact", href: "/contact" },
  { label: "Privacy Policy", href: "/privacy" },
  { label: "Terms of Service", href: "/terms" },
] as const;

export const bookingLabel = "Book a Discovery Call";
/** The header's booking button on phones, where the full label does not fit beside the menu. */
export const compactBookingLabel = "Book a call";

/**
 * Ad landing pages: a visitor from an ad gets one action, so their header and footer keep only the logo, the booking
 * button and the legal links.
 */
export const campaignPaths: readonly string[] = ["/roofers", "/dental", "/automation-offer"];
export const legalLinks = [
  { label: "Privacy Policy", href: "/privacy" },
  { label: "Terms of Service", href: "/terms" },
] as const;

/** What the header, the mobile menu and the footer say to screen readers and in the menu's search. */
export const chromeLabels = {
  skipToContent: "Skip to content",
  mainNav: "Main",
  mobileNav: "Mobile",
  footerNav: "Footer",
  themeToggle: "Toggle dark mode",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  menuTitle: "Menu",
  search: "Quick search",
  searchPlaceholder: "Quick search...",
  searchResults: "Search results",
  searching: "Searching...",
  noMatch: "No pages match.",
} as const;
