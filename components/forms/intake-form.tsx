"use client";

import { useEffect, useState } from "react";
import { useWatch } from "react-hook-form";
import { ChoiceGroup } from "@/components/ui/choice-group";
import { CheckboxField, TextField } from "@/components/ui/field";
import { useWizard } from "@/components/ui/wizard";
import { consentText, intakeSolutions, painPoints } from "@/content/forms";
import { intakeForm as copy } from "@/content/intake-form";
import type { intakeSchema } from "@/lib/forms/intake";
import { submitIntake } from "@/lib/leads/actions";
import { intakeSteps } from "@/lib/forms/steps";
import { ConsentText } from "./consent-text";
import { ContactDetails } from "./contact-details";
import { ReviewSummary } from "./intake/review-summary";
import { IntakeThankYou } from "./intake/thank-you";
import { lazySchema } from "./lazy-schema";
import { useLeadForm } from "./use-lead-form";
import { anyAnswer } from "./values";
import { WizardForm } from "./wizard-form";

const schema = lazySchema(() => import("@/lib/forms/intake").then((m) => m.intakeSchema));
const solutionOptions = intakeSolutions.map((s) => ({ ...s, description: copy.solutionDetails[s.id] }));

/**
 * The fields the schema finds wrong in these values; undefined until zod has loaded. The first answer loads it (or an
 * answer echoed by the server), so a visitor who only reads the page never pays for it.
 */
function useInvalidFields(values: Record<string, unknown>) {
  const [loaded, setLoaded] = useState<typeof intakeSchema>();
  const answered = anyAnswer(values);
  useEffect(() => {
    if (answered) void schema.getSchema().then(setLoaded);
  }, [answered]);
  return loaded && new Set(loaded.safeParse(values).error?.issues.map((issue) => issue.path[0]));
}

/** The 5-step intake assistant; one <form> that also works as a long form without JavaScript. */
export function IntakeForm() {
  const wizard = useWizard("intake", intakeSteps.length);
  const lead = useLeadForm({
    name: "intake",
    action: submitIntake,
    resolver: schema.resolver,
    track: (data) => ({ painPoints: data.painPoints.join(","), solutions: data.selectedSolutions.join(",") }),
    onInvalid: (errors) => wizard.moveTo(intakeSteps.findIndex((fields) => fields.some((f) => f in errors))),
  });
  const watched = useWatch({ control: lead.form.control });
  const invalid = useInvalidFields(watched);
  const fields = intakeSteps[wizard.step] ?? [];
  // Continue is enabled once this step's answers pass; until then it names what is missing.
  const ready = Boolean(invalid) && fields.every((field) => !invalid?.has(field));
  // Enter may beat the schema behind `ready` to the page: then it checks first, and moves on if it passes.
  const onNext = async () => {
    if (ready || (await lead.form.trigger([...fields]))) wizard.moveTo(wizard.step + 1);
  };

  return (
    <WizardForm
      lead={lead}
      wizard={wizard}
      copy={copy}
      ready={ready}
      onNext={onNext}
      thankYou={<IntakeThankYou booking={lead.state.booking} />}
    >
      <ContactDetails field={lead.field} checkbox={lead.checkbox} copy={copy} />
      <>
        <ChoiceGroup {...lead.choices("painPoints")} legend={copy.painPoints.legend} options={painPoints} />
        <TextField
          {...lead.field("currentChallenges")}
          {...copy.currentChallenges}
          maxLength={5000}
          rows={4}
        />
      </>
      <ChoiceGroup
        {...lead.choices("selectedSolutions")}
        legend={copy.selectedSolutions.legend}
        options={solutionOptions}
      />
      <>
        <TextField {...lead.field("preferredTime")} {...copy.preferredTime} maxLength={200} required />
        <TextField {...lead.field("additionalNotes")} {...copy.additionalNotes} maxLength={2000} rows={4} />
      </>
      <>
        <ReviewSummary values={watched} onEdit={(step) => wizard.moveTo(step)} />
        <CheckboxField
          {...lead.checkbox("consent")}
          required
          label={<ConsentText text={consentText.intake} />}
        />
      </>
    </WizardForm>
  );
}
