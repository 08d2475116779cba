/**
 * Every island of the site, described once: where its code is and when it hydrates by default. The server loads
 * every island's code before it renders (loadIslands), the browser loads each one's code on its own when its moment
 * comes, so a page downloads only the islands it shows. A page can choose another moment for one use, as Astro's
 * client directives do: `<Island name="lead-button" hydrate="load" props={...} />`.
 */
import type { ComponentProps, ComponentType } from "react";
import { unansweredQuery } from "../tools/search/address-query.js";

/**
 * When an island's code loads and hydrates:
 * - 'load': at once (the page's main interactive parts);
 * - 'visible': when it comes within 200 px of the viewport (cards, images, players further down);
 * - 'interaction': at the first sign of use: pointer over it, touch, or keyboard focus inside it. A press that
 *   comes before the code is replayed once the island is live (the header's menus, the blog's category dropdown);
 * - 'scroll': at the page's first scroll (the mobile appointment bar, which shows only while the page scrolls).
 */
export type HydrationStrategy = "load" | "visible" | "interaction" | "scroll";

export const HYDRATION_STRATEGIES: readonly HydrationStrategy[] = ["load", "visible", "interaction", "scroll"];

/** How far outside the viewport a 'visible' island starts hydrating. */
export const VISIBLE_ROOT_MARGIN = "200px";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any island's props
type AnyComponent = ComponentType<any>;

export interface IslandDefinition<C extends AnyComponent = AnyComponent> {
  load: () => Promise<{ default: C }>;
  hydrate: HydrationStrategy;
  /**
   * Whether one use must hydrate at load whatever its moment, from its props (data-props): its server markup is out of
   * date and only the island can bring it up to date.
   */
  atLoad?: (props: ComponentProps<C>) => boolean;
}

const island = <C extends AnyComponent>(
  load: () => Promise<{ default: C }>,
  hydrate: HydrationStrategy,
  atLoad?: (props: ComponentProps<C>) => boolean,
): IslandDefinition<C> => ({ load, hydrate, atLoad });

/**
 * Whether the server answered a timeline for a day more than a day from the visitor's own (time zones aside): a page
 * the service worker kept from an earlier day, whose dates the island answers again (timeline-tool-island.tsx).
 */
export function answeredAnotherDay(served: string | undefined, now = new Date()): boolean {
  if (served === undefined) return false;
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return !(Math.abs(Date.parse(served) - today) <= 86_400_000);
}

export const ISLANDS = {
  header: island(() => import("./header-island.js"), "interaction"),
  "mobile-bar": island(() => import("./mobile-bar-island.js"), "scroll"),
  // A press before the code is there opens a placeholder dialog at once and is replayed once the island is live;
  // the island is live only once its dialog's code is there too, so the replayed press opens it straight away.
  "lead-button": island(async () => {
    const module = await import("./lead-button-island.js");
    await module.prepare();
    return module;
  }, "interaction"),
  timeline: island(() => import("./timeline-island.js"), "visible"),
  // 'Your Medicare timeline' and the Medicare money calculators, wherever an editor embeds a medicareTimelineTool or a
  // medicareMoneyCalculator entry. On interaction: the server renders a bookmarked or submitted address's answer
  // (regions.ts, server/region-pages.ts) and their forms are plain GET forms, so nothing waits on the island;
  // what the visitor types before it is live stays (form-changes.ts). A timeline the server answered on another day
  // (a page the service worker kept) hydrates at load, to answer it again for today.
  "timeline-tool": island(
    () => import("../tools/timeline/timeline-tool-island.js"),
    "interaction",
    ({ initial }) => answeredAnotherDay(initial?.today),
  ),
  "money-calculator": island(() => import("../tools/calculators/money-calculator-island.js"), "interaction"),
  "contact-form": island(() => import("./contact-form-island.js"), "load"),
  "lead-form": island(() => import("./lead-form-island.js"), "load"),
  "category-select": island(() => import("./category-select-island.js"), "interaction"),
  // Only on /book: the booking flow works with no script (plain posts); live, it fills the visitor's time zone and
  // posts each step in place (no reload; the same pages, from the server).
  booking: island(() => import("../tools/booking/booking-island.js"), "interaction"),
  // Only on /search. On interaction: the server answers /search?q=… and the form is a plain GET form, so nothing waits
  // on the island (a press of Search before it is live is held and replayed); its engine and index load on the first
  // query the browser answers itself. A query the server did not answer (the cached page, offline) hydrates at load.
  search: island(
    () => import("../tools/search/search-island.js"),
    "interaction",
    (props) => typeof location !== "undefined" && unansweredQuery(props, location.search),
  ),
};

export type IslandName = keyof typeof ISLANDS;

/** The props of an island's component. */
export type IslandPropsOf<N extends IslandName> = ComponentProps<
  Awaited<ReturnType<(typeof ISLANDS)[N]["load"]>>["default"]
>;

const loaded = new Map<IslandName, AnyComponent>();
let loadingAll: Promise<void> | undefined;

/** An island's component once its code is loaded (loadIsland, loadIslands), else undefined. */
export function loadedIsland(name: IslandName): AnyComponent | undefined {
  return loaded.get(name);
}

/** Loads one island's code (once). */
export async function loadIsland(name: IslandName): Promise<AnyComponent> {
  const known = loaded.get(name);
  if (known) return known;
  const definition = ISLANDS[name] as IslandDefinition | undefined;
  if (!definition) throw new Error(`Unknown island "${name}"`);
  const component = (await definition.load()).default;
  loaded.set(name, component);
  return component;
}

/** Loads every island's code (the server, before its first render; tests). */
export function loadIslands(): Promise<void> {
  return (loadingAll ??= Promise.all((Object.keys(ISLANDS) as IslandName[]).map(loadIsland)).then(() => undefined));
}
