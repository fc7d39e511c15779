import { site } from "./site";

/** Options, consent wording and messages for the three lead forms. */

export const painPoints = [
  { id: "lead-generation", label: "Lead generation is inconsistent" },
  { id: "sales-conversion", label: "Low sales conversion" },
  { id: "appointment-setting", label: "Appointment setting takes too much time" },
  { id: "manual-follow-up", label: "Manual follow-up" },
  { id: "reporting", label: "Lack of reporting and KPIs" },
  { id: "scaling", label: "Scaling challenges" },
  { id: "workflow", label: "Workflow inefficiencies" },
  { id: "customer-service", label: "Customer service bottlenecks" },
] as const;

export const intakeSolutions = [
  { id: "ai-agents", label: "AI voice and chat agents" },
  { id: "appointment-setting", label: "Appointment setting" },
  { id: "drip-campaigns", label: "Drip campaigns" },
  { id: "workflow-automation", label: "Workflow automation" },
  { id: "reporting", label: "Dashboards and reporting" },
  { id: "consultation", label: "Strategic consultation" },
] as const;

export const demoSolutions = [
  {
    id: "agents",
    label: "Appointment-Setting Agents",
    description: "AI agents that answer, qualify and book.",
  },
  {
    id: "drips",
    label: "Onboarding/Reboarding Drips",
    description: "Email and SMS sequences that bring people back.",
  },
  {
    id: "automation",
    label: "Workflow Automation",
    description: "Hand-offs and updates that run themselves.",
  },
  { id: "dashboards", label: "Dashboards/Reporting", description: "The numbers that matter, updated daily." },
] as const;

export const industries = [
  { id: "healthcare", label: "Healthcare" },
  { id: "financial-services", label: "Financial Services" },
  { id: "retail", label: "Retail" },
  { id: "insurance", label: "Insurance" },
  { id: "other", label: "Other" },
] as const;

export const ids = <T extends readonly { id: string }[]>(options: T) =>
  options.map((o) => o.id) as unknown as [T[number]["id"], ...T[number]["id"][]];

/**
 * Consent wording as shown next to the checkbox; the exact text is stored with each lead.
 * Carriers require frequency, rates, STOP and HELP, and links to the terms and privacy policy.
 */
export const consentText = {
  intake: `I agree to receive appointment updates and service communications from ${site.name} by email. See our Terms of Service and Privacy Policy.`,
  demo: `I agree to receive demo updates from ${site.name} by email. See our Terms of Service and Privacy Policy.`,
  /** Texts are a separate, optional choice, as carriers expect: never a condition of anything. */
  sms: `Text me appointment and demo updates from ${site.name} at this number. Msg frequency varies. Msg & data rates may apply. Reply STOP to opt out, HELP for help. Optional, and not a condition of purchase.`,
} as const;

/** The policy names in the consent wording, shown as links to the policies. */
export const consentLinks: Record<string, string> = {
  "Terms of Service": "/terms",
  "Privacy Policy": "/privacy",
};

export const toasts = {
  missingInformation: { title: "Missing Information", description: "Please fill in all required fields." },
  contactFailed: {
    title: "Error",
    description: "There was a problem sending your message. Please try again.",
  },
  contactSent: {
    title: "Message Sent!",
    description: "Thank you for your message. We'll get back to you soon.",
  },
  submitFailed: {
    title: "Error",
    description: "There was a problem submitting your request. Please try again.",
  },
  intakeScheduled: {
    title: "Discovery Call Requested!",
    description: `Pick your slot now with the button on this page. ${site.assistantName} also emails you the link.`,
  },
  /** Sent, and no confirmation email follows: the copy speaks of none. */
  intakeReceived: {
    title: "Discovery Call Requested!",
    description: "Pick your slot now with the button on this page.",
  },
  demoRequested: {
    title: "Thank You!",
    description: "Your demo request is in. Pick your demo time now; the link is in your email too.",
  },
  demoReceived: {
    title: "Thank You!",
    description: "Your demo request is in. Pick your demo time now with the button on this page.",
  },
  callbackRequested: {
    title: "Callback Requested!",
    description: "Thank you. We'll call you at the time you picked.",
  },
  checkFields: { title: "Please check the form", description: "Some answers need your attention." },
  invalidEmail: {
    title: "Check your email address",
    description: "That email address doesn't look right. Please enter one like name@company.com.",
  },
  invalidPhone: {
    title: "Check your mobile number",
    description:
      "That mobile number doesn't look right. Please enter it with its area code, or leave it empty.",
  },
  rateLimited: {
    title: "Too many submissions",
    description: "You have sent several forms in a short time. Please try again later (within the hour).",
  },
  verificationFailed: {
    title: "Verification failed",
    description: "Please complete the verification and try again.",
  },
} as const;

export type ToastMessage = { title: string; description: string };

/** The booking link each success offers at once (the thank-you screens' own wording lives with their forms). */
export const bookingOffer = {
  newTab: " (opens in a new tab)",
  contact: {
    text: `No need to wait for our reply: pick a time for a free ${site.discoveryCallMinutes}-minute discovery call now.`,
    book: "Book a Discovery Call",
  },
} as const;
