import { describe, expect, it } from "vitest";
import { company } from "@/content/company";
import type { Database } from "@/lib/db/open";
import { siteImages } from "@/lib/db/schema";
import { pruneImages, readImage } from "@/lib/site-facts/image-store";
import {
  deleteItem,
  readFounderChange,
  readLogoChange,
  readTestimonialChange,
} from "@/lib/site-facts/item-changes";
import { resolveFacts } from "@/lib/site-facts/resolve";
import { editAndPublish, editDraft, latestVersion, listVersions, readDraft } from "@/lib/site-facts/store";
import { formData } from "../support/leads";
import { picture, pngClaiming, SVG } from "../support/images";
import { backends, openForTests } from "./databases";

const OWNER = "owner@example.com";

/** A form post as the editor's add forms send it: text fields and a file, in one multipart body. */
function post(fields: Record<string, string | string[]>, files: Record<string, Buffer> = {}) {
  const data = formData(fields);
  for (const [name, bytes] of Object.entries(files))
    data.append(name, new File([new Uint8Array(bytes)], `${name}.bin`, { type: "image/jpeg" }));
  return data;
}

const testimonialFields = {
  name: "Dr. Lena Ortiz",
  role: "Practice owner",
  company: "Bend Family Dental",
  quote: "Our front desk stopped drowning in reschedules within a week.",
  rating: "5",
  audiences: ["dental"],
};

