import type { IconName } from "@/components/ui/icon";

/** A call to action. `booking` links go through /book so attribution travels without JavaScript. */
export type Cta =
  | { kind: "booking"; label: string }
  | { kind: "link"; label: string; href: string; external?: boolean; variant?: "primary" | "secondary" };

export type Card = { icon?: IconName; title: string; description: string; tagline?: string };

export type Step = { number: number; title: string; details: string };
