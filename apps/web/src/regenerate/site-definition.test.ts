import { describe, expect, it } from "vitest";
import { readAppEnv } from "../env.js";
import { siteDefinition } from "./site-definition.js";
import { rendererOptionsOf } from "./site-renderer.js";

const PLACE_ID = "ChIJN1t_tDeuEmsRUsoyG83frY4";

describe("the site as site-build publishes it", () => {
  it("hands the render workers the parsed content variables and the stored reviews' file, never the rest of the environment", () => {
    const env = readAppEnv(
      {
        CONTENT_SPACE_FILE: "space.json",
        CONTENTFUL_WEBHOOK_SECRET: "w".repeat(64),
        GOOGLE_PLACES_API_KEY: "a-secret-key",
        GOOGLE_PLACE_ID: PLACE_ID,
        DATA_DIR: "/srv/data",
        PATH: "/usr/bin",
      },
      "/srv/site",
    );
    const options = rendererOptionsOf(env, "/srv/site/dist");
    expect(options.distDir).toBe("/srv/site/dist");
    expect(options.contentEnv).toMatchObject({ CONTENT_SPACE_FILE: "space.json" });
    expect(
      Object.keys(options.contentEnv).every((name) => /^(CONTENTFUL_|CONTENT_SPACE_FILE$|INIT_CWD$)/.test(name)),
    ).toBe(true);
    expect(options.contentEnv).not.toHaveProperty("CONTENTFUL_WEBHOOK_SECRET");
    expect(options.placesFile).toMatch(new RegExp(`^/srv/data/places/.*${PLACE_ID}`));
    const text = JSON.stringify(options);
    expect(text).not.toContain("a-secret-key");
    expect(text).not.toContain("/usr/bin");
    // What postMessage copies into a worker: plain data, unchanged.
    expect(structuredClone(options)).toEqual(options);
    expect(rendererOptionsOf(readAppEnv({}, "/srv/site"), "/d").placesFile).toBeNull();
  });

  it("writes each route at its static file, keeps search out of sitemap.xml and names the precached files", () => {
    const site = siteDefinition(rendererOptionsOf(readAppEnv({}, "/srv/site"), "/d"));
    expect(site.fileFor("/")).toBe("index.html");
    expect(site.fileFor("/blog/what-is-irmaa")).toBe("blog/what-is-irmaa/index.html");
    expect(site.searchIndexFile).toBe("search-index.json");
    expect(site.sitemapExcludes).toEqual(["/search"]);
    expect(site.precachedFiles).toEqual(["offline.html", "search/index.html", "search-index.json"]);
    expect(site.siteUrl).toBe(readAppEnv({}, "/srv/site").publicConfig.siteUrl);
  });
});
