import type { PhoneLine } from "@/content/demo-bot";
import { ExampleMark } from "@/components/ui/example-mark";
import { Icon } from "@/components/ui/icon";
import { cn } from "@/lib/cn";

/** A number to call on the brand band: large on /demo-bot, compact beside an ad page's proof. */
export function PhoneLineCard({ line, size }: { line: PhoneLine; size: "md" | "lg" }) {
  const large = size === "lg";
  return (
    <div
      className={cn(
        "flex gap-4 rounded-2xl bg-band text-band-foreground",
        large
          ? "flex-col gap-6 rounded-3xl p-8 shadow-lg sm:flex-row sm:items-center sm:p-10"
          : "items-center p-5",
      )}
    >
      <span
        className={cn(
          "inline-flex shrink-0 items-center justify-center bg-band-foreground/15",
          large ? "size-16 rounded-2xl" : "size-12 rounded-xl",
        )}
      >
        <Icon name="phoneCall" className={large ? "size-8" : "size-6"} />
      </span>
      <div className="min-w-0 flex-1">
        <p className={cn("opacity-90", large ? "text-sm font-semibold tracking-wide uppercase" : "text-sm")}>
          {line.label}
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-3">
          <a
            href={line.href}
            className={cn(
              "font-display font-extrabold tracking-tight underline-offset-4 hover:underline",
              large ? "text-3xl sm:text-5xl" : "text-2xl",
            )}
          >
            {line.display}
          </a>
          <ExampleMark show={line.example} />
        </p>
        {!large && <p className="mt-0.5 text-xs opacity-90">{line.note}</p>}
      </div>
      {large && <p className="max-w-sm opacity-90 sm:text-lg">{line.note}</p>}
    </div>
  );
}
