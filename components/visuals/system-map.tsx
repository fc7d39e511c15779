import { Icon, type IconName } from "@/components/ui/icon";
import { Visual } from "./frame";

export type SystemMapScript = {
  alt: string;
  hub: string;
  hubNote: string;
  /** Four systems, drawn clockwise from the top. */
  nodes: readonly { icon: IconName; label: string }[];
};

// Grid cells for the nodes, clockwise from the top; the hub sits in the middle cell.
const cells = [
  "col-start-2 row-start-1",
  "col-start-3 row-start-2",
  "col-start-2 row-start-3",
  "col-start-1 row-start-2",
];

/** The systems we build, each wired to one record in the middle. */
export function SystemMap({ alt, hub, hubNote, nodes }: SystemMapScript) {
  return (
    <Visual alt={alt}>
      <div className="relative mx-auto grid aspect-square max-w-sm grid-cols-3 grid-rows-3 place-items-center">
        <svg viewBox="0 0 90 90" className="absolute inset-0 size-full" aria-hidden="true">
          <circle cx="45" cy="45" r="30" fill="none" className="stroke-border" strokeWidth="0.5" />
          <path d="M45 15V75M15 45H75" className="stroke-primary" strokeWidth="0.6" strokeDasharray="2 1.5" />
        </svg>
        <div className="relative col-start-2 row-start-2 flex size-32 flex-col items-center justify-center rounded-full bg-primary p-3 text-center text-primary-foreground shadow-lg">
          <Icon name="database" className="size-6" />
          <span className="mt-1 font-display leading-tight font-bold">{hub}</span>
          <span className="text-xs leading-tight opacity-90">{hubNote}</span>
        </div>
        {nodes.map((node, i) => (
          <div
            key={node.label}
            className={`relative ${cells[i % 4]} flex w-28 flex-col items-center gap-1 rounded-2xl border border-border bg-card p-2 text-center shadow-lg`}
          >
            <span className="inline-flex size-9 items-center justify-center rounded-xl bg-brand-soft text-primary">
              <Icon name={node.icon} className="size-5" />
            </span>
            <span className="text-xs leading-tight font-semibold">{node.label}</span>
          </div>
        ))}
      </div>
    </Visual>
  );
}
