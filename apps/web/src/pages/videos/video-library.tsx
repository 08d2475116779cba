import { useSuspenseQuery } from "@tanstack/react-query";
import { imageUrl, videoPath } from "@tupelo-medicare/content/rules";
import { CardLibrary } from "../shared/card-library.js";
import { videosQuery } from "../../app/queries.js";
import { videoDate, videoLibraryPage, videoLibraryPath, videoPageCount } from "./video-library.data.js";
import { useInspector } from "../../preview/inspector.js";
import { usePageRoute } from "../../app/page-route.js";

const HEADING = "Medicare Video Library";
const DESCRIPTION =
  "Short, plain-language videos that explain Medicare: the four parts, enrollment dates, costs and how to choose a plan.";

/** The video library (/videos?page=): 3-column video cards with numbered pagination. */
export default function VideoLibrary() {
  const searchParams = usePageRoute().search;
  const page = videoLibraryPage(searchParams);
  const videos = useSuspenseQuery(videosQuery(page));
  const inspect = useInspector();

  return (
    <CardLibrary
      heading={HEADING}
      description={DESCRIPTION}
      page={page}
      pageCount={videoPageCount(videos.data.total)}
      pathOf={videoLibraryPath}
      empty={{ title: "No videos found", text: "Check back soon for new content" }}
      cards={videos.data.items.map((video, index) => ({
        id: video.id,
        href: videoPath(video.slug),
        title: video.title,
        description: video.description,
        image: {
          src: video.thumbnail?.url ? imageUrl(video.thumbnail.url, { width: 640, format: "webp" }) : null,
          alt: "",
          priority: index < 3,
        },
        meta: videoDate(video),
        actionLabel: "Watch Now »",
        ...inspect(video.id, "title"),
        // The label carries its own arrow; hide the card's.
        className: "[&_span[aria-hidden=true]>svg]:hidden",
      }))}
    />
  );
}
