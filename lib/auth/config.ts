import "server-only";
import { env } from "@/lib/env";

export type SupabaseConfig = { url: string; key: string; secureCookies: boolean };

/** Supabase when its URL and publishable key are both set; otherwise the embedded single-owner mode. */
export const authMode = () => (supabaseConfig() ? "supabase" : "local");

export function supabaseConfig(): SupabaseConfig | undefined {
  const url = env().NEXT_PUBLIC_SUPABASE_URL;
  const key = env().NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY;
  if (!url || !key) return undefined;
  return { url: url.replace(/\/$/, ""), key, secureCookies: env().NODE_ENV === "production" };
}

/** OWNER_EMAILS as a list: comma separated, compared without case. */
export function parseOwnerEmails(raw: string | undefined): string[] {
  return (raw ?? "")
    .split(",")
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean);
}

export const ownerEmails = () => parseOwnerEmails(env().OWNER_EMAILS);

/** Variables the owner area still needs before anyone can sign in; empty when it is ready. */
export function missingAuthSettings(): string[] {
  if (authMode() === "supabase") return ownerEmails().length ? [] : ["OWNER_EMAILS"];
  if (env().NODE_ENV !== "production") return [];
  const required = ["OWNER_EMAIL", "OWNER_PASSWORD", "AUTH_SECRET"] as const;
  return required.filter((name) => !env()[name]);
}
