import { useSuspenseQuery } from "@tanstack/react-query";
import { imageUrl, videoPath } from "@tupelo-medicare/content/rules";
import { Pagination, Seo } from "@tupelo-medicare/ui";
import { ContentCard } from "../../islands/index.js";
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
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <Seo
        title={page > 1 ? `${HEADING}: Page ${page}` : HEADING}
        description={DESCRIPTION}
        canonical={videoLibraryPath(page)}
        structuredData={{
          type: "collectionpage",
          name: HEADING,
          description: DESCRIPTION,
          items: videos.data.items.map((video) => ({ name: video.title, url: videoPath(video.slug) })),
        }}
      />
      <header className="mb-8 flex flex-col gap-3">
        <h1 className="text-4xl font-bold text-primary-900 sm:text-5xl">{HEADING}</h1>
        <p className="max-w-prose text-lg text-muted">{DESCRIPTION}</p>
      </header>
      {videos.data.items.length === 0 ? (
        <div className="rounded-card border border-border-subtle bg-surface-alt p-8 text-center">
          <h2 className="text-2xl font-bold text-primary-900">No videos found</h2>
          <p className="mt-2 text-lg text-muted">Check back soon for new content</p>
        </div>
      ) : (
        <div className="flex flex-col gap-10">
          <ul className="m-0 grid list-none gap-6 p-0 sm:grid-cols-2 lg:grid-cols-3">
            {videos.data.items.map((video, index) => (
              <li key={video.id}>
                <ContentCard
                  href={videoPath(video.slug)}
                  title={video.title}
                  description={video.description}
                  image={{
                    src: video.thumbnail?.url ? imageUrl(video.thumbnail.url, { width: 640, format: "webp" }) : null,
                    alt: "",
                    priority: index < 3,
                  }}
                  meta={videoDate(video)}
                  actionLabel="Watch Now »"
                  headingLevel={2}
                  {...inspect(video.id, "title")}
                  // The label carries its own arrow; hide the card's.
                  className="[&_span[aria-hidden=true]>svg]:hidden"
                />
              </li>
            ))}
          </ul>
          <Pagination
            variant="numbered"
            page={page}
            totalPages={videoPageCount(videos.data.total)}
            hrefForPage={videoLibraryPath}
          />
        </div>
      )}
    </div>
  );
}
