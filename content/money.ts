/** Copy of the owner's money pages: the site's currency and stage values, ad spend uploads and entries, deal values. */
export const moneyCopy = {
  page: {
    title: "Spend & values",
    description:
      "What a lead is worth at each stage, and what you spend on ads: the Sources report turns both into cost per lead and return on ad spend.",
  },
  values: {
    title: "Values",
    description:
      "One currency for the whole site, and what a lead is worth when it reaches each stage. A lead's own deal value (set on its page) wins over these.",
    currency: "Currency",
    currencyHint: "A three-letter code, like USD, EUR or GBP. Spend in any other currency is refused.",
    stage: { qualified: "Qualified lead", booked: "Booked call", won: "Won customer" },
    stageHint: "Leave empty for none.",
    save: "Save values",
    saving: "Saving…",
    saved: { title: "Values saved", description: "New conversions and reports use them from now on." },
    invalid: {
      title: "Values not saved",
      description: "Check the fields marked below; nothing was changed.",
    },
    badCurrency: "Enter a three-letter currency code, like USD.",
    currencyLocked: (code: string) =>
      `Spend and deal values are stored in ${code}; the currency stays ${code} while they exist.`,
  },
  upload: {
    title: "Upload ad spend",
    description:
      "The file as the platform exports it: a Google Ads campaign report by day, a Meta Ads Manager export, a Microsoft Advertising campaign report, or a plain CSV with date, source, campaign and amount. Uploading the same days again replaces them.",
    source: "Source",
    sourceHint:
      "The utm_source your ads send, like google, facebook or bing. A plain CSV names its own per row.",
    file: "File",
    fileHint: "CSV (or the tab-separated Excel CSV), up to 16 MB.",
    submit: "Upload",
    result: {
      imported: (rows: number, days: number, amount: string) =>
        `Imported ${rows.toLocaleString("en-US")} ${rows === 1 ? "row" : "rows"}: ${amount} over ${days} ${days === 1 ? "day" : "days"}.`,
      refused: "Nothing was imported.",
      unmatched: "No lead names these campaigns yet (the spend is kept; check their utm_campaign):",
      problemsMore: (n: number) => `… and ${n} more.`,
    },
  },
  manual: {
    title: "Enter spend by hand",
    description:
      "For a source without a file (a directory listing, a print ad): the month's total, replacing any earlier entry for that source and month.",
    source: "Source",
    month: "Month",
    amount: "Amount",
    submit: "Save spend",
    saved: (source: string, month: string) => ({
      title: "Spend saved",
      description: `${source}, ${month}.`,
    }),
    invalid: { title: "Spend not saved", description: "Check the fields marked below; nothing was changed." },
    badSource: "Enter the source as your links name it (letters, digits, dots, dashes), like google.",
    badMonth: "Choose a month.",
  },
  imports: {
    title: "Recent uploads",
    tableLabel: "Uploads and entries, newest first",
    empty: "No spend uploaded or entered yet.",
    columns: { when: "When", source: "Source", format: "Format", outcome: "Outcome" },
    formats: {
      "google-ads": "Google Ads",
      meta: "Meta Ads",
      microsoft: "Microsoft Advertising",
      plain: "Plain CSV",
      manual: "By hand",
    } as Record<string, string>,
  },
  report: {
    title: "Spend and return",
    description:
      "What each source, campaign, medium and page cost, and what it brought back, over the same period. Costs divide the period's spend by its leads; return on ad spend is value won ÷ spend.",
    tables: {
      source: { title: "By source", column: "Source", label: "Spend and return by source" },
      campaign: {
        title: "By campaign",
        column: "Campaign (utm_campaign)",
        label: "Spend and return by campaign",
      },
      medium: { title: "By medium", column: "Medium (utm_medium)", label: "Spend and return by medium" },
      landing: {
        title: "By landing page",
        column: "Landing page",
        label: "Spend and return by landing page",
      },
    },
    columns: {
      spend: "Spend",
      leads: "Leads",
      perLead: "Cost per lead",
      perQualified: "Cost per qualified lead",
      perCustomer: "Cost per customer",
      valueWon: "Value won",
      roas: "Return on ad spend",
    },
    total: "Total",
    allocated:
      "Spend is uploaded per source and campaign; mediums and landing pages get a campaign's spend in proportion to its visitors there (else its leads).",
    unallocated: (amount: string) =>
      `${amount} of spend went to campaigns with no visits or leads in the period, so no medium or page has it.`,
    empty:
      "No spend recorded for this period. Upload your ad platforms' reports under Spend & values to see cost per lead and return on ad spend.",
    noSpend: "—",
    link: "Upload spend",
  },
  deal: {
    label: "Deal value",
    hint: (currency: string) => `In ${currency}. Empty: the stage's default value.`,
    invalid: { title: "Not saved", description: "The deal value is not an amount; nothing was changed." },
    saved: (name: string, value: string) => ({
      title: "Deal value saved",
      description: `${name}: ${value}.`,
    }),
    cleared: (name: string) => ({
      title: "Deal value cleared",
      description: `${name} counts at its stage's value.`,
    }),
    value: "Value",
    own: "its deal value",
    stageDefault: "the stage's default",
    none: "No value (set a deal value, or stage values under Spend & values)",
  },
} as const;
