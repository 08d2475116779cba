import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { observerOptions, setIntersectionMode, triggerIntersection } from "../test/observers";
import { VideoEmbed } from "./video-embed";

const youTube = "https://youtu.be/dQw4w9WgXcQ";

describe("VideoEmbed", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("loads only when 10% of it is visible", () => {
    setIntersectionMode("manual");
    const { container } = render(<VideoEmbed title="Medicare basics" youTubeLink={youTube} />);
    const block = container.querySelector("[data-slot=video-embed]")!;
    expect(block).toHaveAttribute("data-state", "idle");
    expect(container.querySelector("iframe")).toBeNull();
    expect(observerOptions(block)).toEqual([{ rootMargin: "0px", thresholds: [0.1] }]);
    act(() => {
      triggerIntersection(block);
    });
    expect(screen.getByTitle("Medicare basics")).toHaveAttribute(
      "src",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    );
  });

  it("carries what a plain script needs while it waits: the player's address and classes, the hidden spinner and failure message", () => {
    setIntersectionMode("manual");
    const { container } = render(<VideoEmbed title="Medicare basics" youTubeLink={youTube} loadTimeoutMs={15_000} />);
    const block = container.querySelector<HTMLElement>("[data-slot=video-embed]")!;
    expect(block.dataset).toMatchObject({
      kind: "frame",
      playerSrc: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
      title: "Medicare basics",
      loadTimeout: "15000",
      playerClass: "size-full border-0 opacity-0",
    });
    expect(block.querySelector<HTMLElement>("[data-video-part=loading]")!.hidden).toBe(true);
    const failure = block.querySelector<HTMLElement>("[data-video-part=error]")!;
    expect(failure.hidden).toBe(true);
    expect(failure.querySelector("[data-action=retry]")).toHaveTextContent("Try Again");
    // Hidden parts are not announced before their time.
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows a spinner until the frame loads", () => {
    render(<VideoEmbed title="Medicare basics" youTubeLink={youTube} />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading video...");
    fireEvent.load(screen.getByTitle("Medicare basics"));
    expect(screen.queryByRole("status")).toBeNull();
    expect(document.querySelector("[data-slot=video-embed]")).toHaveAttribute("data-state", "loaded");
  });

  it("shows the failure message with Try Again when the frame does not load, and Try Again loads it anew", () => {
    vi.useFakeTimers();
    render(<VideoEmbed title="Medicare basics" youTubeLink={youTube} loadTimeoutMs={20} />);
    const firstFrame = screen.getByTitle("Medicare basics");
    act(() => {
      vi.advanceTimersByTime(20);
    });
    expect(screen.getByRole("alert")).toHaveTextContent("Failed to load video. Please try again later.");
    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent("Loading video...");
    expect(screen.getByTitle("Medicare basics")).not.toBe(firstFrame);
  });

  it("fails after the load timeout when the frame never reports loading", () => {
    vi.useFakeTimers();
    render(<VideoEmbed title="Medicare basics" youTubeLink={youTube} loadTimeoutMs={20_000} />);
    act(() => {
      vi.advanceTimersByTime(19_999);
    });
    expect(screen.queryByRole("alert")).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole("alert")).toHaveTextContent("Failed to load video.");
  });

  it("calls onRetry instead when given (e.g. to reload the page)", async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<VideoEmbed title="Medicare basics" youTubeLink={youTube} onRetry={onRetry} loadTimeoutMs={20} />);
    await user.click(await screen.findByRole("button", { name: "Try Again" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["https://www.youtube.com/watch?v=tooShort"],
    ["https://youtube.com/playlist?list=PL123"],
    [""],
    [null],
    ["javascript:alert(1)"],
  ])("shows nothing for %s", (link) => {
    const { container } = render(<VideoEmbed title="Nothing" youTubeLink={link} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("plays self-hosted files in the native player with the unsupported-browser text", () => {
    render(<VideoEmbed title="Welcome" videoUrl="/media/welcome.mp4" isSelfHosted poster="/media/poster.jpg" />);
    const video = document.querySelector("video")!;
    expect(video).toHaveAttribute("controls");
    expect(video).toHaveAttribute("poster", "/media/poster.jpg");
    expect(video.querySelector("source")).toHaveAttribute("src", "/media/welcome.mp4");
    expect(video).toHaveTextContent("Sorry, your browser does not support embedded videos.");
    expect(screen.queryByRole("status")).toBeNull();
    fireEvent.error(video);
    expect(screen.getByRole("alert")).toHaveTextContent("Failed to load video.");
  });

  it("embeds Vimeo links as player addresses", () => {
    render(<VideoEmbed title="Vimeo" videoUrl="https://vimeo.com/76979871" />);
    expect(screen.getByTitle("Vimeo")).toHaveAttribute("src", "https://player.vimeo.com/video/76979871");
  });
});
