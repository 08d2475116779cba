import { describe, expect, it } from "vitest";
import { ContentConfigError, ContentError, ContentValidationError, toContentError } from "./errors.js";

describe("toContentError", () => {
  it("reads the SDK's JSON error message: status, message, requestId and details", () => {
    const sdkError = new Error(
      JSON.stringify({
        status: 404,
        statusText: "Not Found",
        message: "The resource could not be found.",
        details: { type: "Entry", id: "x" },
        requestId: "req-1",
      }),
    );
    sdkError.name = "NotFound";
    const error = toContentError(sdkError);
    expect(error).toBeInstanceOf(ContentError);
    expect(error).toMatchObject({
      name: "NotFound",
      status: 404,
      message: "The resource could not be found.",
      requestId: "req-1",
      details: { type: "Entry", id: "x" },
    });
  });
  it("marks connection failures with status 0 and keeps the code", () => {
    const raw = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:9"), { code: "ECONNREFUSED" });
    expect(toContentError(raw)).toMatchObject({
      name: "ConnectionError",
      status: 0,
      details: { code: "ECONNREFUSED" },
    });
  });
  it("recognises timeouts", () => {
    const raw = Object.assign(new Error("timeout of 30000ms exceeded"), { code: "ECONNABORTED" });
    expect(toContentError(raw)).toMatchObject({ name: "Timeout", status: 0 });
  });
  it("passes its own errors through unchanged", () => {
    const validation = new ContentValidationError({
      entryId: "e1",
      contentType: "video",
      field: "slug",
      problem: "Required",
    });
    const config = new ContentConfigError("no space");
    expect(toContentError(validation)).toBe(validation);
    expect(toContentError(config)).toBe(config);
  });
  it("wraps anything else", () => {
    expect(toContentError("boom")).toMatchObject({ name: "UnknownError", message: "boom", status: 0 });
  });
});

describe("ContentValidationError", () => {
  it("names the entry, the content type and the field", () => {
    const error = new ContentValidationError({
      entryId: "post-1",
      contentType: "pageBlogPost",
      field: "publishedDate",
      problem: "Expected an ISO date",
    });
    expect(error.message).toBe(
      "Invalid content in entry 'post-1' (content type 'pageBlogPost'), field 'publishedDate': Expected an ISO date",
    );
  });
});

describe("toContentError for the SDK's client-side NotFound", () => {
  it("gives status 404 and the CDA's message", () => {
    const sdkError = Object.assign(new Error("The resource could not be found."), {
      sys: { type: "Error", id: "NotFound" },
      details: { type: "Entry", id: "x" },
    });
    expect(toContentError(sdkError)).toMatchObject({
      name: "NotFound",
      status: 404,
      message: "The resource could not be found.",
      details: { type: "Entry", id: "x" },
    });
  });
});
