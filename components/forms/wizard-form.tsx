"use client";

import { useEffect, type FormEvent, type ReactNode } from "react";
import type { FieldValues } from "react-hook-form";
import {
  WizardNav,
  WizardNoScript,
  WizardProgress,
  WizardStep,
  type NavCopy,
  type ProgressCopy,
  type Wizard,
} from "@/components/ui/wizard";
import { reportStep } from "@/lib/visits/step-report";
import { FormAlert } from "./form-alert";
import { FormCard } from "./form-card";
import { FormMeta } from "./form-meta";
import type { LeadForm } from "./use-lead-form";

type StepCopy = { title: string; intro: string; hint?: string };

type Props<Input extends FieldValues, Data> = {
  lead: LeadForm<Input, Data>;
  wizard: Wizard;
  copy: ProgressCopy & NavCopy & { title: string; intro: string; steps: readonly StepCopy[] };
  /** Whether the current step may be left (see WizardNav). */
  ready?: boolean;
  /** Continue; by default it moves to the next step. */
  onNext?: () => void;
  /** Replaces the form once it is sent. */
  thankYou: ReactNode;
  /** One body per step. */
  children: ReactNode[];
};

/**
 * Marks the form once React has attached its handlers (the browser tests wait for it). Set from a ref rather than a
 * hydration flag in state, which rendered the whole form a second time, at once and in one task, right after
 * hydration.
 */
function markHydrated(form: HTMLFormElement | null) {
  form?.setAttribute("data-hydrated", "");
}

/** A lead form in steps, in its card: the intake assistant and the demo request. */
export function WizardForm<Input extends FieldValues, Data>(props: Props<Input, Data>) {
  const { lead, wizard, copy, ready, thankYou, children } = props;
  const onNext = props.onNext ?? (() => wizard.moveTo(wizard.step + 1));
  // A later step shown with JavaScript counts toward the wizard's funnel (step 1 is the page's own view; without
  // JavaScript every step shows at once).
  useEffect(() => {
    if (lead.name === "intake" || lead.name === "demo") reportStep(lead.name, wizard.step + 1);
  }, [lead.name, wizard.step]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (wizard.last) return lead.onSubmit(event);
    // Enter in a field of an earlier step moves on instead of submitting.
    event.preventDefault();
    onNext();
  };
  if (lead.state.status === "success") return <FormCard>{thankYou}</FormCard>;
  return (
    <FormCard title={copy.title} intro={copy.intro}>
      <form
        action={lead.formAction}
        onSubmit={onSubmit}
        noValidate
        ref={markHydrated}
        className="relative mt-6 space-y-8"
      >
        <WizardNoScript />
        <FormMeta form={lead.name} />
        <FormAlert state={lead.state} />
        <WizardProgress wizard={wizard} copy={copy} />
        {children.map((body, index) => (
          <WizardStep key={index} wizard={wizard} index={index} {...copy.steps[index]!}>
            {body}
          </WizardStep>
        ))}
        <WizardNav
          wizard={wizard}
          copy={copy}
          pending={lead.pending}
          ready={ready}
          hint={copy.steps[wizard.step]?.hint}
          onNext={onNext}
        />
      </form>
    </FormCard>
  );
}
