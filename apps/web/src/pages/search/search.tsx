/**
 * /search: the site search page. Prerendered with no query (the form and popular topics); the server answers
 * `?q=…` by filling the search island with its results (src/server/region-pages.ts), and the island answers later
 * queries in the browser.
 */
import { Seo } from "@tupelo-medicare/ui";
import { SEARCH_PATH } from "../../app/search-path.js";
import { SearchRegion } from "../../islands/search-region.js";

export default function SearchPage() {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 lg:py-14">
      <Seo
        title="Search"
        description="Search every article, guide, video and page on Medicare."
        canonical={SEARCH_PATH}
        noindex
      />
      <h1 className="mt-0 mb-6 text-4xl leading-tight font-bold text-primary-900 sm:text-5xl">Search</h1>
      <SearchRegion />
    </div>
  );
}
