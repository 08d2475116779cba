/** The bar at the top of every draft preview page: what the editor is looking at, and the way out. */
export const PREVIEW_BANNER_TEXT = "Preview: this page shows unpublished changes";

export const PREVIEW_NOTES_TEXT = "Not shown until complete (Contentful checks these when you publish):";

export function PreviewBanner({ path, notes = [] }: { path: string; notes?: string[] | undefined }) {
  return (
    <div
      role="region"
      aria-label="Draft preview"
      data-slot="preview-banner"
      className="border-b-4 border-accent-700 bg-accent-50 text-ink"
    >
      <p className="mx-auto m-0 flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 text-lg">
        <strong className="font-bold">{PREVIEW_BANNER_TEXT}</strong>
        <a
          href={`/api/preview/exit?path=${encodeURIComponent(path)}`}
          className="inline-flex min-h-12 items-center rounded-md border-2 border-ink bg-surface px-4 font-bold text-ink underline underline-offset-4 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-primary-700"
        >
          Exit preview
        </a>
      </p>
      {notes.length > 0 ? (
        <div className="mx-auto max-w-6xl px-4 pb-3 text-base">
          <p className="m-0 font-bold">{PREVIEW_NOTES_TEXT}</p>
          <ul className="m-0 list-disc pl-6">
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
