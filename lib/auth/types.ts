import "server-only";
/** The signed-in site owner, whichever auth mode is active. */
export type Owner = { id: string; email: string };

/** Why there is no owner: nobody signed in, signed in but not on the owner list, or auth not configured. */
export type OwnerCheck =
  | { ok: true; owner: Owner }
  | { ok: false; reason: "signed-out" | "not-allowed" | "not-configured"; email?: string };
