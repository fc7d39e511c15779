"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { startTransition, useEffect, useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { useForm } from "react-hook-form";
import { demoForm as copy } from "@/content/demo-form";
import { demoSchema, demoSteps, type DemoData, type DemoField } from "@/lib/forms/demo";
import { submitDemo } from "@/lib/forms/demo-action";
import { toasts } from "@/content/forms";
import { invalidToast } from "@/lib/forms/invalid-toast";
import { initialFormState, META_FIELDS } from "@/lib/forms/state";
import { DateField } from "./demo/date-field";
import { ErrorSummary, type SummaryItem } from "./demo/error-summary";
import { WizardProgress } from "./demo/progress";
import { SolutionCards } from "./demo/solution-cards";
import { StepBusiness } from "./demo/step-business";
import { StepContact } from "./demo/step-contact";
import { StepFinish } from "./demo/step-finish";
import { ThankYou } from "./demo/thank-you";
import { useHydrated } from "./demo/hydrated";
import { fieldId, type DemoInput, type StepProps } from "./demo/types";
import { WizardNav } from "./demo/wizard-nav";
import { WizardStep } from "./demo/wizard-step";
import { FormAlert } from "./form-alert";
import { fieldMessages } from "./field-messages";
import { FormMeta } from "./form-meta";
import { randomId } from "./submission-id";
import { Toaster } from "./toaster";
import { trackFormSubmission } from "./track";
import { asList, asText } from "./values";
import { showFormToast, useFormToast } from "./use-form-toast";
import { useSubmitAction } from "./use-submit-action";

const TOTAL = demoSteps.length;
// Without JavaScript every step shows as one long form and only the submit button remains.
const noScriptCss = ".demo-step{display:block}.demo-js-only{display:none}.demo-submit{display:inline-flex}";

export function DemoForm() {
  // The server action itself is the form's action, so the form also posts without JavaScript.
  const { state, formAction, submit: clientAction, pending } = useSubmitAction(submitDemo);
  const values = state.status === "error" ? state.values : undefined;
  const form = useForm<DemoInput, unknown, DemoData>({
    resolver: zodResolver(demoSchema),
    shouldFocusError: false,
    defaultValues: { solutions: asList(values?.solutions), demoDate: asText(values?.demoDate) },
  });
  const [step, setStep] = useState(1);
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const submissionId = useRef("");
  const tracked = useRef<Record<string, string>>({});
  // The thank-you screen is the success message; a toast would repeat it.
  useFormToast(state.status === "success" ? initialFormState : state);

  useEffect(() => {
    if (state.status !== "success") return;
    trackFormSubmission("demo", tracked.current);
    document.getElementById("demo-thank-you-title")?.focus();
  }, [state.at, state.status]);

  const moveTo = (next: number, focusId = `demo-step-${next}-title`) => {
    flushSync(() => setStep(Math.min(Math.max(next, 1), TOTAL)));
    document.getElementById(focusId)?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Enter in a field of an earlier step moves on instead of submitting.
    if (step < TOTAL) {
      event.preventDefault();
      moveTo(step + 1);
      return;
    }
    form.handleSubmit(
      (data) => {
        const formData = new FormData(formRef.current!);
        submissionId.current ||= randomId();
        formData.set(META_FIELDS.submissionId, submissionId.current);
        tracked.current = { industry: data.industry, solutions: data.solutions.join(",") };
        startTransition(() => clientAction(formData));
      },
      (errors) =>
        showFormToast({ status: "error", toast: invalidToast(fieldMessages(errors), toasts.checkFields) }),
    )(event);
  };

  const error = (field: DemoField) => form.formState.errors[field]?.message ?? state.fieldErrors?.[field];
  const showSummary = form.formState.isSubmitted || Boolean(state.fieldErrors);
  const summary: SummaryItem[] = showSummary
    ? demoSteps.flatMap((fields, index) =>
        fields.flatMap((field) => {
          const message = error(field);
          return message ? [{ field, message, step: index + 1 }] : [];
        }),
      )
    : [];
  const stepProps: StepProps = { form, error, values };

  return (
    <div className="rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
      {state.status === "success" ? (
        <ThankYou />
      ) : (
        <>
          <noscript>
            <style>{noScriptCss}</style>
          </noscript>
          <h2 className="text-2xl font-bold">{copy.title}</h2>
          <p className="mt-2 text-muted-foreground">{copy.intro}</p>
          <form
            ref={formRef}
            action={formAction}
            onSubmit={onSubmit}
            noValidate
            data-hydrated={hydrated || undefined}
            className="relative mt-6 space-y-8"
          >
            <FormMeta form="demo" />
            <FormAlert state={state} />
            <WizardProgress step={step} total={TOTAL} />
            {copy.steps.map((content, index) => (
              <WizardStep key={content.title} n={index + 1} current={step} {...content}>
                {index === 0 && <StepContact {...stepProps} />}
                {index === 1 && <StepBusiness {...stepProps} />}
                {index === 2 && <SolutionCards {...stepProps} />}
                {index === 2 && <DateField {...stepProps} />}
                {index === 3 && <StepFinish {...stepProps} />}
                {index === 3 && (
                  <ErrorSummary
                    items={summary}
                    focusKey={form.formState.submitCount + (state.at ?? 0)}
                    onJump={(item) => moveTo(item.step, fieldId(item.field))}
                  />
                )}
              </WizardStep>
            ))}
            <WizardNav step={step} total={TOTAL} pending={pending} onMove={(next) => moveTo(next)} />
          </form>
        </>
      )}
      <Toaster />
    </div>
  );
}
