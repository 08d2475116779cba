import { describe, expect, it } from "vitest";
import { createDeliveryLimiter } from "../delivery-limiter.js";
import { ContentConfigError } from "../errors.js";
import { buildClientParams } from "./client-params.js";

const contentful = { type: "contentful" as const, space: " space1 ", accessToken: " token " };

describe("buildClientParams", () => {
  it("trims the space and token and fills the Contentful defaults", () => {
    const params = buildClientParams({ source: contentful, limiter: null });
    expect(params).toMatchObject({
      space: "space1",
      accessToken: "token",
      environment: "master",
      host: "cdn.contentful.com",
      insecure: false,
      timeout: 30_000,
      retryOnError: true,
      retryLimit: 5,
    });
    expect(params).not.toHaveProperty("basePath");
  });

  it("points a proxy source at the site's host with the embedded space", () => {
    const params = buildClientParams({ source: { type: "proxy", host: "example.test:8080" }, limiter: null });
    expect(params).toMatchObject({
      space: "embedded",
      accessToken: "proxy",
      host: "example.test:8080",
      basePath: "contentful-api",
      insecure: false,
    });
  });

  it("refuses what the client cannot start with", () => {
    expect(() => buildClientParams({ source: { type: "proxy", host: "" } })).toThrow(ContentConfigError);
    expect(() => buildClientParams({ source: { ...contentful, space: " " } })).toThrow(/CONTENTFUL_SPACE_ID/);
    expect(() => buildClientParams({ source: { ...contentful, accessToken: "" } })).toThrow(/CONTENTFUL_ACCESS_TOKEN/);
    expect(() => buildClientParams({ source: { ...contentful, host: "https://cdn.contentful.com" } })).toThrow(
      /without protocol/,
    );
    for (const throttle of [0, 31, 2.5]) {
      expect(() => buildClientParams({ source: contentful, throttle })).toThrow(/from 1 to 30/);
    }
    expect(() => buildClientParams({ source: { type: "client", client: {} as never } })).toThrow(ContentConfigError);
  });

  it("adds the limiter's hooks for a remote host, none with an in-process adapter or limiter null", () => {
    const limited = buildClientParams({ source: contentful, limiter: createDeliveryLimiter(), throttle: 5 });
    expect(limited.onBeforeRequest).toBeTypeOf("function");
    expect(limited.responseLogger).toBeTypeOf("function");
    expect(limited.throttle).toBe(5);
    const shared = buildClientParams({ source: contentful });
    expect(shared.onBeforeRequest).toBeTypeOf("function");
    const adapter = buildClientParams({ source: contentful, adapter: () => Promise.reject(new Error("unused")) });
    expect(adapter.onBeforeRequest).toBeUndefined();
    expect(adapter).not.toHaveProperty("httpsAgent");
    expect(buildClientParams({ source: contentful, limiter: null }).onBeforeRequest).toBeUndefined();
  });
});
