import { replyPromise } from "./site";

/** Labels for the contact form; messages live with the schema and in content/forms.ts. */
export const contactForm = {
  title: "Send us a message",
  intro: `Tell us a little about your business and what you want to fix. ${replyPromise}`,
  name: { label: "Name", placeholder: "Jane Smith" },
  email: { label: "Email", placeholder: "jane@company.com" },
  message: { label: "Message", placeholder: "Where are leads, calls or follow-ups slipping today?" },
  submit: "Send Message",
  sending: "Sending...",
};
