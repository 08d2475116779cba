import { SpaceBuilder } from "./builder.js";
import { SpaceContentError, validateSpace } from "../../src/export-file/validate-space.js";
import type { ContentfulExport } from "../../src/export-file/types.js";
import { contentModel } from "./model.js";
import { addBlogContent } from "./content/blog.js";
import { addVideoContent } from "./content/videos.js";
import { addPageContent } from "./content/pages.js";
import { addGuideContent } from "./content/guides.js";
import { addTeamContent } from "./content/team.js";
import { addReviewsAndSettings } from "./content/reviews-and-settings.js";

/** Ids that are deliberately missing, to exercise unresolved-link handling. */
export const DELIBERATELY_MISSING = new Set(["missing-entry-for-tests", "missing-asset-for-tests"]);

/**
 * Builds the embedded space; throws a SpaceContentError if it breaks any check an import makes (`validateSpace`
 * with `forImport`), links to the deliberately missing entry and asset excepted.
 */
export function buildEmbeddedSpace(): ContentfulExport {
  const builder = new SpaceBuilder({ spaceId: "embedded" });
  for (const type of contentModel) builder.contentType(type);
  addBlogContent(builder);
  addVideoContent(builder);
  addPageContent(builder);
  addGuideContent(builder);
  addTeamContent(builder);
  addReviewsAndSettings(builder);
  const space = builder.toExport();
  const validation = validateSpace(space, { forImport: true });
  const problems = validation.ok
    ? []
    : validation.problems.filter((problem) => !(problem.link && DELIBERATELY_MISSING.has(problem.link.id)));
  if (problems.length > 0) throw new SpaceContentError(problems, "The embedded space");
  return space;
}
