/**
 * The office's stated claims (docs/product.md, Purpose and audience: beneficiaries served, five-star reviews, agents at the yearly event), with their
 * numbers read from the site settings in content. A claim whose number is missing is not shown. Shared by the
 * home page's About Us block and the about page.
 */
import type { SiteSettings } from "@tupelo-medicare/content";
import { cn } from "@tupelo-medicare/ui";

/** One claim: the figure in large type and the words that follow it. */
export interface StatedClaim {
  id: "beneficiaries" | "reviews" | "event";
  figure: string;
  label: string;
}

const COUNT = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

const isNumber = (value: number | null | undefined): value is number =>
  typeof value === "number" && Number.isFinite(value);

/** The claims the settings support, in the documented order; counts get thousands separators, years do not. */
export function statedClaims(settings: SiteSettings | null | undefined): StatedClaim[] {
  if (!settings) return [];
  const claims: StatedClaim[] = [];
  if (isNumber(settings.beneficiariesServed)) {
    claims.push({
      id: "beneficiaries",
      figure: `Over ${COUNT.format(settings.beneficiariesServed)}`,
      label: isNumber(settings.servingSince)
        ? `beneficiaries served since ${settings.servingSince}`
        : "beneficiaries served",
    });
  }
  if (isNumber(settings.fiveStarReviews)) {
    claims.push({
      id: "reviews",
      figure: `Over ${COUNT.format(settings.fiveStarReviews)}`,
      label: "five-star reviews",
    });
  }
  if (isNumber(settings.eventAgents)) {
    claims.push({
      id: "event",
      figure: COUNT.format(settings.eventAgents),
      label: isNumber(settings.eventYear)
        ? `agents expected at our ${settings.eventYear} event`
        : "agents expected at our event",
    });
  }
  return claims;
}

/** The claims as a list of figures; renders nothing when the settings hold none. */
export function StatedClaims({
  settings,
  className,
  tone = "light",
}: {
  settings: SiteSettings | null | undefined;
  className?: string;
  tone?: "light" | "dark";
}) {
  const claims = statedClaims(settings);
  if (claims.length === 0) return null;
  return (
    <ul
      role="list"
      data-testid="stated-claims"
      className={cn("m-0 grid list-none gap-4 p-0 sm:grid-cols-3", className)}
    >
      {claims.map((claim) => (
        <li
          key={claim.id}
          data-claim={claim.id}
          className={cn(
            "flex flex-col gap-1 rounded-card border p-5",
            tone === "dark" ? "border-white/30 bg-white/10 text-white" : "border-border-subtle bg-surface text-ink",
          )}
        >
          <strong
            className={cn("text-3xl leading-tight font-bold", tone === "dark" ? "text-white" : "text-primary-900")}
          >
            {claim.figure}
          </strong>{" "}
          <span className={tone === "dark" ? "text-white" : "text-muted"}>{claim.label}</span>
        </li>
      ))}
    </ul>
  );
}
