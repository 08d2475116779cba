/**
 * Draws the illustrated avatars used as team headshots and some review profile photos: a head and shoulders
 * built from a few flat shapes, with no text. Pure functions; `guides-artwork.ts` writes the files.
 */

export type HairStyle = "short" | "side" | "long" | "bob" | "bun" | "curly" | "bald" | "buzz";

export interface Portrait {
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  shirt: string;
  background: string;
  glasses?: boolean;
  beard?: boolean;
  earrings?: boolean;
}

/** Skin tones, light to deep. */
export const SKIN = ["#f3d3bc", "#e8bd98", "#d49e76", "#b07650", "#8a5636", "#62391f"] as const;
/** Hair colours. */
export const HAIR = {
  black: "#231a15",
  darkBrown: "#4a2f1f",
  brown: "#6e4426",
  auburn: "#8c4a24",
  blonde: "#c9a468",
  grey: "#9a9791",
  silver: "#d8d4cc",
} as const;
/** Shirt colours from the site palette. */
export const SHIRT = {
  blue: "#173f70",
  accent: "#b64a12",
  slate: "#55657a",
  navy: "#0f2c50",
  rust: "#8a3a12",
  sky: "#3d6a9e",
} as const;
/** Soft backgrounds. */
export const BACKDROP = { sky: "#e4ebf4", cream: "#f5ede2", stone: "#ebe8e1", mist: "#dde6f0" } as const;

/** Darkens a #rrggbb colour by a factor (0..1). */
export function shade(hex: string, factor: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.round(((value >> shift) & 0xff) * (1 - factor));
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, "0")).join("")}`;
}

function hairBack(style: HairStyle, color: string): string {
  switch (style) {
    case "long":
      return `<path d="M188 268c0-104 50-158 112-158s112 54 112 158v168c-34 20-72 26-112 26s-78-6-112-26z" fill="${color}"/>`;
    case "bob":
      return `<path d="M190 262c0-100 48-150 110-150s110 50 110 150v92c-20 14-44 18-62 18H252c-18 0-42-4-62-18z" fill="${color}"/>`;
    case "bun":
      return `<circle cx="300" cy="118" r="44" fill="${color}"/>`;
    case "curly":
      return [
        [212, 200, 44],
        [246, 156, 46],
        [300, 138, 50],
        [354, 156, 46],
        [388, 200, 44],
        [200, 258, 32],
        [400, 258, 32],
      ]
        .map(([cx, cy, r]) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}"/>`)
        .join("");
    default:
      return "";
  }
}

function hairFront(style: HairStyle, color: string): string {
  switch (style) {
    case "short":
      return `<path d="M204 258c-8-92 40-138 96-138s104 46 96 138c-12-44-44-72-96-72s-84 28-96 72z" fill="${color}"/>`;
    case "side":
      return `<path d="M204 262c-10-96 40-144 100-144 56 0 100 44 92 140-20-40-52-70-118-72-26 14-52 38-74 76z" fill="${color}"/>`;
    case "long":
    case "bob":
      return `<path d="M202 262c-6-92 42-142 98-142s104 50 98 142c-30-28-62-56-98-74-36 18-68 46-98 74z" fill="${color}"/>`;
    case "bun":
      return `<path d="M204 256c-6-88 42-132 96-132s102 44 96 132c-14-42-46-66-96-66s-82 24-96 66z" fill="${color}"/>`;
    case "curly":
      return `<path d="M210 236c6-50 44-82 90-82s84 32 90 82c-26-22-56-32-90-32s-64 10-90 32z" fill="${color}"/>`;
    case "bald":
      return `<path d="M204 300c-6-30-4-52 6-68l10 6c-6 18-6 38-4 60zM396 300c6-30 4-52-6-68l-10 6c6 18 6 38 4 60z" fill="${color}"/>`;
    case "buzz":
      return `<path d="M206 248c0-78 42-118 94-118s94 40 94 118c-16-34-48-52-94-52s-78 18-94 52z" fill="${color}" opacity=".85"/>`;
  }
}

/** Returns a 600x600 SVG portrait: head, shoulders and hair, with optional glasses, beard and earrings. */
export function drawPortrait(portrait: Portrait, size = 600): string {
  const skinShade = shade(portrait.skin, 0.14);
  const brow =
    portrait.hairStyle === "bald" || portrait.hairStyle === "buzz" ? shade(portrait.hair, 0.25) : portrait.hair;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 600 600">`,
    `<rect width="600" height="600" fill="${portrait.background}"/>`,
    `<circle cx="300" cy="300" r="250" fill="#fff" opacity=".45"/>`,
    hairBack(portrait.hairStyle, portrait.hair),
    `<path d="M254 350h92v86c0 30-92 30-92 0z" fill="${skinShade}"/>`,
    `<path d="M84 600c0-104 86-164 216-164s216 60 216 164z" fill="${portrait.shirt}"/>`,
    `<path d="M250 440l50 58 50-58-18-8-32 30-32-30z" fill="#fbf8f2"/>`,
    `<circle cx="204" cy="282" r="22" fill="${skinShade}"/><circle cx="396" cy="282" r="22" fill="${skinShade}"/>`,
    `<ellipse cx="300" cy="270" rx="98" ry="118" fill="${portrait.skin}"/>`,
  ];
  if (portrait.beard) {
    parts.push(
      `<path d="M204 288c4 78 44 114 96 114s92-36 96-114c-14 30-30 40-46 40-14-14-32-18-50-18s-36 4-50 18c-16 0-32-10-46-40z" fill="${portrait.hair}"/>`,
    );
  }
  parts.push(
    hairFront(portrait.hairStyle, portrait.hair),
    `<path d="M250 238q18-10 34 0M316 238q18-10 34 0" stroke="${brow}" stroke-width="7" fill="none" stroke-linecap="round"/>`,
    `<circle cx="267" cy="266" r="8" fill="#2a2420"/><circle cx="333" cy="266" r="8" fill="#2a2420"/>`,
    `<path d="M300 276q-8 24 6 30" stroke="${skinShade}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
    `<path d="M270 328q30 24 60 0" stroke="${shade(portrait.skin, 0.45)}" stroke-width="7" fill="none" stroke-linecap="round"/>`,
  );
  if (portrait.glasses) {
    parts.push(
      `<g fill="none" stroke="#173f70" stroke-width="6"><circle cx="267" cy="266" r="26"/><circle cx="333" cy="266" r="26"/><path d="M293 264q7-6 14 0M241 262l-36-8M359 262l36-8"/></g>`,
    );
  }
  if (portrait.earrings) {
    parts.push(`<circle cx="202" cy="312" r="7" fill="#b64a12"/><circle cx="398" cy="312" r="7" fill="#b64a12"/>`);
  }
  parts.push("</svg>");
  return parts.join("\n") + "\n";
}

/** Returns a small round letter avatar like the default profile photos on map reviews. */
export function drawInitialAvatar(letter: string, background: string): string {
  return (
    [
      `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">`,
      `<circle cx="60" cy="60" r="60" fill="${background}"/>`,
      `<text x="60" y="78" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="54" fill="#fff">${letter}</text>`,
      "</svg>",
    ].join("\n") + "\n"
  );
}
