import { describe, expect, it } from "vitest";
import { readAppEnv, readDataDir, readPlacesEnv } from "./env.js";

describe("Google Places settings", () => {
  it("are off without GOOGLE_PLACES_API_KEY and GOOGLE_PLACE_ID", () => {
    expect(readPlacesEnv({})).toBeNull();
    expect(readAppEnv({}).googlePlaces).toBeNull();
  });

  it("take the key, the place id and an optional stand-in host", () => {
    expect(readPlacesEnv({ GOOGLE_PLACES_API_KEY: " key ", GOOGLE_PLACE_ID: "ChIJN1t_tDeuEmsRUsoyG83frY4" })).toEqual({
      apiKey: "key",
      placeId: "ChIJN1t_tDeuEmsRUsoyG83frY4",
    });
    expect(
      readPlacesEnv({
        GOOGLE_PLACES_API_KEY: "key",
        GOOGLE_PLACE_ID: "ChIJN1t_tDeuEmsRUsoyG83frY4",
        GOOGLE_PLACES_HOST: "http://127.0.0.1:8787",
      }),
    ).toMatchObject({ host: "http://127.0.0.1:8787" });
  });

  it("refuse half a configuration, a malformed place id or host, with a message naming them", () => {
    expect(() => readPlacesEnv({ GOOGLE_PLACES_API_KEY: "key" })).toThrow(
      /GOOGLE_PLACES_API_KEY and GOOGLE_PLACE_ID go together/,
    );
    expect(() => readPlacesEnv({ GOOGLE_PLACE_ID: "ChIJN1t_tDeuEmsRUsoyG83frY4" })).toThrow(/go together/);
    expect(() => readPlacesEnv({ GOOGLE_PLACES_API_KEY: "key", GOOGLE_PLACE_ID: "../etc" })).toThrow(
      /GOOGLE_PLACE_ID must be a Google place ID/,
    );
    expect(() =>
      readPlacesEnv({
        GOOGLE_PLACES_API_KEY: "k",
        GOOGLE_PLACE_ID: "ChIJN1t_tDeuEmsRUsoyG83frY4",
        GOOGLE_PLACES_HOST: "ftp://x",
      }),
    ).toThrow(/GOOGLE_PLACES_HOST must be an http\(s\) URL/);
  });

  it("keep the key out of the browser's configuration", () => {
    const env = readAppEnv({ GOOGLE_PLACES_API_KEY: "secret-key", GOOGLE_PLACE_ID: "ChIJN1t_tDeuEmsRUsoyG83frY4" });
    expect(JSON.stringify(env.publicConfig)).not.toContain("secret-key");
  });

  it("find DATA_DIR the way the server does", () => {
    expect(readDataDir({}, "/srv/site")).toBe("/srv/site/.data");
    expect(readDataDir({ DATA_DIR: "/var/lib/site" }, "/srv/site")).toBe("/var/lib/site");
    expect(readAppEnv({}, "/srv/site").dataDir).toBe(readDataDir({}, "/srv/site"));
  });
});
