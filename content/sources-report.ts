/** Copy for the sources report in /settings: which ads, referrers and pages bring leads and booking clicks. */
import type { Period } from "@/lib/reports/period";

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

export const sourcesCopy = {
  description:
    "Where leads and booking clicks come from: the ad's utm_source, else the site that linked here, else direct. Days are counted in Pacific time.",
  periodLabel: "Period",
  periods: {
    "7": "Last 7 days",
    "30": "Last 30 days",
    "90": "Last 90 days",
    all: "All time",
  } satisfies Record<Period, string>,
  summary: (leads: number, clicks: number) =>
    `${count(leads, "lead", "leads")} and ${count(clicks, "booking click", "booking clicks")}`,
  export: "Download report CSV",
  tables: {
    source: { title: "By source", column: "Source", label: "Leads by source" },
    campaign: { title: "By campaign", column: "Campaign (utm_campaign)", label: "Leads by campaign" },
    landing: { title: "By landing page", column: "Landing page", label: "Leads by landing page" },
  },
  /** The forms' own columns are named as the leads list names them (leadsCopy.kinds). */
  columns: {
    total: "Leads",
    share: "Share",
    clicks: "Booking clicks",
  },
  names: { direct: "Direct", notSet: "(not set)", other: "Other sources" },
  viewLeads: (name: string) => `View leads from ${name}`,
  shown: (shown: number, total: number) => `Top ${shown} of ${total}; the CSV has every row.`,
  charts: {
    leads: {
      title: (unit: string) => `Leads per ${unit}, by source`,
      summary: (leads: number, first: string, last: string, top: string | undefined) =>
        `${count(leads, "lead", "leads")} from ${first} to ${last}${top ? `; most from ${top}` : ""}.`,
    },
    clicks: {
      title: (unit: string) => `Booking clicks per ${unit}`,
      summary: (clicks: number, first: string, last: string) =>
        `${count(clicks, "booking click", "booking clicks")} from ${first} to ${last}.`,
    },
    units: { day: "day", week: "week", month: "month" },
    bucketColumn: { day: "Day", week: "Week of", month: "Month" },
    total: "Total",
    table: "Show the numbers",
    max: (n: number) => `Highest: ${n.toLocaleString("en-US")}`,
  },
  empty: {
    title: "No leads or booking clicks in this period",
    body: "Add ?utm_source=…&utm_campaign=… to your ad links, so every lead they bring is counted here by source and campaign. For example:",
    example: "/roofers?utm_source=facebook&utm_campaign=spring-roofs",
    rest: "Visits from other sites are grouped by the site that linked to you; the rest count as direct.",
  },
  hints: {
    allDirect:
      "Every lead here came without campaign data. Add ?utm_source=… to your ad links so they show as their own source.",
    noCampaigns: "No lead carried a utm_campaign. Add &utm_campaign=… to your ad links to compare campaigns.",
  },
  csv: {
    filename: (period: Period, date: string) => `sources-${period}-${date}.csv`,
    headers: ["Group", "Name", "Contact", "Intake", "Demo", "Leads", "Share (%)", "Booking clicks"],
    groups: { source: "Source", campaign: "Campaign", landing: "Landing page" },
  },
  filter: {
    label: "Filter",
    keys: { source: "source", campaign: "campaign", landing: "landing page" },
    showing: (parts: string[], period: string | undefined) =>
      `Showing leads with ${parts.join(" and ")}${period ? ` (${period.toLowerCase()})` : ""}.`,
    clear: "Show all leads",
    none: "No leads match this filter in this period.",
    ignored: (keys: string[]) =>
      `The ${keys.join(" and ")} filter was ignored: the value is too long or holds characters no lead can have.`,
  },
} as const;
