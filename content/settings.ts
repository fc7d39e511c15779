/** Copy for the owner's /settings area: webhook, analytics, leads, deliveries and the email log. */

export const settingsPage = {
  metaTitle: "Settings",
  title: "Settings",
  deskTitle: "Lead desk",
  lead: "Configure tracking and integrations for your website",
  sections: {
    setup: { id: "setup", title: "Setup" },
    launch: { id: "launch", title: "Launch checklist" },
    integrations: { id: "integrations", title: "Integrations" },
    analytics: { id: "analytics", title: "Analytics" },
  },
  timeZoneNote: "Times are shown in Pacific time.",
} as const;

/** The owner area's pages other than the desk, each with its title and what it is for. */
export const ownerPages = {
  leads: { title: "Leads" },
  reports: {
    title: "Reports",
    description:
      "Where visitors and leads come from, how far they get through the wizards, and how fast you answer.",
  },
  adPlatforms: { title: "Ad platforms" },
  privacy: { title: "Privacy requests" },
  deliveries: {
    title: "Deliveries",
    description:
      "Every email and webhook the site sent for you, with each attempt; a delivery that failed for good can be sent again.",
  },
} as const;

export const launchCopy = {
  description:
    "Each production setting that matters, as this server sees it now. Set variables in your hosting environment, then redeploy or restart.",
  tableLabel: "Production settings",
  columns: { setting: "Setting", status: "Status", variable: "Variable", value: "Now" },
  status: { ok: "OK", missing: "Missing", default: "Default", optional: "Optional" },
  items: {
    siteUrl: {
      label: "Public site URL",
      hint: "Canonical links, the sitemap and shared links use it. A build-time value: rebuild after setting it.",
    },
    emailProvider: {
      label: "Email provider",
      hint: "Without it, leads are stored and webhooks sent, but no email goes out: not to you, not to the prospect.",
    },
    emailSender: { label: "Email sender", hint: "An address on a domain you verified with Resend." },
    notifyEmail: { label: "Lead notifications to", hint: "Where new-lead emails and delivery alerts go." },
    bookingUrl: {
      label: "Booking calendar",
      hint: "Every booking button leads here. Set it in Site (/settings/site), or BOOKING_URL.",
    },
    signIn: {
      label: "Owner sign-in",
      hint: "local: OWNER_EMAIL and OWNER_PASSWORD; supabase: OWNER_EMAILS and Supabase Auth.",
    },
    cronSecret: {
      label: "Cron secret",
      hint: "Serverless hosts need a cron calling /api/outbox to retry deliveries; a long-running server retries on its own.",
    },
    analytics: {
      label: "Google Analytics",
      hint: "Optional. Never loads for visitors who send Global Privacy Control.",
    },
    ga4Conversions: {
      label: "Google Analytics conversions",
      hint: "Optional. generate_lead at each submission, qualify_lead and close_convert_lead as leads move on, sent from the server (no personal data).",
    },
    metaConversions: {
      label: "Meta Conversions API",
      hint: "Optional. Lead at each submission (hashed email and phone, click id), a custom event when a lead is qualified or won. Needs META_CAPI_TOKEN too.",
    },
    googleAdsImport: {
      label: "Google Ads conversion import",
      hint: "Optional. The password Google Ads uses to fetch the conversions file on a schedule; the file is in Settings either way.",
    },
    clientAddress: {
      label: "Proxies in front",
      hint: "0: visitors connect to this server directly. Set the number of proxies (1 for Vercel or one nginx) otherwise.",
    },
    retention: {
      label: "Data kept (days)",
      hint: "Leads / hashed addresses and clicks, as the privacy policy states. Build-time values.",
    },
    databaseLink: {
      label: "Database connection",
      hint: "Every lead and webhook secret crosses it. Best: sslmode=verify-full with your provider's CA certificate (README).",
    },
    turnstile: {
      label: "Bot check (Turnstile)",
      hint: "Off: scripts meet only the per-address limits and the hourly ceilings. Set TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY.",
    },
    ceilings: {
      label: "Emails an hour",
      hint: "Confirmations to prospects / your own lead emails, site-wide (CONFIRMATIONS_PER_HOUR / OWNER_NOTIFICATIONS_PER_HOUR), a tenth of each per sending address; past the second, one digest an hour.",
    },
  },
  databaseLink: {
    embedded: "embedded (PGlite)",
    local: "this machine",
    verified: (mode: string) => `TLS, certificate checked (${mode})`,
    encrypted: "TLS, certificate not checked (sslmode=require)",
    plaintext: "may be unencrypted",
  },
  purge: {
    never: "The retention purge has not run yet.",
    last: (when: string, leads: number, clicks: number) =>
      `Last retention purge ${when}: ${leads.toLocaleString("en-US")} old ${leads === 1 ? "lead" : "leads"} and ${clicks.toLocaleString("en-US")} old booking ${clicks === 1 ? "click" : "clicks"} deleted.`,
  },
  facts: {
    title: "Company facts still at their example value",
    intro:
      "Visitors read these as true about your company. Set each one in Site (Edit beside it) and publish: the pages update within seconds; until then they mark it “Example”.",
    tableLabel: "Example company facts",
    columns: { fact: "Fact", status: "Status", where: "Where", value: "Now" },
    edit: (label: string) => `Edit ${label.toLowerCase()}`,
    status: "Example",
    none: "Every company fact is your own.",
    labels: {
      name: "Company name",
      email: "Company email",
      address: "Office address",
      demoPhone: "Demo phone number",
      nominationFormUrl: "Nomination form link",
      founder: "Founder",
      testimonial: "Testimonial",
      proof: {
        arrScaled: "Headline number: ARR scaled",
        teamMembers: "Headline number: team size",
        efficiency: "Headline number: efficiency gain",
        rating: "Headline number: client rating",
        businessesAutomated: "Headline number: businesses automated",
        costSavings: "Headline number: client savings",
      },
    },
  },
  warning: {
    title: "This site is not ready for visitors yet",
    bookingUrl:
      "The booking calendar is the example one: every “Book a Discovery Call” button leads to a calendar that is not yours (set it in Site, or BOOKING_URL).",
    demoPhone: (phone: string) =>
      `The demo phone number ${phone} is an example: it is shown as a line answered 24/7 (set the demo line in Site).`,
    testimonials: (names: string) =>
      `Example testimonials are shown as real clients: ${names} (add reviews your clients gave in Site).`,
    founders: (names: string) =>
      `Example founders are shown as real people: ${names} (set the founders in Site).`,
    emailProvider:
      "No email provider: leads are stored, but nobody is emailed (set RESEND_API_KEY, without EMAIL_TRANSPORT=log).",
    siteUrl:
      "No public site URL: search engines and shared links point at localhost (set NEXT_PUBLIC_SITE_URL and rebuild).",
  },
} as const;

