import { describe, expect, it } from "vitest";
import { readContentEnv } from "./env.js";
import { ContentConfigError } from "./errors.js";

describe("readContentEnv", () => {
  it("uses the embedded space when no space is configured", () => {
    expect(readContentEnv({})).toEqual({ source: null, preview: null, throttle: undefined });
  });
  it("reads a Contentful space with defaults for environment and host", () => {
    expect(readContentEnv({ CONTENTFUL_SPACE_ID: "abc", CONTENTFUL_ACCESS_TOKEN: "tok" }).source).toEqual({
      type: "contentful",
      space: "abc",
      accessToken: "tok",
      environment: "master",
      host: "cdn.contentful.com",
      insecure: false,
    });
  });
  it("takes the preview host, another environment, plain http and a throttle", () => {
    const env = readContentEnv({
      CONTENTFUL_SPACE_ID: "abc",
      CONTENTFUL_ACCESS_TOKEN: "tok",
      CONTENTFUL_ENVIRONMENT: "staging",
      CONTENTFUL_HOST: "preview.contentful.com",
      CONTENTFUL_INSECURE: "true",
      CONTENTFUL_THROTTLE: "10",
    });
    expect(env.source).toMatchObject({ environment: "staging", host: "preview.contentful.com", insecure: true });
    expect(env.throttle).toBe(10);
  });
  it("refuses a space without a token, with a clear message", () => {
    expect(() => readContentEnv({ CONTENTFUL_SPACE_ID: "abc" })).toThrow(ContentConfigError);
    expect(() => readContentEnv({ CONTENTFUL_SPACE_ID: "abc" })).toThrow(/CONTENTFUL_ACCESS_TOKEN is required/);
  });
  it("refuses a token without a space", () => {
    expect(() => readContentEnv({ CONTENTFUL_ACCESS_TOKEN: "tok" })).toThrow(/CONTENTFUL_SPACE_ID is required/);
  });
  it("refuses a host with a protocol and a throttle out of range", () => {
    expect(() => readContentEnv({ CONTENTFUL_HOST: "https://cdn.contentful.com" })).toThrow(/without protocol/);
    expect(() => readContentEnv({ CONTENTFUL_THROTTLE: "31" })).toThrow(/from 1 to 30/);
    expect(() => readContentEnv({ CONTENTFUL_THROTTLE: "0" })).toThrow(/from 1 to 30/);
  });
});

describe("readContentEnv: the Content Preview API", () => {
  it("reads the preview token and host of the configured space", () => {
    const base = {
      CONTENTFUL_SPACE_ID: "abc",
      CONTENTFUL_ACCESS_TOKEN: "tok",
      CONTENTFUL_PREVIEW_ACCESS_TOKEN: "ptok",
    };
    expect(readContentEnv(base).preview).toEqual({
      type: "contentful",
      space: "abc",
      accessToken: "ptok",
      environment: "master",
      host: "preview.contentful.com",
      insecure: false,
    });
    expect(
      readContentEnv({ ...base, CONTENTFUL_PREVIEW_HOST: "127.0.0.1:4180", CONTENTFUL_INSECURE: "true" }).preview,
    ).toMatchObject({
      host: "127.0.0.1:4180",
      insecure: true,
    });
    expect(readContentEnv({ CONTENTFUL_SPACE_ID: "abc", CONTENTFUL_ACCESS_TOKEN: "tok" }).preview).toBeNull();
    expect(() => readContentEnv({ CONTENTFUL_PREVIEW_HOST: "https://preview.contentful.com" })).toThrow(
      /CONTENTFUL_PREVIEW_HOST must be a host name/,
    );
  });

  it("refuses CONTENTFUL_INSECURE in production unless every host in use is on this machine", () => {
    const space = { CONTENTFUL_SPACE_ID: "abc", CONTENTFUL_ACCESS_TOKEN: "tok", NODE_ENV: "production" };
    expect(() => readContentEnv({ ...space, CONTENTFUL_INSECURE: "true" })).toThrow(
      /CONTENTFUL_INSECURE=true is refused in production for cdn\.contentful\.com/,
    );
    expect(() => readContentEnv({ ...space, CONTENTFUL_HOST: "10.0.0.5:4180", CONTENTFUL_INSECURE: "1" })).toThrow(
      /for 10\.0\.0\.5:4180/,
    );
    for (const host of ["127.0.0.1:4180", "localhost:4180", "[::1]:4180", "localhost"])
      expect(
        readContentEnv({ ...space, CONTENTFUL_HOST: host, CONTENTFUL_INSECURE: "true" }).source,
        host,
      ).toMatchObject({
        host,
        insecure: true,
      });
    // The preview host counts once a preview token is set.
    expect(() =>
      readContentEnv({
        ...space,
        CONTENTFUL_HOST: "127.0.0.1:4180",
        CONTENTFUL_PREVIEW_ACCESS_TOKEN: "ptok",
        CONTENTFUL_INSECURE: "true",
      }),
    ).toThrow(/for preview\.contentful\.com/);
    // Outside production, and with https, nothing is refused.
    expect(readContentEnv({ ...space, NODE_ENV: "development", CONTENTFUL_INSECURE: "true" }).source?.insecure).toBe(
      true,
    );
    expect(readContentEnv(space).source?.insecure).toBe(false);
  });
});
