import type { Prefetch } from "../../app/page-types.js";
import { PAGE_SIZES, blogPostsQuery, siteSettingsQuery } from "../../app/queries.js";

/** The home page's latest posts: page 1 of the blog, three posts (docs/product.md: Calls). */
export const homePostsQuery = () => blogPostsQuery({ page: 1, limit: PAGE_SIZES.homePosts });

/** Home: the stated claims and compliance text (site settings) and the three latest blog posts. */
export const prefetch: Prefetch = async (queryClient) => {
  await Promise.all([queryClient.fetchQuery(siteSettingsQuery()), queryClient.fetchQuery(homePostsQuery())]);
};
