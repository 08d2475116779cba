// @vitest-environment jsdom
import type { QueryClient } from "@tanstack/react-query";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { groupTeamSections } from "@tupelo-medicare/content";
import type { ContentClient, TeamMember } from "@tupelo-medicare/content";
import { siteSettingsQuery, teamQuery } from "../../app/queries.js";
import {
  embeddedContent,
  prefetchedWith,
  renderWithProviders,
  setUpEmbeddedContentPerTest,
  testQueryClient,
  testSite,
} from "../../test-support/page-harness.js";
import TeamPage from "./team.js";
import { prefetch } from "./team.data.js";
import { bindContentClient } from "../../app/content-client.js";

const renderTeam = (queryClient: QueryClient) => renderWithProviders(<TeamPage />, { queryClient, entry: "/team" });
const prefetched = () => prefetchedWith(prefetch);

async function seeded(members: TeamMember[]): Promise<QueryClient> {
  const queryClient = testQueryClient();
  queryClient.setQueryData(teamQuery().queryKey, members);
  queryClient.setQueryData(siteSettingsQuery().queryKey, await embeddedContent().getSiteSettings());
  return queryClient;
}

const member = (overrides: Partial<TeamMember>): TeamMember => ({
  id: "m1",
  name: "Alex Example",
  title: "Licensed Sales Agent",
  email: "alex@example.com",
  department: "Sales",
  headshot: null,
  ...overrides,
});

setUpEmbeddedContentPerTest();

describe("team page, loaded from the embedded content", () => {
  it("shows one h1 and a section heading per department, in the documented order", async () => {
    const content = embeddedContent();
    const expected = groupTeamSections(
      await content.getTeamMembers(),
      (await content.getSiteSettings())!.leadershipOrder,
    );
    renderTeam(await prefetched());
    expect(screen.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent)).toEqual([
      "Meet Our Team",
    ]);
    const sectionHeadings = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(sectionHeadings).toEqual([...expected.map((section) => section.name), "Why Choose Us?"]);
    expect(expected.map((section) => section.name)).toEqual([
      "Leadership",
      "Sales",
      "Administrative",
      "Marketing",
      "Other",
    ]);
  });

  it("lists Leadership in the content's fixed order", async () => {
    renderTeam(await prefetched());
    const leadership = screen.getByRole("heading", { level: 2, name: "Leadership" }).closest("section")!;
    expect(
      within(leadership)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(["Dana Whitfield", "Marcus Bell", "Renee Holloway"]);
  });

  it("shows each member's photo (300x300), name, title and a mailto link", async () => {
    renderTeam(await prefetched());
    const card = document.querySelector('[data-team-member="team-dana-whitfield"]') as HTMLElement;
    const photo = await within(card).findByRole("img", { name: /Dana Whitfield/ });
    expect(photo.getAttribute("width")).toBe("300");
    expect(photo.getAttribute("height")).toBe("300");
    expect(photo.getAttribute("src")).toBe("/embedded-assets/team/dana-whitfield.svg");
    // The embedded assets are local files: no resizing host, so no srcset.
    expect(photo.getAttribute("srcset")).toBeNull();
    expect(within(card).getByText("Founder & Principal Agent")).toBeTruthy();
    const mail = within(card).getByRole("link", { name: "E-mail Dana Whitfield" });
    expect(mail.getAttribute("href")).toBe("mailto:dana.whitfield@tracemedicarepartners.com");
  });

  it("shows a placeholder for a member without a headshot", async () => {
    renderTeam(await prefetched());
    const card = document.querySelector('[data-team-member="team-wesley-nguyen"]') as HTMLElement;
    expect(within(card).getByRole("img", { name: "Image unavailable" })).toBeTruthy();
    expect(card.querySelector("img")).toBeNull();
  });

  it("shows the 'Why Choose Us?' sidebar with 'Contact Us' to /contact-us", async () => {
    renderTeam(await prefetched());
    const aside = screen.getByRole("complementary", { name: "Why Choose Us?" });
    expect(within(aside).getByRole("link", { name: "Contact Us" }).getAttribute("href")).toBe("/contact-us");
  });

  it("sets the title and canonical link", async () => {
    renderTeam(await prefetched());
    await waitFor(() => expect(document.title).toBe(`Our Team | ${testSite.brand}`));
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${testSite.siteUrl}/team`);
  });
});

describe("team photos", () => {
  it("asks a resizing host for 300x300 'fill' with srcset widths 150, 300 and 600", async () => {
    const url = "//images.ctfassets.net/space/asset/abc/headshot.jpg";
    renderTeam(
      await seeded([
        member({
          headshot: {
            id: "h",
            url,
            title: "Alex",
            description: "Alex smiling",
            width: 1200,
            height: 1200,
            contentType: "image/jpeg",
            fileName: "headshot.jpg",
          },
        }),
      ]),
    );
    const photo = await screen.findByRole("img", { name: "Alex smiling" });
    const src = new URL(photo.getAttribute("src")!);
    expect(src.hostname).toBe("images.ctfassets.net");
    expect([src.searchParams.get("w"), src.searchParams.get("h"), src.searchParams.get("fit")]).toEqual([
      "300",
      "300",
      "fill",
    ]);
    const widths = photo
      .getAttribute("srcset")!
      .split(", ")
      .map((candidate) => candidate.split(" ")[1]);
    expect(widths).toEqual(["150w", "300w", "600w"]);
  });

  it("switches to the placeholder when a photo fails to load", async () => {
    renderTeam(
      await seeded([
        member({
          headshot: {
            id: "h",
            url: "/missing.jpg",
            title: "Alex",
            description: "",
            width: 300,
            height: 300,
            contentType: "image/jpeg",
            fileName: "missing.jpg",
          },
        }),
      ]),
    );
    const photo = await screen.findByRole("img", { name: "Photo of Alex Example" });
    fireEvent.error(photo);
    expect(await screen.findByRole("img", { name: "Image unavailable" })).toBeTruthy();
  });
});

describe("team page states", () => {
  it("keeps showing the prerendered members when a background refetch fails", async () => {
    const queryClient = await prefetched();
    queryClient.setQueryDefaults(teamQuery().queryKey, { retry: false });
    bindContentClient(queryClient, {
      ...embeddedContent(),
      getTeamMembers: () => Promise.reject(new Error("offline")),
    } satisfies ContentClient);
    renderTeam(queryClient);
    await queryClient.refetchQueries({ queryKey: teamQuery().queryKey });
    expect(queryClient.getQueryState(teamQuery().queryKey)?.status).toBe("error");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("heading", { level: 2, name: "Leadership" })).toBeTruthy();
  });

  it("shows 'No team members found.' when the content has none", async () => {
    renderTeam(await seeded([]));
    expect(screen.getByText("No team members found.")).toBeTruthy();
    expect(screen.queryAllByRole("heading", { level: 3 })).toHaveLength(0);
  });
});
