import { replyPromise } from "./site";

/** Copy for the emails the site sends: the owner's lead notification, the prospect's confirmation, dead-job alerts. */

/** The business runs on Portland time; every timestamp in an email is shown in it. */
export const emailTimeZone = "America/Los_Angeles";

/** Labels for the form fields stored in a lead's payload; a key missing here is shown as is. */
export const fieldLabels: Record<string, string> = {
  businessName: "Business name",
  contactName: "Contact name",
  name: "Name",
  email: "Email",
  phone: "Mobile phone",
  smsConsent: "Agreed to texts",
  painPoints: "Pain points",
  currentChallenges: "Current challenges",
  selectedSolutions: "Solutions of interest",
  preferredTime: "Preferred day and time",
  bestTime: "Best time to call",
  page: "Sent from",
  additionalNotes: "Additional notes",
  industry: "Industry",
  challenges: "Challenges",
  solutions: "Solutions of interest",
  demoDate: "Preferred demo date",
  message: "Message",
};

export const ownerEmail = {
  subject: {
    intake: (business: string) => `New intake: ${business}`,
    demo: (business: string) => `New demo request: ${business}`,
    contact: (name: string) => `New contact message from ${name}`,
    callback: (name: string) => `Call back: ${name}`,
  },
  heading: {
    intake: "New discovery call request",
    demo: "New demo request",
    contact: "New contact message",
    callback: "New callback request",
  },
  intro: "Reply to this email to answer the sender directly.",
  sections: {
    submission: "What they sent",
    attribution: "Where they came from",
    record: "Record",
  },
  noAttribution: "No campaign data: a direct or untracked visit.",
  empty: "Not provided",
  /** An ad click id and when the visit first carried it. */
  firstSeen: (id: string, when: string) => `${id} (first seen ${when})`,
  labels: {
    leadId: "Lead ID",
    submitted: "Submitted",
    consent: "Consent",
    consentAt: "Consent given",
    consentText: "Consent wording shown",
    smsConsent: "Texts (SMS)",
    smsConsentAt: "SMS consent given",
    smsConsentText: "SMS wording shown",
    gpc: "Global Privacy Control",
  },
  gpcSent: "Sent by the browser: nothing about this lead goes to an ad platform",
  yes: "Yes",
  no: "No",
  consentNotAsked: "Not asked (contact form)",
  consentNotAskedCallback: "Not asked (callback form: a call they asked for)",
  settingsLink: "Open leads and settings",
};

export const prospectEmail = {
  /** `name`: the company name as published when the email is sent. */
  subject: (name: string) => ({
    intake: `Your discovery call with ${name}`,
    demo: "Your demo request: next steps",
    contact: "We got your message",
    callback: "We'll call you back",
  }),
  preview: {
    intake: "Pick a time for your free 30-minute discovery call.",
    demo: "Pick a time for your demo and discovery call.",
    contact: replyPromise,
    callback: "We call you back at the time you picked.",
  },
  greeting: (name: string | null) => (name ? `Hi ${name},` : "Hi there,"),
  thanks: {
    intake:
      "Thanks for telling us about your business. The next step is a short call to map out where automation pays off first.",
    demo: "Thanks for requesting a demo. We'll show you the systems you picked working on cases like yours, then talk through what it would take to run them in your business.",
    contact: "Thanks for reaching out. Your message is with our team.",
    callback: "Thanks for asking us to call. We'll ring the number you gave at the time you picked.",
  },
  bookingIntro: {
    intake: (minutes: number) =>
      `Pick a time for your free ${minutes}-minute discovery call. It's a working session, not a sales pitch.`,
    demo: (minutes: number) =>
      `Pick a time for your demo: a free ${minutes}-minute call with the systems you chose. It's a working session, not a sales pitch.`,
  },
  bookingButton: { intake: "Book your discovery call", demo: "Book your demo" },
  nextHeading: "What happens next",
  nextSteps: (minutes: number) => [
    "You pick a time that suits you with the link above.",
    `On the ${minutes}-minute call we look at your workflows, your numbers and the bottlenecks you described.`,
    "Within a few days you get a written blueprint with the costs to build, and the benchmarks we only profit from once met.",
  ],
  contactReply: `${replyPromise} If it's urgent, reply to this email.`,
  signOff: (name: string) => `The ${name} team`,
  consentNote:
    "You are receiving this because you asked us to contact you and agreed to receive updates by email.",
  smsNote: "You also agreed to texts at the number you gave: reply STOP to any of them to opt out.",
  unsubscribe: { text: "Don't want these emails?", link: "Unsubscribe" },
};

export const ownerDigestEmail = {
  subject: (count: number, from: string, to: string) =>
    `${count} more ${count === 1 ? "lead" : "leads"} between ${from} and ${to}`,
  heading: "More leads this hour",
  intro: (limit: number) =>
    `More than ${limit} ${limit === 1 ? "lead" : "leads"} arrived this hour, so the rest are listed here in one email rather than one email each (OWNER_NOTIFICATIONS_PER_HOUR). Each lead is stored with every field in Settings.`,
  kinds: {
    contact: "Contact message",
    intake: "Discovery call request",
    demo: "Demo request",
    callback: "Callback request",
  },
  open: "Open this lead",
  more: (count: number) => `…and ${count} more: see Settings.`,
  settingsLink: "Open leads and settings",
};

export const deadJobEmail = {
  subject: (type: string) => `A delivery failed for good: ${type}`,
  heading: "A delivery failed for good",
  intro: "The outbox tried this job as many times as it is allowed and has stopped.",
  labels: {
    jobId: "Job ID",
    type: "What failed",
    leadId: "Lead ID",
    attempts: "Attempts",
    lastError: "Last error",
  },
  noLead: "None",
  noError: "No error recorded",
  action:
    "Nothing else will be sent for it until you retry it: check the cause, then use Retry now in Settings.",

  settingsLink: "Open Settings",
};
