import { describe, expect, it } from "vitest";
import { createEmbeddedContentClient } from "@tupelo-medicare/content/embedded";
import { siteConfigOf, siteIdentity } from "./site-identity.js";

const config = { siteUrl: "https://www.example.com", webVitals: false };

describe("the site's identity", () => {
  it("is the site settings entry's business facts, with the deployment's site URL", async () => {
    const settings = await createEmbeddedContentClient().getSiteSettings();
    const site = siteIdentity(settings, config);
    expect(site).toMatchObject({
      brand: "Trace Medicare Partners",
      phone: { display: "(662) 555-0142", href: "tel:+16625550142", tty: "711" },
      siteUrl: "https://www.example.com",
    });
    expect(site.schedulerUrl).toBe(settings!.business.schedulerUrl);
    expect(siteConfigOf(site).navigation!.map((group) => group.label)).toEqual([
      "Understand Medicare",
      "Medicare Plans",
      "Resources",
      "The Trace Difference",
    ]);
  });

  it("takes SCHEDULER_URL over the entry's scheduler when it is set", async () => {
    const settings = await createEmbeddedContentClient().getSiteSettings();
    expect(
      siteIdentity(settings, { ...config, schedulerUrl: "https://staging-scheduler.example.com/book" }).schedulerUrl,
    ).toBe("https://staging-scheduler.example.com/book");
  });

  it("refuses to render without a site settings entry, naming it", () => {
    expect(() => siteIdentity(null, config)).toThrow(
      "The site settings entry (content type siteSettings) is missing or invalid",
    );
  });
});
