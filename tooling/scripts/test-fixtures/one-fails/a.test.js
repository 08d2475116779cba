import { describe, expect, it } from "vitest";

describe("the feed", () => {
  it("would pass", () => expect(1).toBe(1));
  it("hears a change", () => expect("late", "B hears A's change").toBe("heard"));
});
