import { VideoEmbed } from "@tupelo-medicare/ui";
import type { VideoEmbedProps } from "@tupelo-medicare/ui";

export type SiteVideoProps = Pick<
  VideoEmbedProps,
  "title" | "videoUrl" | "youTubeLink" | "isSelfHosted" | "poster" | "className"
> & {
  /** 'Try Again' reloads the page (the video page) instead of retrying the player in place. */
  reloadOnRetry?: boolean;
};

/**
 * A video block that loads its player when 10% of it is visible, with the spinner, the failure message and
 * 'Try Again': prerendered, never hydrated; the plain video script (app/video-runtime.ts) does all of it.
 */
export function SiteVideo({ reloadOnRetry = false, ...props }: SiteVideoProps) {
  // data-retry tells the plain script; onRetry the kit's own component, where React renders it (tests, previews).
  return (
    <VideoEmbed
      {...props}
      data-retry={reloadOnRetry ? "reload" : undefined}
      onRetry={reloadOnRetry ? reloadPage : undefined}
    />
  );
}

function reloadPage() {
  window.location.reload();
}
