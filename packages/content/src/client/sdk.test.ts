import { describe, expect, it } from "vitest";
import type { ContentfulClientApi } from "contentful";
import { ContentConfigError } from "../errors.js";
import { createSdk, withoutLinkResolution } from "./sdk.js";
import { recordingLogger } from "../test-support/client-fakes.js";

describe("the SDK", () => {
  it("is the source's ready client when it gives one", () => {
    const client = { getEntries: () => Promise.resolve({}) } as unknown as ContentfulClientApi<undefined>;
    expect(createSdk({ source: { type: "client", client } }, recordingLogger())).toBe(client);
  });

  it("is a contentful client, unresolved variant included, built from valid client parameters", () => {
    const sdk = createSdk({ source: { type: "proxy", host: "example.test" }, limiter: null }, recordingLogger());
    expect(typeof sdk.getEntries).toBe("function");
    expect(typeof withoutLinkResolution(sdk)?.getEntries).toBe("function");
    expect(() => createSdk({ source: { type: "proxy", host: "" } }, recordingLogger())).toThrow(ContentConfigError);
  });

  it("has no unresolved variant when the client lacks one", () => {
    expect(withoutLinkResolution({} as ContentfulClientApi<undefined>)).toBeUndefined();
  });
});
