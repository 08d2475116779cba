import type { FieldErrors, FieldValues, Path } from "react-hook-form";

/** A server's field messages (a plain post it answered), for react-hook-form; undefined when there are none. */
export function serverErrors<V extends FieldValues>(
  order: ReadonlyArray<Path<V>>,
  messages: Partial<Record<string, string>> | undefined,
): FieldErrors<V> | undefined {
  if (!messages) return undefined;
  const errors: Record<string, { type: string; message: string }> = {};
  for (const name of order) {
    const message = messages[name];
    if (message) errors[name] = { type: "server", message };
  }
  return errors as FieldErrors<V>;
}

/** The fields' messages in the form's order, for the summary above it. */
export function errorSummary<V extends FieldValues, N extends Path<V>>(
  order: ReadonlyArray<N>,
  errors: FieldErrors<V>,
): Array<{ name: N; message: string }> {
  return order.flatMap((name) => {
    const message = (errors as Record<string, { message?: unknown } | undefined>)[name]?.message;
    return typeof message === "string" && message ? [{ name, message }] : [];
  });
}
