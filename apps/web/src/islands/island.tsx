import { createContext, use, useContext, useId } from "react";
import type { ComponentType } from "react";
import { ISLANDS, loadIsland, loadedIsland } from "./islands.js";
import type { HydrationStrategy, IslandName, IslandPropsOf } from "./islands.js";
import { PressShell, hasPressShell } from "./press-shell.js";

/**
 * Islands: the site is prerendered HTML, and only its interactive parts (header, buttons, forms, lazy images,
 * players) are hydrated in the browser, each as its own small React root. The prerender collects the islands a
 * page renders; the browser finds them by `data-island` and hydrates each with the props in `data-props`.
 */
export interface IslandRecord {
  name: IslandName;
  props: object;
  hydrate: HydrationStrategy;
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
  props: IslandPropsOf<N>;
  /** When this use hydrates; defaults to the island's own moment (islands.ts). */
  hydrate?: HydrationStrategy;
  /** Wrap in a <span> (for phrasing content) instead of a <div>. */
  inline?: boolean;
}

/** The island's component, rendered in place (tests, Storybook); suspends until its code is loaded. */
function InPlace({ name, props }: { name: IslandName; props: object }) {
  const Component = (loadedIsland(name) ?? use(loadIsland(name))) as ComponentType<object>;
  return <Component {...props} />;
}

/**
 * Marks `name` as an island of the page; the wrapper takes no room (display: contents). An island whose press opens
 * a dialog (press-shell.tsx) is followed by that dialog's plain-HTML placeholder, unless it sits in phrasing content.
 */
export function Island<N extends IslandName>({ name, props, hydrate, inline = false }: IslandProps<N>) {
  const key = useId();
  const collector = useContext(IslandCollectorContext);
  if (!collector) return <InPlace name={name} props={props} />;
  const moment = hydrate ?? ISLANDS[name].hydrate;
  collector.records.set(key, { name, props, hydrate: moment });
  const Tag = inline ? "span" : "div";
  const shell = !inline && moment !== "load" && hasPressShell(name) ? `${key}shell` : undefined;
  return (
    <>
      <Tag
        data-island={name}
        data-hydrate={moment}
        data-props={JSON.stringify(props)}
        data-shell={shell}
        className="contents"
        dangerouslySetInnerHTML={{ __html: `<!--island:${key}-->` }}
      />
      {shell ? <PressShell id={shell} name={name} props={props} /> : null}
    </>
  );
}
