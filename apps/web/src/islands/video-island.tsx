import { VideoEmbed } from "@tupelo-medicare/ui";
import type { VideoEmbedProps } from "@tupelo-medicare/ui";

export type VideoIslandProps = Pick<VideoEmbedProps, "title" | "videoUrl" | "youTubeLink" | "isSelfHosted" | "poster" | "className"> & {
  /** 'Try Again' reloads the page (the video page) instead of retrying the frame in place. */
  reloadOnRetry?: boolean;
};

function reloadPage() {
  window.location.reload();
}

/** The lazily loaded video player with its spinner, failure message and Try Again. */
export default function VideoIsland({ reloadOnRetry = false, ...props }: VideoIslandProps) {
  return <VideoEmbed {...props} onRetry={reloadOnRetry ? reloadPage : undefined} />;
}
