/**
 * Team directory (docs/product.md: Pages and routes, Constants): members grouped into sections (Leadership first, in the content's fixed order),
 * each a grid of up to 5 columns with photo, name, title and e-mail; a 'Why Choose Us?' sidebar with Contact Us.
 */
import { useSuspenseQuery } from "@tanstack/react-query";
import { groupTeamSections, imageSrcSet, imageUrl } from "@tupelo-medicare/content/rules";
import type { TeamMember, TeamSection } from "@tupelo-medicare/content";
import { Breadcrumb, ButtonLink, Seo, useSiteConfig } from "@tupelo-medicare/ui";
import { Image } from "../../islands/index.js";
import { siteSettingsQuery, teamQuery } from "../../app/queries.js";
import { BookIcon, HandshakeIcon, MailIcon, MapPinIcon } from "../../components/icons.js";

const CONTAINER = "mx-auto w-full max-w-[96rem] px-4 sm:px-6 lg:px-8";
const GRID =
  "m-0 grid list-none grid-cols-1 gap-4 p-0 min-[22.5rem]:grid-cols-2 sm:gap-6 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5";

/** Texts of the team page (docs/product.md: Pages and routes, Errors and messages). */
export const TEAM_TEXT = {
  title: "Meet Our Team",
  empty: "No team members found.",
  sidebar: "Why Choose Us?",
  contact: "Contact Us",
} as const;

/** Team photos: 300x300 'fill', with 150/300/600 widths where the image host can resize (docs/product.md: Constants). */
export const TEAM_PHOTO = { width: 300, height: 300, fit: "fill", srcSetWidths: [150, 300, 600] } as const;

/** The photo's src and srcset; the srcset is empty (plain src only) when the host does not resize. */
export function teamPhotoSources(member: TeamMember): { src: string | null; srcSet: string | undefined } {
  const url = member.headshot?.url;
  if (!url) return { src: null, srcSet: undefined };
  return {
    src: imageUrl(url, { width: TEAM_PHOTO.width, height: TEAM_PHOTO.height, fit: TEAM_PHOTO.fit }),
    srcSet: imageSrcSet(url, TEAM_PHOTO.srcSetWidths, { aspectRatio: 1, fit: TEAM_PHOTO.fit }) || undefined,
  };
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;
const restOfName = (name: string) => name.trim().slice(firstName(name).length).trim();

function MemberCard({ member }: { member: TeamMember }) {
  const { src, srcSet } = teamPhotoSources(member);
  return (
    <article
      data-team-member={member.id}
      className="flex h-full flex-col gap-3 rounded-card border border-border-subtle bg-surface p-3 shadow-sm sm:p-4"
    >
      <Image
        src={src}
        srcSet={srcSet}
        sizes="(min-width: 1024px) 240px, (min-width: 768px) 30vw, (min-width: 360px) 45vw, 90vw"
        alt={member.headshot?.description || `Photo of ${member.name}`}
        width={TEAM_PHOTO.width}
        height={TEAM_PHOTO.height}
        personFallbackClassName="size-1/2"
        className="aspect-square h-auto w-full rounded-card object-cover"
      />
      <div className="flex flex-1 flex-col gap-1">
        <h3 className="m-0 text-xl leading-snug font-bold text-primary-900">{member.name}</h3>
        {member.title ? <p className="m-0 text-muted">{member.title}</p> : null}
        {member.email ? (
          <a
            href={`mailto:${member.email}`}
            title={member.email}
            className="mt-auto inline-flex min-h-11 items-center gap-2 self-start font-semibold text-primary-700 underline underline-offset-4 hover:decoration-2"
          >
            <MailIcon className="size-5 shrink-0" />
            <span>
              E-mail {firstName(member.name)} <span className="sr-only">{restOfName(member.name)}</span>
            </span>
          </a>
        ) : null}
      </div>
    </article>
  );
}

function Section({ section }: { section: TeamSection }) {
  const headingId = `team-section-${section.name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-5">
      <h2 id={headingId} className="m-0 text-3xl font-bold text-primary-900">
        {section.name}
      </h2>
      <ul role="list" className={GRID}>
        {section.members.map((member) => (
          <li key={member.id}>
            <MemberCard member={member} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function TeamDirectory() {
  const team = useSuspenseQuery(teamQuery());
  const settings = useSuspenseQuery(siteSettingsQuery());
  const sections = groupTeamSections(team.data, settings.data?.leadershipOrder ?? []);
  if (sections.length === 0) return <p className="m-0 text-lg">{TEAM_TEXT.empty}</p>;
  return (
    <div className="flex flex-col gap-12">
      {sections.map((section) => (
        <Section key={section.name} section={section} />
      ))}
    </div>
  );
}

const REASONS = [
  { id: "local", text: "Local agents who live and work in Northeast Mississippi", Icon: MapPinIcon },
  { id: "plain", text: "Plain-language answers, with no pressure to enroll", Icon: BookIcon },
  { id: "year-round", text: "Help all year, not just at enrollment time", Icon: HandshakeIcon },
] as const;

function WhyChooseUs() {
  const { phone } = useSiteConfig();
  return (
    <aside
      aria-labelledby="team-why-title"
      className="flex max-w-3xl flex-col gap-4 self-start rounded-card border border-border-subtle bg-surface-alt p-6 2xl:sticky 2xl:top-[calc(var(--sticky-header-height)+1rem)]"
    >
      <h2 id="team-why-title" className="m-0 text-2xl font-bold text-primary-900">
        {TEAM_TEXT.sidebar}
      </h2>
      <ul role="list" className="m-0 flex list-none flex-col gap-3 p-0">
        {REASONS.map(({ id, text, Icon }) => (
          <li key={id} className="flex gap-3">
            <Icon className="mt-1 size-6 shrink-0 text-primary-700" />
            <span>{text}</span>
          </li>
        ))}
      </ul>
      <p className="m-0">
        Our help costs you nothing. Call{" "}
        <a
          href={phone.href}
          className="font-semibold min-[20.5rem]:whitespace-nowrap text-primary-700 underline underline-offset-4 hover:decoration-2"
        >
          {phone.display}
        </a>{" "}
        or send us a message.
      </p>
      <ButtonLink href="/contact-us" size="lg">
        {TEAM_TEXT.contact}
      </ButtonLink>
    </aside>
  );
}

/** The team page. */
export default function TeamPage() {
  const { brand } = useSiteConfig();
  const description = `Meet the licensed Medicare agents and client-care staff of ${brand} in Tupelo, Mississippi.`;
  return (
    <div className={`${CONTAINER} flex flex-col gap-8 py-6 lg:py-10`}>
      <Seo
        title="Our Team"
        description={description}
        canonical="/team"
        structuredData={{ type: "webpage", name: "Our Team", description }}
      />
      <Breadcrumb items={[{ label: "Home", href: "/" }, { label: "Our Team" }]} />
      <div className="flex max-w-3xl flex-col gap-3">
        <h1 className="m-0 text-4xl leading-tight font-bold text-primary-900 sm:text-5xl">{TEAM_TEXT.title}</h1>
        <p className="m-0 text-lg">
          When you work with {brand}, you work with people from your own community. Here is who you will talk to when
          you call or visit.
        </p>
      </div>
      <div className="grid gap-10 2xl:grid-cols-[minmax(0,1fr)_20rem]">
        <TeamDirectory />
        <WhyChooseUs />
      </div>
    </div>
  );
}
