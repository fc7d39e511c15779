import type { DemoOptionsContent } from "@/content/book-a-demo";
import { Icon } from "@/components/ui/icon";

export function DemoOptionsCard({ content }: { content: DemoOptionsContent }) {
  return (
    <div className="border-border bg-card rounded-2xl border p-6 shadow-sm sm:p-8">
      <h2 className="text-xl font-bold">{content.title}</h2>
      <ul className="mt-6 grid gap-5">
        {content.solutions.map((solution) => (
          <li key={solution.title} className="flex gap-4">
            <span className="bg-brand-soft text-primary inline-flex size-10 shrink-0 items-center justify-center rounded-xl">
              {solution.icon && <Icon name={solution.icon} className="size-5" />}
            </span>
            <div>
              <h3 className="font-semibold">{solution.title}</h3>
              <p className="text-muted-foreground mt-1 text-sm">{solution.description}</p>
            </div>
          </li>
        ))}
      </ul>
      <h3 className="border-border mt-8 border-t pt-6 font-semibold">{content.industriesTitle}</h3>
      <ul className="mt-4 flex flex-wrap gap-2">
        {content.industries.map((industry) => (
          <li
            key={industry.label}
            className="border-border bg-muted inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium"
          >
            <Icon name={industry.icon} className="text-accent size-4" />
            {industry.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
