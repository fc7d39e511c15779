/** Company facts used across the site. The owner edits this one file. */
export const site = {
  name: "Cascade Scale Systems",
  shortName: "Cascade Scale",
  wordmark: { primary: "Cascade Scale", secondary: "Systems" },
  tagline: "We architect systems that scale profit and people.",
  motto: "Profit for People",
  description:
    "AI automation agency: voice and chat bots, appointment setting, workflow automation, CRM and reporting. You pay the true cost to build; we profit only when your system performs.",
  email: "hello@cascadescalesystems.com",
  address: {
    street: "1455 NW Irving St, Suite 600",
    city: "Portland",
    region: "OR",
    postalCode: "97209",
    country: "US",
  },
  /** Public number of the live demo receptionist (10 digits). */
  demoPhone: "5035550142",
  /** Booking widget on the lead-management provider; BOOKING_URL overrides it. */
  bookingUrl: "https://api.leadconnectorhq.com/widget/booking/cascade-discovery-call",
  leadSource: "website_discovery_booking",
  nominationFormUrl: "https://forms.gle/cascade-scale-nominate",
  assistantName: "AIden",
  discoveryCallMinutes: 30,
  replyWithinHours: 24,
  guaranteeDays: 90,
  legalUpdated: "2026-11-22",
} as const;

/** The one reply-time promise the site makes, wherever it makes it (pages, forms, emails). */
export const replyPromise = `We reply within ${site.replyWithinHours} hours, Monday to Friday.`;

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

export function formatPhone(digits: string): string {
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
