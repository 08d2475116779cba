import { BlogCategorySelect } from "./blog-category-select.js";
import type { BlogCategorySelectProps } from "./blog-category-select.js";

export type CategorySelectIslandProps = BlogCategorySelectProps;

/** The blog's category dropdown: choosing a category opens /blog?category={slug}. */
export default function CategorySelectIsland(props: BlogCategorySelectProps) {
  return <BlogCategorySelect {...props} />;
}
