import { createContext, useContext, useId } from "react";
import type { ComponentProps, ComponentType } from "react";
import { ISLANDS } from "./catalog.js";
import type { IslandName } from "./catalog.js";

/**
 * Islands: the site is prerendered HTML, and only its interactive parts (header, buttons, forms, lazy images,
 * players) are hydrated in the browser, each as its own small React root. The prerender collects the islands a
 * page renders; the browser finds them by `data-island` and hydrates each with the props in `data-props`.
 */
export interface IslandRecord {
  name: IslandName;
  props: object;
}

/** The islands of one page render, by their React id. */
export class IslandCollector {
  readonly records = new Map<string, IslandRecord>();
}

/** Provided by the server render; without it (unit tests, Storybook) islands render in place like any component. */
export const IslandCollectorContext = createContext<IslandCollector | null>(null);

/** The marker the server replaces with the island's own render (see render-islands.tsx). */
export const ISLAND_MARKER = /<!--island:(.*?)-->/g;

export interface IslandProps<N extends IslandName> {
  name: N;
  props: ComponentProps<(typeof ISLANDS)[N]>;
  /** Wrap in a <span> (for phrasing content) instead of a <div>. */
  inline?: boolean;
}

/** Marks `name` as an island of the page; the wrapper takes no room (display: contents). */
export function Island<N extends IslandName>({ name, props, inline = false }: IslandProps<N>) {
  const key = useId();
  const collector = useContext(IslandCollectorContext);
  if (!collector) {
    const Component = ISLANDS[name] as ComponentType<object>;
    return <Component {...(props as object)} />;
  }
  collector.records.set(key, { name, props: props as object });
  const Tag = inline ? "span" : "div";
  return <Tag data-island={name} data-props={JSON.stringify(props)} className="contents" dangerouslySetInnerHTML={{ __html: `<!--island:${key}-->` }} />;
}
