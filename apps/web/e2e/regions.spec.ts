/**
 * Every request-time region registered once (src/islands/regions.ts) is answered by the server and hydrated by its
 * island: the server's HTML for an address that asks for the region holds the answer and the island's props for it
 * (no-store), and in the browser the island hydrates that markup as it is (no mismatch, no console error) and still
 * shows the answer. A region registered with `asks` and no address here fails the first test.
 */
import { expect, test } from "@playwright/test";
import { REGIONS } from "../src/islands/regions.js";
import { collectErrors, hydrateAllIslands, turning65In } from "./helpers.js";

const born = turning65In(5);

/** For each region a GET can ask for: an address that asks for it, and what its answer shows. */
const ASKED: Record<string, { address: string; shows: string }> = {
  search: { address: "/search?q=medigap", shows: "for “medigap”" },
  timeline: {
    address: `/resources/calculators?dob=${born.iso}&ss=no`,
    shows: `You turn 65 in ${born.monthName} ${born.turns65.year}.`,
  },
  money: {
    address: "/resources/calculators?magi=50000&filingStatus=joint",
    shows: "you pay the standard Part B premium",
  },
  booking: { address: "/book?products=part-d", shows: "What would you like to talk about?" },
};

test("every region a request can ask for has an address here", () => {
  const askable = Object.entries(REGIONS)
    .filter(([, definition]) => "asks" in definition && definition.asks !== undefined)
    .map(([name]) => name);
  expect(askable.sort()).toEqual(Object.keys(ASKED).sort());
});

for (const [name, { address, shows }] of Object.entries(ASKED)) {
  test(`the ${name} region is answered by the server and hydrated by its island`, async ({ page, request }) => {
    const island = REGIONS[name as keyof typeof REGIONS].island;
    const served = await request.get(address);
    expect(served.status()).toBe(200);
    expect(served.headers()["cache-control"]).toBe("no-store");
    const html = await served.text();
    expect(html).toContain(`data-${name}-region="start"`);
    const text = html.replace(/<[^>]*>/g, "").replace(/&quot;/g, '"');
    expect(text).toContain(shows);

    const { errors } = collectErrors(page);
    await page.goto(address);
    await hydrateAllIslands(page);
    const element = page.locator(`[data-island="${island}"]`).filter({ hasText: shows });
    await expect(element).toHaveAttribute("data-hydrated", "true");
    await expect(element).toContainText(shows);
    expect(errors).toEqual([]);
  });
}
