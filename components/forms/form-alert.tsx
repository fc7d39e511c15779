import { BrandText } from "@/components/ui/brand-text";
import type { FormState } from "@/lib/forms/state";

/**
 * The outcome in the page itself: the only feedback without JavaScript, and a record beside the toast with it.
 * `focus`: it takes focus when it appears, so after a post without JavaScript (the page reloads at its top) the browser
 * brings it into view where the owner acted; keyed by the answer, so a repeated answer takes focus again.
 */
export function FormAlert({ state, focus = false }: { state: FormState; focus?: boolean }) {
  if (!state.toast || state.status === "idle") return null;
  const error = state.status === "error";
  return (
    <div
      key={state.at}
      {...(focus && { tabIndex: -1, autoFocus: true })}
      role={error ? "alert" : "status"}
      className={`scroll-mt-24 rounded-lg border p-4 text-sm text-foreground outline-none focus-visible:outline-2 focus-visible:outline-primary ${error ? "border-danger/40 bg-danger/10" : "border-accent/40 bg-accent-soft"}`}
    >
      <p className="font-semibold">{state.toast.title}</p>
      <p className="mt-1">
        <BrandText text={state.toast.description} />
      </p>
    </div>
  );
}
