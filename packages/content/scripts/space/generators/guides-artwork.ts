/**
 * Writes the artwork of the guides, team and reviews content into embedded-assets/:
 * guides/*.svg cover illustrations (800x600) and WebP renderings of some of them, team/*.svg headshots and
 * reviews/*.svg profile photos. The committed files are the output; run again after changing a drawing:
 *
 *   pnpm exec tsx scripts/space/generators/guides-artwork.ts
 *
 * WebP output needs rsvg-convert and cwebp (Debian: librsvg2-bin, webp).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { ASSETS_DIR } from "../assets.js";
import { BACKDROP, HAIR, SHIRT, SKIN, drawInitialAvatar, drawPortrait } from "./guides-avatars.js";
import type { Portrait } from "./guides-avatars.js";
import { REVIEW_AVATARS } from "../content/reviews-and-settings.js";
import { TEAM, headshotFile } from "../content/team.js";

const BLUE = "#173f70";
const ACCENT = "#b64a12";
const ACCENT_DARK = "#8a3a12";
const ACCENT_LIGHT = "#f3d9c8";
const SKY = "#dbe5f1";
const MID_BLUE = "#3d6a9e";
const CREAM = "#f7f1e6";
const SAND = "#ece3d3";
const STONE = "#d9d4ca";
const SLATE = "#5d6b7a";

const cover = (body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">\n` +
  `<rect width="800" height="600" fill="${CREAM}"/>\n${body.trim()}\n</svg>\n`;

const check = (cx: number, cy: number, r: number, fill = ACCENT): string =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>` +
  `<path d="M${cx - r * 0.45} ${cy}l${r * 0.3} ${r * 0.3} ${r * 0.6}-${r * 0.6}" fill="none" stroke="#fff" stroke-width="${Math.max(4, r * 0.22)}" stroke-linecap="round" stroke-linejoin="round"/>`;

const bar = (x: number, y: number, width: number, fill = STONE, height = 12): string =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${height / 2}" fill="${fill}"/>`;

function calendarGrid(
  x: number,
  y: number,
  columns: number,
  rows: number,
  size: number,
  gap: number,
  mark: number,
): string {
  const cells: string[] = [];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const index = row * columns + column;
      const cx = x + column * (size + gap);
      const cy = y + row * (size + gap);
      cells.push(
        `<rect x="${cx}" y="${cy}" width="${size}" height="${size}" rx="6" fill="${index === mark ? ACCENT : SKY}"/>`,
      );
    }
  }
  return cells.join("");
}

export const COVERS: Record<string, string> = {
  "medicare-basics": cover(`
<circle cx="660" cy="110" r="170" fill="${SAND}"/><circle cx="110" cy="520" r="150" fill="#e6ecf3"/>
<g transform="translate(8 10)" fill="#000" opacity=".08"><rect x="220" y="110" width="160" height="160" rx="28"/><rect x="420" y="110" width="160" height="160" rx="28"/><rect x="220" y="310" width="160" height="160" rx="28"/><rect x="420" y="310" width="160" height="160" rx="28"/></g>
<rect x="220" y="110" width="160" height="160" rx="28" fill="${BLUE}"/>
<path d="M288 150h24v28h28v24h-28v28h-24v-28h-28v-24h28z" fill="#fff"/>
<rect x="420" y="110" width="160" height="160" rx="28" fill="${SKY}"/>
<path d="M470 150v40a30 30 0 0 0 60 0v-40M500 220v12a24 24 0 0 0 48 0v-20" fill="none" stroke="${BLUE}" stroke-width="10" stroke-linecap="round"/><circle cx="548" cy="204" r="14" fill="${ACCENT}"/>
<rect x="220" y="310" width="160" height="160" rx="28" fill="${ACCENT}"/>
<path d="M240 400a60 60 0 0 1 120 0q-15-12-30 0q-15-12-30 0q-15-12-30 0q-15-12-30 0z" fill="#fff"/><path d="M300 400v36a12 12 0 0 1-24 0" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round"/>
<rect x="420" y="310" width="160" height="160" rx="28" fill="#e9e4da"/>
<g transform="rotate(-35 500 390)"><rect x="450" y="368" width="100" height="44" rx="22" fill="${BLUE}"/><path d="M500 368h28a22 22 0 0 1 0 44h-28z" fill="${ACCENT}"/></g>
`),
  "turning-65": cover(`
<circle cx="690" cy="480" r="190" fill="${SAND}"/><circle cx="90" cy="90" r="120" fill="#e6ecf3"/>
<rect x="158" y="130" width="300" height="340" rx="20" fill="#000" opacity=".08"/>
<rect x="150" y="120" width="300" height="340" rx="20" fill="#fff"/>
<path d="M150 140a20 20 0 0 1 20-20h260a20 20 0 0 1 20 20v50H150z" fill="${BLUE}"/>
<rect x="200" y="100" width="14" height="44" rx="7" fill="${SLATE}"/><rect x="386" y="100" width="14" height="44" rx="7" fill="${SLATE}"/>
${calendarGrid(172, 214, 6, 5, 32, 12, 15)}
<circle cx="324" cy="318" r="30" fill="none" stroke="${ACCENT}" stroke-width="5"/>
<rect x="498" y="178" width="180" height="250" rx="16" fill="#000" opacity=".08"/>
<rect x="490" y="170" width="180" height="250" rx="16" fill="${SKY}"/>
${check(530, 224, 18)}${bar(560, 218, 84, "#fff")}
${check(530, 294, 18)}${bar(560, 288, 70, "#fff")}
${check(530, 364, 18, MID_BLUE)}${bar(560, 358, 90, "#fff")}
`),
  "medicare-advantage": cover(`
<circle cx="120" cy="130" r="150" fill="${SAND}"/><rect x="0" y="500" width="800" height="100" fill="#e6ecf3"/>
<path d="M140 120q6 14 0 20q-6-6 0-20zM660 90q6 14 0 20q-6-6 0-20zM700 200q6 14 0 20q-6-6 0-20zM100 250q6 14 0 20q-6-6 0-20z" fill="${MID_BLUE}" opacity=".5"/>
<circle cx="400" cy="66" r="10" fill="${SLATE}"/>
<path d="M200 270a200 200 0 0 1 400 0q-33-26-67 0q-33-26-66 0q-34-26-67 0q-33-26-67 0q-33-26-66 0q-34-26-67 0z" fill="${BLUE}"/>
<path d="M400 70c-40 40-66 120-66 200q33-26 66 0q34-26 67 0c0-80-27-160-67-200z" fill="${MID_BLUE}"/>
<path d="M400 270v180a26 26 0 0 1-52 0" fill="none" stroke="${SLATE}" stroke-width="12" stroke-linecap="round"/>
<rect x="446" y="356" width="160" height="116" rx="16" fill="#000" opacity=".08"/>
<rect x="440" y="350" width="160" height="116" rx="16" fill="#fff"/>
<path d="M508 376h24v22h22v24h-22v22h-24v-22h-22v-24h22z" fill="${ACCENT}"/>
`),
  medigap: cover(`
<circle cx="680" cy="120" r="160" fill="${SAND}"/><circle cx="100" cy="500" r="130" fill="#e6ecf3"/>
<rect x="250" y="140" width="120" height="66" rx="10" fill="${ACCENT}"/>
<rect x="250" y="212" width="120" height="258" rx="10" fill="${BLUE}"/>
<rect x="430" y="140" width="120" height="22" rx="8" fill="${STONE}"/>
<rect x="430" y="166" width="120" height="40" rx="10" fill="${ACCENT}"/>
<rect x="430" y="212" width="120" height="258" rx="10" fill="${BLUE}"/>
<path d="M220 209h360" stroke="${SLATE}" stroke-width="3" stroke-dasharray="10 8"/>
<path d="M200 476h400" stroke="${SLATE}" stroke-width="6" stroke-linecap="round"/>
${bar(270, 300, 80, MID_BLUE)}${bar(270, 330, 60, MID_BLUE)}${bar(450, 300, 80, MID_BLUE)}${bar(450, 330, 60, MID_BLUE)}
<circle cx="620" cy="168" r="44" fill="#fff"/>${check(620, 168, 34)}
`),
  "part-d": cover(`
<circle cx="400" cy="300" r="230" fill="${SAND}"/>
<rect x="328" y="138" width="160" height="50" rx="10" fill="#000" opacity=".08"/>
<rect x="320" y="130" width="160" height="50" rx="10" fill="${ACCENT}"/>
<path d="M350 140v30M380 140v30M410 140v30M440 140v30" stroke="${ACCENT_DARK}" stroke-width="6" stroke-linecap="round"/>
<rect x="308" y="188" width="200" height="280" rx="30" fill="#000" opacity=".08"/>
<rect x="300" y="180" width="200" height="280" rx="30" fill="#fff"/>
<rect x="300" y="250" width="200" height="130" fill="${SKY}"/>
<path d="M338 288h16v14h14v16h-14v14h-16v-14h-14v-16h14z" fill="${BLUE}"/>
${bar(386, 292, 90, BLUE, 10)}${bar(386, 314, 70, MID_BLUE, 10)}${bar(386, 336, 80, MID_BLUE, 10)}
<g transform="rotate(30 200 420)"><rect x="150" y="398" width="100" height="44" rx="22" fill="${BLUE}"/><path d="M200 398h28a22 22 0 0 1 0 44h-28z" fill="${ACCENT}"/></g>
<g transform="rotate(-25 610 250)"><rect x="560" y="228" width="100" height="44" rx="22" fill="#fff"/><path d="M610 228h28a22 22 0 0 1 0 44h-28z" fill="${BLUE}"/></g>
<circle cx="610" cy="420" r="30" fill="#fff"/><path d="M588 420h44" stroke="${STONE}" stroke-width="5"/>
<circle cx="180" cy="230" r="22" fill="#fff"/><path d="M164 230h32" stroke="${STONE}" stroke-width="4"/>
`),
  "enrollment-calendar": cover(`
<circle cx="100" cy="90" r="130" fill="#e6ecf3"/><circle cx="720" cy="520" r="150" fill="${SAND}"/>
<rect x="138" y="108" width="540" height="380" rx="24" fill="#000" opacity=".08"/>
<rect x="130" y="100" width="540" height="380" rx="24" fill="#e9e3d6"/>
${Array.from({ length: 12 }, (_, index) => {
  const x = 150 + (index % 4) * 130;
  const y = 140 + Math.floor(index / 4) * 110;
  const inWindow = index >= 3 && index <= 9;
  const fill = index === 6 ? ACCENT : inWindow ? ACCENT_LIGHT : "#fff";
  const band = index === 6 ? ACCENT_DARK : inWindow ? "#e8b89b" : SKY;
  return `<rect x="${x}" y="${y}" width="110" height="90" rx="12" fill="${fill}"/><rect x="${x + 14}" y="${y + 14}" width="50" height="10" rx="5" fill="${band}"/>`;
}).join("")}
`),
  "costs-2026": cover(`
<circle cx="660" cy="120" r="170" fill="${SAND}"/><rect x="0" y="490" width="800" height="110" fill="#e6ecf3"/>
${[0, 1, 2, 3, 4, 5]
  .map((index) => {
    const y = 440 - index * 30;
    return `<ellipse cx="260" cy="${y + 12}" rx="92" ry="28" fill="${ACCENT_DARK}"/><ellipse cx="260" cy="${y}" rx="92" ry="28" fill="${ACCENT}"/>`;
  })
  .join("")}
<ellipse cx="260" cy="290" rx="62" ry="17" fill="none" stroke="#e8a57c" stroke-width="5"/>
<path d="M420 120h200v340l-20-16-20 16-20-16-20 16-20-16-20 16-20-16-20 16-20-16-20 16z" fill="#000" opacity=".08" transform="translate(8 8)"/>
<path d="M420 120h200v340l-20-16-20 16-20-16-20 16-20-16-20 16-20-16-20 16-20-16-20 16z" fill="#fff"/>
${bar(450, 160, 110)}${bar(450, 196, 140)}${bar(450, 232, 90)}${bar(450, 268, 120)}${bar(450, 304, 100)}
<path d="M450 346h140" stroke="${BLUE}" stroke-width="4"/>${bar(450, 370, 60, BLUE, 16)}${bar(540, 370, 50, ACCENT, 16)}
`),
  glossary: cover(`
<circle cx="120" cy="120" r="150" fill="${SAND}"/><circle cx="700" cy="500" r="140" fill="#e6ecf3"/>
<path d="M150 200v286q125-26 250 14q125-40 250-14V200z" fill="${BLUE}"/>
<path d="M400 190q-100-50-224-20v286q124-26 224 20z" fill="#fff"/>
<path d="M400 190q100-50 224-20v286q-124-26-224 20z" fill="#f3efe7"/>
<path d="M400 190v286" stroke="${STONE}" stroke-width="3"/>
<g fill="none" stroke="${STONE}" stroke-width="8" stroke-linecap="round"><path d="M206 210q80-16 164 8M206 250q80-16 164 8M206 290q80-16 164 8M206 330q80-16 120 4M206 370q80-16 164 8"/><path d="M430 218q84-24 164-8M430 258q84-24 164-8M430 298q84-24 130-6M430 338q84-24 164-8"/></g>
<path d="M206 210q40-8 80 -2" stroke="${BLUE}" stroke-width="8" stroke-linecap="round" fill="none"/>
<path d="M548 160h30v110l-15-16-15 16z" fill="${ACCENT}"/>
`),
  caregivers: cover(`
<circle cx="400" cy="560" r="300" fill="#e6ecf3"/><circle cx="680" cy="110" r="130" fill="${SAND}"/>
<path d="M400 178c-44-32-66-54-66-78a32 32 0 0 1 66-10a32 32 0 0 1 66 10c0 24-22 46-66 78z" fill="${ACCENT}"/>
<circle cx="330" cy="262" r="56" fill="${BLUE}"/>
<path d="M238 480v-64a92 92 0 0 1 184 0v64z" fill="${BLUE}"/>
<circle cx="476" cy="296" r="48" fill="${SLATE}"/>
<path d="M398 480v-48a78 78 0 0 1 156 0v48z" fill="${SLATE}"/>
`),
  "extra-help": cover(`
<circle cx="670" cy="130" r="160" fill="${SAND}"/><rect x="0" y="500" width="800" height="100" fill="#e6ecf3"/>
<path d="M200 170h140l30 30h230v280H200z" fill="${BLUE}"/>
<g transform="rotate(-4 380 300)"><rect x="250" y="130" width="260" height="300" rx="10" fill="#fff"/>
${bar(280, 166, 150)}${bar(280, 196, 190)}${bar(280, 226, 120)}${check(452, 250, 30)}</g>
<path d="M190 300h420l-24 180H214z" fill="${MID_BLUE}"/>
<circle cx="620" cy="440" r="52" fill="${ACCENT}"/><circle cx="620" cy="440" r="36" fill="none" stroke="#e8a57c" stroke-width="6"/>
`),
  "dental-vision-hearing": cover(`
<rect x="0" y="470" width="800" height="130" fill="${SAND}"/>
<g transform="matrix(1.3 0 0 1.3 -120 -100)">
<circle cx="200" cy="300" r="94" fill="${SKY}"/><circle cx="400" cy="300" r="94" fill="${ACCENT_LIGHT}"/><circle cx="600" cy="300" r="94" fill="${SKY}"/>
<path d="M150 255c0-30 25-45 50-35c25-10 50 5 50 35c0 30-8 45-12 75c-3 25-10 40-18 40c-10 0-10-40-20-40s-10 40-20 40c-8 0-15-15-18-40c-4-30-12-45-12-75z" fill="#fff" stroke="${BLUE}" stroke-width="8" stroke-linejoin="round"/>
<g fill="none" stroke="${BLUE}" stroke-width="10" stroke-linecap="round"><circle cx="364" cy="304" r="32"/><circle cx="436" cy="304" r="32"/><path d="M394 298q6-8 12 0M332 296l-22-26M468 296l22-26"/></g>
<path d="M582 250a46 50 0 1 1 72 42c-14 10-18 18-18 32a24 24 0 0 1-44 8" fill="none" stroke="${BLUE}" stroke-width="12" stroke-linecap="round"/>
<path d="M598 270a18 18 0 1 1 28 16" fill="none" stroke="${BLUE}" stroke-width="8" stroke-linecap="round"/>
<path d="M548 272a40 40 0 0 0 0 56M528 252a70 70 0 0 0 0 96" fill="none" stroke="${ACCENT}" stroke-width="8" stroke-linecap="round"/>
</g>
`),
};

/** Covers that also get a WebP rendering, used as the guide's featured image. */
export const WEBP_COVERS = ["medicare-basics", "turning-65", "medicare-advantage", "costs-2026"];

