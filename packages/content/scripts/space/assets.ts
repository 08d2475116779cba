/**
 * Registers a file under packages/content/embedded-assets as an asset of the space. The site serves that folder
 * at /embedded-assets/, so the asset's file.url is that site-relative path. Size and image dimensions are read
 * from the file itself.
 */
import { readFileSync } from "node:fs";
import { extname, join } from "node:path";
import type { SpaceBuilder } from "./builder.js";

export const ASSETS_DIR = join(import.meta.dirname, "..", "..", "embedded-assets");
export const ASSETS_URL_PREFIX = "/embedded-assets/";

const MIME: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".pdf": "application/pdf",
  ".webm": "video/webm",
  ".mp4": "video/mp4",
};

export function imageSize(buffer: Buffer, extension: string): { width: number; height: number } | undefined {
  switch (extension) {
    case ".png":
      return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
    case ".gif":
      return { width: buffer.readUInt16LE(6), height: buffer.readUInt16LE(8) };
    case ".webp": {
      const chunk = buffer.toString("ascii", 12, 16);
      if (chunk === "VP8X") return { width: 1 + buffer.readUIntLE(24, 3), height: 1 + buffer.readUIntLE(27, 3) };
      if (chunk === "VP8 ")
        return { width: buffer.readUInt16LE(26) & 0x3fff, height: buffer.readUInt16LE(28) & 0x3fff };
      if (chunk === "VP8L") {
        const bits = buffer.readUInt32LE(21);
        return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
      }
      return undefined;
    }
    case ".jpg":
    case ".jpeg": {
      let offset = 2;
      while (offset < buffer.length) {
        const marker = buffer[offset + 1]!;
        const length = buffer.readUInt16BE(offset + 2);
        if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
          return { height: buffer.readUInt16BE(offset + 5), width: buffer.readUInt16BE(offset + 7) };
        }
        offset += 2 + length;
      }
      return undefined;
    }
    case ".svg": {
      const source = buffer.toString("utf8");
      const width = /<svg[^>]*\swidth="(\d+(?:\.\d+)?)"/.exec(source)?.[1];
      const height = /<svg[^>]*\sheight="(\d+(?:\.\d+)?)"/.exec(source)?.[1];
      if (width && height) return { width: Math.round(Number(width)), height: Math.round(Number(height)) };
      const viewBox = /viewBox="[\d.]+ [\d.]+ ([\d.]+) ([\d.]+)"/.exec(source);
      if (viewBox) return { width: Math.round(Number(viewBox[1])), height: Math.round(Number(viewBox[2])) };
      return undefined;
    }
    default:
      return undefined;
  }
}

/** Adds `embedded-assets/{relativePath}` to the space as asset `id`. */
export function registerAsset(
  builder: SpaceBuilder,
  id: string,
  relativePath: string,
  meta: { title: string; description?: string },
): void {
  const extension = extname(relativePath).toLowerCase();
  const contentType = MIME[extension];
  if (!contentType) throw new Error(`Unsupported asset type ${extension} (${relativePath})`);
  const buffer = readFileSync(join(ASSETS_DIR, relativePath));
  const size = imageSize(buffer, extension);
  builder.asset(id, {
    title: meta.title,
    description: meta.description,
    url: ASSETS_URL_PREFIX + relativePath,
    fileName: relativePath.split("/").pop()!,
    contentType,
    size: buffer.length,
    width: size?.width,
    height: size?.height,
  });
}
