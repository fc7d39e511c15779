import type { intakeSolutions } from "./forms";
import { site } from "./site";

type SolutionId = (typeof intakeSolutions)[number]["id"];

/** Copy for the 5-step intake assistant; options, consent wording and messages live in content/forms.ts. */
export const intakeForm = {
  title: `Tell ${site.assistantName} about your business`,
  intro:
    "Five short steps, about three minutes. Your answers shape the discovery call, so nothing gets asked twice.",
  progressLabel: "Intake progress",
  progress: (step: number, total: number) => `Step ${step} of ${total}`,
  percent: (percent: number) => `${percent}% complete`,
  back: "Back",
  continue: "Continue",
  submit: "Schedule My Discovery Call",
  submitting: "Scheduling...",
  steps: [
    {
      title: "Basic info",
      intro: "Who should we talk to, and how do we reach you?",
      hint: "Add your business name, your name and a valid email to continue (and your mobile number, if you tick the box for texts).",
    },
    {
      title: "Your challenges",
      intro: "Pick everything that slows your business down today.",
      hint: "Choose at least one challenge to continue.",
    },
    {
      title: "Solutions of interest",
      intro: "Which systems would you like to explore? Not sure yet? Pick strategic consultation.",
      hint: "Choose at least one solution to continue.",
    },
    {
      title: "Scheduling",
      intro: `When suits you for a ${site.discoveryCallMinutes}-minute call? Your strategist sees this; you pick the exact slot on our calendar as soon as you send this.`,
      hint: "Tell us a preferred day and time to continue.",
    },
    {
      title: "Review and confirm",
      intro: "Check your answers, then schedule your free discovery call.",
      hint: "Tick the consent box to schedule your call.",
    },
  ],
  businessName: { label: "Business name", placeholder: "Evergreen Roofing Co." },
  contactName: { label: "Your name", placeholder: "Jane Smith" },
  email: { label: "Email", placeholder: "jane@company.com" },
  phone: {
    label: "Mobile phone (optional)",
    placeholder: "(503) 555-0142",
    hint: "Only if you'd like texts about your call.",
  },
  painPoints: { legend: "What challenges are you facing?" },
  currentChallenges: {
    label: "Describe your current challenges",
    placeholder: "e.g. Leads from our website sit for a day before anyone calls them back.",
  },
  selectedSolutions: { legend: "Which solutions interest you?" },
  solutionDetails: {
    "ai-agents": "Answer every call and chat, qualify leads and book jobs around the clock.",
    "appointment-setting": "Fill your calendar with qualified appointments, reminders included.",
    "drip-campaigns": "Email and SMS sequences that follow up and win back past customers.",
    "workflow-automation": "Hand-offs, updates and data entry that run themselves.",
    reporting: "The numbers that matter in one dashboard, updated daily.",
    consultation: "A strategist maps your bottlenecks and the order to fix them.",
  } satisfies Record<SolutionId, string>,
  preferredTime: {
    label: "Preferred day and time",
    placeholder: "e.g. Tuesday or Thursday afternoon, Pacific time",
  },
  additionalNotes: {
    label: "Additional notes",
    placeholder: "Anything else we should know before the call? Tools you use, team size, deadlines.",
  },
  optional: "Optional",
  summary: {
    label: "Your answers",
    contact: "Contact",
    challenges: "Challenges",
    solutions: "Solutions",
    preferredTime: "Preferred time",
    edit: "Edit",
  },
  thankYou: {
    title: "Thank you! Now pick your discovery call slot.",
    text: `Your answers are in. Choose the ${site.discoveryCallMinutes}-minute slot that suits you on our calendar now.`,
    book: "Pick your slot now",
    /** Shown only when the confirmation email is on its way. */
    emailNote: `${site.assistantName} also emails you the link, so you can book later. Check your spam folder if it is not in your inbox within minutes.`,
    nextTitle: "What happens next",
    next: [
      `Pick the ${site.discoveryCallMinutes}-minute slot that suits you best.`,
      `Meet a ${site.shortName} strategist for your ${site.discoveryCallMinutes}-minute discovery call. We'll have read your answers.`,
      "Get a tailored plan with scope and the true cost to build. No obligation.",
    ],
    consentTitle: "Appointment updates",
    consent:
      "You agreed to receive appointment updates and service communications by email; every email has an unsubscribe link. If you also agreed to texts, msg frequency varies and msg & data rates may apply: reply STOP to any of them to opt out, HELP for help.",
  },
} as const;
