import { rm } from "node:fs/promises";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { RATE_LIMITED_MESSAGE } from "@tupelo-medicare/lead-forms/contract";
import { formPostSite, prerenderedDist, shownText as shown } from "../test-support/form-post-site.js";
import { leadSourceOf } from "./lead-form-post.js";

const WEBHOOK = "https://hooks.example.com/leads";
const THANKS = "Your guide will be sent to your email shortly.";

const good = {
  firstName: "Nora",
  lastName: "Noscript",
  email: "nora@example.com",
  phone: "(662) 555-0147",
  zipCode: "38804",
  source: "Blog Sidebar",
  website: "",
};

let distDir: string;
beforeAll(async () => {
  distDir = await prerenderedDist(["/free-guide", "/avoid-mistakes-with-medicare"]);
});
afterAll(() => rm(distDir, { recursive: true, force: true }));
let close: (() => Promise<void>) | undefined;
afterEach(() => close?.());

async function site(vars: Record<string, string> = {}) {
  const built = await formPostSite(distDir, { LEAD_WEBHOOK_URL: WEBHOOK, ...vars }, "/api/leads");
  close = built.close;
  return built;
}

describe("the guide request with no JavaScript", () => {
  it("is a button in a plain GET form to /free-guide carrying its source", async () => {
    const { app } = await site();
    const html = await (await app.request("/avoid-mistakes-with-medicare")).text();
    const form = /(<form[^>]*action="\/free-guide"[^>]*>)(.*?)<\/form>/s.exec(html);
    expect(form, "the page's guide button sits in a GET form").not.toBeNull();
    expect(form![1]).toContain('method="get"');
    expect(form![2]).toContain('<input type="hidden" name="source" value="Avoid Mistakes with Medicare Page"/>');
    expect(form![2]).toMatch(/<button[^>]*type="submit"[^>]*>Download Free Guide<\/button>/);
  });

  it("gives the page's form the source the button sent; an unknown source becomes the default", async () => {
    const { app } = await site();
    const page = await app.request("/free-guide?source=Avoid+Mistakes+with+Medicare+Page");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<input type="hidden" name="source" value="Avoid Mistakes with Medicare Page"/>');
    const form = /<form [^>]*data-slot="lead-form"[^>]*>/.exec(html)![0];
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/api/leads#guide-form-title"');
    // The island hydrates the same source.
    expect(html).toContain("&quot;source&quot;:&quot;Avoid Mistakes with Medicare Page&quot;");

    const forged = await (await app.request("/free-guide?source=%3Cscript%3Ealert(1)%3C%2Fscript%3E")).text();
    expect(forged).toContain('<input type="hidden" name="source" value="Medicare Breakdown"/>');
    expect(forged).not.toContain("<script>alert(1)");
    expect(leadSourceOf("  Blog Sidebar ")).toBe("Blog Sidebar");
    expect(leadSourceOf("anything")).toBe("Medicare Breakdown");
  });

  it("is stored with its disclosure and source and delivered as the JSON path's body; the answer is a 303 to 'Thank You!'", async () => {
    const { app, delivered, stored, post } = await site();
    const response = await post(good);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/free-guide?message=sent");
    expect(response.headers.get("cache-control")).toBe("no-store");

    const [record, ...others] = await stored();
    expect(others).toEqual([]);
    expect(record!.body).toMatchObject({
      firstName: "Nora",
      lastName: "Noscript",
      email: "nora@example.com",
      phone: "(662) 555-0147",
      zipCode: "38804",
      source: "Blog Sidebar",
      leadType: "Medicare Guide Download",
    });
    expect(record!.consent).toMatchObject({ page: "/free-guide", source: "Blog Sidebar" });
    expect(record!.consent!.disclosureText).toMatch(/guide/i);
    await expect.poll(() => delivered.length).toBe(1);
    expect(delivered[0]).toEqual({ url: WEBHOOK, body: record!.body });

    // A second press of the same form within minutes: stored once.
    expect((await post(good)).status).toBe(303);
    expect(await stored()).toHaveLength(1);

    const page = await app.request("/free-guide?message=sent");
    expect(page.status).toBe(200);
    const text = shown(await page.text());
    expect(text).toContain("Thank You!");
    expect(text).toContain(THANKS);
  });

  it("answers bad input with the form again (400): the values, the fields' messages, nothing stored or sent", async () => {
    const { delivered, stored, post } = await site();
    const response = await post({ ...good, firstName: "", email: "not-an-address", zipCode: "12" });
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    expect(shown(html)).toContain("There is a problem");
    expect(html).toMatch(/name="email" value="not-an-address"/);
    expect(html).toMatch(/name="lastName" value="Noscript"/);
    expect(html).toMatch(/aria-invalid="true"[^>]*name="firstName"/);
    expect(html).toContain('<input type="hidden" name="source" value="Blog Sidebar"/>');
    expect(await stored()).toEqual([]);
    expect(delivered).toEqual([]);
  });

  it("keeps the values and shows the rate limit's text on a 429; refuses a post from another site; JSON is unchanged", async () => {
    const { app, stored, post } = await site({ SUBMISSION_RATE_LIMIT: "1" });
    const json = await app.request("/api/leads", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        ...good,
        website: undefined,
        source: "Medicare Breakdown",
        timestamp: "2026-11-26T10:00:00.000Z",
        leadType: "Medicare Guide Download",
      }),
    });
    expect(json.status).toBe(202);

    const limited = await post({ ...good, email: "second@example.com" });
    expect(limited.status).toBe(429);
    const html = await limited.text();
    expect(shown(html)).toContain(RATE_LIMITED_MESSAGE);
    expect(html).toMatch(/name="email" value="second@example.com"/);

    const forged = await post(good, { "sec-fetch-site": "cross-site" });
    expect(forged.status).toBe(403);
    expect(shown(await forged.text())).toContain("There was an error submitting your information. Please try again.");
    expect(await stored()).toHaveLength(1);
  });
});
