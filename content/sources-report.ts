/** Copy for the sources report in /settings: which ads, referrers and pages bring leads and booking clicks. */
import type { Period } from "@/lib/reports/period";

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

export const sourcesCopy = {
  title: "Sources",
  description:
    "Where visits, leads, call clicks and booking clicks come from, and what the leads became: the ad's utm_source, else its source, ref or affiliate_link, else the site that linked here, else direct. Days are counted in Pacific time.",
  periodLabel: "Period",
  periods: {
    today: "Today",
    "7": "Last 7 days",
    "30": "Last 30 days",
    "90": "Last 90 days",
    all: "All time",
  } satisfies Record<Period, string>,
  export: "Download report CSV",
  tables: {
    source: { title: "By source", column: "Source", label: "Leads by source" },
    medium: { title: "By medium", column: "Medium (utm_medium)", label: "Leads by medium" },
    campaign: { title: "By campaign", column: "Campaign (utm_campaign)", label: "Leads by campaign" },
    landing: { title: "By landing page", column: "Landing page", label: "Leads by landing page" },
  },
  /** The forms' own columns are named as the leads list names them (leadsCopy.kinds). */
  columns: {
    views: "Page views",
    visitors: "Visitors",
    visitorDays: "Visitor-days",
    total: "Leads",
    calls: "Call clicks",
    rate: "Conversion",
    clicks: "Booking clicks",
    qualified: "Qualified",
    booked: "Booked",
    won: "Won",
  },
  /** Why a row has no conversion rate, under its "—". */
  noRate: {
    "no-visits": "No counted visits",
    uncounted: "More leads than counted visitors",
  },
  rangePrefix: "95 % range: ",
  counting: {
    title: "How visits and conversion are counted",
    points: [
      "Visits are counted without cookies, and only for visitors with JavaScript on: a lead sent without JavaScript, or before counting began, has no counted visit.",
      "Visitors are unique per day. Summed over several days they are visitor-days: someone who came back on three days counts three times.",
      "Call clicks are taps on an ad page's call button (the business phone), counted before the dialer opens. They sit on the leads' side of the conversion rate: conversion is (leads + call clicks) ÷ visitors. A tap is not a call made or answered, and taps from visitors without JavaScript are not counted (their link still dials).",
      "Conversion is leads ÷ visitors, with call clicks added to the leads. While the sample is small (its 95 % Wilson interval wider than 5 points or than the rate itself) the range is shown under the rate.",
      "Where no visit was counted, or leads outnumber counted visitors, conversion shows — rather than a rate over 100 %.",
      "Qualified, booked and won count the period's leads that have reached that stage so far.",
    ],
  },
  names: { direct: "Direct", notSet: "(not set)", other: "Other sources" },
  viewLeads: (name: string) => `View leads from ${name}`,
  shown: (shown: number, total: number) => `Top ${shown} of ${total}; the CSV has every row.`,
  charts: {
    visitors: {
      title: (unit: string) => (unit === "day" ? "Visitors per day" : `Visitor-days per ${unit}`),
      summary: (visitors: number, views: number, multiDay: boolean, first: string, last: string) =>
        `${count(visitors, multiDay ? "visitor-day" : "visitor", multiDay ? "visitor-days" : "visitors")} and ${count(views, "page view", "page views")} from ${first} to ${last}.`,
    },
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
    /** The charts' numbers, one table: named so it reads as the leads chart's, with the other two beside. */
    numbers: (unit: string) => `Leads per ${unit} by source, visitors and booking clicks`,
    max: (n: number) => `Highest: ${n.toLocaleString("en-US")}`,
  },
  empty: {
    title: "No visits, leads or booking clicks in this period",
    body: "Add ?utm_source=…&utm_campaign=… to your ad links, so every lead they bring is counted here by source and campaign. For example:",
    example: "/roofers?utm_source=facebook&utm_campaign=spring-roofs",
    rest: "Visits from other sites are grouped by the site that linked to you; the rest count as direct. Visits are counted only for visitors with JavaScript on.",
  },
  hints: {
    allDirect:
      "Every lead here came without campaign data. Add ?utm_source=… to your ad links so they show as their own source.",
    noMedium:
      "No visit or lead carried a utm_medium. Add &utm_medium=cpc (or email, social…) to your ad links to compare channels.",
    noCampaigns: "No lead carried a utm_campaign. Add &utm_campaign=… to your ad links to compare campaigns.",
  },
  csv: {
    /** `period`: "30", "all", or a custom range as "2026-11-01-to-2026-11-20". */
    filename: (period: string, date: string) => `sources-${period}-${date}.csv`,
    headers: (multiDay: boolean) => [
      "Group",
      "Name",
      "Page views",
      multiDay ? "Visitor-days" : "Visitors",
      "Contact",
      "Intake",
      "Demo",
      "Callback",
      "Leads",
      "Call clicks",
      "Conversion (%)",
      "Conversion 95% low (%)",
      "Conversion 95% high (%)",
      "Booking clicks",
      "Qualified",
      "Booked",
      "Won",
    ],
    moneyHeaders: (currency: string) => [
      `Spend (${currency})`,
      `Cost per lead (${currency})`,
      `Cost per qualified lead (${currency})`,
      `Cost per customer (${currency})`,
      `Value won (${currency})`,
      "Return on ad spend",
    ],
    groups: { source: "Source", medium: "Medium", campaign: "Campaign", landing: "Landing page" },
  },
  filter: {
    label: "Filter",
    keys: { source: "source", medium: "medium", campaign: "campaign", landing: "landing page" },
    showing: (parts: string[], period: string | undefined) =>
      `Showing leads with ${parts.join(" and ")}${period ? ` (${period})` : ""}.`,
    clear: "Show all leads",
    none: "No leads match this filter in this period.",
    ignored: (keys: string[]) =>
      `The ${keys.join(" and ")} filter was ignored: the value is too long or holds characters no lead can have.`,
  },
} as const;
