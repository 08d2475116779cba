import type { Prefetch } from "../../app/page-types.js";
import { PAGE_SIZES, blogPostsQuery, pageQuery } from "../../app/queries.js";

/** The foundational page of the route's content slug and the sidebar's 3 latest blog posts. */
export const prefetch: Prefetch = async (queryClient, { props }) => {
  await Promise.all([
    queryClient.fetchQuery(pageQuery(props.slug ?? "")),
    queryClient.fetchQuery(blogPostsQuery({ page: 1, limit: PAGE_SIZES.sidebarBlogs })),
  ]);
};
