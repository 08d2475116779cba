import { describe, expect, it } from "vitest";
import { ContentError } from "../errors.js";
import { recordingLogger } from "../test-support/client-fakes.js";
import { createGuard } from "./failure-policy.js";

const sdkError = () =>
  Object.assign(new Error(JSON.stringify({ status: 500, statusText: "Server Error", message: "Down" })), {
    name: "ServerError",
  });

describe("the failure policy", () => {
  it("gives the operation's result when it succeeds", async () => {
    const logger = recordingLogger();
    expect(await createGuard(false, logger)("Reviews", null, () => Promise.resolve("ok"))).toBe("ok");
    expect(logger.errors).toEqual([]);
  });

  it("logs a failure and gives the empty result outside strict mode", async () => {
    const logger = recordingLogger();
    const empty = { items: [], total: 0, skip: 0, limit: 10 };
    expect(await createGuard(false, logger)("Video list", empty, () => Promise.reject(sdkError()))).toBe(empty);
    expect(logger.errors).toEqual(["[content] Video list failed: Down"]);
  });

  it("throws the failure as a ContentError in strict mode, without logging", async () => {
    const logger = recordingLogger();
    const failed = createGuard(true, logger)("Video list", null, () => Promise.reject(sdkError()));
    await expect(failed).rejects.toBeInstanceOf(ContentError);
    await expect(failed).rejects.toMatchObject({ name: "ServerError", status: 500 });
    expect(logger.errors).toEqual([]);
  });
});
