"use client";

import { useEffect, useRef } from "react";
import { intakeForm as copy } from "@/content/intake-form";
import { submitIntake } from "@/lib/forms/intake-action";
import type { IntakeData } from "@/lib/forms/intake";
import { IntakeThankYou } from "./intake/thank-you";
import { IntakeWizard } from "./intake/intake-wizard";
import { useSubmitAction } from "./use-submit-action";
import { Toaster } from "./toaster";
import { trackFormSubmission } from "./track";
import { useFormToast } from "./use-form-toast";

/** The 5-step intake assistant; one <form> that also works as a long form without JavaScript. */
export function IntakeForm() {
  const { state, formAction, submit, pending } = useSubmitAction(submitIntake);
  const sent = useRef<IntakeData | null>(null);
  useFormToast(state);

  useEffect(() => {
    if (state.status !== "success" || !sent.current) return;
    // Only option ids: never names, emails or free text.
    trackFormSubmission("intake", {
      painPoints: sent.current.painPoints.join(","),
      solutions: sent.current.selectedSolutions.join(","),
    });
  }, [state.at, state.status]);

  return (
    <div className="rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
      {state.status === "success" ? (
        <IntakeThankYou />
      ) : (
        <>
          <h2 className="text-2xl font-bold">{copy.title}</h2>
          <p className="mt-2 text-muted-foreground">{copy.intro}</p>
          <IntakeWizard
            state={state}
            formAction={formAction}
            submit={submit}
            pending={pending}
            onSend={(data) => void (sent.current = data)}
          />
        </>
      )}
      <Toaster />
    </div>
  );
}
