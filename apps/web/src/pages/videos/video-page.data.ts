import type { ContentClient } from "@tupelo-medicare/content";
import { videoPath } from "@tupelo-medicare/content";
import type { Prefetch } from "../../app/page-types.js";
import { videoQuery } from "../../app/queries.js";

export const prefetch: Prefetch = async (queryClient, { params }) => {
  await queryClient.fetchQuery(videoQuery(params.slug ?? ""));
};

/** Every video's page. */
export async function listPaths(content: ContentClient): Promise<string[]> {
  return (await content.getAllSlugs("video")).map((slug) => videoPath(slug));
}

/** A transcript as paragraphs (split at blank lines). */
export function transcriptParagraphs(transcript: string): string[] {
  return transcript
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
