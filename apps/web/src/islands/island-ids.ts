/** The React id prefix of the n-th island of a page (the same on the server and in the browser). */
export const islandIdPrefix = (index: number): string => `i${index}-`;
