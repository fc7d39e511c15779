"use client";

import { startTransition, useEffect, useRef, type FormEvent } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { contactForm as copy } from "@/content/contact-form";
import { toasts } from "@/content/forms";
import type { contactSchema } from "@/lib/forms/contact";
import { submitContact } from "@/lib/forms/contact-action";
import { META_FIELDS } from "@/lib/forms/state";
import { describedBy, Field, inputClasses } from "./field";
import { FormAlert } from "./form-alert";
import { fieldMessages } from "./field-messages";
import { FormMeta } from "./form-meta";
import { lazyResolver } from "./lazy-resolver";
import { randomId } from "./submission-id";
import { Toaster } from "./toaster";
import { trackFormSubmission } from "./track";
import { asText } from "./values";
import { useFormToast } from "./use-form-toast";
import { useSubmitAction } from "./use-submit-action";

type Input = z.input<typeof contactSchema>;

// zod, the schema and the resolver load on the first check, not with the page (the server checks the same schema).
const resolver = lazyResolver<Input>(async () => {
  const [{ zodResolver }, { contactSchema }] = await Promise.all([
    import("@hookform/resolvers/zod"),
    import("@/lib/forms/contact"),
  ]);
  return zodResolver(contactSchema);
});

export function ContactForm() {
  const { state, formAction, submit, pending } = useSubmitAction(submitContact, toasts.contactFailed);
  const formRef = useRef<HTMLFormElement>(null);
  const submissionId = useRef("");
  const values = state.status === "error" ? state.values : undefined;
  // Values also go into `defaultValue` on each input: server-rendered HTML (no JavaScript) needs them there.
  const form = useForm<Input>({ resolver, mode: "onTouched" });
  useFormToast(state);

  useEffect(() => {
    if (state.status !== "success") return;
    form.reset({ name: "", email: "", message: "" });
    submissionId.current = "";
    trackFormSubmission("contact");
  }, [state.at, state.status, form]);

  // With JavaScript: check in the browser first, then post the same FormData the no-JS path would.
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(
      () => {
        const data = new FormData(formRef.current!);
        submissionId.current ||= randomId();
        data.set(META_FIELDS.submissionId, submissionId.current);
        startTransition(() => submit(data));
      },
      async (errors) => {
        const { invalidToast } = await import("@/lib/forms/invalid-toast");
        const message = invalidToast(fieldMessages(errors), toasts.missingInformation);
        toast.error(message.title, { description: message.description });
      },
    )(event);

  const error = (name: keyof Input) => form.formState.errors[name]?.message ?? state.fieldErrors?.[name];

  return (
    <div className="rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
      <h2 className="text-2xl font-bold">{copy.title}</h2>
      <p className="mt-2 text-muted-foreground">{copy.intro}</p>
      <form
        ref={formRef}
        action={formAction}
        onSubmit={onSubmit}
        noValidate
        className="relative mt-6 space-y-5"
      >
        <FormMeta form="contact" />
        <FormAlert state={state} />
        <Field id="contact-name" label={copy.name.label} error={error("name")} required>
          <input
            id="contact-name"
            type="text"
            autoComplete="name"
            placeholder={copy.name.placeholder}
            maxLength={120}
            className={inputClasses}
            {...describedBy("contact-name", error("name"))}
            defaultValue={asText(values?.name)}
            {...form.register("name")}
          />
        </Field>
        <Field id="contact-email" label={copy.email.label} error={error("email")} required>
          <input
            id="contact-email"
            type="email"
            autoComplete="email"
            placeholder={copy.email.placeholder}
            maxLength={254}
            className={inputClasses}
            {...describedBy("contact-email", error("email"))}
            defaultValue={asText(values?.email)}
            {...form.register("email")}
          />
        </Field>
        <Field id="contact-message" label={copy.message.label} error={error("message")} required>
          <textarea
            id="contact-message"
            rows={6}
            placeholder={copy.message.placeholder}
            maxLength={5000}
            className={inputClasses}
            {...describedBy("contact-message", error("message"))}
            defaultValue={asText(values?.message)}
            {...form.register("message")}
          />
        </Field>
        <button
          type="submit"
          disabled={pending}
          className="inline-flex h-12 w-full items-center justify-center rounded-lg bg-primary px-6 font-semibold text-primary-foreground shadow-sm transition-colors hover:bg-primary-hover disabled:opacity-60 sm:w-auto"
        >
          {pending ? copy.sending : copy.submit}
        </button>
      </form>
      <Toaster />
    </div>
  );
}
