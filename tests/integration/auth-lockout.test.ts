import { describe, expect, it, vi } from "vitest";
import type { Database } from "@/lib/db/open";
import { accountKey } from "@/lib/auth/lockout";
import { guardedSignIn, type AttemptOutcome } from "@/lib/auth/sign-in";
import { networkKey, siteNetworkKey } from "@/lib/ip";
import { keyedHash } from "@/lib/request/client";
import { backends, openForTests } from "./databases";

const WINDOW = 15 * 60 * 1000;
// The start of a 15-minute window, so a test's attempts never straddle two.
const START = Math.floor(Date.UTC(2026, 10, 22, 10, 0, 0) / WINDOW) * WINDOW;

for (const backend of backends()) {
  describe(`sign-in lock-out (${backend.name})`, () => {
    let db: Database;
    openForTests(backend, (opened) => (db = opened));

    const tryWith = (ip: string, outcome: AttemptOutcome, now = START) => {
      const attempt = vi.fn(async () => outcome);
      return { attempt, result: guardedSignIn(db, ip, attempt, now) };
    };
    /** Three failed sign-ins earlier today (before this window): the address no longer skips an account's delay. */
    const failedToday = async (ip: string) => {
      for (let i = 0; i < 3; i++) await guardedSignIn(db, ip, async () => "incorrect", START - 60_000 + i);
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

    it("counts an attempt before checking it: 50 concurrent wrong passwords from one address get at most 5 checks", async () => {
      let checks = 0;
      const attempt = async () => {
        checks++;
        await new Promise((r) => setTimeout(r, 20));
        return "incorrect" as const;
      };
      const outcomes = await Promise.all(
        Array.from({ length: 50 }, (_, i) => guardedSignIn(db, "ip-burst", attempt, START + i)),
      );
      expect(checks).toBeLessThanOrEqual(5);
      expect(outcomes.filter((o) => o === "locked").length).toBeGreaterThanOrEqual(45);
    });

    it("throttles an account across any number of addresses that failed before, with a growing delay", async () => {
      const account = accountKey("owner@example.com", "test-secret");
      let checks = 0;
      const attempt = async () => {
        checks++;
        return "incorrect" as const;
      };
      const addresses = [
        ...Array.from({ length: 50 }, (_, i) => `rot-${i}`),
        "rot-x1",
        "rot-x2",
        "rot-x3",
        "rot-x4",
      ];
      await Promise.all(addresses.map(failedToday));
      // 50 addresses at once, one try each: no address is locked, but the account lets only 5 through.
      const outcomes = await Promise.all(
        Array.from({ length: 50 }, (_, i) => guardedSignIn(db, `rot-${i}`, attempt, START, { account })),
      );
      expect(checks).toBe(5);
      expect(outcomes.filter((o) => o === "throttled")).toHaveLength(45);
      // The next slot opens a second later, then two, then four: one check each.
      expect(await guardedSignIn(db, "rot-x1", attempt, START + 500, { account })).toBe("throttled");
      expect(await guardedSignIn(db, "rot-x2", attempt, START + 1000, { account })).toBe("incorrect");
      expect(await guardedSignIn(db, "rot-x3", attempt, START + 2000, { account })).toBe("throttled");
      expect(await guardedSignIn(db, "rot-x4", attempt, START + 3000, { account })).toBe("incorrect");
      expect(checks).toBe(7);
    });

    it("lets the free attempts through in any order: two sign-ins at once may reach the database out of clock order", async () => {
      const account = accountKey("twice@example.com", "test-secret");
      await Promise.all(["ip-order-1", "ip-order-2"].map(failedToday));
      expect(await guardedSignIn(db, "ip-order-1", async () => "incorrect", START + 10, { account })).toBe(
        "incorrect",
      );
      expect(await guardedSignIn(db, "ip-order-2", async () => "ok", START + 5, { account })).toBe("ok");
    });

    it("lets the owner's known browser past the account throttle, and its success resets it", async () => {
      const account = accountKey("boss@example.com", "test-secret");
      await Promise.all(["ip-owner", ...Array.from({ length: 6 }, (_, i) => `spray-${i}`)].map(failedToday));
      for (let i = 0; i < 6; i++)
        await guardedSignIn(db, `spray-${i}`, async () => "incorrect", START + i, { account });
      const stranger = vi.fn(async () => "ok" as const);
      expect(await guardedSignIn(db, "ip-owner", stranger, START + 10, { account })).toBe("throttled");
      expect(stranger).not.toHaveBeenCalled();
      const owner = vi.fn(async () => "ok" as const);
      expect(await guardedSignIn(db, "ip-owner", owner, START + 10, { account, knownDevice: true })).toBe(
        "ok",
      );
      expect(await guardedSignIn(db, "ip-new", stranger, START + 11, { account })).toBe("ok");
    });

    it("lets an address that has not failed today past the account's delay: guessing elsewhere cannot keep the owner out of a new browser", async () => {
      const account = accountKey("newbrowser@example.com", "test-secret");
      const guessers = ["guess-1", "guess-2", "guess-3"];
      await Promise.all(guessers.map(failedToday));
      for (let i = 0; i < 8; i++)
        await guardedSignIn(db, guessers[i % 3]!, async () => "incorrect", START + i, { account });
      expect(await guardedSignIn(db, "guess-1", async () => "ok", START + 9, { account })).toBe("throttled");
      // The owner, from an address with no failures, on a browser without the device cookie: checked at once.
      const owner = vi.fn(async () => "ok" as const);
      expect(await guardedSignIn(db, "ip-fresh-owner", owner, START + 10, { account })).toBe("ok");
      expect(owner).toHaveBeenCalledOnce();
      // Three failures make an address wait its turn like the rest.
      const again = accountKey("again@example.com", "test-secret");
      await Promise.all(["dirty-0", "dirty-1"].map(failedToday));
      for (let i = 0; i < 8; i++)
        await guardedSignIn(db, `dirty-${i % 2}`, async () => "incorrect", START + i, { account: again });
      for (let i = 0; i < 3; i++)
        expect(
          await guardedSignIn(db, "ip-typo", async () => "incorrect", START + 20 + i, { account: again }),
        ).toBe("incorrect");
      expect(await guardedSignIn(db, "ip-typo", async () => "ok", START + 30, { account: again })).toBe(
        "throttled",
      );
    });

    it("counts a clean address per /48 too: 24 wrong passwords from 24 /64s of one /48 are throttled after six", async () => {
      const account = accountKey("site-spray@example.com", "test-secret");
      const site = keyedHash(siteNetworkKey("2001:db8:48::1")!);
      let checks = 0;
      const outcomes: string[] = [];
      for (let i = 0; i < 24; i++) {
        const ipHash = keyedHash(networkKey(`2001:db8:48:${i.toString(16)}::1`));
        const attempt = async () => (checks++, "incorrect" as const);
        outcomes.push(await guardedSignIn(db, ipHash, attempt, START + i, { account, site }));
      }
      // Six undelayed guesses for the /48, then the account's own queue: five free checks and a one-second wait.
      expect(checks).toBe(11);
      expect(outcomes.filter((o) => o === "throttled")).toHaveLength(13);
      expect(outcomes.slice(0, 6)).toEqual(Array(6).fill("incorrect"));
      // Another /48 is clean: its first guess skips the delay the first /48 brought on.
      const other = keyedHash(siteNetworkKey("2001:db8:49::1")!);
      const fresh = keyedHash(networkKey("2001:db8:49::1"));
      expect(
        await guardedSignIn(db, fresh, async () => "incorrect", START + 30, { account, site: other }),
      ).toBe("incorrect");
    });

    it("lets at most ten checks a day past an account's delay from clean addresses, then only the owner's known browser", async () => {
      const account = accountKey("botnet@example.com", "test-secret");
      let checks = 0;
      const attempt = async () => (checks++, "incorrect" as const);
      const outcomes: string[] = [];
      for (let i = 0; i < 40; i++)
        outcomes.push(await guardedSignIn(db, `botnet-${i}`, attempt, START + i, { account }));
      // Ten clean addresses, then the account's queue: five checks, then a wait that one-a-millisecond guesses never see out.
      expect(checks).toBe(15);
      expect(outcomes.filter((o) => o === "throttled")).toHaveLength(25);
      const stranger = vi.fn(async () => "ok" as const);
      expect(await guardedSignIn(db, "botnet-clean", stranger, START + 50, { account })).toBe("throttled");
      expect(stranger).not.toHaveBeenCalled();
      const owner = vi.fn(async () => "ok" as const);
      expect(await guardedSignIn(db, "botnet-clean", owner, START + 51, { account, knownDevice: true })).toBe(
        "ok",
      );
      // The owner's sign-in starts the account's day again: a clean address skips the delay once more.
      expect(await guardedSignIn(db, "botnet-after", async () => "incorrect", START + 52, { account })).toBe(
        "incorrect",
      );
      // The next day, ten more.
      const tomorrow = START + 86_400_000;
      expect(await guardedSignIn(db, "botnet-41", async () => "incorrect", tomorrow, { account })).toBe(
        "incorrect",
      );
    });

    it("counts Supabase refusing to check (429) against the address like a wrong password, and says locked", async () => {
      for (let i = 0; i < 5; i++) expect(await tryWith("ip-429", "limited", START + i).result).toBe("locked");
      const correct = tryWith("ip-429", "ok", START + 6);
      expect(await correct.result).toBe("locked");
      expect(correct.attempt).not.toHaveBeenCalled();
    });

    it("a throttled try does not count against the owner's own address", async () => {
      const account = accountKey("third@example.com", "test-secret");
      await Promise.all(["ip-patient", ...Array.from({ length: 5 }, (_, i) => `bot-${i}`)].map(failedToday));
      for (let i = 0; i < 5; i++)
        await guardedSignIn(db, `bot-${i}`, async () => "incorrect", START, { account });
      for (let i = 0; i < 10; i++)
        expect(await guardedSignIn(db, "ip-patient", async () => "ok", START + i, { account })).toBe(
          "throttled",
        );
      expect(await guardedSignIn(db, "ip-patient", async () => "ok", START + 1000, { account })).toBe("ok");
    });

    it("a non-owner's correct password clears no one's failures", async () => {
      for (let i = 0; i < 4; i++) await tryWith("ip-f", "incorrect", START + i).result;
      expect(await tryWith("ip-f", "ok-not-owner", START + 5).result).toBe("ok-not-owner");
      expect(await tryWith("ip-f", "incorrect", START + 6).result).toBe("locked");
    });
  });
}
