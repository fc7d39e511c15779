import type { FormState } from "@/lib/forms/state";

/** The outcome in the page itself: the only feedback without JavaScript, and a record beside the toast with it. */
export function FormAlert({ state }: { state: FormState }) {
  if (!state.toast || state.status === "idle") return null;
  const error = state.status === "error";
  return (
    <div
      role={error ? "alert" : "status"}
      className={`rounded-lg border p-4 text-sm text-foreground ${error ? "border-danger/40 bg-danger/10" : "border-accent/40 bg-accent-soft"}`}
    >
      <p className="font-semibold">{state.toast.title}</p>
      <p className="mt-1">{state.toast.description}</p>
    </div>
  );
}
