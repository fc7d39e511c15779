import { describe, expect, it } from "vitest";
import { company } from "@/content/company";
import type { Database } from "@/lib/db/open";
import { changedFacts } from "@/lib/site-facts/diff";
import { readCompanyForm, readTestimonialForm } from "@/lib/site-facts/forms";
import { resolveFacts, testimonialsFor } from "@/lib/site-facts/resolve";
import type { OwnerFacts, OwnerTestimonial } from "@/lib/site-facts/schema";
import {
  editAndPublish,
  editDraft,
  latestVersion,
  listVersions,
  publishFacts,
  readDraft,
  restoreVersion,
} from "@/lib/site-facts/store";
import { checkImage } from "@/lib/site-facts/image-check";
import { pruneImages, readImage, storeImage } from "@/lib/site-facts/image-store";
import { formData } from "../support/leads";
import { picture } from "../support/images";
import { backends, openForTests } from "./databases";

const OWNER = "owner@example.com";

const testimonial = (n: number, audiences: OwnerTestimonial["audiences"]): OwnerTestimonial => ({
  id: `item${String(n).padStart(4, "0")}`,
  name: `Client ${n}`,
  role: "Owner",
  company: `Company ${n}`,
  quote: `Quote number ${n}, long enough to count.`,
  rating: 5,
  audiences,
});

