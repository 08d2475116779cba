import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { asset, doc, embeddedEntry, entry } from "./fixtures/builders.js";
import { selfHostedVideo, vimeoVideo, youTubeVideo } from "./fixtures/entries.js";
import { RichText } from "./index.js";
import type { VideoEmbedProps } from "./index.js";

const videoDocument = (fields: Record<string, unknown>) =>
  doc(embeddedEntry(entry("video", { slug: "v", title: "A video", ...fields })));

describe("YouTube links", () => {
  it.each([
    ["short", "https://youtu.be/Tm5pWcB7qXa"],
    ["watch", "https://www.youtube.com/watch?v=Tm5pWcB7qXa&t=30s"],
    ["watch with the id not first", "https://www.youtube.com/watch?feature=share&v=Tm5pWcB7qXa"],
    ["embed", "https://www.youtube.com/embed/Tm5pWcB7qXa"],
    ["v/", "https://www.youtube.com/v/Tm5pWcB7qXa"],
    ["mobile", "https://m.youtube.com/watch?v=Tm5pWcB7qXa"],
  ])("accept the %s form and embed the 11-character id", (_form, youTubeLink) => {
    render(<RichText document={videoDocument({ youTubeLink })} />);
    expect(screen.getByTitle("A video")).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/Tm5pWcB7qXa");
  });

  it.each([
    ["a 6-character id", "https://youtu.be/Ir3maa"],
    ["a 12-character id", "https://youtu.be/Tm5pWcB7qXaZ"],
    ["a channel page", "https://www.youtube.com/@medicare"],
    ["a watch link without v", "https://www.youtube.com/watch?list=PL123"],
    ["a javascript: link mentioning youtu.be", "javascript:alert('youtu.be/Tm5pWcB7qXa')"],
  ])("show nothing for %s", (_name, youTubeLink) => {
    const { container } = render(<RichText document={videoDocument({ youTubeLink })} />);
    expect(container.querySelector("iframe, video")).toBeNull();
  });
});

describe("other video addresses", () => {
  it("turn Vimeo links into player embeds", () => {
    render(<RichText document={doc(embeddedEntry(vimeoVideo))} />);
    expect(screen.getByTitle("Avoiding Late Penalties")).toHaveAttribute(
      "src",
      "https://player.vimeo.com/video/824613579",
    );
  });

  it("embed other https addresses as they are", () => {
    render(<RichText document={videoDocument({ videoUrl: "https://player.example.com/embed/42" })} />);
    expect(screen.getByTitle("A video")).toHaveAttribute("src", "https://player.example.com/embed/42");
  });

  it("give protocol-relative embed addresses https:", () => {
    render(<RichText document={videoDocument({ videoUrl: "//player.example.com/embed/42" })} />);
    expect(screen.getByTitle("A video")).toHaveAttribute("src", "https://player.example.com/embed/42");
  });

  it.each(["http://player.example.com/embed/42", "/local/embed", "javascript:alert(1)", "data:text/html,hi", ""])(
    "never frame %j (iframes take https only)",
    (videoUrl) => {
      const { container } = render(<RichText document={videoDocument({ videoUrl })} />);
      expect(container.querySelector("iframe")).toBeNull();
    },
  );

  it("show nothing without any video address", () => {
    const { container } = render(<RichText document={videoDocument({})} />);
    expect(container.querySelector("[data-slot=rich-text]")).toBeEmptyDOMElement();
  });
});

