import type { NavGroup } from "@tupelo-medicare/ui";

/**
 * The header island's props for a page: the page's path when the menu links to it (the header marks that link as the
 * current page), and nothing otherwise, so every page off the menu (each post, each list page) has the same header,
 * rendered once per pass (renderIslands' cache) and hydrated from the same props.
 */
export function headerProps(pathname: string, navigation: readonly NavGroup[]): { currentPath?: string } {
  const onMenu = navigation.some(
    (group) => group.href === pathname || group.items.some((item) => item.href === pathname),
  );
  return onMenu ? { currentPath: pathname } : {};
}
