import { z } from "./zod";
import { bestTimes, callbackPages } from "@/content/callback-form";
import { ids } from "@/content/forms";
import { optionalChoice, optionalEmailField, requiredPhoneField, requiredText, tickedField } from "./fields";

/** The ad pages' short form: who to call, at which number and when; email and texts only if the visitor wants them. */
export const callbackSchema = z.object({
  name: requiredText(120, "Name is required"),
  phone: requiredPhoneField,
  bestTime: optionalChoice(ids(bestTimes), "Please choose a time to call"),
  email: optionalEmailField,
  smsConsent: tickedField,
  /** Which ad page the form was sent from (a hidden field; only the known pages pass). */
  page: optionalChoice(ids(callbackPages), "Please send the form from its page"),
});

export type CallbackData = z.output<typeof callbackSchema>;
