import "server-only";
import type { SetAllCookies } from "@supabase/ssr";
/** The signed-in site owner, whichever auth mode is active. */
export type Owner = { id: string; email: string };

/** Why there is no owner: nobody signed in, signed in but not on the owner list, or auth not configured. */
export type OwnerCheck =
  | { ok: true; owner: Owner }
  | { ok: false; reason: "signed-out" | "not-allowed" | "not-configured"; email?: string };

/** The request's cookies; setAll writes a Supabase refresh back where allowed; `https` adds the __Host- prefix. */
export type OwnerCookies = {
  getAll: () => { name: string; value: string }[];
  setAll: SetAllCookies;
  https?: boolean;
};
