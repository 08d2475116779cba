import { describe, expect, it } from "vitest";
import { SOA_VERSION, soaStatements, soaText } from "./soa.js";

describe("Scope of Appointment", () => {
  const statements = soaStatements();
  const text = soaText().toLowerCase();

  it("has a dated version", () => {
    expect(SOA_VERSION).toMatch(/^soa-\d{4}-\d{2}-\d{2}$/);
  });

  it("says there is no obligation to enroll", () => {
    expect(text).toContain("you do not have to join a plan");
    expect(text).toContain("does not oblige you to enroll");
  });

  it("says current and future Medicare enrollment are not affected and no one is enrolled automatically", () => {
    expect(text).toContain("will not change your current medicare coverage or your future enrollment");
    expect(text).toContain("no one will enroll you in a plan automatically");
  });

  it("says the agent is a licensed agent of the agency, not from Medicare or the government", () => {
    expect(text).toContain("licensed insurance agent of our agency");
    expect(text).toContain("does not work for medicare or for any government agency");
  });

  it("says the agent may be paid based on enrollment", () => {
    expect(text).toContain("may be paid based on your enrollment in a plan");
  });

  it("says only the chosen products are discussed and another product needs a new scope first", () => {
    expect(text).toContain("only about the types of products you chose");
    expect(text).toContain("must first agree a new scope of appointment");
  });

  it("is each statement one or two plain sentences, and the text is the statements one a line", () => {
    expect(statements).toHaveLength(5);
    for (const statement of statements) {
      const sentences = statement.split(/(?<=\.)\s+/);
      expect(sentences.length).toBeLessThanOrEqual(2);
      expect(statement).toMatch(/^[A-Z][^\n]*\.$/);
    }
    expect(soaText()).toBe(statements.join("\n"));
  });

  it("cannot be changed by a caller", () => {
    expect(() => (statements as string[]).push("You must enroll.")).toThrow(TypeError);
    expect(soaStatements()).toHaveLength(5);
  });
});