describe.each(backends())("the site's facts on $name", (backend) => {
  let db: Database;
  openForTests(backend, (opened) => (db = opened));

  it("nothing published: the pages show content/'s defaults, all marked as examples", async () => {
    expect(await latestVersion(db)).toBeNull();
    const facts = resolveFacts(company, {});
    expect(facts.demoPhone).toEqual({
      value: { e164: "+15035550142", display: "(503) 555-0142", href: "tel:+15035550142" },
      example: true,
    });
    expect(facts.businessPhone).toBeNull();
  });

  it("a form's edit publishes a new version, kept with its time and owner; blank fields stay examples", async () => {
    const form = readCompanyForm(
      formData({ demoPhone: " (541) 754-3010 ", businessPhone: "+1 971 222 3344", name: "" }),
    );
    expect(form.ok).toBe(true);
    if (!form.ok) return;
    const before = Date.now();
    const version = await editAndPublish(db, OWNER, form.value);
    expect(version).toMatchObject({
      publishedBy: OWNER,
      facts: { demoPhone: "+15417543010", businessPhone: "+19712223344" },
    });
    expect(version.publishedAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    const facts = resolveFacts(company, (await latestVersion(db))!.facts);
    expect(facts.demoPhone).toEqual({
      value: { e164: "+15417543010", display: "(541) 754-3010", href: "tel:+15417543010" },
      example: false,
    });
    expect(facts.businessPhone?.href).toBe("tel:+19712223344");
    expect(facts.name.example).toBe(true);
  });

  it("an invalid field refuses the whole form, each error named, and publishes nothing", async () => {
    const count = (await listVersions(db)).length;
    const form = readCompanyForm(
      formData({
        demoPhone: "(541) 754-3011",
        businessPhone: "12",
        bookingUrl: "http://book.example.com",
        nominationFormUrl: "javascript:alert(1)",
        email: "not-an-email",
        street: "1 Main St",
      }),
    );
    expect(form.ok).toBe(false);
    if (form.ok) return;
    expect(Object.keys(form.fieldErrors).sort()).toEqual(
      [
        "bookingUrl",
        "businessPhone",
        "city",
        "country",
        "email",
        "nominationFormUrl",
        "postalCode",
        "region",
      ].sort(),
    );
    expect(form.fieldErrors.businessPhone).toMatch(/call/);
    expect(form.fieldErrors.bookingUrl).toMatch(/https/);
    expect(form.values.businessPhone).toBe("12");
    expect((await listVersions(db)).length).toBe(count);
  });

  it("a list past its bound, or a malformed fact, is never stored", async () => {
    const count = (await listVersions(db)).length;
    const tooMany = Array.from({ length: 51 }, (_, i) => testimonial(i, ["all"]));
    await expect(publishFacts(db, { testimonials: tooMany }, OWNER)).rejects.toThrow();
    await expect(
      publishFacts(db, { bookingUrl: "http://insecure.example.com" } as OwnerFacts, OWNER),
    ).rejects.toThrow();
    const longQuote = { ...testimonial(1, ["all"]), quote: "x".repeat(601) };
    await expect(publishFacts(db, { testimonials: [longQuote] }, OWNER)).rejects.toThrow();
    expect((await listVersions(db)).length).toBe(count);
  });

  it("testimonials: a form's rating and audiences checked; each ad page gets only its own trade's", async () => {
    const bad = readTestimonialForm(
      formData({ name: "A", role: "B", company: "C", quote: "short", rating: "9" }),
    );
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(Object.keys(bad.fieldErrors).sort()).toEqual(["audiences", "quote", "rating"]);
    await editAndPublish(db, OWNER, (facts) => ({
      ...facts,
      testimonials: [testimonial(1, ["dental"]), testimonial(2, ["roofing"])],
    }));
    const facts = resolveFacts(company, (await latestVersion(db))!.facts);
    expect(testimonialsFor(facts, "dental").map((t) => t.name)).toEqual(["Client 1"]);
    expect(testimonialsFor(facts, "general")).toEqual([]);
    expect(facts.testimonials.every((t) => !t.example)).toBe(true);
  });

  it("the history says what changed; restoring publishes the older facts as the newest version", async () => {
    const versions = await listVersions(db);
    const [newest, previous] = versions;
    expect(changedFacts(previous!.facts, newest!.facts)).toEqual([
      "Testimonial added: Client 1",
      "Testimonial added: Client 2",
    ]);
    const first = versions.at(-1)!;
    const restored = await restoreVersion(db, first.id, OWNER);
    expect(restored).toMatchObject({ restoredFrom: first.id, facts: first.facts });
    expect((await latestVersion(db))!.id).toBe(restored!.id);
    expect(await restoreVersion(db, 999_999, OWNER)).toBeNull();
  });

  it("concurrent edits each build on the one before: none is lost", async () => {
    await Promise.all(
      [1, 2, 3, 4].map((n) =>
        editAndPublish(db, OWNER, (facts) => ({
          ...facts,
          testimonials: [testimonial(10 + n, ["all"]), ...(facts.testimonials ?? [])],
        })),
      ),
    );
    const names = (await latestVersion(db))!.facts.testimonials!.map((t) => t.name);
    for (const n of [11, 12, 13, 14]) expect(names).toContain(`Client ${n}`);
  });

  it("a draft starts from what is live, is not published, and goes when something is published", async () => {
    const live = (await latestVersion(db))!;
    await editDraft(db, OWNER, (facts) => ({ ...facts, name: "Preview Co" }));
    expect(await readDraft(db)).toMatchObject({ name: "Preview Co", testimonials: live.facts.testimonials });
    expect((await latestVersion(db))!.id).toBe(live.id);
    await editAndPublish(db, OWNER, (facts) => facts);
    expect(await readDraft(db)).toBeNull();
  });

  it("a photo is erased with its testimonial, and a restore of an older version shows initials instead", async () => {
    const checked = await checkImage(await picture(400, 400), "portrait");
    if (!checked.ok) throw new Error(checked.problem);
    const { image } = checked;
    await storeImage(db, image);
    const photo = { id: image.id, width: image.width, height: image.height };
    const withPhoto = await editAndPublish(db, OWNER, (facts) => ({
      ...facts,
      testimonials: [{ ...testimonial(99, ["dental"]), photo }],
    }));
    await pruneImages(db);
    expect((await readImage(db, image.id))?.width).toBe(320);
    const facts = resolveFacts(company, withPhoto.facts);
    expect(facts.testimonials[0]?.photo).toEqual({
      src: `/site-images/${image.id}.webp`,
      width: 320,
      height: 320,
    });
    await editAndPublish(db, OWNER, (current) => ({ ...current, testimonials: [] }));
    await pruneImages(db);
    expect(await readImage(db, image.id)).toBeNull();
    const restored = await restoreVersion(db, withPhoto.id, OWNER);
    expect(restored!.facts.testimonials![0]).not.toHaveProperty("photo.id");
    expect(resolveFacts(company, restored!.facts).testimonials[0]?.photo).toBeUndefined();
  });
});
