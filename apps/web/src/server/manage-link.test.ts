import { describe, expect, it } from "vitest";
import { manageToken, manageTokenId, manageUrl } from "./manage-link.js";

const SECRET = "s".repeat(40);

describe("the change-or-cancel link", () => {
  it("names the appointment it was made for, and only with the secret it was made with", () => {
    const token = manageToken(SECRET, "sub_0mx74sc03_d312742a3f91");
    expect(manageTokenId(SECRET, token)).toBe("sub_0mx74sc03_d312742a3f91");
    expect(manageTokenId("t".repeat(40), token)).toBeNull();
  });

  it("names nothing when tampered: another id with the same signature, a changed or cut signature, junk", () => {
    const token = manageToken(SECRET, "sub_0mx74sc03_d312742a3f91");
    const signature = token.split(".")[1]!;
    expect(manageTokenId(SECRET, `sub_0mx74sc03_d312742a3f92.${signature}`)).toBeNull();
    const flipped = signature.startsWith("A") ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    expect(manageTokenId(SECRET, `sub_0mx74sc03_d312742a3f91.${flipped}`)).toBeNull();
    expect(manageTokenId(SECRET, token.slice(0, -2))).toBeNull();
    // Every other spelling of the last character (some decode to the same bytes) names nothing either.
    const last = signature.at(-1)!;
    for (const other of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
      if (other !== last)
        expect(manageTokenId(SECRET, `sub_0mx74sc03_d312742a3f91.${signature.slice(0, -1)}${other}`)).toBeNull();
    for (const junk of ["", ".", "abc", `${"x".repeat(300)}.${signature}`, "../etc.passwd", null, undefined])
      expect(manageTokenId(SECRET, junk)).toBeNull();
  });

  it("is an address on the site with nothing personal in it", () => {
    const url = new URL(manageUrl("https://www.example.com", SECRET, "sub_1"));
    expect(url.origin + url.pathname).toBe("https://www.example.com/book/manage");
    expect(manageTokenId(SECRET, url.searchParams.get("t"))).toBe("sub_1");
  });
});
