/** Blog list addresses (no data code: the category island imports this). */

/** The address of a blog list page: '/blog', '/blog?page=2', '/blog?category=x', '/blog?category=x&page=2'. */
export function blogListPath(category: string, page = 1): string {
  const params = new URLSearchParams();
  if (category && category !== "all") params.set("category", category);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/blog?${query}` : "/blog";
}
