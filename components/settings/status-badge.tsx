import { cn } from "@/lib/cn";

type Tone = "ok" | "waiting" | "failed" | "neutral";

const tones: Record<Tone, string> = {
  ok: "border-accent/30 bg-accent-soft text-accent",
  waiting: "border-border bg-muted text-muted-foreground",
  failed: "border-danger/30 bg-danger/10 text-danger",
  neutral: "border-border bg-card text-muted-foreground",
};

export function StatusBadge({ tone, children }: { tone: Tone; children: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap",
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}

/** Outbox job statuses, lead delivery states and launch checks share one colour scheme. */
export function toneOf(status: string): Tone {
  if (status === "delivered" || status === "ok") return "ok";
  if (status === "dead" || status === "not_sent" || status === "missing") return "failed";
  if (status === "none" || status === "optional") return "neutral";
  return "waiting";
}