export const webhookCard = {
  title: "Webhook",
  description:
    "Send every form submission to your CRM, Zapier or any HTTPS endpoint as a signed JSON POST (Standard Webhooks).",
  enabled: { label: "Enable webhook", hint: "When on, each new lead is delivered to the URL below." },
  url: {
    label: "Webhook URL",
    placeholder: "https://hooks.example.com/leads",
    required: "Enter a webhook URL to turn the webhook on",
    /** Mirrors MAX_WEBHOOK_URL_LENGTH, which the server enforces; that module is server-only. */
    maxLength: 2048,
  },
  save: "Save",
  saving: "Saving…",
  test: "Test",
  testing: "Sending…",
  testHint: "Test sends a test_webhook event to the saved URL.",
  unsavedChanges: "Save your changes first: the test goes to the saved webhook URL.",
  deliveriesLink: "See each delivery and its attempts in Deliveries",
  formerOwners: {
    title: "Not receiving leads",
    text: "These endpoints were saved by owners no longer listed in the owner settings (OWNER_EMAIL / OWNER_EMAILS), so new leads are not sent to them:",
    enabled: "was on",
    disabled: "was off",
  },
} as const;

export const webhookToasts = {
  saved: { title: "Webhook Settings Saved", description: "Your webhook configuration has been updated." },
  saveFailed: { title: "Error", description: "Failed to save webhook settings. Please try again." },
  urlMissing: { title: "Error", description: "Please enter a webhook URL first." },
  testSent: {
    title: "Test Webhook Sent",
    description: "Check your webhook endpoint to verify it was received.",
  },
  testQueued: {
    title: "Test Webhook Sending",
    description: "The test is on its way; reload to see how it went in the deliveries below.",
  },
  testFailed: { title: "Test Failed" },
} as const;

