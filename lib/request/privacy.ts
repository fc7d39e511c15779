import "server-only";
import type { HeaderReader } from "./client";

/** `Sec-GPC: 1`: the browser asks that nothing about this visitor be sold or shared for advertising. */
export const sentGlobalPrivacyControl = (headers: HeaderReader) => headers.get("sec-gpc")?.trim() === "1";
