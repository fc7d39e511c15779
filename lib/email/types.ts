/** One email, ready for the provider: rendered HTML and its plain-text twin, and any extra headers. */
export type EmailMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  headers?: Record<string, string>;
};
