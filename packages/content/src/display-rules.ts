/** Display rules of docs/product.md (Display rules, Constants) on content view models, framework-free so they can be tested alone. */
import type { FoundationalPage, Review, TeamMember } from "./view-models.js";

/** A page's heading: title, else metadata title, else page name, else 'NO TITLE FOUND' (docs/product.md: Display rules). */
export function pageTitle(
  page: Pick<FoundationalPage, "title" | "pageName"> & { metadata?: { title?: string } },
): string {
  return page.title.trim() || page.metadata?.title?.trim() || page.pageName.trim() || "NO TITLE FOUND";
}

/** The state part of a state page's slug ('medicare-by-state-new-mexico' -> 'new-mexico'). */
export function stateSlug(pageSlug: string): string {
  return pageSlug.replace(/^medicare-by-state-/, "");
}

/** A state's display name from its slug ('new-mexico' -> 'New Mexico'). */
export function stateNameFromSlug(slug: string): string {
  return slug
    .split("-")
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(" ");
}

/** A state page's name: its page name, else 'Medicare in {state}', else 'Unknown State' (docs/product.md: Display rules). */
export function statePageName(page: Pick<FoundationalPage, "pageName" | "pageSlug">): string {
  if (page.pageName.trim()) return page.pageName.trim();
  const state = stateNameFromSlug(stateSlug(page.pageSlug));
  return state ? `Medicare in ${state}` : "Unknown State";
}

/** Cuts text at `max` characters (default 120; docs/product.md: Constants) and adds an ellipsis when it was longer. */
export function truncateExcerpt(text: string, max = 120): string {
  const clean = text.trim();
  return clean.length > max ? `${clean.slice(0, max).trimEnd()}...` : clean;
}

const LONG_US_DATE = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

/** A long US date ('January 5, 2025'); date-only values are read as that calendar day. Empty for invalid input. */
export function formatLongDate(value: string | null | undefined): string {
  if (!value) return "";
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? "" : LONG_US_DATE.format(date);
}

// ---- team (docs/product.md: Constants) ------------------------------------------------------------------------------------------

/** The fixed section order; departments not listed fall under 'Other', after them alphabetically. */
export const TEAM_SECTION_ORDER = ["Leadership", "Sales", "Administrative", "Marketing"] as const;

/** Title ranks: director 1, team lead or leader 2, manager 3, supervisor 4, coordinator 5, others 10. */
export function titleRank(title: string): number {
  const t = title.toLowerCase();
  if (t.includes("director")) return 1;
  if (t.includes("team lead") || t.includes("leader")) return 2;
  if (t.includes("manager")) return 3;
  if (t.includes("supervisor")) return 4;
  if (t.includes("coordinator")) return 5;
  return 10;
}

export interface TeamSection {
  name: string;
  members: TeamMember[];
}

/**
 * Groups members into sections: Leadership, Sales, Administrative, Marketing, then others alphabetically
 * (unlisted departments, and members without one, under 'Other'). Leadership follows `leadershipOrder`, then the
 * rest alphabetically; other sections sort by title rank, then name.
 */
export function groupTeamSections(
  members: readonly TeamMember[],
  leadershipOrder: readonly string[] = [],
): TeamSection[] {
  const byName = (a: TeamMember, b: TeamMember) => a.name.localeCompare(b.name);
  const groups = new Map<string, TeamMember[]>();
  for (const member of members) {
    const department = (TEAM_SECTION_ORDER as readonly string[]).includes(member.department.trim())
      ? member.department.trim()
      : "Other";
    groups.set(department, [...(groups.get(department) ?? []), member]);
  }
  const order = [
    ...TEAM_SECTION_ORDER,
    ...[...groups.keys()].filter((name) => !(TEAM_SECTION_ORDER as readonly string[]).includes(name)).sort(),
  ];
  return order
    .filter((name) => groups.has(name))
    .map((name) => {
      const list = [...groups.get(name)!];
      if (name === "Leadership") {
        const position = (member: TeamMember) => {
          const index = leadershipOrder.indexOf(member.name);
          return index === -1 ? Number.POSITIVE_INFINITY : index;
        };
        list.sort((a, b) => position(a) - position(b) || byName(a, b));
      } else {
        list.sort((a, b) => titleRank(a.title) - titleRank(b.title) || byName(a, b));
      }
      return { name, members: list };
    });
}

// ---- reviews (docs/product.md: Display rules, Constants) ------------------------------------------------------------------------------------

/** Reviews shown: rating 5 with text, newest first, at most `limit` (6). */
export function selectReviews(reviews: readonly Review[], limit = 6): Review[] {
  return reviews
    .filter((review) => review.rating === 5 && review.text.trim() !== "")
    .sort((a, b) => b.time - a.time)
    .slice(0, limit);
}

/** Tier label by average rating: 4.8+ 'Outstanding!', 4.5+ 'Excellent!', 4+ 'Great!', else 'Good!'. */
export function ratingTier(average: number): string {
  if (average >= 4.8) return "Outstanding!";
  if (average >= 4.5) return "Excellent!";
  if (average >= 4) return "Great!";
  return "Good!";
}

/** The average to one decimal, as 'X out of 5'. */
export function formatAverageRating(average: number): string {
  return `${(Math.round(average * 10) / 10).toFixed(1)} out of 5`;
}

/** The fixed organisation rating of the structured data (docs/product.md: Constants). */
export const STRUCTURED_DATA_RATING = { ratingValue: 4.8, reviewCount: 100, bestRating: 5, worstRating: 1 } as const;

// ---- calls to action (docs/product.md: Display rules) ---------------------------------------------------------------------------------

export interface CallToActionDisplay {
  title: string;
  text: string;
  /** Present only when both the button text and its link are non-empty. */
  button: { text: string; href: string } | null;
}

/**
 * What a call-to-action block shows: nothing unless its title, text, button text or link is non-empty; the button
 * only when both its text and link are. Values are trimmed.
 */
export function callToActionDisplay(
  cta: { title: string; text: string; buttonText: string; buttonLink: string } | null | undefined,
): CallToActionDisplay | null {
  if (!cta) return null;
  const title = cta.title.trim();
  const text = cta.text.trim();
  const buttonText = cta.buttonText.trim();
  const buttonLink = cta.buttonLink.trim();
  if (!title && !text && !buttonText && !buttonLink) return null;
  return { title, text, button: buttonText && buttonLink ? { text: buttonText, href: buttonLink } : null };
}
