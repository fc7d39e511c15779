import { site } from "./site";

/** When the visitor would like the call: a day and a part of it, as one choice. */
export const bestTimes = [
  { id: "today-morning", label: "Today, morning" },
  { id: "today-afternoon", label: "Today, afternoon" },
  { id: "tomorrow-morning", label: "Tomorrow, morning" },
  { id: "tomorrow-afternoon", label: "Tomorrow, afternoon" },
] as const;

/** The ad pages the callback form sits on, by the path each is served at. */
export const callbackPages = [
  { id: "roofers", label: "/roofers" },
  { id: "dental", label: "/dental" },
  { id: "automation-offer", label: "/automation-offer" },
] as const;
export type CallbackPage = (typeof callbackPages)[number]["id"];

/** Labels for the callback form on the ad pages; messages live with the schema and in content/forms.ts. */
export const callbackForm = {
  title: "Rather we call you?",
  intro: "Leave your number and a good time. We call you back, no obligation.",
  name: { label: "Name", placeholder: "Jane Smith" },
  phone: { label: "Phone", placeholder: "(503) 555-0142" },
  bestTime: { label: "Best time to call", placeholder: "Choose a time" },
  email: {
    label: "Email (optional)",
    placeholder: "jane@company.com",
    hint: "For a confirmation with your booking link.",
  },
  submit: "Call Me Back",
  sending: "Sending...",
  thankYou: {
    booking: `Prefer to pick a time yourself? Book a free ${site.discoveryCallMinutes}-minute discovery call now.`,
    book: "Book a Discovery Call",
  },
};
