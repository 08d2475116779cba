import { rm } from "node:fs/promises";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { RATE_LIMITED_MESSAGE } from "@tupelo-medicare/lead-forms/contract";
import { formPostSite, prerenderedDist, shownText as shown } from "../test-support/form-post-site.js";

const WEBHOOK = "https://hooks.example.com/contact";
const SUCCESS = "Your message has been sent! We will contact you shortly.";

const good = {
  name: "Nora Noscript",
  email: "nora@example.com",
  phone: "",
  message: "Please call me about Part D plans.",
  marketingConsent: "on",
  website: "",
};

let distDir: string;
beforeAll(async () => {
  distDir = await prerenderedDist(["/contact-us"]);
});
afterAll(() => rm(distDir, { recursive: true, force: true }));
let close: (() => Promise<void>) | undefined;
afterEach(() => close?.());

/** The site's server on the built contact page, with a leads database of its own and a webhook that answers 200. */
async function site(vars: Record<string, string> = {}) {
  const built = await formPostSite(distDir, { CONTACT_WEBHOOK_URL: WEBHOOK, ...vars }, "/api/contact");
  close = built.close;
  return built;
}

describe("the contact form posted with no JavaScript", () => {
  it("is stored with its consent record and delivered as the JSON path's body; the answer is a 303 to a page with the success message", async () => {
    const { app, submissions, delivered, stored, post } = await site();
    const response = await post(good);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/contact-us?message=sent");
    expect(response.headers.get("cache-control")).toBe("no-store");

    const [record, ...others] = await stored();
    expect(others).toEqual([]);
    expect(record!.body).toMatchObject({
      name: "Nora Noscript",
      email: "nora@example.com",
      phone: "Not provided",
      message: "Please call me about Part D plans.",
      marketingConsent: true,
      source: "Website Contact Form",
    });
    // The wording the page showed is recorded (the site's details are unread here, so not compared).
    expect(record!.consent).toMatchObject({ page: "/contact-us", source: "Website Contact Form" });
    expect(record!.consent!.consentText).toMatch(/HELP/);
    expect(record!.consent!.disclosureText).toBeTruthy();
    await expect.poll(() => delivered.length).toBe(1);
    expect(delivered[0]).toEqual({ url: WEBHOOK, body: record!.body });

    // A second press of the same form within minutes: stored once.
    expect((await post(good)).status).toBe(303);
    expect(await stored()).toHaveLength(1);

    const page = await app.request("/contact-us?message=sent");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(new RegExp(`<div role="status" data-slot="contact-result"[^>]*>${SUCCESS}</div>`));
    const form = /<form [^>]*data-slot="contact-form"[^>]*>/.exec(html)![0];
    expect(form).toContain('action="/api/contact#contact-form-title"');
    expect(form).toContain('method="post"');
    // The plain page (no query) is the prerendered one, with no result.
    expect(html.match(/data-contact-region/g)).toHaveLength(2);
    await submissions.stop();
  });

  it("takes a 2,000-character message in a script that percent-encodes to three times its size, and answers a page for a body past the limit", async () => {
    const { submissions, stored, post } = await site();
    const message = "請打電話給我談談聯邦醫療保險".repeat(143).slice(0, 2000);
    const encoded = new URLSearchParams({ ...good, message }).toString();
    // Past the JSON path's 16 KB once encoded, within it as JSON.
    expect(encoded.length).toBeGreaterThan(16 * 1024);
    const response = await post({ ...good, message });
    expect(response.status).toBe(303);
    expect((await stored()).map((record) => (record.body as { message: string }).message)).toEqual([message]);
    const tooLarge = await post({ ...good, message: "請".repeat(6000) });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await stored()).toHaveLength(1);
    await submissions.stop();
  });

  it("answers bad input with the form again (400): the visitor's values and the fields' messages, nothing stored or sent", async () => {
    const { delivered, stored, post, submissions } = await site();
    const response = await post({ name: "N", email: "not-an-address", phone: "662", message: "Short <b>" });
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    const text = shown(html);
    expect(text).toContain("There is a problem");
    for (const message of [
      "Name must be at least 2 characters",
      "Please enter a valid email address",
      "Message must be at least 10 characters",
      "You must consent to receive marketing communications to submit this form",
    ])
      expect(text).toContain(message);
    expect(html).toMatch(/name="name" value="N"/);
    expect(html).toMatch(/name="email" value="not-an-address"/);
    expect(html).toContain("Short &lt;b&gt;</textarea>");
    expect(html).toMatch(/aria-invalid="true"[^>]*name="name"/);
    expect(html).not.toMatch(/<input[^>]*name="marketingConsent" checked/);
    expect(await stored()).toEqual([]);
    expect(delivered).toEqual([]);
    await submissions.stop();
  });

  it("keeps the values and shows the rate limit's text on a 429; refuses a post from another site; the JSON path is unchanged", async () => {
    const { stored, post, app, submissions } = await site({ SUBMISSION_RATE_LIMIT: "1" });
    const json = await app.request("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "Jay Son",
        email: "jay@example.com",
        phone: "Not provided",
        message: "Sent by the island, as JSON.",
        marketingConsent: true,
        source: "Website Contact Form",
        timestamp: "2026-11-26T10:00:00.000Z",
      }),
    });
    expect(json.status).toBe(202);
    expect(await json.json()).toMatchObject({ ok: true });

    const limited = await post(good);
    expect(limited.status).toBe(429);
    const html = await limited.text();
    expect(shown(html)).toContain(RATE_LIMITED_MESSAGE);
    expect(html).toMatch(/name="email" value="nora@example.com"/);
    expect(html).toMatch(/<input[^>]*name="marketingConsent" checked=""/);

    const forged = await post(good, { "sec-fetch-site": "cross-site" });
    expect(forged.status).toBe(403);
    const byOrigin = await post(good, { "sec-fetch-site": "", origin: "https://evil.example" });
    expect(byOrigin.status).toBe(403);
    expect(shown(await byOrigin.text())).toContain("There was an error sending your message. Please try again.");
    expect(await stored()).toHaveLength(1);
    await submissions.stop();
  });
});
