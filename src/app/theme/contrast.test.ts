import { describe, expect, it } from 'vitest';
import { getSystem } from './system';

type Mode = 'light' | 'dark';

/** The colour a token ends at in one mode, following `{colors.x}` references and conditions. */
function resolve(name: string, mode: Mode): string {
  const token = getSystem().tokens.getByName(`colors.${name}`);
  if (!token) throw new Error(`unknown colour token ${name}`);
  const conditions = token.extensions.conditions as Record<string, string> | undefined;
  const raw = conditions
    ? (conditions[mode === 'dark' ? '_dark' : '_light'] ?? conditions.base)
    : token.originalValue;
  const reference = /^\{colors\.(.+)\}$/.exec(String(raw));
  return reference?.[1] ? resolve(reference[1], mode) : String(raw);
}

/** WCAG 2.x relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) throw new Error(`not a #rrggbb colour: ${hex}`);
  const value = match[1];
  const [r, g, b] = [0, 2, 4].map((at) => {
    const channel = parseInt(value.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

function contrastRatio(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** Text token on background token, as the app pairs them (buttons, links, active nav items). */
const TEXT_PAIRS: [text: string, background: string][] = [
  ['brand.contrast', 'brand.solid'],
  ['brand.fg', 'bg'],
  ['brand.fg', 'bg.panel'],
  ['brand.fg', 'bg.subtle'],
  ['brand.fg', 'bg.muted'],
  ['brand.fg', 'brand.subtle'],
  ['brand.fg', 'brand.muted'],
  ['fg', 'brand.subtle'],
  ['fg', 'brand.muted'],
];

describe('[THEME] brand colours meet WCAG AA (4.5:1 for text)', () => {
  for (const mode of ['light', 'dark'] as const) {
    for (const [text, background] of TEXT_PAIRS) {
      it(`${mode}: ${text} on ${background}`, () => {
        const ratio = contrastRatio(resolve(text, mode), resolve(background, mode));
        expect(ratio).toBeGreaterThanOrEqual(4.5);
      });
    }
  }

  it('a dark solid button still stands out from the dark page (3:1 for the shape)', () => {
    for (const background of ['bg', 'bg.panel', 'bg.muted']) {
      const ratio = contrastRatio(resolve('brand.solid', 'dark'), resolve(background, 'dark'));
      expect(ratio, background).toBeGreaterThanOrEqual(3);
    }
  });

  it('light mode keeps the brand teal #0f5f58 for the solid button and brand text', () => {
    expect(resolve('brand.solid', 'light')).toBe('#0f5f58');
    expect(resolve('brand.fg', 'light')).toBe('#0f5f58');
  });
});
