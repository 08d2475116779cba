/**
 * Editor interfaces for a model that has none: one per content type, each field on a built-in widget of the
 * Contentful web app chosen from the field's type, validations and sample values (the ids and default settings
 * are those of contentful-management's editor-interface defaults).
 */
import { isRecord } from "../engine/json-values.js";
import type {
  EditorControl,
  ExportContentType,
  ExportEditorInterface,
  ExportEntity,
  ExportField,
} from "../export-file/types.js";

const LINK_SETTINGS = { showCreateEntityAction: true, showLinkEntityAction: true };
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const URL_LIKE = /^(https?:\/\/|\/(?!\/)|mailto:|tel:)\S*$/;
const MARKDOWN = /(^|\n) {0,3}(#{1,6} |[-*+] |\d+\. |> )|\*\*[^*\n]+\*\*|\[[^\]\n]+\]\([^)\n]+\)|`[^`\n]+`/;

const hasIn = (validations: unknown): boolean =>
  Array.isArray(validations) && validations.some((item) => isRecord(item) && Array.isArray(item.in));

/** The field is the entry's own slug: `slug`, or a required `...Slug` field such as `pageSlug` (not `parentSlug`). */
const isSlugField = (field: ExportField): boolean =>
  field.id === "slug" || (field.id.endsWith("Slug") && field.required === true);

function control(fieldId: string, widgetId: string, settings?: EditorControl["settings"]): EditorControl {
  return settings
    ? { fieldId, widgetId, widgetNamespace: "builtin", settings }
    : { fieldId, widgetId, widgetNamespace: "builtin" };
}

/** The built-in widget for one field, given the values its entries hold (in any locale). */
export function controlForField(
  field: ExportField,
  contentType: ExportContentType,
  values: readonly unknown[],
): EditorControl {
  const strings = values.filter((value): value is string => typeof value === "string" && value !== "");
  switch (field.type) {
    case "Symbol": {
      if (hasIn(field.validations)) return control(field.id, "dropdown");
      if (isSlugField(field)) {
        const title = contentType.fields.find((other) => other.id === "title" && other.type === "Symbol");
        return control(field.id, "slugEditor", title ? { trackingFieldId: title.id } : undefined);
      }
      if (strings.length > 0 && strings.every((value) => URL_LIKE.test(value))) return control(field.id, "urlEditor");
      return control(field.id, "singleLine");
    }
    case "Text":
      if (hasIn(field.validations)) return control(field.id, "dropdown");
      if (contentType.displayField === field.id) return control(field.id, "singleLine");
      return control(field.id, strings.some((value) => MARKDOWN.test(value)) ? "markdown" : "multipleLine");
    case "RichText":
      return control(field.id, "richTextEditor");
    case "Integer":
    case "Number":
      return control(field.id, hasIn(field.validations) ? "dropdown" : "numberEditor");
    case "Date":
      return control(field.id, "datePicker", {
        format: strings.length > 0 && strings.every((value) => DATE_ONLY.test(value)) ? "dateonly" : "timeZ",
        ampm: "24",
      });
    case "Boolean":
      return control(field.id, "boolean", { trueLabel: "Yes", falseLabel: "No" });
    case "Location":
      return control(field.id, "locationEditor");
    case "Link":
      return control(field.id, field.linkType === "Asset" ? "assetLinkEditor" : "entryLinkEditor", LINK_SETTINGS);
    case "Array":
      if (field.items?.type === "Link") {
        return field.items.linkType === "Asset"
          ? control(field.id, "assetLinksEditor", LINK_SETTINGS)
          : control(field.id, "entryLinksEditor", { bulkEditing: false, ...LINK_SETTINGS });
      }
      return control(field.id, hasIn(field.items?.validations) ? "checkbox" : "tagEditor");
    case "Object":
    default:
      return control(field.id, "objectEditor");
  }
}

/** The editor interface of one content type, in the export format (`sys.contentType` names the type). */
export function buildEditorInterface(
  contentType: ExportContentType,
  entries: readonly ExportEntity[],
): ExportEditorInterface {
  const own = entries.filter(
    (entry) => isRecord(entry.sys.contentType) && entry.sys.contentType.sys.id === contentType.sys.id,
  );
  return {
    sys: {
      id: "default",
      type: "EditorInterface",
      version: 1,
      contentType: { sys: { type: "Link", linkType: "ContentType", id: contentType.sys.id } },
    },
    controls: contentType.fields.map((field) => {
      const values = own.flatMap((entry) => Object.values(entry.fields[field.id] ?? {}));
      return controlForField(field, contentType, values);
    }),
  };
}
