"use client";

import { useEffect } from "react";
import { buttonStyle } from "@/components/ui/button-style";
import { TextField } from "@/components/ui/field";
import { contactForm as copy } from "@/content/contact-form";
import { bookingOffer } from "@/content/forms";
import { submitContact } from "@/lib/leads/actions";
import { BookingLink } from "./booking-link";
import { EmailField, NameField } from "./contact-details";
import { FormAlert } from "./form-alert";
import { FormCard } from "./form-card";
import { FormMeta } from "./form-meta";
import { lazySchema } from "./lazy-schema";
import { useLeadForm } from "./use-lead-form";

const schema = lazySchema(() => import("@/lib/forms/contact").then((m) => m.contactSchema));

export function ContactForm() {
  const lead = useLeadForm({
    name: "contact",
    action: submitContact,
    resolver: schema.resolver,
    // The alert in the form says it went, with and without JavaScript; a toast as well would say it twice.
    toastOnSuccess: false,
  });
  const { state, form } = lead;

  // Sent: the form empties for another message (the alert says it went).
  useEffect(() => {
    if (state.status === "success") form.reset({ name: "", email: "", message: "" });
  }, [state.at, state.status, form]);

  return (
    <FormCard title={copy.title} intro={copy.intro}>
      <form action={lead.formAction} onSubmit={lead.onSubmit} noValidate className="relative mt-6 space-y-5">
        <FormMeta form="contact" />
        {state.status === "success" ? (
          // Focused when it appears (autofocus also without JavaScript, where the page reloads at its top), so the
          // browser brings it into view: on a phone the button just tapped is far below it.
          <div key={state.at} tabIndex={-1} autoFocus className="scroll-mt-24 space-y-5 outline-none">
            <FormAlert state={state} />
            <div className="rounded-lg border border-border p-4 text-sm">
              <p className="text-muted-foreground">{bookingOffer.contact.text}</p>
              <BookingLink
                booking={state.booking}
                label={bookingOffer.contact.book}
                className="mt-3 w-full sm:w-auto"
              />
            </div>
          </div>
        ) : (
          <FormAlert state={state} />
        )}
        <NameField {...lead.field("name")} {...copy.name} />
        <EmailField {...lead.field("email")} {...copy.email} />
        <TextField {...lead.field("message")} {...copy.message} maxLength={5000} rows={6} required />
        <button
          type="submit"
          disabled={lead.pending}
          className={`${buttonStyle("primary", "lg")} w-full sm:w-auto`}
        >
          {lead.pending ? copy.sending : copy.submit}
        </button>
      </form>
    </FormCard>
  );
}
