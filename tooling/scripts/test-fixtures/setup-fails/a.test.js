import { expect, it } from "vitest";

it("would pass", () => expect(1).toBe(1));
