import type { Founder } from "@/content/about";

/** Initials stand in for photos until the founders' portraits are shot. */
export function FounderProfiles({ founders, label }: { founders: readonly Founder[]; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-6 lg:grid-cols-2">
      {founders.map((founder) => (
        <li
          key={founder.name}
          className="border-border bg-card flex flex-col rounded-3xl border p-6 shadow-sm sm:p-8"
        >
          <div className="flex items-center gap-5">
            <span
              aria-hidden="true"
              className="from-primary to-accent font-display text-primary-foreground ring-brand-soft inline-flex size-20 shrink-0 items-center justify-center rounded-full bg-linear-to-br text-2xl font-extrabold ring-4"
            >
              {founder.initials}
            </span>
            <div>
              <h3 className="text-xl font-bold">{founder.name}</h3>
              <p className="text-accent mt-1 font-medium">{founder.role}</p>
            </div>
          </div>
          <p className="text-muted-foreground mt-6">{founder.bio}</p>
          <ul className="mt-6 flex flex-wrap gap-2">
            {founder.highlights.map((highlight) => (
              <li
                key={highlight}
                className="border-border bg-brand-soft text-primary rounded-full border px-3 py-1 text-sm font-semibold"
              >
                {highlight}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
