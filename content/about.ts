import type { FoundersScript } from "@/components/visuals/founders-card";
import { shown } from "@/lib/facts";
import type { Card, Cta } from "./types";
import { company } from "./company";
import { proof, site } from "./site";

const founders = company.founders.map(shown);

export type FounderMessage = {
  eyebrow: string;
  title: string;
  paragraphs: string[];
  signature: string;
  signatureRole: string;
  /** Signed by example founders (content/company.ts). */
  example: boolean;
};

export const aboutHero = {
  eyebrow: "About us",
  title: "Operators Who Built It Before We Sold It",
  lead: `${site.name} was founded in ${site.address.city} by two operators who scaled a company past ${proof.arrScaled.value} in ARR and ${proof.teamMembers.value} team members, and learned the hard way which systems make growth humane.`,
  /** The lead with the company's name, city and numbers as published (lib/site-facts). */
  leadFor: (name: string, city: string, arr: string, team: string) =>
    `${name} was founded in ${city} by two operators who scaled a company past ${arr} in ARR and ${team} team members, and learned the hard way which systems make growth humane.`,
  ctas: [
    { kind: "booking", label: "Book a Discovery Call" },
    { kind: "link", label: "How We Work", href: "/process", variant: "secondary" },
  ] satisfies Cta[],
  scene: {
    alt: `${founders.map((f) => f.name).join(" and ")}, and the company they scaled past ${proof.arrScaled.value} in annual recurring revenue and ${proof.teamMembers.value} team members.`,
    founders: founders.map(({ name, role }) => ({ name, role })),
    chartTitle: "The company we scaled: annual recurring revenue",
    curve: [1, 2, 3.5, 6, 10, 16, 24, 33, 41],
    facts: [
      { value: `${proof.arrScaled.value}+`, label: "ARR scaled" },
      { value: proof.teamMembers.value, label: "team members" },
    ],
  } satisfies FoundersScript,
};

export const foundersSection = {
  eyebrow: "Leadership",
  title: "Meet the Co-Founders",
  lead: "You work directly with the people who designed the framework. No hand-off to a junior team after the sale.",
  label: "Co-founders",
};

export const founderMessage: FounderMessage = {
  eyebrow: "A note from our founders",
  title: "Why We Only Profit When You Do",
  paragraphs: [
    "We spent years on the buying side of agencies and software. We paid for retainers that renewed whether anything improved, and for tools that looked great in a demo and sat unused six months later.",
    "When we started this company, we flipped the deal. You cover what it truly costs to build your system. We earn our profit when it is live and performing against numbers we agreed on together. If it does not work, we have not been paid for it, so we keep working until it does.",
    "We also made a promise to ourselves: growth has to leave room for people. That is why every tenth build goes to a nonprofit, startup or small business going through a hard season, at no cost to them.",
    "If that sounds like the kind of partner you have been looking for, we would love to hear what you are building.",
  ],
  signature: founders.map((f) => f.name).join(" & "),
  example: founders.some((f) => f.example),
  signatureRole: `Co-Founders, ${site.name}`,
};

/** Under the founders' signature, with the company name as published. */
export const signatureRoleFor = (name: string) => `Co-Founders, ${name}`;

export const values = {
  eyebrow: "What we stand for",
  title: "Our Values",
  lead: "Four rules we use to make decisions, for our clients and for ourselves.",
  label: "Our values",
  cards: [
    {
      icon: "eye",
      title: "Clarity over Complexity",
      description:
        "If we cannot explain a system on one page, it is not ready to build. Simple systems get used.",
    },
    {
      icon: "handshake",
      title: "Partnership over Pressure",
      description:
        "No hard sells and no lock-in. Our pay depends on your results, so our interests already line up.",
    },
    {
      icon: "target",
      title: "Outcomes over Opinions",
      description: "We agree on the numbers before we build and let the dashboard settle debates.",
    },
    {
      icon: "heartHandshake",
      title: "People over Ego",
      description: "Automation should make work better for the people doing it. We design for them first.",
    },
  ] satisfies Card[],
};

export const aboutCta = {
  title: "Let's Build Something That Lasts",
  text: "Tell us where your business is stuck. We will tell you honestly whether a system can fix it and what it would take.",
  ctas: [
    { kind: "booking", label: "Book a Discovery Call" },
    { kind: "link", label: "Contact Us", href: "/contact" },
  ] satisfies Cta[],
};
