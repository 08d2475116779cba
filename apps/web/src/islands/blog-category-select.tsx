/** The blog's category dropdown (an island: pages render it through ../islands). */
import { useId } from "react";
import type { Category } from "@tupelo-medicare/content";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@tupelo-medicare/ui";
import { navigateTo } from "./navigate.js";
import { blogListPath } from "../app/blog-paths.js";

export interface BlogCategorySelectProps {
  categories: readonly Category[];
  /** The selected category slug ('all' for every post); empty shows the placeholder. */
  value: string;
  label: string;
  /** @defaultValue 'Choose a category' */
  placeholder?: string;
}

/**
 * The category dropdown: 'All Categories' plus every category by slug. Choosing one opens its first page of
 * posts (/blog?category={slug}); 'All Categories' opens /blog.
 */
export function BlogCategorySelect({
  categories,
  value,
  label,
  placeholder = "Choose a category",
}: BlogCategorySelectProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const triggerId = `${id}-trigger`;
  const options = categories.filter((category) => category.slug && category.slug !== "all");
  const selected = value === "all" || options.some((category) => category.slug === value) ? value : "";
  const selectedName =
    selected === "all" ? "All Categories" : options.find((category) => category.slug === selected)?.name;
  return (
    <div className="flex flex-col gap-2">
      <label id={labelId} htmlFor={triggerId} className="font-semibold text-ink">
        {label}
      </label>
      <Select value={selected} onValueChange={(next) => navigateTo(blogListPath(next))}>
        {/* Named by the label and the current choice, e.g. 'Filter by category Enrollment'. */}
        <SelectTrigger id={triggerId} aria-labelledby={`${labelId} ${triggerId}`}>
          {/* The chosen name is given, not looked up from the (client-only) list, so the prerendered HTML shows it. */}
          <SelectValue placeholder={placeholder}>{selectedName}</SelectValue>
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="all">All Categories</SelectItem>
          {options.map((category) => (
            <SelectItem key={category.id} value={category.slug}>
              {category.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
