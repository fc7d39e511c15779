import type { DemoOptionsContent } from "@/content/book-a-demo";
import { Icon, IconTile } from "@/components/ui/icon";
import { ItemText } from "@/components/ui/item-text";

export function DemoOptionsCard({ content }: { content: DemoOptionsContent }) {
  return (
    <div className="rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
      <h2 className="text-xl font-bold">{content.title}</h2>
      <ul className="mt-6 grid gap-5">
        {content.solutions.map((solution) => (
          <li key={solution.title} className="flex gap-4">
            <IconTile name={solution.icon} className="size-10 shrink-0" />
            <ItemText title={solution.title} detail={solution.description} look="compact" heading />
          </li>
        ))}
      </ul>
      <h3 className="mt-8 border-t border-border pt-6 font-semibold">{content.industriesTitle}</h3>
      <ul className="mt-4 flex flex-wrap gap-2">
        {content.industries.map((industry) => (
          <li
            key={industry.label}
            className="inline-flex items-center gap-1.5 rounded-full border border-border bg-muted px-3 py-1.5 text-sm font-medium"
          >
            <Icon name={industry.icon} className="size-4 text-accent" />
            {industry.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
