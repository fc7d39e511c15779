import { expect, test, type Page } from "@playwright/test";

/** The spec's business constants: [page, list label, number of items]. */
const counts: [string, string, number][] = [
  ["/", "Audiences we serve", 6],
  ["/", "Payment models", 3],
  ["/", "Our five-step framework", 5],
  ["/services", "SaaS solutions", 4],
  ["/services", "Coaching and consultation", 3],
  ["/about", "Our values", 4],
  ["/about", "Co-founders", 2],
  ["/landing", "The S.C.A.L.E. process", 5],
  ["/landing", "Why Choose Us", 4],
  ["/demo-bot", "Pain points", 4],
  ["/demo-bot", "Receptionist features", 7],
  ["/demo-bot", "How it works", 3],
  ["/demo-bot", "Live demo steps", 4],
  ["/demo-bot", "Who it's for", 6],
  ["/core-offer", "What owners say after month one", 2],
  ["/process", "Our five-step process", 5],
];

for (const [path, label, n] of counts) {
  test(`${path}: "${label}" has ${n} items`, async ({ page }) => {
    await page.goto(path);
    const list = page.getByRole("list", { name: label, exact: true });
    await expect(list).toBeVisible();
    await expect(list.locator(":scope > li")).toHaveCount(n);
  });
}

test("the process steps carry the spec's names", async ({ page }) => {
  await page.goto("/process");
  const list = page.getByRole("list", { name: "Our five-step process" });
  for (const name of [
    "Study Systems",
    "Construct Blueprint",
    "Align Teams",
    "Launch Solutions",
    "Execute & Elevate",
  ]) {
    await expect(list.getByRole("heading", { name })).toBeVisible();
  }
});

test("values are the four the spec names", async ({ page }) => {
  await page.goto("/about");
  const list = page.getByRole("list", { name: "Our values" });
  for (const name of [
    /clarity over complexity/i,
    /partnership over pressure/i,
    /outcomes over opinions/i,
    /people over ego/i,
  ]) {
    await expect(list.getByRole("heading", { name })).toBeVisible();
  }
});

for (const path of ["/roofers", "/dental", "/automation-offer"]) {
  test(`${path} shows the four packages and says the pricing line once, under them`, async ({ page }) => {
    await page.goto(path);
    const cards = page.getByTestId("package-card");
    await expect(cards).toHaveCount(4);
    for (const [i, title] of ["Essentials", "Pro", "Enterprise", "Custom Package"].entries()) {
      await expect(cards.nth(i).getByRole("heading", { name: title, exact: true })).toBeVisible();
      await expect(cards.nth(i)).not.toContainText("Pricing provided");
    }
    await expect(page.getByText("Pricing provided after free discovery appointment.")).toHaveCount(1);
  });
}

test("the demo phone number is a tel: link", async ({ page }) => {
  await page.goto("/demo-bot");
  await expect(page.getByRole("link", { name: /\(503\) 555-0142/ }).first()).toHaveAttribute(
    "href",
    "tel:+15035550142",
  );
});

async function carouselButtons(page: Page) {
  const carousel = page.getByTestId("podcast-carousel");
  return {
    slides: carousel.locator('[aria-roledescription="slide"]'),
    prev: carousel.getByRole("button", { name: "Previous episode" }),
    next: carousel.getByRole("button", { name: "Next episode" }),
  };
}

test("home podcast carousel: four episodes, buttons disabled at both ends", async ({ page }) => {
  // Up to twenty clicks, each a smooth scroll: 4-15 s, past 30 s once on a loaded machine.
  test.slow();
  await page.goto("/");
  const { slides, prev, next } = await carouselButtons(page);
  await expect(slides).toHaveCount(4);
  for (let i = 1; i <= 4; i++) await expect(slides.nth(i - 1)).toContainText(`Episode ${i}`);
  await expect(prev).toBeDisabled();
  await expect(next).toBeEnabled();
  for (let i = 0; i < 10 && (await next.isEnabled()); i++) await next.click();
  await expect(next).toBeDisabled();
  await expect(prev).toBeEnabled();
  for (let i = 0; i < 10 && (await prev.isEnabled()); i++) await prev.click();
  await expect(prev).toBeDisabled();
  await expect(next).toBeEnabled();
});

test("home hero: Build Your System leads to /intake, nomination opens in a new tab", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Build Your System" }).first()).toHaveAttribute(
    "href",
    "/intake",
  );
  const nominate = page.getByRole("link", { name: /Nominate an Organization/ }).first();
  await expect(nominate).toHaveAttribute("target", "_blank");
});

test("every booking call to action links to /book in a new tab", async ({ page }) => {
  for (const path of ["/", "/services", "/core-offer", "/demo-bot", "/roofers", "/contact"]) {
    await page.goto(path);
    const links = page.getByRole("link", {
      name: /Book a Discovery Call|Book Your Free Discovery Call|Start Free Consultation/,
    });
    const n = await links.count();
    expect(n, path).toBeGreaterThan(0);
    for (let i = 0; i < n; i++) {
      await expect(links.nth(i)).toHaveAttribute("href", "/book");
      await expect(links.nth(i)).toHaveAttribute("target", "_blank");
    }
  }
});