/** What any owner action may answer, whatever it was for. */
export const ownerToasts = {
  notAuthenticated: { title: "Error", description: "User not authenticated" },
  requestFailed: { title: "Error", description: "The request did not reach the server. Please try again." },
} as const;

export const signingSecretCopy = {
  title: "Signing secret",
  description:
    "Your receiver checks the webhook-signature header with this secret to know a delivery came from this site.",
  none: "A signing secret is created the first time you save the webhook.",
  reveal: "Reveal",
  revealing: "Revealing…",
  hide: "Hide",
  copy: "Copy",
  copied: { title: "Copied", description: "The signing secret is on your clipboard." },
  copyFailed: { title: "Copy failed", description: "Select the secret and copy it by hand." },
  rotate: "Rotate secret",
  rotateWarning:
    "Deliveries are signed with the new secret straight away; receivers still using the old one will reject them until you update them.",
  rotateConfirm: "Rotate now",
  rotating: "Rotating…",
  rotated: {
    title: "Signing secret rotated",
    description: "Update your receiver with the new secret (reveal it to copy).",
  },
  noConfig: { title: "Error", description: "Save the webhook first to create a signing secret." },
} as const;

export const deliveriesCopy = {
  title: "Recent deliveries",
  section: "Webhook deliveries",
  description: "The last 20 webhook deliveries, newest first.",
  empty: "No deliveries yet. Save a URL and send a test.",
  columns: { event: "Event", time: "Queued", status: "Status", attempts: "Attempts", error: "Last error" },
  retry: "Retry now",
  retrying: "Retrying…",
  retried: { title: "Delivered", description: "The webhook was delivered on retry." },
  retriedEmail: { title: "Sent", description: "The email was accepted by the provider on retry." },
  retriedConversion: { title: "Sent", description: "The platform accepted the conversion on retry." },
  retryFailed: { title: "Retry failed" },
  retryQueued: {
    title: "Retry started",
    description: "The delivery is being sent; reload to see how it went.",
  },
  notRetryable: {
    title: "Error",
    description: "Only failed deliveries of your webhook, lead emails or conversions can be retried.",
  },
} as const;

export const jobStatusLabels = {
  pending: "Pending",
  running: "Sending",
  delivered: "Delivered",
  dead: "Failed",
  not_sent: "Not sent",
} as const;

export const analyticsCard = {
  title: "Google Analytics 4",
  configured: "Configured",
  notConfigured: "not configured",
  placeholderId: "G-XXXXXXXXXX",
  idLabel: "Measurement ID",
  description:
    "The GA4 tag loads on every public page when a measurement ID is set. Events carry no names, emails or messages.",
  howToChange:
    "To change it, set NEXT_PUBLIC_GA_MEASUREMENT_ID in your hosting environment and redeploy: the ID is built into the pages, so it is not editable here.",
} as const;

