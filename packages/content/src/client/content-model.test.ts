import { describe, expect, it } from "vitest";
import { blogPostCardFieldsSchema } from "../schemas.js";
import { CONTENT_TYPES, POST_CARD_SELECT, POST_INCLUDE, STATE_PAGE_PREFIX } from "./content-model.js";

describe("the content model", () => {
  it("names the content type ids of the model", () => {
    expect(CONTENT_TYPES.blogPost).toBe("pageBlogPost");
    expect(CONTENT_TYPES.teamMember).toBe("teamMemberCards");
    expect(CONTENT_TYPES.appointmentSettings).toBe("appointmentSettings");
  });

  it("selects a post card's sys and exactly its card's fields", () => {
    expect(POST_CARD_SELECT[0]).toBe("sys");
    expect(POST_CARD_SELECT.slice(1)).toEqual(
      Object.keys(blogPostCardFieldsSchema.shape).map((name) => `fields.${name}`),
    );
    expect(POST_CARD_SELECT).toContain("fields.slug");
    expect(POST_CARD_SELECT).not.toContain("fields.content");
  });

  it("resolves two levels of links for a post and knows the state pages' slug prefix", () => {
    expect(POST_INCLUDE).toBe(2);
    expect(STATE_PAGE_PREFIX).toBe("medicare-by-state-");
  });
});
