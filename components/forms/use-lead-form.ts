"use client";

import { useEffect, useRef, type FormEvent } from "react";
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
} from "react-hook-form";
import { toast } from "sonner";
import { sendGtagEvent } from "@/lib/analytics/gtag";
import { FORM_TOASTS, initialFormState, META_FIELDS, type FormState } from "@/lib/forms/state";
import { showFormToast } from "./toaster";
import { useProgressiveAction } from "./use-progressive-action";
import { anyAnswer, asList, asText } from "./values";

type Action = (previous: FormState, formData: FormData) => Promise<FormState>;

type Options<Input extends FieldValues, Data> = {
  name: "contact" | "intake" | "demo" | "callback";
  action: Action;
  resolver: Resolver<Input, unknown, Data>;
  /** Option ids for the analytics event on success: never names, emails or free text. */
  track?: (data: Data) => Record<string, string>;
  /** After the browser's check failed, e.g. to show the step with the first error. */
  onInvalid?: (errors: FieldErrors<Input>) => void;
  /** The success toast is left out where a thank-you screen already says it. */
  toastOnSuccess?: boolean;
  /** When fields are checked and whether the first wrong one takes focus (defaults: on leaving it; yes). */
  check?: Pick<UseFormProps<Input>, "mode" | "shouldFocusError">;
  /** Values of controls that are not plain inputs, from what the server echoed. */
  defaults?: (echoed: FormState["values"]) => DefaultValues<Input>;
};

// What the lead forms share: the action posts without JavaScript; with it, the browser checks first and posts the
// same FormData with one submission id across retries. Outcomes toast; each field gets its id, error and echo.
export function useLeadForm<Input extends FieldValues, Data>(options: Options<Input, Data>) {
  const { name, action, resolver, track, onInvalid, toastOnSuccess } = options;
  // A post that fails in the browser (offline, server down) ends in the failure toast, not the error page.
  const { state, formAction, submit, pending } = useProgressiveAction(action, initialFormState, {
    unreachable: (previous): FormState => ({
      status: "error",
      toast: { ...FORM_TOASTS[name].failure, variant: "destructive" },
      values: previous.values,
      at: Date.now(),
    }),
  });
  const values = state.status === "error" ? state.values : undefined;
  const form = useForm<Input, unknown, Data>({
    resolver,
    mode: "onTouched",
    ...options.check,
    defaultValues: options.defaults?.(values),
  });
  const submissionId = useRef("");
  const tracked = useRef<Record<string, string>>({});

  // Answers typed before the page hydrated (a slow phone) are in the inputs, which registering read, but not in what
  // the form's watchers saw: a reset to those same values tells them, so a wizard's Continue needs no new keystroke.
  useEffect(() => {
    const typed = form.getValues();
    if (anyAnswer(typed)) form.reset(typed, { keepDefaultValues: true });
  }, [form]);

  // Each new result once: its toast, and on success a fresh submission id and the analytics event.
  useEffect(() => {
    if (!state.at) return;
    // A success ends what went wrong before it: no error toast is left over the thank-you screen.
    if (state.status === "success") toast.dismiss();
    if (state.status !== "success" || toastOnSuccess !== false) showFormToast(state);
    if (state.status !== "success") return;
    submissionId.current = "";
    sendGtagEvent("form_submission", { formType: name, ...tracked.current });
  }, [state, name, toastOnSuccess]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const element = event.currentTarget;
    return form.handleSubmit(
      (data) => {
        const formData = new FormData(element);
        submissionId.current ||= randomId();
        formData.set(META_FIELDS.submissionId, submissionId.current);
        tracked.current = track?.(data) ?? {};
        submit(formData);
      },
      async (errors) => {
        onInvalid?.(errors);
        const { invalidToast } = await import("@/lib/forms/invalid-toast");
        const messages = Object.fromEntries(Object.entries(errors).map(([f, e]) => [f, e?.message]));
        const message = invalidToast(messages, FORM_TOASTS[name].invalid);
        toast.error(message.title, { description: message.description });
      },
    )(event);
  };

  const error = (field: Path<Input>): string | undefined =>
    (form.formState.errors[field]?.message as string | undefined) ?? state.fieldErrors?.[field];
  // Each control's props: id, message, binding, and what the server echoed (all a page without JavaScript has).
  const bind = (field: Path<Input>) => ({
    id: `${name}-${field}`,
    error: error(field),
    ...form.register(field),
  });
  const field = (field: Path<Input>) => ({ ...bind(field), defaultValue: asText(values?.[field]) });
  const checkbox = (field: Path<Input>) => ({
    ...bind(field),
    defaultChecked: asText(values?.[field]) === "on",
  });
  const choices = (field: Path<Input>) => ({ ...bind(field), checked: asList(values?.[field]) });

  return { name, state, formAction, pending, form, onSubmit, values, error, field, checkbox, choices };
}

/** A random id per form fill; crypto.randomUUID is missing on plain-http origins other than localhost. */
function randomId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export type LeadForm<Input extends FieldValues, Data> = ReturnType<typeof useLeadForm<Input, Data>>;
