import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "@/lib/db/open";
import { guardedSignIn, type AttemptOutcome } from "@/lib/auth/sign-in";
import { backends } from "./databases";

const WINDOW = 15 * 60 * 1000;
// The start of a 15-minute window, so a test's attempts never straddle two.
const START = Math.floor(Date.UTC(2026, 10, 22, 10, 0, 0) / WINDOW) * WINDOW;

for (const backend of backends()) {
  describe(`sign-in lock-out (${backend.name})`, () => {
    let db: Database;
    beforeAll(async () => {
      db = await backend.open();
    });
    afterAll(async () => {
      await db.close();
      await backend.cleanup();
    });

    const tryWith = (ip: string, outcome: AttemptOutcome, now = START) => {
      const attempt = vi.fn(async () => outcome);
      return { attempt, result: guardedSignIn(db, ip, attempt, now) };
    };

    it("locks an address after five failures, then refuses even the right password", async () => {
      for (let i = 1; i <= 4; i++)
        expect(await tryWith("ip-a", "incorrect", START + i).result).toBe("incorrect");
      expect(await tryWith("ip-a", "incorrect", START + 5).result).toBe("locked");

      const correct = tryWith("ip-a", "ok", START + 6);
      expect(await correct.result).toBe("locked");
      // Locked before the credentials are even checked.
      expect(correct.attempt).not.toHaveBeenCalled();

      expect(await tryWith("ip-b", "ok", START + 7).result).toBe("ok");
    });

    it("opens again in the next 15-minute window", async () => {
      for (let i = 0; i < 5; i++) await tryWith("ip-c", "incorrect", START + i).result;
      expect(await tryWith("ip-c", "ok", START + 10).result).toBe("locked");
      expect(await tryWith("ip-c", "ok", START + WINDOW).result).toBe("ok");
    });

    it("counts failures only, and a successful sign-in clears them", async () => {
      for (let i = 0; i < 10; i++) expect(await tryWith("ip-d", "ok", START + i).result).toBe("ok");
      for (let i = 0; i < 4; i++) await tryWith("ip-d", "incorrect", START + 20 + i).result;
      expect(await tryWith("ip-d", "ok", START + 30).result).toBe("ok");
      for (let i = 0; i < 4; i++)
        expect(await tryWith("ip-d", "incorrect", START + 40 + i).result).toBe("incorrect");
    });

    it("does not count an unavailable check against the address", async () => {
      for (let i = 0; i < 8; i++)
        expect(await tryWith("ip-e", "unavailable", START + i).result).toBe("unavailable");
      expect(await tryWith("ip-e", "ok", START + 9).result).toBe("ok");
    });
  });
}
