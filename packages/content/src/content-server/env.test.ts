import { describe, expect, it } from "vitest";
import { ContentConfigError } from "../errors.js";
import { readContentServerEnv } from "./env.js";

const defaults = { defaultFile: "/repo/packages/content/src/embedded/space.json", cwd: "/work" };

describe("readContentServerEnv", () => {
  it("defaults to the embedded space on 127.0.0.1:4180, no webhooks, no control", () => {
    expect(readContentServerEnv({}, defaults)).toEqual({
      file: "/repo/packages/content/src/embedded/space.json",
      port: 4180,
      host: "127.0.0.1",
      spaceId: "embedded",
      environmentId: "master",
      accessToken: undefined,
      previewAccessToken: "preview",
      webhookUrl: undefined,
      webhookSecret: undefined,
      control: false,
    });
  });

  it("reads every variable; relative files resolve against INIT_CWD (where pnpm ran)", () => {
    const env = {
      CONTENT_SPACE_FILE: "content/space.json",
      CONTENT_SERVER_PORT: "0",
      CONTENT_SERVER_HOST: "0.0.0.0",
      CONTENT_SERVER_CONTROL: "true",
      CONTENTFUL_SPACE_ID: "abc123",
      CONTENTFUL_ACCESS_TOKEN: "token",
      CONTENTFUL_ENVIRONMENT: "staging",
      CONTENT_WEBHOOK_URL: "http://127.0.0.1:4173/api/contentful-webhook",
      CONTENTFUL_WEBHOOK_SECRET: "a".repeat(64),
      INIT_CWD: "/home/me/site",
    };
    expect(readContentServerEnv(env, { defaultFile: undefined })).toMatchObject({
      file: "/home/me/site/content/space.json",
      port: 0,
      host: "0.0.0.0",
      control: true,
      spaceId: "abc123",
      accessToken: "token",
      environmentId: "staging",
      webhookUrl: "http://127.0.0.1:4173/api/contentful-webhook",
      webhookSecret: "a".repeat(64),
    });
    expect(readContentServerEnv({ CONTENT_SPACE_FILE: "/abs/space.json" }, defaults).file).toBe("/abs/space.json");
  });

  it("names every problem", () => {
    const read = () =>
      readContentServerEnv(
        {
          CONTENT_SERVER_PORT: "http",
          CONTENT_WEBHOOK_URL: "localhost:4173/hook",
          CONTENTFUL_WEBHOOK_SECRET: "short",
          CONTENT_SERVER_CONTROL: "yes",
        },
        defaults,
      );
    expect(read).toThrow(ContentConfigError);
    expect(read).toThrow(
      /CONTENT_SERVER_PORT must be a port number.*CONTENT_SERVER_CONTROL must be true or false.*CONTENT_WEBHOOK_URL must be an http\(s\) URL.*CONTENTFUL_WEBHOOK_SECRET must be 64 characters/,
    );
    expect(() => readContentServerEnv({}, { defaultFile: undefined, cwd: "/" })).toThrow(/Set CONTENT_SPACE_FILE/);
  });
});

describe("readContentServerEnv preview token", () => {
  it("takes CONTENTFUL_PREVIEW_ACCESS_TOKEN and refuses one equal to the delivery token", () => {
    expect(
      readContentServerEnv({ CONTENTFUL_PREVIEW_ACCESS_TOKEN: "p1" }, { defaultFile: "/x.json" }).previewAccessToken,
    ).toBe("p1");
    expect(() =>
      readContentServerEnv(
        { CONTENTFUL_ACCESS_TOKEN: "same", CONTENTFUL_PREVIEW_ACCESS_TOKEN: "same" },
        { defaultFile: "/x.json" },
      ),
    ).toThrow(/CONTENTFUL_PREVIEW_ACCESS_TOKEN must differ/);
  });
});
