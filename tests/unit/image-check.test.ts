import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { checkImage, MAX_IMAGE_BYTES, sniffImage } from "@/lib/site-facts/image-check";
import { picture, pngClaiming, SVG } from "../support/images";

describe("an uploaded picture", () => {
  it("is re-encoded to the page's size as WebP, named by its content, with its metadata gone", async () => {
    const input = await picture(1200, 800, "jpeg");
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const result = await checkImage(input, "portrait");
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { image } = result;
    expect(image).toMatchObject({ width: 320, height: 320 });
    expect(image.id).toMatch(/^[a-f0-9]{32}$/);
    const meta = await sharp(image.bytes).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 320, height: 320 });
    expect(meta.exif).toBeUndefined();
    expect(image.bytes.includes(Buffer.from("SecretCam"))).toBe(false);
    // The same picture gets the same name: its URL never serves anything else.
    expect(((await checkImage(input, "portrait")) as { image: { id: string } }).image.id).toBe(image.id);
  });

  it("takes PNG and WebP too, and fits a logo inside its box without enlarging it", async () => {
    for (const format of ["png", "webp"] as const)
      expect((await checkImage(await picture(100, 60, format), "portrait")).ok).toBe(true);
    const logo = await checkImage(await picture(1000, 250, "png"), "logo");
    expect(logo).toMatchObject({ ok: true, image: { width: 400, height: 100 } });
  });

  it("is judged by its bytes, not its name: SVG, GIF, HTML and text are refused", async () => {
    expect(await checkImage(SVG, "portrait")).toEqual({ ok: false, problem: "notImage" });
    expect(sniffImage(Buffer.from("GIF89a...."))).toBeNull();
    expect(await checkImage(Buffer.from("<html><script>x</script></html>"), "portrait")).toEqual({
      ok: false,
      problem: "notImage",
    });
    expect(await checkImage(new Uint8Array(0), "portrait")).toEqual({ ok: false, problem: "empty" });
  });

  it("a header claiming 50,000 × 50,000 is refused before a pixel is decoded", async () => {
    const started = Date.now();
    expect(await checkImage(pngClaiming(50_000, 50_000), "portrait")).toEqual({
      ok: false,
      problem: "tooManyPixels",
    });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await checkImage(pngClaiming(13_000, 10), "portrait")).toEqual({
      ok: false,
      problem: "tooManyPixels",
    });
  });

  it("a truncated file and a file over 5 MB get their own answers", async () => {
    const whole = await picture(800, 600, "jpeg");
    expect(await checkImage(whole.subarray(0, Math.floor(whole.length / 2)), "portrait")).toEqual({
      ok: false,
      problem: "unreadable",
    });
    const big = Buffer.alloc(MAX_IMAGE_BYTES + 1);
    big.set(whole);
    expect(await checkImage(big, "portrait")).toEqual({ ok: false, problem: "tooLarge" });
  });

  it("a polyglot (a picture with a page appended) is stored as its pixels only", async () => {
    const payload = Buffer.from("<html><script>alert(document.cookie)</script></html>");
    const polyglot = Buffer.concat([await picture(200, 200, "png"), payload]);
    const result = await checkImage(polyglot, "portrait");
    if (result.ok) expect(result.image.bytes.includes(payload)).toBe(false);
    else expect(result.problem).toBe("unreadable");
  });
});
