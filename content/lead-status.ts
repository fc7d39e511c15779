/** Copy for what became of each lead: its status control, timeline and response time, the desk, response times. */
import type { LeadStatus } from "@/lib/db/schema";

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

export const leadStatusCopy = {
  /** HubSpot's lead-status names, so an export maps onto a CRM. */
  labels: {
    new: "New",
    contacted: "Contacted",
    qualified: "Qualified",
    booked: "Booked",
    won: "Won",
    lost: "Lost",
  } satisfies Record<LeadStatus, string>,
  control: {
    label: (name: string) => `Status of the lead from ${name}`,
    submit: "Set status",
    saving: "Saving…",
  },
  toasts: {
    changed: (name: string, status: string) => ({
      title: "Status saved",
      description: `${name} is now ${status}.`,
    }),
    unchanged: (name: string, status: string) => ({
      title: "Nothing to change",
      description: `${name} is already ${status}.`,
    }),
    unknownStatus: { title: "Error", description: "Choose one of the statuses in the list." },
    unknownLead: { title: "Error", description: "That lead no longer exists (it may have been erased)." },
    failed: { title: "Error", description: "The status could not be saved. Please try again." },
  },
  timeline: {
    title: "Status and notes",
    empty: "Still New: no change yet.",
    received: "Received",
    change: (from: string, to: string) => `${from} → ${to}`,
    listLabel: "Status changes and notes, oldest first",
  },
  response: {
    label: "Response time",
    answered: (time: string) => `Answered in ${time}`,
    waiting: (age: string) => `Not answered yet (${age} so far)`,
    none: "—",
  },
  filter: {
    label: "Show leads by status",
    all: "All",
    count: (label: string, n: number) => `${label} (${n.toLocaleString("en-US")})`,
    ignored: "The status in the address is not one of these, so all statuses are shown.",
    none: (status: string) => `No lead is ${status} here.`,
  },
  leads: (n: number) => plural(n, "lead", "leads"),
} as const;

export const leadDeskCopy = {
  description: (hours: number) =>
    `Leads waiting on you, new ones first and oldest first: the site promises a reply within ${hours} hours. Set a status once you have answered.`,
  empty: "No lead is waiting on you. New leads appear here first.",
  listLabel: "Leads waiting on you",
  summary: (fresh: number, overdue: number) =>
    `${plural(fresh, "new lead", "new leads")}${overdue ? `, ${overdue.toLocaleString("en-US")} past the promised reply time` : ""}.`,
  more: (n: number) => `${leadStatusCopy.leads(n)} more:`,
  moreLink: "see every New lead",
  inProgress: "In progress",
  age: (age: string, hours: number) => `${age} old · reply promised within ${hours} h`,
  overdue: "Overdue",
  reply: "Reply by email",
  replyLabel: (name: string) => `Reply to ${name} by email`,
  /** The subject of the reply, naming what the lead asked for. */
  subjects: {
    contact: (company: string) => `Re: your message to ${company}`,
    intake: (company: string) => `Re: your automation plan request to ${company}`,
    demo: (company: string) => `Re: your demo request with ${company}`,
    callback: (company: string) => `Re: your callback request to ${company}`,
  },
  /** A callback request's own action: dial the number they left. */
  callBack: "Call back",
  callBackLabel: (name: string) => `Call ${name} back`,
  bestTime: (time: string) => `Best time: ${time}`,
  openLead: (name: string) => `Open the lead from ${name}`,
} as const;

export const responseTimesCopy = {
  title: "Response time",
  description:
    "How fast leads that came in during the period were answered: the time from the form to their first status change out of New. Leads not answered yet count as not answered.",
  median: "Median response",
  within5: "Answered within 5 minutes",
  withinHour: "Answered within an hour",
  answered: (answered: number, total: number) =>
    `${answered.toLocaleString("en-US")} of ${leadStatusCopy.leads(total)} answered`,
  noLeads: "No leads in this period.",
  notHalf: "Fewer than half answered",
} as const;
