import { ChevronLeft, ChevronRight } from "lucide-react";
import { demoForm as copy } from "@/content/demo-form";

type Props = { step: number; total: number; pending: boolean; onMove: (step: number) => void };

const base =
  "h-12 items-center justify-center gap-2 rounded-lg px-5 font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50";
const secondary = `${base} border border-border bg-card text-foreground hover:bg-muted`;
const primary = `${base} bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover`;

/** Previous / Next Step with JavaScript; without it only the submit button shows, after every step. */
export function WizardNav({ step, total, pending, onMove }: Props) {
  const last = step === total;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-6">
      <button
        type="button"
        disabled={step === 1}
        onClick={() => onMove(step - 1)}
        className={`demo-js-only inline-flex ${secondary}`}
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        {copy.previous}
      </button>
      {!last && (
        <button
          type="button"
          onClick={() => onMove(step + 1)}
          className={`demo-js-only inline-flex ${primary}`}
        >
          {copy.next}
          <ChevronRight aria-hidden="true" className="size-4" />
        </button>
      )}
      <button
        type="submit"
        disabled={pending}
        className={`demo-submit ${primary} grow sm:grow-0 ${last ? "inline-flex" : "hidden"}`}
      >
        {pending ? copy.sending : copy.submit}
      </button>
    </div>
  );
}
