/**
 * Team directory (type teamMemberCards). Fourteen fictional staff of Trace Medicare Partners, with illustrated
 * avatar headshots drawn by `guides-artwork.ts` into embedded-assets/team/{slug}.svg.
 *
 * Cases the site must handle: Sales titles that exercise the title-rank sort (director, team lead, agents),
 * a department the site does not list ('Customer Care'), one member without a department (Ruth Ann Chambers),
 * one without a headshot (Wesley Nguyen) and one without an e-mail address (Darnell Hughes).
 */
import { registerAsset } from "../assets.js";
import { assetLink } from "../builder.js";
import type { SpaceBuilder } from "../builder.js";
import { BACKDROP, HAIR, SHIRT, SKIN } from "../generators/guides-avatars.js";
import type { Portrait } from "../generators/guides-avatars.js";

export interface TeamMember {
  name: string;
  title: string;
  dept?: string;
  /** Omitted for the member without an e-mail address. */
  email?: string;
  /** Omitted for the member without a headshot. */
  portrait?: Portrait;
}

export const EMAIL_DOMAIN = "tracemedicarepartners.com";

export const teamSlug = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const email = (name: string) => `${teamSlug(name).replace(/-/g, ".")}@${EMAIL_DOMAIN}`;

export const TEAM: TeamMember[] = [
  {
    name: "Dana Whitfield",
    title: "Founder & Principal Agent",
    dept: "Leadership",
    email: email("Dana Whitfield"),
    portrait: {
      skin: SKIN[0],
      hair: HAIR.silver,
      hairStyle: "bob",
      shirt: SHIRT.blue,
      background: BACKDROP.sky,
      glasses: true,
      earrings: true,
    },
  },
  {
    name: "Marcus Bell",
    title: "President",
    dept: "Leadership",
    email: email("Marcus Bell"),
    portrait: {
      skin: SKIN[4],
      hair: HAIR.black,
      hairStyle: "buzz",
      shirt: SHIRT.navy,
      background: BACKDROP.cream,
      beard: true,
    },
  },
  {
    name: "Renee Holloway",
    title: "Vice President of Client Services",
    dept: "Leadership",
    email: email("Renee Holloway"),
    portrait: {
      skin: SKIN[3],
      hair: HAIR.darkBrown,
      hairStyle: "curly",
      shirt: SHIRT.accent,
      background: BACKDROP.stone,
      earrings: true,
    },
  },
  {
    name: "Terrence Gaines",
    title: "Director of Sales",
    dept: "Sales",
    email: email("Terrence Gaines"),
    portrait: {
      skin: SKIN[5],
      hair: HAIR.grey,
      hairStyle: "bald",
      shirt: SHIRT.slate,
      background: BACKDROP.mist,
      glasses: true,
    },
  },
  {
    name: "Lacey Pruitt",
    title: "Sales Team Lead",
    dept: "Sales",
    email: email("Lacey Pruitt"),
    portrait: { skin: SKIN[0], hair: HAIR.blonde, hairStyle: "long", shirt: SHIRT.sky, background: BACKDROP.cream },
  },
  {
    name: "Carlos Mendoza",
    title: "Licensed Sales Agent",
    dept: "Sales",
    email: email("Carlos Mendoza"),
    portrait: { skin: SKIN[2], hair: HAIR.black, hairStyle: "short", shirt: SHIRT.blue, background: BACKDROP.stone },
  },
  {
    name: "Brittany Cole",
    title: "Licensed Sales Agent",
    dept: "Sales",
    email: email("Brittany Cole"),
    portrait: {
      skin: SKIN[1],
      hair: HAIR.auburn,
      hairStyle: "bun",
      shirt: SHIRT.rust,
      background: BACKDROP.sky,
      earrings: true,
    },
  },
  {
    name: "Gloria Tate",
    title: "Office Manager",
    dept: "Administrative",
    email: email("Gloria Tate"),
    portrait: {
      skin: SKIN[4],
      hair: HAIR.grey,
      hairStyle: "bob",
      shirt: SHIRT.accent,
      background: BACKDROP.mist,
      glasses: true,
    },
  },
  {
    name: "Wesley Nguyen",
    title: "Enrollment Coordinator",
    dept: "Administrative",
    email: email("Wesley Nguyen"),
  },
  {
    name: "Kendra Ashby",
    title: "Marketing Manager",
    dept: "Marketing",
    email: email("Kendra Ashby"),
    portrait: {
      skin: SKIN[3],
      hair: HAIR.black,
      hairStyle: "long",
      shirt: SHIRT.navy,
      background: BACKDROP.cream,
      earrings: true,
    },
  },
  {
    name: "Darnell Hughes",
    title: "Community Outreach Coordinator",
    dept: "Marketing",
    portrait: {
      skin: SKIN[3],
      hair: HAIR.black,
      hairStyle: "short",
      shirt: SHIRT.sky,
      background: BACKDROP.stone,
      beard: true,
    },
  },
  {
    name: "Patricia Lowery",
    title: "Customer Care Supervisor",
    dept: "Customer Care",
    email: email("Patricia Lowery"),
    portrait: {
      skin: SKIN[1],
      hair: HAIR.brown,
      hairStyle: "side",
      shirt: SHIRT.slate,
      background: BACKDROP.cream,
      glasses: true,
    },
  },
  {
    name: "Samuel Okafor",
    title: "Client Service Representative",
    dept: "Customer Care",
    email: email("Samuel Okafor"),
    portrait: { skin: SKIN[5], hair: HAIR.black, hairStyle: "buzz", shirt: SHIRT.accent, background: BACKDROP.sky },
  },
  {
    name: "Ruth Ann Chambers",
    title: "Medicare Educator",
    email: email("Ruth Ann Chambers"),
    portrait: {
      skin: SKIN[2],
      hair: HAIR.silver,
      hairStyle: "curly",
      shirt: SHIRT.blue,
      background: BACKDROP.stone,
      glasses: true,
    },
  },
];

export const headshotFile = (name: string): string => `team/${teamSlug(name)}.svg`;

export function addTeamContent(builder: SpaceBuilder): void {
  TEAM.forEach((member, index) => {
    const slug = teamSlug(member.name);
    if (member.portrait) {
      registerAsset(builder, `img-team-${slug}`, headshotFile(member.name), {
        title: member.name,
        description: `Illustrated portrait of ${member.name}, ${member.title}.`,
      });
    }
    const createdAt = new Date(Date.UTC(2024, 0, 8 + index * 3, 15)).toISOString();
    builder.entry(
      "teamMemberCards",
      `team-${slug}`,
      {
        employeeName: member.name,
        employeeTitle: member.title,
        employeeEmail: member.email,
        employeeDept: member.dept,
        headshot: member.portrait ? assetLink(`img-team-${slug}`) : undefined,
      },
      { createdAt, updatedAt: "2026-02-02T15:00:00.000Z" },
    );
  });
}
