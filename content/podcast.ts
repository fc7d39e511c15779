import type { RecordingScript } from "@/components/visuals/recording-card";
import type { Card, Cta } from "./types";
import { proof, site } from "./site";

export type Episode = { number: number; title: string; topic: string; teaser: string };

export type CarouselLabels = {
  region: string;
  slide: (n: number, total: number) => string;
  previous: string;
  next: string;
  status: string;
};

/** Placeholder episodes until the first recordings are published; home and /podcast both show them. */
export const episodes: readonly Episode[] = [
  {
    number: 1,
    title: "Episode 1",
    topic: "Partnership",
    teaser: "Why we only profit when your system performs, and what that changes about the way we build.",
  },
  {
    number: 2,
    title: "Episode 2",
    topic: "Mission spotlight",
    teaser:
      "Inside our first sponsored build: a nonprofit's path from a full voicemail box to booked calendars.",
  },
  {
    number: 3,
    title: "Episode 3",
    topic: "AI voice",
    teaser:
      "Missed calls are missed revenue. How AI receptionists answer, book and follow up around the clock.",
  },
  {
    number: 4,
    title: "Episode 4",
    topic: "Scaling teams",
    teaser: `From founder-led sales to ${proof.teamMembers.value} team members: the systems that had to exist before the people.`,
  },
];

export const carouselLabels: CarouselLabels = {
  region: "Podcast episodes",
  slide: (n, total) => `${n} of ${total}`,
  previous: "Previous episode",
  next: "Next episode",
  status: "Coming soon",
};

export const podcastPage = {
  hero: {
    eyebrow: "Conversations on systems and growth",
    title: "The Profit for People Podcast",
    lead: "Plain-spoken conversations with founders, operators and the organizations we sponsor about building systems that scale profit and people.",
    ctas: [
      { kind: "link", label: "Nominate an Organization", href: site.nominationFormUrl, external: true },
      { kind: "booking", label: "Book a Discovery Call" },
    ] satisfies Cta[],
    scene: {
      alt: "The Profit for People podcast, season one now recording: four episodes on partnership, a mission spotlight, AI voice and scaling teams.",
      show: "Profit for People",
      season: "The podcast · Season one",
      status: "Now recording",
      episodes: episodes.map((e) => ({ number: e.number, topic: e.topic })),
    } satisfies RecordingScript,
  },
  episodes: {
    eyebrow: "Episodes",
    title: "First Season, Now Recording",
    lead: "Four episodes are in production. Each one is under 40 minutes and ends with something you can put to work the same week.",
  },
  about: {
    eyebrow: "About the show",
    title: "Stories From Inside the Build",
    lead: "Every tenth client funds a custom system for a nonprofit, startup or small business in hardship. Each sponsored organization gets a spotlight episode, so the story of the build reaches the people who can help it grow.",
    formatsLabel: "Show formats",
    formats: [
      {
        icon: "mic",
        title: "Spotlight episodes",
        description:
          "Sponsored organizations tell their story, what the new system changed and how listeners can support the work.",
      },
      {
        icon: "workflow",
        title: "System breakdowns",
        description:
          "We open up a real build step by step: the call flows, the follow-up drips and the dashboards behind the results.",
      },
      {
        icon: "users",
        title: "Operator conversations",
        description:
          "Founders and sales and service leaders on hiring, coaching and the moment a process has to stop living in one head.",
      },
    ] satisfies Card[],
  },
  cta: {
    title: "Know an Organization That Deserves a Spotlight?",
    text: "Nominate a nonprofit, startup or small business in hardship for a sponsored build and its own episode, or book a call to talk about your system.",
    ctas: [
      { kind: "link", label: "Nominate an Organization", href: site.nominationFormUrl, external: true },
      { kind: "booking", label: "Book a Discovery Call" },
    ] satisfies Cta[],
  },
};
