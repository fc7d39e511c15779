import { z } from "./zod";

// Capped rather than refused: the form's maxLength is the same, so only a hand-made post is cut.
const cap = (length: number) => (value: string) => value.slice(0, length);

/** Email (trimmed) and password (kept as typed), both required; the form and the action both check with it. */
export const signInSchema = z.object({
  email: z.string().trim().min(1).transform(cap(254)),
  password: z.string().min(1).transform(cap(1024)),
});

/** What the sign-in form shows after a post. The password is never sent back. */
export type SignInState = { error?: string; email?: string; at?: number };
