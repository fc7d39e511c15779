import { toasts, type ToastMessage } from "@/content/forms";

/** What a form action returns; rendered by the form with and without JavaScript. */
export type FormState = {
  status: "idle" | "success" | "error";
  toast?: ToastMessage & { variant?: "destructive" };
  /** First message per field. */
  fieldErrors?: Record<string, string>;
  /** The submitted values, so a re-rendered form (no JavaScript) keeps what the visitor typed. */
  values?: Record<string, string | string[]>;
  /** On success: the visitor's own booking link, and whether the copy may speak of an email. */
  booking?: BookingOffer;
  /** Changes on every submission, so the client can react to repeated identical outcomes. */
  at?: number;
};

/** A thank-you screen's booking link (through /book, tied to the lead) and whether a confirmation email is on its way. */
export type BookingOffer = { href: string; emailFollows: boolean };

export const initialFormState: FormState = { status: "idle" };

/** A post sooner than this after its form page was served is a bot's (the time trap), dropped as if accepted. */
export const MIN_FILL_MS = 2000;

/** Names of the non-field inputs every lead form carries. */
export const META_FIELDS = {
  submissionId: "submissionId",
  honeypot: "website",
  turnstile: "cf-turnstile-response",
} as const;

/** What each form tells the visitor, the same in the browser and the server; `silent`: sent, and no email follows. */
export const FORM_TOASTS = {
  contact: {
    success: toasts.contactSent,
    silent: toasts.contactSent,
    invalid: toasts.missingInformation,
    failure: toasts.contactFailed,
  },
  intake: {
    success: toasts.intakeScheduled,
    silent: toasts.intakeReceived,
    invalid: toasts.checkFields,
    failure: toasts.submitFailed,
  },
  callback: {
    success: toasts.callbackRequested,
    silent: toasts.callbackRequested,
    invalid: toasts.checkFields,
    failure: toasts.submitFailed,
  },
  demo: {
    success: toasts.demoRequested,
    silent: toasts.demoReceived,
    invalid: toasts.checkFields,
    failure: toasts.submitFailed,
  },
};
