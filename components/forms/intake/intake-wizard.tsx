"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { startTransition, useEffect, useRef, useState, type FormEvent } from "react";
import { useForm, useWatch } from "react-hook-form";
import { intakeSchema, intakeSteps, type IntakeData } from "@/lib/forms/intake";
import { toasts } from "@/content/forms";
import { invalidToast } from "@/lib/forms/invalid-toast";
import { META_FIELDS, type FormState } from "@/lib/forms/state";
import { fieldMessages } from "../field-messages";
import { FormAlert } from "../form-alert";
import { FormMeta } from "../form-meta";
import { randomId } from "../submission-id";
import { showFormToast } from "../use-form-toast";
import { ReviewSummary } from "./review-summary";
import { ConsentField } from "./consent-field";
import { StepPanel, stepHeadingId } from "./step-panel";
import { BasicsStep, ChallengesStep, ScheduleStep, SolutionsStep } from "./steps";
import type { IntakeValues, StepProps } from "./types";
import { WizardNav } from "./wizard-nav";
import { WizardProgress } from "./wizard-progress";

type Props = {
  state: FormState;
  formAction: (data: FormData) => void;
  submit: (data: FormData) => void;
  pending: boolean;
  onSend: (data: IntakeData) => void;
};

const LAST = intakeSteps.length - 1;

// Scripting off: every step shows as one long form and the stepper controls go away.
const noScriptCss = `[data-wizard-step]{display:block}[data-wizard-step]+[data-wizard-step]{margin-top:2.5rem;padding-top:2.5rem;border-top:1px solid var(--border)}[data-wizard-js]{display:none}[data-wizard-submit]{display:inline-flex}`;

const invalidFields = (values: unknown) =>
  new Set(intakeSchema.safeParse(values).error?.issues.map((issue) => issue.path[0]));

export function IntakeWizard({ state, formAction, submit, pending, onSend }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  const focusStep = useRef(false);
  const submissionId = useRef("");
  const [step, setStep] = useState(0);
  const form = useForm<IntakeValues, unknown, IntakeData>({
    resolver: zodResolver(intakeSchema),
    mode: "onTouched",
  });
  const watched = useWatch({ control: form.control });
  const invalid = invalidFields(watched);
  const ready = (intakeSteps[step] ?? []).every((field) => !invalid.has(field));

  useEffect(() => {
    if (focusStep.current) formRef.current?.querySelector<HTMLElement>(`#${stepHeadingId(step)}`)?.focus();
    focusStep.current = false;
  }, [step]);

  const go = (to: number) => {
    focusStep.current = true;
    setStep(Math.min(Math.max(to, 0), LAST));
  };
  const onContinue = () => (ready ? go(step + 1) : void form.trigger([...(intakeSteps[step] ?? [])]));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (step < LAST) {
      event.preventDefault();
      return onContinue();
    }
    return form.handleSubmit(
      (data) => {
        const formData = new FormData(formRef.current!);
        submissionId.current ||= randomId();
        formData.set(META_FIELDS.submissionId, submissionId.current);
        onSend(data);
        startTransition(() => submit(formData));
      },
      (errors) => {
        showFormToast({ status: "error", toast: invalidToast(fieldMessages(errors), toasts.checkFields) });
        go(intakeSteps.findIndex((fields) => fields.some((field) => field in errors)));
      },
    )(event);
  };

  const values = state.status === "error" ? state.values : undefined;
  const props: StepProps = {
    register: form.register,
    error: (name) => form.formState.errors[name]?.message ?? state.fieldErrors?.[name],
    values,
  };
  const panel = (index: number) => ({ index, current: step });

  return (
    <form ref={formRef} action={formAction} onSubmit={onSubmit} noValidate className="relative mt-6">
      <noscript>
        <style>{noScriptCss}</style>
      </noscript>
      <FormMeta form="intake" />
      <div className="mb-6 empty:hidden">
        <FormAlert state={state} />
      </div>
      <WizardProgress step={step + 1} total={LAST + 1} />
      <StepPanel {...panel(0)}>
        <BasicsStep {...props} />
      </StepPanel>
      <StepPanel {...panel(1)}>
        <ChallengesStep {...props} />
      </StepPanel>
      <StepPanel {...panel(2)}>
        <SolutionsStep {...props} />
      </StepPanel>
      <StepPanel {...panel(3)}>
        <ScheduleStep {...props} />
      </StepPanel>
      <StepPanel {...panel(4)}>
        <ReviewSummary values={watched} onEdit={go} />
        <ConsentField {...props} />
      </StepPanel>
      <WizardNav
        step={step}
        last={LAST}
        ready={ready}
        pending={pending}
        onBack={() => go(step - 1)}
        onContinue={onContinue}
      />
    </form>
  );
}
