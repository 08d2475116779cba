import * as React from "react";
import { resolveVideoSource, type VideoSource } from "@tupelo-medicare/content/rules";
import { CircleAlert, LoaderCircle, RotateCcw } from "lucide-react";
import { cn } from "../lib/cn";
import { VIDEO_LOAD_TIMEOUT_MS, VIDEO_OBSERVER_THRESHOLD } from "../lib/constants";
import { useInViewOnce } from "../internal/use-in-view";
import { Button } from "./button";

type VideoEmbedProps = Omit<React.ComponentProps<"div">, "title"> & {
  /** The video's title: names the frame or player for screen readers. */
  title: string;
  /** The video address (a file for self-hosted videos, or any embeddable link). */
  videoUrl?: string | null;
  /** A YouTube link (short, watch, embed or v/ form); wins over videoUrl for embeds. */
  youTubeLink?: string | null;
  /** Plays videoUrl with the native player. */
  isSelfHosted?: boolean | null;
  /** Poster image of the native player. */
  poster?: string;
  /** Called by 'Try Again'; without it the player is simply reloaded. */
  onRetry?: () => void;
  /** An embed that has not loaded after this long shows the failure message. @defaultValue 20000 */
  loadTimeoutMs?: number;
};

type PlayerState = "loading" | "loaded" | "error";

const BOX_CLASS = "relative aspect-video w-full overflow-hidden rounded-card bg-primary-900 text-white";
const VIDEO_CLASS = "size-full bg-black";
const FRAME_ALLOW = "accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share";

/**
 * A video block (docs/product.md: Pages and routes, Display rules): nothing without a usable address (a YouTube link needs an 11-character id),
 * the native player for self-hosted files, otherwise an embedded frame. It loads when 10% of it is visible,
 * shows a spinner until the frame loads, and a failure message with 'Try Again' if it does not load in time
 * (frames report no load errors) or the native player reports an error.
 *
 * Without React in the browser (a prerendered page that hydrates nothing), the waiting block carries what a small
 * plain script needs to do the same: `data-kind` ('file' or 'frame'), `data-player-src`, `data-title`,
 * `data-poster`, `data-load-timeout` and the player's classes (`data-player-class`), with the spinner and the
 * failure message prerendered hidden (`[data-video-part=loading]`, `[data-video-part=error]`, whose button has
 * `data-action="retry"`). Without JavaScript at all, a <noscript> player takes the block.
 */
function VideoEmbed({
  title,
  videoUrl,
  youTubeLink,
  isSelfHosted,
  poster,
  onRetry,
  loadTimeoutMs = VIDEO_LOAD_TIMEOUT_MS,
  className,
  ...props
}: VideoEmbedProps) {
  const source: VideoSource | null = resolveVideoSource({ videoUrl, youTubeLink, isSelfHosted });
  const [ref, inView] = useInViewOnce<HTMLDivElement>({ threshold: VIDEO_OBSERVER_THRESHOLD });
  const [state, setState] = React.useState<PlayerState>("loading");
  const [attempt, setAttempt] = React.useState(0);
  const isFrame = source !== null && source.kind !== "file";

  React.useEffect(() => {
    if (!inView || !isFrame || state !== "loading") return;
    const timer = setTimeout(() => setState("error"), loadTimeoutMs);
    return () => clearTimeout(timer);
  }, [inView, isFrame, state, attempt, loadTimeoutMs]);

  if (!source) return null;

  const retry = () => {
    if (onRetry) {
      onRetry();
      return;
    }
    setState("loading");
    setAttempt((value) => value + 1);
  };

  const frameClass = (loaded: boolean) => cn("size-full border-0", loaded ? "opacity-100" : "opacity-0");
  const spinner = (hidden: boolean) => (
    <div
      role="status"
      hidden={hidden}
      data-video-part="loading"
      className="absolute inset-0 flex flex-col items-center justify-center gap-3"
    >
      <LoaderCircle aria-hidden="true" className="size-12 animate-spin motion-reduce:animate-none" />
      <span className="font-semibold">Loading video...</span>
    </div>
  );
  const failure = (hidden: boolean) => (
    <div
      role="alert"
      hidden={hidden}
      data-video-part="error"
      className="absolute inset-0 flex flex-col items-center justify-center gap-4 bg-primary-900 p-6 text-center [--color-focus:var(--color-focus-inverse)]"
    >
      <CircleAlert aria-hidden="true" className="size-10" />
      <p className="m-0 text-lg font-semibold">Failed to load video. Please try again later.</p>
      <Button variant="inverse" onClick={retry} data-action="retry">
        <RotateCcw aria-hidden="true" />
        Try Again
      </Button>
    </div>
  );

  if (!inView) {
    const isFile = source.kind === "file";
    const playerSrc = isFile ? source.src : source.embedUrl;
    return (
      <div
        ref={ref}
        data-slot="video-embed"
        data-state="idle"
        data-kind={isFile ? "file" : "frame"}
        data-player-src={playerSrc}
        data-title={title}
        data-poster={isFile ? poster : undefined}
        data-load-timeout={loadTimeoutMs}
        data-player-class={isFile ? VIDEO_CLASS : frameClass(false)}
        className={cn(BOX_CLASS, className)}
        {...props}
      >
        {isFile ? null : spinner(true)}
        {failure(true)}
        <noscript>
          {isFile ? (
            <video controls preload="metadata" poster={poster} aria-label={title} className={VIDEO_CLASS}>
              <source src={playerSrc} />
              Sorry, your browser does not support embedded videos.
            </video>
          ) : (
            <iframe
              src={playerSrc}
              title={title}
              allow={FRAME_ALLOW}
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
              className="size-full border-0"
            />
          )}
        </noscript>
      </div>
    );
  }

  return (
    <div ref={ref} data-slot="video-embed" data-state={state} className={cn(BOX_CLASS, className)} {...props}>
      {source.kind === "file" ? (
        <video
          key={attempt}
          controls
          preload="metadata"
          poster={poster}
          aria-label={title}
          className={VIDEO_CLASS}
          onLoadedData={() => setState("loaded")}
          onError={() => setState("error")}
        >
          <source src={source.src} onError={() => setState("error")} />
          Sorry, your browser does not support embedded videos.
        </video>
      ) : null}
      {source.kind !== "file" ? (
        <iframe
          key={attempt}
          src={source.embedUrl}
          title={title}
          allow={FRAME_ALLOW}
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className={frameClass(state === "loaded")}
          // A frame that loads after the timeout keeps the failure message until Try Again.
          onLoad={() => setState((current) => (current === "loading" ? "loaded" : current))}
        />
      ) : null}
      {isFrame && state === "loading" ? spinner(false) : null}
      {state === "error" ? failure(false) : null}
    </div>
  );
}

export { VideoEmbed };
export type { VideoEmbedProps };
