/** Copy for the 4-step demo request form; messages live with the schema and in content/forms.ts. */
export const demoForm = {
  title: "Request your live demo",
  intro:
    "Four short steps. We use your answers to build the demo around your business, not a generic script.",
  progressLabel: "Demo request progress",
  progress: (n: number, total: number) => `Step ${n} of ${total}`,
  percent: (percent: number) => `${percent}% complete`,
  steps: [
    { title: "Your details", intro: "Who should we prepare the demo for?" },
    { title: "Your business", intro: "Tell us where things slow down today." },
    { title: "Solutions and timing", intro: "Pick what you want to see and when suits you." },
    { title: "Final details", intro: "Anything else we should know before we reach out?" },
  ],
  businessName: { label: "Business name", placeholder: "Acme Dental Group" },
  contactName: { label: "Your name", placeholder: "Jane Smith" },
  email: { label: "Email", placeholder: "jane@company.com" },
  phone: {
    label: "Mobile phone (optional)",
    placeholder: "(503) 555-0142",
    hint: "Only if you'd like texts about your demo.",
  },
  industry: { label: "Industry", placeholder: "Select your industry" },
  challenges: {
    label: "Current challenges",
    placeholder: "Missed calls after hours, slow lead follow-up, hours lost to manual data entry...",
  },
  solutions: {
    legend: "Solutions you'd like to see",
    hint: "Choose any that interest you, or none and we'll suggest a starting point.",
  },
  demoDate: {
    label: "Preferred demo date",
    optional: "(optional)",
    choose: "Pick a date",
    hint: "You pick the exact time on our calendar as soon as you send this.",
    clearHint: "Pick the same day again to clear it.",
    calendarLabel: "Choose a demo date",
  },
  additionalNotes: {
    label: "Additional notes (optional)",
    placeholder: "Tools you already use, team size, the best time of day to reach you...",
  },
  summary: {
    title: "Please fix these before submitting:",
    step: (step: number) => `(step ${step})`,
  },
  back: "Previous",
  continue: "Next Step",
  submit: "Submit Demo Request",
  submitting: "Submitting...",
  thankYou: {
    title: "Thank You!",
    text: "Your demo request is in. Pick the time for your demo on our calendar now.",
    book: "Pick your demo time",
    /** Shown only when the confirmation email is on its way. */
    emailNote: "We have emailed you the link as well, so you can also choose later.",
    home: "Return Home",
  },
};
