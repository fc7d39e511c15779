"use client";

import { useEffect } from "react";
import { buttonStyle } from "@/components/ui/button-style";
import { CheckboxField, describedBy, Field, inputClasses, TextField } from "@/components/ui/field";
import { bestTimes, callbackForm as copy, type CallbackPage } from "@/content/callback-form";
import { consentText } from "@/content/forms";
import { submitCallback } from "@/lib/leads/actions";
import { BookingLink } from "./booking-link";
import { NameField } from "./contact-details";
import { FormAlert } from "./form-alert";
import { FormCard } from "./form-card";
import { FormMeta } from "./form-meta";
import { lazySchema } from "./lazy-schema";
import { useLeadForm } from "./use-lead-form";

const schema = lazySchema(() => import("@/lib/forms/callback").then((m) => m.callbackSchema));

/** The ad pages' short form: a name, a number and a time to call; its thank-you offers the booking link too. */
export function CallbackForm({ page }: { page: CallbackPage }) {
  const lead = useLeadForm({
    name: "callback",
    action: submitCallback,
    resolver: schema.resolver,
    track: (data) => ({ bestTime: data.bestTime, page: data.page }),
    // The page is a field of the schema: the browser's check must see it too.
    defaults: () => ({ page }),
    // The thank-you in the form says it went, with and without JavaScript.
    toastOnSuccess: false,
  });
  const { state, form } = lead;

  useEffect(() => {
    if (state.status === "success")
      form.reset({ name: "", phone: "", bestTime: "", email: "", smsConsent: false, page });
  }, [state.at, state.status, form, page]);

  const { error: timeError, ...bestTime } = lead.field("bestTime");
  const { hint, ...emailCopy } = copy.email;
  return (
    <FormCard title={copy.title} intro={copy.intro}>
      <form
        action={lead.formAction}
        onSubmit={lead.onSubmit}
        noValidate
        className="relative mt-5 space-y-4"
        data-callback-form={page}
      >
        <FormMeta form="callback" />
        <input type="hidden" {...form.register("page")} defaultValue={page} />
        {state.status === "success" ? (
          // Focused when it appears (also without JavaScript, where the page reloads at its top).
          <div key={state.at} tabIndex={-1} autoFocus className="scroll-mt-24 space-y-4 outline-none">
            <FormAlert state={state} />
            <div className="rounded-lg border border-border p-4 text-sm">
              <p className="text-muted-foreground">{copy.thankYou.booking}</p>
              <BookingLink booking={state.booking} label={copy.thankYou.book} className="mt-3 w-full" />
            </div>
          </div>
        ) : (
          <FormAlert state={state} />
        )}
        <NameField {...lead.field("name")} {...copy.name} />
        <TextField
          {...lead.field("phone")}
          {...copy.phone}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={40}
          required
        />
        <Field id={bestTime.id} label={copy.bestTime.label} error={timeError} required>
          <select
            {...bestTime}
            aria-required
            className={`${inputClasses} h-11.5`}
            {...describedBy(bestTime.id, timeError)}
          >
            <option value="">{copy.bestTime.placeholder}</option>
            {bestTimes.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        </Field>
        <TextField
          {...lead.field("email")}
          {...emailCopy}
          hint={hint}
          type="email"
          autoComplete="email"
          maxLength={254}
        />
        <CheckboxField {...lead.checkbox("smsConsent")} label={consentText.sms} />
        <button type="submit" disabled={lead.pending} className={`${buttonStyle("primary", "lg")} w-full`}>
          {lead.pending ? copy.sending : copy.submit}
        </button>
      </form>
    </FormCard>
  );
}
