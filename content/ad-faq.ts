import { site } from "./site";

/** One answer to a question ad visitors ask before they call: plain text (it is also the page's FAQPage data). */
export type FaqItem = { question: string; answer: string };
export type AdFaq = { eyebrow: string; title: string; lead: string; items: FaqItem[] };

const days = site.guaranteeDays;
const call = `free ${site.discoveryCallMinutes}-minute discovery call`;
const models =
  "a completion payment (our profit released once the agreed benchmarks are met), a revenue share, a hybrid or a retainer";
const exit =
  "If you cancel, we remove the AI, automation and consultancy layer; the scripts, SOPs and playbooks we wrote stay yours.";

/**
 * The objections each ad page answers, in its trade's words. Every claim here is one the rest of the site makes
 * (the guarantee, the process, the offer's setup time, how pricing works): no number of its own.
 */
export const adFaqs = {
  roofers: {
    eyebrow: "Straight answers",
    title: "Before you call",
    lead: "What roofers ask us first.",
    items: [
      {
        question: "How much does it cost?",
        answer: `It depends on how many crews, markets and lead sources you run, so we quote after a ${call} where we look at your storm and retail lead flow. You pay the true cost to build; our profit comes from ${models}, agreed in writing before we build.`,
      },
      {
        question: "Am I locked into a long contract?",
        answer: `The terms (payment model and the benchmarks the system must hit) are written into your blueprint before anything is built, so you see them first. ${exit}`,
      },
      {
        question: "How fast can it answer my calls?",
        answer:
          "Your first bot or workflow goes live within 24 hours of kickoff, so the next storm's calls get answered. The full system (qualifying, estimates on your calendar, follow-ups) is built in stages over about six weeks, so nothing breaks mid-season.",
      },
      {
        question: "What if it doesn't book more jobs?",
        answer: `Our ${days}-day performance guarantee: if your call handling and scheduling are not documented, trainable and producing measurable results within ${days} days, we keep working on it until they are.`,
      },
    ],
  },
  dental: {
    eyebrow: "Common questions",
    title: "What practices ask us",
    lead: "Clear answers before you decide anything.",
    items: [
      {
        question: "What does it cost for a practice like ours?",
        answer: `We quote after a ${call}, once we know your providers, scheduling software and patient volume. You pay the true cost to build; our profit comes from ${models}, agreed in writing first.`,
      },
      {
        question: "Is there a long-term contract?",
        answer: `Your payment model and the benchmarks we are measured against are set out in your blueprint before the build starts. ${exit}`,
      },
      {
        question: "How long does setup take, and will it disrupt the front desk?",
        answer:
          "Your first automation (reminders, say) can go live within 24 hours of kickoff. The rest goes live in stages over about six weeks, tested on real calls and messages first, and your team is trained on every hand-off.",
      },
      {
        question: "What if no-shows don't go down?",
        answer: `Our ${days}-day performance guarantee covers it: if your scheduling and patient-communication process is not documented, trainable and producing measurable results within ${days} days, we keep working until it is.`,
      },
    ],
  },
  "automation-offer": {
    eyebrow: "FAQ",
    title: "Price, terms and what you risk",
    lead: "The questions owners ask before they book.",
    items: [
      {
        question: "What does a package cost?",
        answer: `Every package is scoped to your business, so pricing follows a ${call}. You pay the true cost to build, itemized in your blueprint; our profit comes from ${models}.`,
      },
      {
        question: "Do I sign a long contract?",
        answer: `The payment model and the benchmarks that release our profit are agreed in writing before the build. ${exit}`,
      },
      {
        question: "How long until it is working?",
        answer:
          "Your first bot or workflow goes live within 24 hours of kickoff. A full build runs through our five steps (study, blueprint, align, launch, then weekly tuning) over about six weeks.",
      },
      {
        question: "What if it doesn't pay off?",
        answer: `You are covered by our ${days}-day performance guarantee: if the process we build is not documented, trainable and producing measurable results within ${days} days, we keep working on it until it is. Our profit is tied to the benchmarks, so we are paid for results, not hours.`,
      },
    ],
  },
} satisfies Record<string, AdFaq>;
