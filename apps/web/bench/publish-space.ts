/**
 * The content edits of `pnpm bench:publish`: a Contentful export space, and the changes an editor makes
 * (a body paragraph, a title, a new post, an unpublish, the site settings, an image), each applied in place to the
 * working copy of the space that the content server is then given with setSpace.
 */
import type { ContentfulExport, ExportEntity } from "@tupelo-medicare/content/content-server";

const LOCALE = "en-US";

export function entryOf(space: ContentfulExport, id: string): ExportEntity {
  const entry = space.entries.find((candidate) => candidate.sys.id === id);
  if (!entry) throw new Error(`The space has no entry ${id}`);
  return entry;
}

export function assetOf(space: ContentfulExport, id: string): ExportEntity {
  const asset = space.assets.find((candidate) => candidate.sys.id === id);
  if (!asset) throw new Error(`The space has no asset ${id}`);
  return asset;
}

export const fieldOf = <T>(entity: ExportEntity, name: string): T => entity.fields[name]?.[LOCALE] as T;

const setField = (entity: ExportEntity, name: string, value: unknown) => {
  entity.fields[name] = { [LOCALE]: value };
};

export const slugOf = (entity: ExportEntity): string => fieldOf<string>(entity, "slug");

export const postPath = (entity: ExportEntity): string => `/blog/${slugOf(entity)}`;

export const featuredImageId = (entity: ExportEntity): string => {
  const id = fieldOf<{ sys: { id: string } } | undefined>(entity, "featuredImage")?.sys.id;
  if (!id) throw new Error(`Entry ${entity.sys.id} has no featured image`);
  return id;
};

/** The first category of a post, as its /blog?category= slug. */
export function categorySlugOf(space: ContentfulExport, post: ExportEntity): string {
  const id = fieldOf<Array<{ sys: { id: string } }>>(post, "category")[0]?.sys.id;
  if (!id) throw new Error(`Entry ${post.sys.id} has no category`);
  return fieldOf<string>(entryOf(space, id), "slug");
}

interface RichNode {
  nodeType: string;
  value?: string;
  content?: RichNode[];
}

/** (a) Replaces the text of the post's first body paragraph; returns the new text. */
export function editBody(post: ExportEntity, text: string): string {
  const body = fieldOf<RichNode>(post, "contentBody");
  const paragraph = body.content?.find((node) => node.nodeType === "paragraph");
  const textNode = paragraph?.content?.find((node) => node.nodeType === "text");
  if (!paragraph || !textNode) throw new Error(`Entry ${post.sys.id} has no body paragraph`);
  textNode.value = text;
  return text;
}

/** (b) Sets the post's title. */
export function editTitle(post: ExportEntity, title: string): string {
  setField(post, "title", title);
  return title;
}

/** (c) A new post, the newest of all (a copy of `template` with its own id, slug, title and dates). */
export function addPost(
  space: ContentfulExport,
  template: ExportEntity,
  id: string,
  title: string,
  publishedDate: string,
): ExportEntity {
  const now = new Date().toISOString();
  const post: ExportEntity = structuredClone(template);
  post.sys = {
    ...post.sys,
    id,
    createdAt: now,
    updatedAt: now,
    publishedAt: now,
    firstPublishedAt: now,
    version: 2,
    publishedVersion: 1,
    publishedCounter: 1,
  };
  setField(post, "title", title);
  setField(post, "internalName", `Bench: ${title}`);
  setField(post, "slug", id);
  setField(post, "publishedDate", publishedDate);
  space.entries.push(post);
  return post;
}

/** (d) Unpublishes an entry (as Contentful's export shows a draft: no published version, no publish time). */
export function unpublish(entity: ExportEntity): void {
  delete entity.sys.publishedVersion;
  delete entity.sys.publishedAt;
}

/** (e) Edits the TPMO disclaimer of the site settings (the footer of every page); returns the new text. */
export function editDisclaimer(space: ContentfulExport, suffix: string): string {
  const settings = space.entries.find((entry) => entry.sys.contentType?.sys.id === "siteSettings");
  if (!settings) throw new Error("The space has no siteSettings entry");
  const text = `${fieldOf<string>(settings, "tpmoDisclaimer").replace(/ Bench edit \d+\.$/, "")} ${suffix}`;
  setField(settings, "tpmoDisclaimer", text);
  return text;
}

/** (f) Replaces an image asset's file (a new URL) and title; returns the new URL. */
export function replaceImage(asset: ExportEntity, version: number): string {
  const file = fieldOf<{ url: string }>(asset, "file");
  const url = `${file.url.replace(/\?.*$/, "")}?v=${version}`;
  setField(asset, "file", { ...file, url });
  setField(asset, "title", `${fieldOf<string>(asset, "title")} (v${version})`);
  return url;
}
