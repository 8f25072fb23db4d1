import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Font, create } from 'fontkit';

/** The weights the share cards use, each one TTF of Inter (resvg reads TTF/OTF, not woff). */
export type FontWeight = 400 | 600 | 700;

export const FONT_FAMILY = 'Inter';

const require = createRequire(import.meta.url);

/** The font files, resolved once from the package (never a relative node_modules path). */
export const fontFiles: Record<FontWeight, string> = {
  400: require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'),
  600: require.resolve('@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf'),
  700: require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf'),
};

const fonts = new Map<FontWeight, Font>();
const fontOf = (weight: FontWeight): Font => {
  let font = fonts.get(weight);
  if (!font) {
    font = create(readFileSync(fontFiles[weight])) as Font;
    fonts.set(weight, font);
  }
  return font;
};

/** How a line of a card is set. */
export type TextStyle = { size: number; weight: FontWeight };

/** The width a line takes in Inter at `style`, in pixels, laid out as resvg sets it (kerning included). */
export function textWidth(text: string, style: TextStyle): number {
  const font = fontOf(style.weight);
  return (font.layout(text).advanceWidth / font.unitsPerEm) * style.size;
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
