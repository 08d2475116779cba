import { afterEach, describe, expect, it } from "vitest";
import { postSubmission, SubmissionError } from "./deliver.js";
import { startReceiver } from "./test-support/receiver.js";

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe("postSubmission", () => {
  it("POSTs JSON with Content-Type application/json, byte for byte", async () => {
    const receiver = await startReceiver(200);
    close = receiver.close;
    const body = { firstName: "Ada", note: "<b>hi</b>" };
    await postSubmission(receiver.url, body);
    expect(receiver.received).toEqual([
      { method: "POST", contentType: "application/json", idempotencyKey: "", body: JSON.stringify(body) },
    ]);
  });
  it("fails on a non-OK status", async () => {
    const receiver = await startReceiver(500);
    close = receiver.close;
    await expect(postSubmission(receiver.url, {})).rejects.toMatchObject({ name: "SubmissionError", status: 500 });
  });
  it("fails on a network error with status 0", async () => {
    const receiver = await startReceiver(200);
    await receiver.close();
    const error = await postSubmission(receiver.url, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SubmissionError);
    expect(error).toMatchObject({ status: 0 });
  });
});
