import { z } from "zod";
import { emailField, requiredText } from "./fields";

export const contactSchema = z.object({
  name: requiredText(120, "Name is required"),
  email: emailField,
  message: requiredText(5000, "Message is required"),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactData = z.output<typeof contactSchema>;
export const contactFields = ["name", "email", "message"] as const;
