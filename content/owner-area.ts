/** The owner area's shell: its navigation, one page per section, and where the old one-page anchors now live. */
export const ownerArea = {
  brand: "Owner area",
  navLabel: "Owner area sections",
  menu: "Sections",
  viewSite: "View site",
  signedInAs: "Signed in as",
  followUpsDue: (n: number) => `${n} ${n === 1 ? "follow-up" : "follow-ups"} due`,
  sections: [
    { href: "/settings", label: "Desk" },
    { href: "/settings/leads", label: "Leads" },
    { href: "/settings/reports", label: "Reports" },
    { href: "/settings/spend", label: "Spend" },
    { href: "/settings/site", label: "Site" },
    { href: "/settings/ad-platforms", label: "Ad platforms" },
    { href: "/settings/privacy", label: "Privacy" },
    { href: "/settings/deliveries", label: "Deliveries" },
  ],
  /** `/settings#…` links from before each section had its own page (emails, bookmarks). */
  formerAnchors: {
    leads: "/settings/leads",
    sources: "/settings/reports",
    funnels: "/settings/reports#funnels",
    "response-times": "/settings/reports#response-times",
    "ad-platforms": "/settings/ad-platforms",
    "email-log": "/settings/deliveries",
    deliveries: "/settings/deliveries",
    privacy: "/settings/privacy",
  } as Record<string, string>,
  notFound: {
    title: "Not here",
    text: "This page of the owner area does not exist.",
    back: "Back to the desk",
  },
  erased: {
    title: "This lead was erased",
    text: (when: string) =>
      `Everything stored about it was deleted at a privacy request on ${when}; nothing of it is left to show.`,
    unknown: "No lead has this address: it never existed, or it was erased at a privacy request.",
    back: "Back to leads",
  },
} as const;
