import { ExampleMark } from "@/components/ui/example-mark";
import { Portrait } from "@/components/ui/portrait";
import type { ShownFounder } from "@/lib/site-facts/resolve";

type Props = { founders: readonly ShownFounder[]; label: string };

/** The founders with their portraits (initials until the owner adds pictures); example founders say so. */
export function FounderProfiles({ founders, label }: Props) {
  return (
    <ul data-layout="profiles" aria-label={label} className="grid gap-6 lg:grid-cols-2">
      {founders.map((founder) => (
        <li
          key={founder.name}
          className="flex flex-col rounded-3xl border border-border bg-card p-6 shadow-sm sm:p-8"
        >
          <div className="flex items-center gap-5">
            <Portrait
              name={founder.name}
              photo={founder.photo}
              className="size-24 text-3xl ring-4 ring-brand-soft"
            />
            <div>
              <h3 className="flex flex-wrap items-center gap-2 text-xl font-bold">
                {founder.name}
                <ExampleMark show={founder.example} />
              </h3>
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
