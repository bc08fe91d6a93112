/** Splits a text into what a person sees as one character each (Intl.Segmenter's graphemes). */
const graphemes =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter('id', { granularity: 'grapheme' })
    : undefined;

/**
 * A text's length as a person counts it: an emoji is one character, also one joined from several
 * (a family, a flag, a skin tone), and so is a letter written with a separate accent. Where the
 * browser cannot segment, each code point counts (an emoji still one, a joined one more).
 */
export function textLength(text: string): number {
  return graphemes ? Array.from(graphemes.segment(text)).length : Array.from(text).length;
}