/** Illustrated review photos. */
const REVIEW_PORTRAITS: Record<"luis" | "martha" | "eddie", Portrait> = {
  luis: {
    skin: SKIN[2],
    hair: HAIR.grey,
    hairStyle: "short",
    shirt: SHIRT.slate,
    background: BACKDROP.mist,
    beard: true,
  },
  martha: {
    skin: SKIN[0],
    hair: HAIR.silver,
    hairStyle: "curly",
    shirt: SHIRT.accent,
    background: BACKDROP.cream,
    glasses: true,
  },
  eddie: { skin: SKIN[3], hair: HAIR.grey, hairStyle: "bald", shirt: SHIRT.blue, background: BACKDROP.stone },
};

function write(relativePath: string, contents: string | Buffer, limit: number): void {
  const target = join(ASSETS_DIR, relativePath);
  mkdirSync(join(target, ".."), { recursive: true });
  writeFileSync(target, contents);
  const size = statSync(target).size;
  if (size > limit) throw new Error(`${relativePath} is ${size} bytes (limit ${limit})`);
  console.log(`${relativePath}: ${size} bytes`);
}

function main(): void {
  for (const [name, svg] of Object.entries(COVERS)) write(`guides/${name}.svg`, svg, 6 * 1024);

  const scratch = mkdtempSync(join(tmpdir(), "guide-art-"));
  try {
    for (const name of WEBP_COVERS) {
      const png = join(scratch, `${name}.png`);
      const webp = join(scratch, `${name}.webp`);
      execFileSync("rsvg-convert", ["-w", "800", "-h", "600", "-o", png, join(ASSETS_DIR, "guides", `${name}.svg`)]);
      execFileSync("cwebp", ["-quiet", "-q", "80", "-m", "6", "-metadata", "none", png, "-o", webp]);
      write(`guides/${name}.webp`, readFileSync(webp), 40 * 1024);
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }

  for (const member of TEAM) {
    if (member.portrait) write(headshotFile(member.name), drawPortrait(member.portrait), 4 * 1024);
  }

  for (const avatar of REVIEW_AVATARS) {
    const svg =
      avatar.kind === "initial"
        ? drawInitialAvatar(avatar.letter, avatar.color)
        : drawPortrait(REVIEW_PORTRAITS[avatar.portrait], 120);
    write(`reviews/${avatar.file}`, svg, 4 * 1024);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
