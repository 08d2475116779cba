/**
 * The summary above a lead form's fields once a send found problems: "There is a problem" and each field's message
 * in the form's order, each a link to its field (with no script, the browser's own jump; once live, react-hook-form
 * moves the focus into the field).
 */
export function ErrorSummaryList<N extends string>({
  summary,
  idOf,
  focus,
}: {
  summary: ReadonlyArray<{ name: N; message: string }>;
  idOf: (name: N) => string;
  focus: (name: N) => void;
}) {
  if (summary.length === 0) return null;
  return (
    <div data-slot="error-summary" className="rounded-lg border-2 border-danger-700 bg-danger-50 p-4 text-danger-700">
      <p className="text-lg font-bold">There is a problem</p>
      <ul className="mt-2 flex list-disc flex-col gap-1 pl-5">
        {summary.map(({ name, message }) => (
          <li key={name}>
            <a
              href={`#${idOf(name)}`}
              className="font-semibold text-danger-700 underline underline-offset-4"
              onClick={(event) => {
                event.preventDefault();
                focus(name);
              }}
            >
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