export const leadsCopy = {
  description:
    "Every form submission, newest first. Deliveries show whether the emails and webhooks went out.",
  tableLabel: "Leads, newest first",
  export: "Download CSV",
  exportHint: "All leads, every field, as a spreadsheet.",
  empty: "No leads yet. Submissions from the contact, intake, demo and callback forms appear here.",
  columns: {
    contact: "Lead",
    received: "Received",
    status: "Status",
    details: "Key fields",
    attribution: "Source / medium / campaign",
    delivery: "Delivery",
  },
  search: {
    label: "Find and sort leads",
    q: "Search",
    qHint: "Name, email, phone or company",
    kind: "Form",
    allKinds: "All forms",
    source: "Source",
    allSources: "All sources",
    sort: "Order",
    sorts: { newest: "Newest first", oldest: "Oldest first", status: "By status" },
    submit: "Apply",
    clear: "Clear",
    searching: (q: string) => `Leads matching “${q}”.`,
    none: "No lead matches. Try part of a name, an email, a company or a phone number.",
  },
  kinds: { contact: "Contact", intake: "Intake", demo: "Demo", callback: "Callback" },
  viewLabel: (name: string) => `View lead from ${name}`,
  response: { answered: (time: string) => `Answered in ${time}`, waiting: (age: string) => `Waiting ${age}` },
  direct: "Direct",
  pagination: {
    label: "Leads pages",
    previous: "Previous",
    next: "Next",
    status: (page: number, pages: number, total: number) =>
      `Page ${page} of ${pages} · ${total.toLocaleString("en-US")} ${total === 1 ? "lead" : "leads"}`,
  },
  delivery: {
    delivered: "All delivered",
    pending: "Pending",
    dead: "Failed",
    not_sent: "Not all sent",
    none: "No deliveries",
  },
} as const;

export const leadDetailCopy = {
  back: "Back to leads",
  titleFor: (name: string) => `Lead: ${name}`,
  submission: "What they sent",
  attribution: "Where they came from",
  noAttribution: "No campaign data: a direct or untracked visit.",
  record: "Record and consent",
  deliveries: "Deliveries",
  noJobs: "No deliveries were queued for this lead.",
  job: {
    attempts: (made: number, max: number) => `${made} of ${max} attempts`,
    attempt: (n: number) => `Attempt ${n}`,
    noAttempts: "Not attempted yet.",
    ok: "OK",
    failed: "Failed",
  },
} as const;

export const emailLogCopy = {
  title: "Email log",
  description: "The last 50 emails: lead notifications, confirmations and failed-delivery alerts.",
  empty: "No emails yet.",
  tableLabel: "Recent emails",
  columns: { to: "To", subject: "Subject", status: "Status", time: "Queued", provider: "Provider" },
  notSentYet: "Not sent yet",
  providers: { devMailbox: "Dev mailbox", resend: "Resend" },
} as const;

export const csvExport = {
  filename: (date: string) => `leads-${date}.csv`,
  headers: {
    submittedAt: "Submitted at (Pacific time)",
    id: "Lead ID",
    kind: "Form",
    name: "Name",
    email: "Email",
    business: "Business",
    status: "Status",
    respondedAt: "Responded at (Pacific time)",
    qualifiedAt: "Qualified at (Pacific time)",
    bookedAt: "Booked at (Pacific time)",
    wonAt: "Won at (Pacific time)",
    dealValue: "Deal value",
    value: "Lead value",
    currency: "Currency",
    consent: "Consent",
    consentedAt: "Consent given at (Pacific time)",
    consentText: "Consent wording shown",
    smsConsentedAt: "SMS consent given at (Pacific time)",
    smsConsentText: "SMS wording shown",
    delivery: "Delivery",
  },
  yes: "Yes",
  no: "No",
  notAuthenticated: "User not authenticated",
  forbidden: "Cross-site request refused",
  unavailable:
    "The export is not available right now (the database did not answer). Please try again in a minute.",
} as const;
