import { expect, it } from "vitest";
import "./missing-module.js";

it("never runs", () => expect(1).toBe(1));
