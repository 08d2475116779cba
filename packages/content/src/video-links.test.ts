import { describe, expect, it } from "vitest";
import { pageVideoEmbedUrl, resolveVideoSource, vimeoEmbedUrl, youTubeEmbedUrl, youTubeId } from "./video-links.js";

describe("youTubeId", () => {
  it.each([
    ["https://youtu.be/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=30s", "dQw4w9WgXcQ"],
    ["https://youtube.com/embed/dQw4w9WgXcQ?rel=0", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/v/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["//www.youtube-nocookie.com/embed/a_b-c1234_Z", "a_b-c1234_Z"],
  ])("extracts the id of %s", (link, id) => expect(youTubeId(link)).toBe(id));
  it.each([
    "https://youtu.be/Ir3maa",
    "https://youtu.be/dQw4w9WgXcQQ",
    "https://www.youtube.com/watch?v=short",
    "https://www.youtube.com/channel/UC123",
    "dQw4w9WgXcQ",
    "",
    null,
  ])("finds no id in %j", (link) => expect(youTubeId(link)).toBeNull());
});

describe("pageVideoEmbedUrl", () => {
  it("accepts an embed URL or a bare 11-character id", () => {
    expect(pageVideoEmbedUrl("https://www.youtube.com/embed/dQw4w9WgXcQ")).toBe(youTubeEmbedUrl("dQw4w9WgXcQ"));
    expect(pageVideoEmbedUrl(" dQw4w9WgXcQ ")).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    expect(pageVideoEmbedUrl("not a video link")).toBeNull();
    expect(pageVideoEmbedUrl("")).toBeNull();
  });
});

describe("vimeoEmbedUrl", () => {
  it("builds the player address", () => {
    expect(vimeoEmbedUrl("https://vimeo.com/824613579")).toBe("https://player.vimeo.com/video/824613579");
    expect(vimeoEmbedUrl("https://player.vimeo.com/video/824613579?h=1")).toBe(
      "https://player.vimeo.com/video/824613579",
    );
    expect(vimeoEmbedUrl("https://vimeo.com/channels/staff")).toBeNull();
  });
});

describe("resolveVideoSource", () => {
  it("shows YouTube links as embeds only with an extractable id", () => {
    expect(resolveVideoSource({ youTubeLink: "https://youtu.be/dQw4w9WgXcQ" })).toEqual({
      kind: "youtube",
      id: "dQw4w9WgXcQ",
      embedUrl: youTubeEmbedUrl("dQw4w9WgXcQ"),
    });
    expect(resolveVideoSource({ youTubeLink: "https://youtu.be/Ir3maa" })).toBeNull();
  });
  it("converts Vimeo links and keeps other http(s) embed addresses as they are", () => {
    expect(resolveVideoSource({ videoUrl: "https://vimeo.com/1" })).toEqual({
      kind: "vimeo",
      embedUrl: "https://player.vimeo.com/video/1",
    });
    expect(resolveVideoSource({ videoUrl: "https://videos.example.com/embed/7" })).toEqual({
      kind: "embed",
      embedUrl: "https://videos.example.com/embed/7",
    });
  });
  it("plays self-hosted files natively", () => {
    expect(resolveVideoSource({ videoUrl: "/embedded-assets/videos/a.webm", isSelfHosted: true })).toEqual({
      kind: "file",
      src: "/embedded-assets/videos/a.webm",
    });
  });
  it("shows nothing without an address or for unsafe ones", () => {
    expect(resolveVideoSource({})).toBeNull();
    expect(resolveVideoSource({ videoUrl: "javascript:alert(1)" })).toBeNull();
    expect(resolveVideoSource({ videoUrl: "javascript:alert(1)", isSelfHosted: true })).toBeNull();
    expect(resolveVideoSource({ videoUrl: "data:video/mp4;base64,AAAA" })).toBeNull();
  });
});
