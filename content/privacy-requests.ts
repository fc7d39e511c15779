/** Copy for /settings' Privacy requests: find, export or erase what is stored about a person. */
export const privacyCopy = {
  description:
    "When someone asks what you hold about them, or asks you to delete it: find everything stored under their email address or phone number, send them a copy, or erase it.",
  find: {
    label: "Email address or phone number",
    placeholder: "name@example.com or (503) 555-0142",
    submit: "Find",
    finding: "Finding…",
  },
  invalid: "Enter an email address or a phone number with its country code.",
  nothing: (who: string) => `Nothing is stored about ${who}.`,
  found: (who: string) => `Stored about ${who}`,
  counts: {
    leads: (n: number) => `${n} ${n === 1 ? "lead" : "leads"}`,
    notes: (n: number) => `${n} ${n === 1 ? "note" : "notes"} of yours on their leads`,
    deliveries: (n: number) =>
      `${n} delivery ${n === 1 ? "record" : "records"} (emails, webhooks, conversions)`,
    bookingClicks: (n: number) => `${n} booking ${n === 1 ? "click" : "clicks"} from the same visits`,
    unsubscribed: "On the unsubscribe list",
  },
  kinds: { contact: "Contact", intake: "Intake", demo: "Demo", callback: "Callback" },
  export: "Download everything (JSON)",
  exportFilename: (date: string) => `privacy-export-${date}.json`,
  erase: {
    title: "Erase",
    keepUnsubscribed:
      "Keep them unsubscribed: only a keyed hash of the address stays, so no email goes to it again.",
    confirm: (who: string) => `Yes, permanently erase everything stored about ${who}. This cannot be undone.`,
    confirmRequired: "Tick the box to confirm the erasure.",
    submit: "Erase permanently",
    erasing: "Erasing…",
  },
  toasts: {
    invalid: {
      title: "Not an address or number",
      description: "Enter an email address or a phone number with its country code.",
    },
    found: { title: "Search done", description: "What is stored is listed below." },
    notConfirmed: { title: "Not erased", description: "Tick the box to confirm the erasure." },
    erased: (leads: number, notices: number) => ({
      title: "Erased",
      description: `${leads} ${leads === 1 ? "lead" : "leads"} and everything stored with ${leads === 1 ? "it" : "them"} erased${notices ? `; your webhook is told (lead.deleted)` : ""}. Conversions not yet sent were cancelled.`,
    }),
    failed: {
      title: "Error",
      description: "The request did not complete. Nothing was erased; please try again.",
    },
  },
  unavailable:
    "The export is not available right now (the database did not answer). Please try again in a minute.",
} as const;
