import { defineConfig } from '@chakra-ui/react';

// Each language reads in its own brand face; text in the other script (a Latin brand name on an
// Arabic page) uses the system font, so a page loads just the two faces it preloads (fonts.css).
const ARABIC_STACK = "'Noto Kufi Arabic', system-ui, sans-serif";
const LATIN_STACK = "'Quicksand', system-ui, sans-serif";

/** Shades around the brand's deep Nile teal (#0f5f58, shared with the web manifest). */
const brand = {
  50: '#effaf8',
  100: '#d5f1ec',
  200: '#aee2d9',
  300: '#7dcdc1',
  400: '#4cb1a4',
  500: '#2f9588',
  600: '#1f786e',
  700: '#0f5f58',
  800: '#0d4c47',
  900: '#0b3f3b',
  950: '#052523',
};

/** Dukkan's look on top of Chakra's tokens: brand palette, fonts by language, page colours. */
export const brandConfig = defineConfig({
  globalCss: {
    html: { '--dukkan-font': LATIN_STACK, colorPalette: 'brand' },
    'html[lang="ar"]': { '--dukkan-font': ARABIC_STACK },
    body: { bg: 'bg', color: 'fg' },
  },
  theme: {
    tokens: {
      fonts: {
        body: { value: 'var(--dukkan-font)' },
        heading: { value: 'var(--dukkan-font)' },
      },
      colors: {
        brand: Object.fromEntries(
          Object.entries(brand).map(([shade, value]) => [shade, { value }]),
        ),
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          // Dark mode: 600, not 500 — white on 500 is 3.6:1, under WCAG AA (contrast.test.ts).
          solid: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.600}' } },
          contrast: { value: '{colors.white}' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.400}' } },
        },
      },
    },
  },
});
