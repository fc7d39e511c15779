import { site } from "@/content/site";
import type { Card } from "@/content/types";
import { Icon } from "@/components/ui/icon";
import { Section } from "./section";

type Props = { days: number; seal: string; points: readonly Card[]; label?: string };

/** The guarantee as a seal beside what it promises: a shape a visitor recognises before reading a word. */
export function GuaranteeBand({ days, seal, points, label }: Props) {
  return (
    <div data-layout="guarantee" className="grid items-center gap-10 md:grid-cols-[auto_1fr] md:gap-14">
      <div
        aria-hidden="true"
        className="mx-auto flex size-48 flex-col items-center justify-center rounded-full border-4 border-accent bg-card text-center shadow-lg"
      >
        <Icon name="shield" className="size-7 text-accent" />
        <span className="font-display text-6xl leading-none font-extrabold text-foreground">{days}</span>
        <span className="mt-1 text-xs font-bold tracking-wide text-accent uppercase">{seal}</span>
      </div>
      <ul aria-label={label} className="grid gap-6 lg:grid-cols-3">
        {points.map((point) => (
          <li key={point.title}>
            <h3 className="flex items-center gap-2 font-semibold">
              {point.icon && <Icon name={point.icon} className="size-5 text-accent" />}
              {point.title}
            </h3>
            <p className="mt-2 text-muted-foreground">{point.description}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

type SectionProps = Omit<Props, "days"> & { eyebrow?: string; title: string; lead?: string };

/** The guarantee in its own muted section, as the ad pages and the receptionist page close on it. */
export function GuaranteeSection(props: SectionProps) {
  return (
    <Section {...props} tone="muted">
      <GuaranteeBand days={site.guaranteeDays} {...props} />
    </Section>
  );
}
