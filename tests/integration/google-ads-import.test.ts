import { describe, expect, it } from "vitest";
import type { Database } from "@/lib/db/open";
import { GOOGLE_ADS_IMPORT_USER, googleAdsImportAccess } from "@/lib/integrations/google-ads/basic-auth";
import { backends, openForTests } from "./databases";

// The Google Ads import URL's failure limit is looked at before the password: a guesser who reached it learns
// nothing more, not even from the right password; an IPv6 /48 is counted as a whole too.
const SECRET = "google-ads-import-secret-0123456789";
const basic = (password: string) =>
  `Basic ${Buffer.from(`${GOOGLE_ADS_IMPORT_USER}:${password}`).toString("base64")}`;
const HOUR = 3_600_000;

describe.each(backends())("Google Ads import access on $name", (backend) => {
  let db: Database;
  openForTests(backend, (opened) => (db = opened));
  const start = Math.floor(Date.now() / HOUR) * HOUR + 10 * HOUR;
  const ask = (ip: string, password: string, at = start) =>
    googleAdsImportAccess(db, { ip, authorization: basic(password), secret: SECRET }, at);

  it("answers the right password with limited once the address has failed ten times, until the hour ends", async () => {
    const ip = "198.51.100.20";
    expect(await ask(ip, SECRET)).toBe("granted");
    for (let i = 0; i < 10; i++) expect(await ask(ip, `guess-${i}`)).toBe("unauthorized");
    expect(await ask(ip, SECRET)).toBe("limited");
    expect(await ask(ip, "guess-10")).toBe("limited");
    // Another address, and the next hour, are not held back.
    expect(await ask("198.51.100.21", SECRET)).toBe("granted");
    expect(await ask(ip, SECRET, start + HOUR)).toBe("granted");
  });

  it("counts an IPv6 /48 as a whole: twenty wrong passwords from its /64s, then the right one is refused from any", async () => {
    for (let i = 0; i < 20; i++) await ask(`2001:db8:ad:${i.toString(16)}::1`, `guess-${i}`);
    expect(await ask("2001:db8:ad:ff::1", SECRET)).toBe("limited");
    expect(await ask("2001:db8:ae::1", SECRET)).toBe("granted");
  });
});
