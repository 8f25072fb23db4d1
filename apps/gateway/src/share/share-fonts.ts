import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The weights the share cards use, each one TTF of Inter (resvg reads TTF/OTF, not woff). */
export type FontWeight = 400 | 600 | 700;

export const FONT_FAMILY = 'Inter';

const require = createRequire(import.meta.url);

const fontFileNames: Record<FontWeight, string> = {
  400: '400Regular/Inter_400Regular.ttf',
  600: '600SemiBold/Inter_600SemiBold.ttf',
  700: '700Bold/Inter_700Bold.ttf',
};

/** The font files, resolved once from the package (never a relative node_modules path). */
export const fontFiles: Record<FontWeight, string> = {
  400: require.resolve(`@expo-google-fonts/inter/${fontFileNames[400]}`),
  600: require.resolve(`@expo-google-fonts/inter/${fontFileNames[600]}`),
  700: require.resolve(`@expo-google-fonts/inter/${fontFileNames[700]}`),
};

/** One font's horizontal metrics: each character's advance, in em. */
type Advances = { advance: (codePoint: number) => number };

/**
 * Reads the advance widths of a TrueType font (cmap format 4 and hmtx): enough to measure a line
 * before resvg draws it. Kerning is left out, so a measured line is never narrower than drawn.
 */
function readAdvances(font: Buffer): Advances {
  const tables = new Map<string, number>();
  const count = font.readUInt16BE(4);
  for (let i = 0; i < count; i++) {
    const record = 12 + i * 16;
    tables.set(font.toString('latin1', record, record + 4), font.readUInt32BE(record + 8));
  }
  const table = (tag: string) => {
    const offset = tables.get(tag);
    if (offset === undefined) throw new Error(`font without a ${tag} table`);
    return offset;
  };
  const unitsPerEm = font.readUInt16BE(table('head') + 18);
  const metricsCount = font.readUInt16BE(table('hhea') + 34);
  const hmtx = table('hmtx');
  const advanceOfGlyph = (glyph: number) =>
    font.readUInt16BE(hmtx + Math.min(glyph, metricsCount - 1) * 4) / unitsPerEm;

  const cmap = table('cmap');
  let subtable = -1;
  for (let i = 0; i < font.readUInt16BE(cmap + 2); i++) {
    const record = cmap + 4 + i * 8;
    const platform = font.readUInt16BE(record);
    const encoding = font.readUInt16BE(record + 2);
    const offset = cmap + font.readUInt32BE(record + 4);
    if (((platform === 3 && encoding === 1) || platform === 0) && font.readUInt16BE(offset) === 4) {
      subtable = offset;
      break;
    }
  }
  if (subtable < 0) throw new Error('font without a Unicode BMP cmap');
  const segments = font.readUInt16BE(subtable + 6) / 2;
  const ends = subtable + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;

  const glyphOf = (codePoint: number): number => {
    for (let s = 0; s < segments; s++) {
      if (codePoint > font.readUInt16BE(ends + s * 2)) continue;
      const start = font.readUInt16BE(starts + s * 2);
      if (codePoint < start) return 0;
      const delta = font.readInt16BE(deltas + s * 2);
      const rangeOffset = font.readUInt16BE(rangeOffsets + s * 2);
      if (rangeOffset === 0) return (codePoint + delta) & 0xffff;
      const at = rangeOffsets + s * 2 + rangeOffset + (codePoint - start) * 2;
      const glyph = font.readUInt16BE(at);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };

  const cache = new Map<number, number>();
  const missing = advanceOfGlyph(glyphOf('M'.codePointAt(0)!));
  return {
    advance: (codePoint) => {
      let width = cache.get(codePoint);
      if (width === undefined) {
        const glyph = codePoint <= 0xffff ? glyphOf(codePoint) : 0;
        // A character Inter lacks (an emoji): counted as wide as an M, so the line stays inside.
        width = glyph === 0 ? missing : advanceOfGlyph(glyph);
        cache.set(codePoint, width);
      }
      return width;
    },
  };
}

const advances = new Map<FontWeight, Advances>();
const advancesOf = (weight: FontWeight) => {
  let font = advances.get(weight);
  if (!font) {
    font = readAdvances(readFileSync(fontFiles[weight]));
    advances.set(weight, font);
  }
  return font;
};

/** How a line of a card is set. */
export type TextStyle = { size: number; weight: FontWeight };

/** The width a line takes in Inter at `style`, in pixels. */
export function textWidth(text: string, style: TextStyle): number {
  const font = advancesOf(style.weight);
  let width = 0;
  for (const character of text) width += font.advance(character.codePointAt(0)!);
  return width * style.size;
}

const ELLIPSIS = '…';

/** `text` as it fits in `maxWidth`: whole, or cut with an ellipsis. */
export function fitLine(text: string, style: TextStyle, maxWidth: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (textWidth(line, style) <= maxWidth) return line;
  const characters = Array.from(line);
  while (characters.length > 0) {
    characters.pop();
    const cut = `${characters.join('').trimEnd()}${ELLIPSIS}`;
    if (textWidth(cut, style) <= maxWidth) return cut;
  }
  return ELLIPSIS;
}

/** `text` broken into at most `maxLines` lines of `maxWidth`, the last cut with an ellipsis if need be. */
export function wrapLines(text: string, style: TextStyle, maxWidth: number, maxLines: number): string[] {
  const words = text.replace(/\s+/g, ' ').trim().split(' ');
  const lines: string[] = [];
  let current = '';
  for (let i = 0; i < words.length; i++) {
    const next = current ? `${current} ${words[i]}` : words[i]!;
    if (!current || textWidth(next, style) <= maxWidth) {
      current = next;
      continue;
    }
    if (lines.length === maxLines - 1)
      return [...lines, fitLine([current, ...words.slice(i)].join(' '), style, maxWidth)];
    lines.push(fitLine(current, style, maxWidth));
    current = words[i]!;
  }
  return [...lines, fitLine(current, style, maxWidth)];
}
