import { z } from "./zod";
import { emailField, requiredText } from "./fields";

export const contactSchema = z.object({
  name: requiredText(120, "Name is required"),
  email: emailField,
  message: requiredText(5000, "Message is required"),
});
