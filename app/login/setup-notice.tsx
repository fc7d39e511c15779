import { setupCopy as copy } from "@/content/auth";
import type { AuthMode } from "@/lib/auth";

/** What the server still needs before anyone can sign in; names only, never values. */
export function SetupNotice({ mode, missing }: { mode: AuthMode; missing: string[] }) {
  return (
    <div className="space-y-5 text-sm">
      <p className="text-muted-foreground">{copy.intro}</p>
      <dl className="divide-y divide-border rounded-xl border border-border">
        {missing.map((name) => (
          <div key={name} className="space-y-1 px-4 py-3">
            <dt>
              <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-[0.8125rem] font-semibold text-foreground">
                {name}
              </code>
            </dt>
            <dd className="text-muted-foreground">{copy.help(name).text}</dd>
          </div>
        ))}
      </dl>
      {mode === "supabase" && <p className="text-muted-foreground">{copy.supabaseNote}</p>}
      <p className="text-muted-foreground">{copy.outro}</p>
    </div>
  );
}