describe.each(backends())(
  "adding a testimonial, founder or client logo with its picture on $name",
  (backend) => {
    let db: Database;
    openForTests(backend, (opened) => (db = opened));
    const versions = async () => (await listVersions(db)).length;
    const pictures = async () => (await db.select({ id: siteImages.id }).from(siteImages)).length;

    it("a new testimonial and its photo are published in one post, the photo re-encoded and stored", async () => {
      const form = await readTestimonialChange(post(testimonialFields, { photo: await picture(900, 1200) }));
      expect(form.ok).toBe(true);
      if (!form.ok) return;
      await editAndPublish(db, OWNER, form.value.edit, form.value.images);
      const [shown] = resolveFacts(company, (await latestVersion(db))!.facts).testimonials;
      expect(shown).toMatchObject({ name: "Dr. Lena Ortiz", example: false });
      expect(shown!.photo).toEqual({
        src: expect.stringMatching(/^\/site-images\/[a-f0-9]{32}\.webp$/),
        width: 320,
        height: 320,
      });
      const id = /([a-f0-9]{32})/.exec(shown!.photo!.src)![1]!;
      expect((await readImage(db, id))?.width).toBe(320);
    });

    it("a refused photo refuses the whole post, beside the photo, and stores nothing (no version, no picture)", async () => {
      const count = await versions();
      const stored = await pictures();
      for (const [bytes, reason] of [
        [SVG, /Not a JPEG, PNG or WebP/],
        [pngClaiming(50_000, 50_000), /too large in pixels/],
        [Buffer.alloc(5 * 1024 * 1024 + 1, 0xff), /larger than 5 MB/],
      ] as const) {
        const form = await readTestimonialChange(post(testimonialFields, { photo: Buffer.from(bytes) }));
        expect(form.ok).toBe(false);
        if (form.ok) return;
        expect(form.fieldErrors).toEqual({ photo: expect.stringMatching(reason) });
        // The typed fields come back, to be sent again with another picture.
        expect(form.values).toMatchObject({ name: "Dr. Lena Ortiz", audiences: ["dental"] });
      }
      // A wrong field and a refused photo: both said at once.
      const both = await readFounderChange(post({ name: "", role: "CEO", bio: "Too short" }, { photo: SVG }));
      expect(both.ok).toBe(false);
      if (!both.ok) expect(Object.keys(both.fieldErrors).sort()).toEqual(["bio", "name", "photo"]);
      expect(await versions()).toBe(count);
      expect(await pictures()).toBe(stored);
    });

    it("a founder may be added with or without a photo; an edit of an existing one ignores a stray file", async () => {
      const without = await readFounderChange(
        post({ name: "Ana Ruiz", role: "COO", bio: "Ran operations for ten years." }),
      );
      expect(without.ok).toBe(true);
      if (!without.ok) return;
      expect(without.value.images).toEqual([]);
      await editAndPublish(db, OWNER, without.value.edit, without.value.images);
      const founder = (await latestVersion(db))!.facts.founders![0]!;
      expect(founder).not.toHaveProperty("photo");
      const edit = await readFounderChange(
        post(
          { id: founder.id, name: "Ana Ruiz", role: "COO and co-founder", bio: founder.bio },
          { photo: SVG },
        ),
      );
      expect(edit.ok).toBe(true);
      if (edit.ok) expect(edit.value.images).toEqual([]);
    });

    it("a client logo: its name, https link and picture published together; each wrong part named", async () => {
      const count = await versions();
      const bad = await readLogoChange(post({ name: "", url: "http://client.example.com" }));
      expect(bad.ok).toBe(false);
      if (!bad.ok)
        expect(bad.fieldErrors).toEqual({
          name: "Required.",
          url: "Must be a full https:// link.",
          image: "Choose a picture first.",
        });
      const svg = await readLogoChange(post({ name: "Ridge Roofing", url: "" }, { image: SVG }));
      expect(svg.ok).toBe(false);
      expect(await versions()).toBe(count);

      const logo = await readLogoChange(
        post(
          { name: "Ridge Roofing", url: "https://ridge.example.com" },
          { image: await picture(1200, 300, "png") },
        ),
      );
      expect(logo.ok).toBe(true);
      if (!logo.ok) return;
      await editAndPublish(db, OWNER, logo.value.edit, logo.value.images);
      const [shown] = resolveFacts(company, (await latestVersion(db))!.facts).logos;
      // Fitted inside 400 × 200, its proportions kept.
      expect(shown).toMatchObject({
        name: "Ridge Roofing",
        url: "https://ridge.example.com",
        image: { width: 400, height: 100 },
      });
      const unlinked = await readLogoChange(
        post({ name: "Bend Dental", url: " " }, { image: await picture(300, 300, "webp") }),
      );
      expect(unlinked.ok).toBe(true);
      if (unlinked.ok) await editAndPublish(db, OWNER, unlinked.value.edit, unlinked.value.images);
      const logos = resolveFacts(company, (await latestVersion(db))!.facts).logos;
      expect(logos.map((l) => [l.name, l.url])).toEqual([
        ["Bend Dental", undefined],
        ["Ridge Roofing", "https://ridge.example.com"],
      ]);
    });

    it("deleting a logo erases its picture; deleting one that is gone refuses", async () => {
      const facts = (await latestVersion(db))!.facts;
      const logo = facts.logos!.find((l) => l.name === "Ridge Roofing")!;
      await editAndPublish(db, OWNER, deleteItem(post({ list: "logos", id: logo.id })));
      await pruneImages(db);
      expect((await latestVersion(db))!.facts.logos!.map((l) => l.name)).toEqual(["Bend Dental"]);
      expect(await readImage(db, logo.image.id)).toBeNull();
      await expect(
        editAndPublish(db, OWNER, deleteItem(post({ list: "logos", id: logo.id }))),
      ).rejects.toThrow("Not found");
    });

    it("a preview's new picture is kept for the draft, and not published", async () => {
      const live = (await latestVersion(db))!;
      const form = await readLogoChange(
        post({ name: "Draft Client", url: "" }, { image: await picture(500, 250) }),
      );
      if (!form.ok) throw new Error("refused");
      await editDraft(db, OWNER, form.value.edit, form.value.images);
      await pruneImages(db);
      const draftLogo = (await readDraft(db))!.logos![0]!;
      expect(draftLogo.name).toBe("Draft Client");
      expect(await readImage(db, draftLogo.image.id)).not.toBeNull();
      expect((await latestVersion(db))!.id).toBe(live.id);
    });
  },
);
