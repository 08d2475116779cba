/** A DOMRect from its edges (viewport px), for tests of layout code under jsdom, which lays nothing out. */
export const box = (top: number, bottom: number, left = 0, right = 320): DOMRect => ({
  top,
  bottom,
  left,
  right,
  x: left,
  y: top,
  width: right - left,
  height: bottom - top,
  toJSON: () => ({}),
});
