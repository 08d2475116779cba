import type { Prefetch } from "../../app/page-types.js";
import { PAGE_SIZES, blogPostsQuery, pageQuery } from "../../app/queries.js";

/** The content slug of the free Medicare guide page. */
export const MEDICARE_BREAKDOWN_SLUG = "medicare-breakdown";

/** The page and the sidebar's 3 latest blog posts. */
export const prefetch: Prefetch = async (queryClient) => {
  await Promise.all([
    queryClient.fetchQuery(pageQuery(MEDICARE_BREAKDOWN_SLUG)),
    queryClient.fetchQuery(blogPostsQuery({ page: 1, limit: PAGE_SIZES.sidebarBlogs })),
  ]);
};
