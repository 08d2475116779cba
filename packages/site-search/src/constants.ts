/** The version of the index file; bumped when the tokenizer, fields or stored shape change (old files must be rebuilt). */
export const SEARCH_INDEX_VERSION = 1;

/** How much a match in each field counts. */
export const FIELD_BOOSTS = { title: 5, keywords: 4, headings: 2, description: 1.5, body: 1 } as const;