describe("the default player", () => {
  it("is an accessible, lazy iframe in a 16:9 wrapper", () => {
    render(<RichText document={doc(embeddedEntry(youTubeVideo))} />);
    const frame = screen.getByTitle("What Is Medicare? In Five Minutes");
    expect(frame.tagName).toBe("IFRAME");
    expect(frame).toHaveAttribute("loading", "lazy");
    expect(frame).toHaveAttribute("referrerpolicy", "strict-origin-when-cross-origin");
    expect(frame).toHaveAttribute("allowfullscreen");
    expect(frame.getAttribute("allow")).toContain("encrypted-media");
    expect(frame.parentElement).toHaveClass("aspect-video");
    expect(frame).toHaveClass("absolute", "inset-0", "size-full");
    expect(frame.parentElement?.querySelector("[style]")).toBeNull();
  });

  it("names an untitled video 'Embedded video'", () => {
    render(
      <RichText
        document={doc(embeddedEntry(entry("youTubeEmbed", { youTubeLink: "https://youtu.be/Tm5pWcB7qXa" })))}
      />,
    );
    expect(screen.getByTitle("Embedded video").tagName).toBe("IFRAME");
  });

  it("plays self-hosted video natively with controls, preload=none, a poster and the fallback text", () => {
    const { container } = render(<RichText document={doc(embeddedEntry(selfHostedVideo))} />);
    const player = container.querySelector("video");
    expect(player).toHaveAttribute("src", "/embedded-assets/videos/welcome.webm");
    expect(player).toHaveAttribute("controls");
    expect(player).toHaveAttribute("preload", "none");
    expect(player).toHaveAttribute("poster", "/embedded-assets/videos/thumb-welcome.webp");
    expect(player).toHaveAttribute("aria-label", "Welcome to our office");
    expect(player).toHaveTextContent("Sorry, your browser does not support embedded videos.");
    expect(container.querySelector("iframe")).toBeNull();
  });

  it("leaves out an unsafe poster and refuses an unsafe self-hosted file", () => {
    const poster = asset({ url: "javascript:alert(1)//x.png", contentType: "image/png" });
    const { container, rerender } = render(
      <RichText document={videoDocument({ isSelfHosted: true, videoUrl: "/v.mp4", thumbnailImage: poster })} />,
    );
    expect(container.querySelector("video")).not.toHaveAttribute("poster");
    rerender(<RichText document={videoDocument({ isSelfHosted: true, videoUrl: "data:video/mp4;base64,AAAA" })} />);
    expect(container.querySelector("video")).toBeNull();
  });
});

describe("an injected VideoEmbed", () => {
  it("receives the title, the resolved source and the poster for video and youTubeEmbed entries", () => {
    const VideoEmbed = vi.fn((props: VideoEmbedProps) => <p>player for {props.title}</p>);
    render(
      <RichText
        document={doc(
          embeddedEntry(youTubeVideo),
          embeddedEntry(selfHostedVideo),
          embeddedEntry(entry("youTubeEmbed", { title: "Short", youTubeLink: "https://youtu.be/Tm5pWcB7qXa" })),
        )}
        components={{ VideoEmbed }}
      />,
    );
    expect(VideoEmbed.mock.calls.map(([props]) => props)).toEqual([
      {
        title: "What Is Medicare? In Five Minutes",
        source: { kind: "youtube", id: "Tm5pWcB7qXa", embedUrl: "https://www.youtube-nocookie.com/embed/Tm5pWcB7qXa" },
        poster: "/embedded-assets/videos/thumb-welcome.webp",
      },
      {
        title: "Welcome to our office",
        source: { kind: "file", src: "/embedded-assets/videos/welcome.webm" },
        poster: "/embedded-assets/videos/thumb-welcome.webp",
      },
      {
        title: "Short",
        source: { kind: "youtube", id: "Tm5pWcB7qXa", embedUrl: "https://www.youtube-nocookie.com/embed/Tm5pWcB7qXa" },
        poster: null,
      },
    ]);
    expect(screen.getByText("player for Short")).toBeInTheDocument();
  });

  it("is not called when there is nothing to show", () => {
    const VideoEmbed = vi.fn(() => null);
    render(
      <RichText document={videoDocument({ youTubeLink: "https://youtu.be/short" })} components={{ VideoEmbed }} />,
    );
    expect(VideoEmbed).not.toHaveBeenCalled();
  });
});
