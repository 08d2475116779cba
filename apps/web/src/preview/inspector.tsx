/**
 * Contentful's inspector mode (in its web app, on preview pages only): elements that show an entry's field carry
 * data-contentful-entry-id and data-contentful-field-id, so an editor can click through to the field. Outside
 * preview the attributes are not rendered at all.
 */
import { createContext, useContext } from "react";
import type { ReactNode } from "react";

export const PreviewContext = createContext(false);

export type InspectorAttributes = { "data-contentful-entry-id"?: string; "data-contentful-field-id"?: string };

/** Inspector attributes for one field of one entry (an empty object outside preview or without an id). */
export type Inspect = (entryId: string | undefined, fieldId: string) => InspectorAttributes;

const none: Inspect = () => ({});
const inspect: Inspect = (entryId, fieldId) =>
  entryId ? { "data-contentful-entry-id": entryId, "data-contentful-field-id": fieldId } : {};

export function useInspector(): Inspect {
  return useContext(PreviewContext) ? inspect : none;
}

/** Wraps `children` in an element carrying the inspector attributes, in preview only (elsewhere: the children alone). */
export function Inspected({ attributes, children }: { attributes: InspectorAttributes; children: ReactNode }) {
  return attributes["data-contentful-entry-id"] ? <div {...attributes}>{children}</div> : <>{children}</>;
}
