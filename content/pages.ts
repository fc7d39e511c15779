import { proof, replyPromise } from "./site";

/**
 * Every public page: its route, <title>, description and search keywords.
 * Metadata, the sitemap and the menu's quick search all read this list.
 */
export type PublicPage = {
  path: string;
  title: string;
  description: string;
  keywords: string[];
};

export const publicPages = {
  home: {
    path: "/",
    title: "AI Automation Systems That Work and Scale",
    description:
      "Custom AI voice and chat bots, appointment setting, workflow automation and reporting. You pay the true cost to build; we profit only when your system performs.",
    keywords: [
      "home",
      "who we serve",
      "core offer",
      "framework",
      "payment",
      "partnership",
      "mission",
      "podcast",
      "nominate",
    ],
  },
  services: {
    path: "/services",
    title: "Services: AI Solutions, Coaching and Consultation",
    description:
      "CRM and phone systems, AI voice and chat bots, workflow automation and lead generation, plus sales coaching, customer service coaching and strategic consultations.",
    keywords: [
      "solutions",
      "saas",
      "crm",
      "phone system",
      "bots",
      "coaching",
      "consultation",
      "lead generation",
      "ads",
    ],
  },
  about: {
    path: "/about",
    title: "About Us: Founders and Values",
    description: `Meet the co-founders who scaled companies past ${proof.arrScaled.value} in ARR and ${proof.teamMembers.value} team members, and the values behind Profit for People.`,
    keywords: ["founders", "team", "values", "mission", "story", "message"],
  },
  contact: {
    path: "/contact",
    title: "Contact Us",
    description: `Send us a message or book a discovery call. ${replyPromise}`,
    keywords: ["email", "address", "oregon", "message", "reach", "support"],
  },
  intake: {
    path: "/intake",
    title: "Intake Assistant: Schedule Your Discovery Call",
    description:
      "Tell us about your business, challenges and goals in five short steps and get a calendar link for your 30-minute discovery call.",
    keywords: ["intake", "assistant", "aiden", "discovery call", "schedule", "questionnaire"],
  },
  bookADemo: {
    path: "/book-a-demo",
    title: "Book a Demo",
    description:
      "Request a live demo of appointment-setting agents, drips, workflow automation and dashboards tailored to your industry.",
    keywords: ["demo", "request", "trial", "walkthrough", "industry"],
  },
  landing: {
    path: "/landing",
    title: "The AI Growth Engine for Modern Businesses",
    description:
      "The S.C.A.L.E. process turns manual work into AI systems that capture leads, book appointments and report results.",
    keywords: ["scale", "growth engine", "what you get", "why choose us", "process"],
  },
  coreOffer: {
    path: "/core-offer",
    title: "50% Off Your First Month of AI Automation",
    description: `24-hour setup, ${proof.efficiency.value} efficiency in the first month and a free 30-minute discovery call. Rated ${proof.rating.value} by ${proof.businessesAutomated.value} businesses.`,
    keywords: ["promo", "offer", "discount", "setup", "testimonials", "consultation"],
  },
  demoBot: {
    path: "/demo-bot",
    title: "AI Receptionist: Never Miss a Call, Lead, or Client Again",
    description:
      "A 24/7 AI receptionist and appointment center that answers calls, chats and texts, books into your calendar and logs every lead in your CRM.",
    keywords: ["receptionist", "demo bot", "missed calls", "try it live", "guarantee", "90 days", "phone"],
  },
  roofers: {
    path: "/roofers",
    title: "AI Automation for Roofing Companies",
    description:
      "AI qualifying bots, appointment setting, retention campaigns and dashboards built for roofing contractors.",
    keywords: ["roofing", "roofers", "contractors", "packages", "essentials", "pro", "enterprise"],
  },
  dental: {
    path: "/dental",
    title: "AI Automation for Dental Practices",
    description:
      "Appointment reminders, AI qualifying bots, patient reactivation and end-to-end workflow automation for dental offices.",
    keywords: ["dental", "dentist", "patients", "reminders", "reactivation", "packages"],
  },
  automationOffer: {
    path: "/automation-offer",
    title: "AI Automation Packages for Growing Businesses",
    description:
      "Qualifying bots, appointment setting, re-engagement drips, reporting dashboards and full AI suites for any business.",
    keywords: ["general business", "packages", "automation offer", "drips", "small business"],
  },
  process: {
    path: "/process",
    title: "Our Five-Step Process",
    description:
      "Study Systems, Construct Blueprint, Align Teams, Launch Solutions, Execute & Elevate: how we build systems that scale.",
    keywords: [
      "process",
      "steps",
      "framework",
      "study",
      "construct",
      "align",
      "launch",
      "execute",
      "elevate",
    ],
  },
  podcast: {
    path: "/podcast",
    title: "The Profit for People Podcast",
    description:
      "Conversations with founders and operators about systems, automation and building companies that scale profit and people.",
    keywords: ["podcast", "episodes", "listen", "spotlight", "interviews"],
  },
  privacy: {
    path: "/privacy",
    title: "Privacy Policy",
    description: "What we collect through our forms, how we use it for email and SMS, and your choices.",
    keywords: ["privacy", "data", "sms", "cookies", "policy"],
  },
  terms: {
    path: "/terms",
    title: "Terms of Service",
    description: "The terms that apply when you use this website and our email and SMS communications.",
    keywords: ["terms", "conditions", "legal", "sms terms", "service"],
  },
} as const satisfies Record<string, PublicPage>;

export const publicPageList: PublicPage[] = Object.values(publicPages);
