"use client";

import { useEffect } from "react";
import { CheckboxField, describedBy, Field, inputClasses, TextField } from "@/components/ui/field";
import { useWizard } from "@/components/ui/wizard";
import { demoForm as copy } from "@/content/demo-form";
import { consentText, industries } from "@/content/forms";
import { submitDemo } from "@/lib/leads/actions";
import { demoSteps } from "@/lib/forms/steps";
import { ConsentText } from "./consent-text";
import { ContactDetails } from "./contact-details";
import { DateField } from "./demo/date-field";
import { ErrorSummary, type SummaryItem } from "./demo/error-summary";
import { SolutionCards } from "./demo/solution-cards";
import { ThankYou } from "./demo/thank-you";
import { fieldId } from "./demo/types";
import { lazySchema } from "./lazy-schema";
import { useLeadForm } from "./use-lead-form";
import { asList, asText } from "./values";
import { WizardForm } from "./wizard-form";

const schema = lazySchema(() => import("@/lib/forms/demo").then((m) => m.demoSchema));

/** The 4-step demo request: steps move freely, and the last one lists every problem left. */
export function DemoForm() {
  const wizard = useWizard("demo", demoSteps.length);
  const lead = useLeadForm({
    name: "demo",
    action: submitDemo,
    resolver: schema.resolver,
    check: { mode: "onSubmit", shouldFocusError: false },
    defaults: (echoed) => ({ solutions: asList(echoed?.solutions), demoDate: asText(echoed?.demoDate) }),
    track: (data) => ({ industry: data.industry, solutions: data.solutions.join(",") }),
    // The thank-you screen is the success message; a toast would repeat it.
    toastOnSuccess: false,
  });
  const { state, error } = lead;

  useEffect(() => {
    if (state.status === "success") document.getElementById("demo-thank-you-title")?.focus();
  }, [state.at, state.status]);

  const showSummary = lead.form.formState.isSubmitted || Boolean(state.fieldErrors);
  const summary: SummaryItem[] = showSummary
    ? demoSteps.flatMap((fields, index) =>
        fields.flatMap((field) => {
          const message = error(field);
          return message ? [{ field, message, step: index + 1 }] : [];
        }),
      )
    : [];
  const { error: industryError, ...industry } = lead.field("industry");

  return (
    <WizardForm lead={lead} wizard={wizard} copy={copy} thankYou={<ThankYou booking={lead.state.booking} />}>
      <ContactDetails field={lead.field} checkbox={lead.checkbox} copy={copy} />
      <>
        <Field id={industry.id} label={copy.industry.label} error={industryError} required>
          <select
            {...industry}
            aria-required
            className={`${inputClasses} h-11.5`}
            {...describedBy(industry.id, industryError)}
          >
            <option value="">{copy.industry.placeholder}</option>
            {industries.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        </Field>
        <TextField {...lead.field("challenges")} {...copy.challenges} maxLength={5000} rows={5} required />
      </>
      <>
        <SolutionCards lead={lead} />
        <DateField lead={lead} />
      </>
      <>
        <TextField {...lead.field("additionalNotes")} {...copy.additionalNotes} maxLength={2000} rows={4} />
        <CheckboxField
          {...lead.checkbox("consent")}
          required
          label={<ConsentText text={consentText.demo} />}
        />
        <ErrorSummary
          items={summary}
          focusKey={lead.form.formState.submitCount + (state.at ?? 0)}
          onJump={(item) => wizard.moveTo(item.step - 1, fieldId(item.field))}
        />
      </>
    </WizardForm>
  );
}
