import type { Founder } from "@/content/about";

/** Initials stand in for photos until the founders' portraits are shot. */
export function FounderProfiles({ founders, label }: { founders: readonly Founder[]; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-6 lg:grid-cols-2">
      {founders.map((founder) => (
        <li
          key={founder.name}
          className="flex flex-col rounded-3xl border border-border bg-card p-6 shadow-sm sm:p-8"
        >
          <div className="flex items-center gap-5">
            <span
              aria-hidden="true"
              className="inline-flex size-20 shrink-0 items-center justify-center rounded-full bg-linear-to-br from-primary to-accent font-display text-2xl font-extrabold text-primary-foreground ring-4 ring-brand-soft"
            >
              {founder.initials}
            </span>
            <div>
              <h3 className="text-xl font-bold">{founder.name}</h3>
              <p className="mt-1 font-medium text-accent">{founder.role}</p>
            </div>
          </div>
          <p className="mt-6 text-muted-foreground">{founder.bio}</p>
          <ul className="mt-6 flex flex-wrap gap-2">
            {founder.highlights.map((highlight) => (
              <li
                key={highlight}
                className="rounded-full border border-border bg-brand-soft px-3 py-1 text-sm font-semibold text-primary"
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
