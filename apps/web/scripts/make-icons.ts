/**
 * Writes the web app manifest's PNG icons (192, 512 and a maskable 512) into public/icons from the favicon's
 * shapes: a navy tile, a white 'T' and an orange dot. Run once with `tsx scripts/make-icons.ts`; the PNGs are
 * committed. Plain zlib, no image library: each pixel is 4x4 supersampled for smooth edges.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { deflateSync } from "node:zlib";

type Rgb = readonly [number, number, number];
const NAVY: Rgb = [0x17, 0x3f, 0x70];
const WHITE: Rgb = [0xff, 0xff, 0xff];
const ORANGE: Rgb = [0xb6, 0x4a, 0x12];

/** The favicon in its 64-unit box: which colour (or none) covers point (x, y). */
function favicon(x: number, y: number, rounded: boolean): Rgb | null {
  if (x < 0 || y < 0 || x > 64 || y > 64) return null;
  if (rounded) {
    const r = 14;
    const cx = Math.min(Math.max(x, r), 64 - r);
    const cy = Math.min(Math.max(y, r), 64 - r);
    if ((x - cx) ** 2 + (y - cy) ** 2 > r * r) return null;
  }
  if ((x - 48) ** 2 + (y - 46) ** 2 <= 36) return ORANGE;
  if ((y >= 20 && y <= 26 && x >= 16 && x <= 48) || (x >= 29 && x <= 35 && y >= 26 && y <= 48)) return WHITE;
  return NAVY;
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGBA PNG of `size` pixels; `maskable` fills the square and keeps the mark inside the central safe zone. */
function icon(size: number, maskable: boolean): Buffer {
  const samples = 4;
  const rows: Buffer[] = [];
  // Maskable: the whole square is navy and the 64-unit mark is drawn at 70% in the middle (safe zone is 80%).
  const scale = maskable ? 0.7 : 1;
  const offset = (64 - 64 * scale) / 2;
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let px = 0; px < size; px++) {
      let r = 0,
        g = 0,
        b = 0,
        a = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const ux = ((px + (sx + 0.5) / samples) / size) * 64;
          const uy = ((py + (sy + 0.5) / samples) / size) * 64;
          const colour = maskable
            ? (favicon((ux - offset) / scale, (uy - offset) / scale, false) ?? NAVY)
            : favicon(ux, uy, true);
          if (!colour) continue;
          r += colour[0];
          g += colour[1];
          b += colour[2];
          a += 1;
        }
      }
      const n = samples * samples;
      const o = 1 + px * 4;
      if (a > 0) {
        row[o] = Math.round(r / a);
        row[o + 1] = Math.round(g / a);
        row[o + 2] = Math.round(b / a);
      }
      row[o + 3] = Math.round((a / n) * 255);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const dir = join(import.meta.dirname, "..", "public", "icons");
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, "icon-192.png"), icon(192, false));
writeFileSync(join(dir, "icon-512.png"), icon(512, false));
writeFileSync(join(dir, "icon-maskable-512.png"), icon(512, true));
writeFileSync(join(dir, "apple-touch-icon-180.png"), icon(180, true));
console.info(`Wrote 4 icons to ${dir}`);
