/**
 * Where the page being rendered is: its path, query string and route params, from the render's one route match
 * (site/app.tsx provides it). Pages read it instead of a router: the site is prerendered, and links are ordinary
 * page loads.
 */
import { createContext, useContext } from "react";

export interface PageRoute {
  pathname: string;
  search: URLSearchParams;
  /** The route's `:name` segments (app/site-routes.ts). */
  params: Record<string, string | undefined>;
}

export const PageRouteContext = createContext<PageRoute>({ pathname: "/", search: new URLSearchParams(), params: {} });

/** The page's path, query string and route params. */
export function usePageRoute(): PageRoute {
  return useContext(PageRouteContext);
}
