import { intakeForm as copy } from "@/content/intake-form";

type Props = {
  step: number;
  last: number;
  ready: boolean;
  pending: boolean;
  onBack: () => void;
  onContinue: () => void;
};

const base =
  "h-12 items-center justify-center rounded-lg px-6 font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50";
const primary = `${base} bg-primary text-primary-foreground shadow-sm enabled:hover:bg-primary-hover`;
const secondary = `${base} border border-border bg-card text-foreground enabled:hover:bg-muted`;

/**
 * Back / Continue for the steps and the final submit. The submit comes first in the DOM, so it is the
 * form's default button: Enter posts the form without JavaScript and moves a step with it.
 */
export function WizardNav({ step, last, ready, pending, onBack, onContinue }: Props) {
  const hintId = "intake-step-hint";
  const final = step === last;
  return (
    <div className="mt-8 border-t border-border pt-6">
      {!ready && (
        <p id={hintId} data-wizard-js className="mb-4 text-sm text-muted-foreground">
          {copy.steps[step]?.hint}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <button
          type="button"
          data-wizard-js
          onClick={onBack}
          disabled={step === 0}
          className={`${secondary} inline-flex`}
        >
          {copy.back}
        </button>
        <button
          type="submit"
          data-wizard-submit
          disabled={pending || (final && !ready)}
          aria-describedby={final && !ready ? hintId : undefined}
          className={`${primary} ${final ? "inline-flex" : "hidden"}`}
        >
          {pending ? copy.submitting : copy.submit}
        </button>
        {!final && (
          <button
            type="button"
            data-wizard-js
            onClick={onContinue}
            disabled={!ready}
            aria-describedby={ready ? undefined : hintId}
            className={`${primary} inline-flex`}
          >
            {copy.continue}
          </button>
        )}
      </div>
    </div>
  );
}
