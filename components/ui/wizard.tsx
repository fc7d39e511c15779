"use client";

import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { buttonStyle } from "./button-style";

/**
 * A form in steps. Every step stays in the one <form> (the others only hidden), so the same FormData posts with or
 * without JavaScript; without it the steps show as one long form and only the submit button remains.
 */
export function useWizard(name: string, total: number) {
  const [step, setStep] = useState(0);
  // Focus follows the move: the new step's title, or the element asked for (a field with an error).
  const moveTo = (next: number, focusId?: string) => {
    const to = Math.min(Math.max(next, 0), total - 1);
    flushSync(() => setStep(to));
    document.getElementById(focusId ?? stepTitleId(name, to))?.focus();
  };
  return { name, step, total, last: step === total - 1, moveTo };
}

export type Wizard = ReturnType<typeof useWizard>;

const stepTitleId = (name: string, index: number) => `${name}-step-${index + 1}`;

// Scripting off: every step shows, one after another, and the stepper controls go away.
const noScriptCss =
  "[data-wizard-step]{display:block}[data-wizard-step]+[data-wizard-step]{padding-top:2.5rem;border-top:1px solid var(--border)}[data-wizard-js]{display:none}[data-wizard-submit]{display:inline-flex}";

export function WizardNoScript() {
  return (
    <noscript>
      <style>{noScriptCss}</style>
    </noscript>
  );
}

type StepProps = { wizard: Wizard; index: number; title: string; intro: string; children: ReactNode };

export function WizardStep({ wizard, index, title, intro, children }: StepProps) {
  const titleId = stepTitleId(wizard.name, index);
  return (
    <section
      data-wizard-step
      aria-labelledby={titleId}
      className={index === wizard.step ? undefined : "hidden"}
    >
      <h3 id={titleId} tabIndex={-1} className="text-xl font-bold outline-none">
        {title}
      </h3>
      <p className="mt-1 text-muted-foreground">{intro}</p>
      <div className="mt-6 space-y-5">{children}</div>
    </section>
  );
}

export type ProgressCopy = {
  progressLabel: string;
  progress: (step: number, total: number) => string;
  percent: (percent: number) => string;
};

/** "Step n of N" with the percent complete; only with JavaScript, when one step shows at a time. */
export function WizardProgress({ wizard, copy }: { wizard: Wizard; copy: ProgressCopy }) {
  const percent = Math.round(((wizard.step + 1) / wizard.total) * 100);
  const label = copy.progress(wizard.step + 1, wizard.total);
  return (
    <div data-wizard-js>
      <div className="flex items-baseline justify-between gap-4 text-sm">
        <p className="font-semibold text-foreground">{label}</p>
        <p className="text-muted-foreground">{copy.percent(percent)}</p>
      </div>
      <div
        role="progressbar"
        aria-label={copy.progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${label}, ${copy.percent(percent)}`}
        className="mt-2 h-2 overflow-hidden rounded-full bg-border"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-300 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

export type NavCopy = { back: string; continue: string; submit: string; submitting: string };

type NavProps = {
  wizard: Wizard;
  copy: NavCopy;
  pending: boolean;
  /** False holds the visitor on this step (Next and, on the last step, submit disabled) and shows the hint. */
  ready?: boolean;
  hint?: string;
  onNext: () => void;
};

/**
 * Back / Next for the steps and the final submit. The submit comes first in the DOM, so it is the form's default
 * button: Enter posts the form without JavaScript and moves a step with it.
 */
export function WizardNav({ wizard, copy, pending, ready = true, hint, onNext }: NavProps) {
  const hintId = `${wizard.name}-step-hint`;
  const waiting = !ready && hint ? hintId : undefined;
  return (
    <div className="border-t border-border pt-6">
      {waiting && (
        <p id={hintId} data-wizard-js className="mb-4 text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <button
          type="button"
          data-wizard-js
          onClick={() => wizard.moveTo(wizard.step - 1)}
          disabled={wizard.step === 0}
          className={buttonStyle("secondary", "lg")}
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
          {copy.back}
        </button>
        <button
          type="submit"
          data-wizard-submit
          disabled={pending || (wizard.last && !ready)}
          aria-describedby={wizard.last ? waiting : undefined}
          className={buttonStyle("primary", "lg", wizard.last ? "inline-flex" : "hidden")}
        >
          {pending ? copy.submitting : copy.submit}
        </button>
        {!wizard.last && (
          <button
            type="button"
            data-wizard-js
            onClick={onNext}
            disabled={!ready}
            aria-describedby={waiting}
            className={buttonStyle("primary", "lg")}
          >
            {copy.continue}
            <ChevronRight aria-hidden="true" className="size-4" />
          </button>
        )}
      </div>
    </div>
  );
}
