import { describe, expect, it } from "vitest";
import { assetUrl, imageSrcSet, imageUrl, isImagesApiUrl } from "./assets.js";

describe("assetUrl", () => {
  it("prefixes protocol-relative Contentful addresses with https:", () => {
    expect(assetUrl("//images.ctfassets.net/space/id/token/photo.jpg")).toBe(
      "https://images.ctfassets.net/space/id/token/photo.jpg",
    );
  });
  it("keeps absolute and site-relative addresses", () => {
    expect(assetUrl("https://example.com/a.png")).toBe("https://example.com/a.png");
    expect(assetUrl("/embedded-assets/blog/a.webp")).toBe("/embedded-assets/blog/a.webp");
  });
  it("turns missing addresses into an empty string", () => {
    expect(assetUrl(undefined)).toBe("");
    expect(assetUrl(null)).toBe("");
  });
});

describe("imageUrl", () => {
  it("adds Images API width, height, format, quality and fit parameters", () => {
    const url = imageUrl("//images.ctfassets.net/s/i/t/team.jpg", {
      width: 300,
      height: 300,
      fit: "fill",
      format: "webp",
      quality: 80,
    });
    const parsed = new URL(url);
    expect(parsed.searchParams.get("w")).toBe("300");
    expect(parsed.searchParams.get("h")).toBe("300");
    expect(parsed.searchParams.get("fit")).toBe("fill");
    expect(parsed.searchParams.get("fm")).toBe("webp");
    expect(parsed.searchParams.get("q")).toBe("80");
  });
  it("leaves addresses on other hosts unchanged (local assets cannot be resized)", () => {
    expect(imageUrl("/embedded-assets/team/a.svg", { width: 300 })).toBe("/embedded-assets/team/a.svg");
    expect(isImagesApiUrl("https://evil.example/images.ctfassets.net/x.jpg")).toBe(false);
  });
});

describe("imageSrcSet", () => {
  it("lists each width with its w descriptor, keeping the aspect ratio", () => {
    const srcset = imageSrcSet("//images.ctfassets.net/s/i/t/team.jpg", [150, 300, 600], {
      fit: "fill",
      aspectRatio: 1,
    });
    const parts = srcset.split(", ");
    expect(parts).toHaveLength(3);
    expect(parts[0]).toMatch(/w=150&h=150&fit=fill 150w$/);
    expect(parts[2]).toMatch(/w=600&h=600&fit=fill 600w$/);
  });
  it("caps widths at the image's own width and drops duplicates", () => {
    const srcset = imageSrcSet("//images.ctfassets.net/s/i/t/small.jpg", [150, 300, 600], { maxWidth: 300 });
    expect(srcset.split(", ").map((part) => part.split(" ")[1])).toEqual(["150w", "300w"]);
  });
  it("is empty for hosts that do not resize", () => {
    expect(imageSrcSet("/embedded-assets/team/a.svg", [150, 300])).toBe("");
  });
});
