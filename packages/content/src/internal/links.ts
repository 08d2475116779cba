/**
 * Link resolution without a copy. contentful.js resolves an answer's links by copying the whole answer (fast-copy)
 * and replacing every link in the copy by its target; on a post's answer (67 entries, 49 assets) that copy and its
 * garbage were a fifth of a prerender. The content client instead reads answers without link resolution and looks a
 * link's target up only when a view model or a read record reaches it, in the same entity map and with the same
 * rules as contentful-resolve-response (links by type and id, Contentful resource links by the space, environment
 * and entry of their URN; a link whose target is not in the answer stays a link). The answer is never changed: the
 * in-process engine hands out its stored entries uncopied.
 */

/** The entity a link points to in one answer, or undefined when the answer does not hold it. */
export type LinkResolver = (link: Record<string, unknown>) => Record<string, unknown> | undefined;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;
const idOf = (value: unknown): string | undefined =>
  isObject(value) && isObject(value.sys) && typeof value.sys.id === "string" ? value.sys.id : undefined;

/** contentful-resolve-response's URN pattern: the space, environment (default master) and entry of a resource link. */
const RESOURCE_URN = /.*:spaces\/([^/]+)(?:\/environments\/([^/]+))?\/entries\/([^/]+)$/;

/** Whether a value is a link the resolver can be asked about (a Link or a ResourceLink). */
export const isLinkObject = (value: unknown): value is Record<string, unknown> & { sys: Record<string, unknown> } =>
  isObject(value) && isObject(value.sys) && (value.sys.type === "Link" || value.sys.type === "ResourceLink");

/** A resolver over one answer's items and includes (every include type, as contentful.js takes them). */
export function createLinkResolver(answer: unknown): LinkResolver {
  const entities = new Map<string, Record<string, unknown>>();
  const add = (entity: unknown) => {
    if (!isObject(entity) || !isObject(entity.sys)) return;
    const { sys } = entity;
    entities.set(`${String(sys.type)}!${String(sys.id)}`, entity);
    const space = idOf(sys.space);
    const environment = idOf(sys.environment);
    if (space !== undefined && environment !== undefined)
      entities.set(`${space}!${environment}!${String(sys.type)}!${String(sys.id)}`, entity);
  };
  if (isObject(answer)) {
    if (Array.isArray(answer.items)) for (const item of answer.items) add(item);
    if (isObject(answer.includes))
      for (const list of Object.values(answer.includes)) if (Array.isArray(list)) for (const item of list) add(item);
  }
  return (link) => {
    const sys = link.sys;
    if (!isObject(sys)) return undefined;
    if (sys.type === "Link") return entities.get(`${String(sys.linkType)}!${String(sys.id)}`);
    if (sys.type !== "ResourceLink" || typeof sys.linkType !== "string" || !sys.linkType.startsWith("Contentful:"))
      return undefined;
    const match = typeof sys.urn === "string" ? RESOURCE_URN.exec(sys.urn) : null;
    if (!match) return undefined;
    const [, space, environment = "master", entry] = match;
    return entities.get(`${space}!${environment}!${sys.linkType.split(":")[1]}!${entry}`);
  };
}

/** The entity behind `value` when it is a link the resolver finds, else `value` itself. */
export function resolved(value: unknown, resolve: LinkResolver | undefined): unknown {
  if (!resolve || !isLinkObject(value)) return value;
  return resolve(value) ?? value;
}

/** An entry's fields with each field that is a single link replaced by its target (for views that look at values). */
export function withLinkedTargets(
  fields: Record<string, unknown>,
  resolve: LinkResolver | undefined,
): Record<string, unknown> {
  if (!resolve) return fields;
  let out: Record<string, unknown> | undefined;
  for (const [name, value] of Object.entries(fields)) {
    const target = resolved(value, resolve);
    if (target !== value) (out ??= { ...fields })[name] = target;
  }
  return out ?? fields;
}
