import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { brandConfig } from './brand-config';

/**
 * The recipes of the Chakra components the app uses, by the key each component looks up. Chakra's
 * `defaultConfig` carries ~75 recipes (most of its first-load weight); a component whose recipe is
 * missing renders unstyled, so `system.test.ts` fails when src imports a component not covered here.
 */
export const RECIPES = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  code: codeRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  radiomark: radiomarkRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const SLOT_RECIPES = {
  alert: alertSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  table: tableSlotRecipe,
};

/**
 * Chakra palettes no screen uses. Each palette is ~30 CSS variables per colour mode in every page's
 * `<head>`, and work for `createSystem` when the app starts; `system.test.ts` fails if src names one.
 */
export const UNUSED_PALETTES = ['yellow', 'teal', 'cyan', 'purple', 'pink'];

const withoutUnusedPalettes = <T extends object>(group: T): T =>
  Object.fromEntries(
    Object.entries(group).filter(([palette]) => !UNUSED_PALETTES.includes(palette)),
  ) as T;

/** Chakra's default theme (tokens, global CSS, styles) with only the recipes above. */
const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors ?? {}) },
    semanticTokens: {
      ...semanticTokens,
      colors: withoutUnusedPalettes(semanticTokens.colors ?? {}),
    },
    recipes: RECIPES,
    slotRecipes: SLOT_RECIPES,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

let system: ReturnType<typeof createSystem> | null = null;

const configs = [defaultBaseConfig, themeConfig, brandConfig] as const;

/**
 * The next step of the system's making, for a task of its own before `getSystem` (src/main.tsx):
 * merging the configs, then building the token dictionary; true while a step is left.
 * `createSystem.prepare` is added to Chakra by the build (vite.config.ts, `chakraSystemInSteps`);
 * where it is absent (the DOM tests) `getSystem` does all of it.
 */
export function prepareSystem(): boolean {
  if (system) return false;
  const prepare = (createSystem as { prepare?: (...configs: unknown[]) => boolean }).prepare;
  return prepare?.(...configs) ?? false;
}

/**
 * Dukkan's system: Chakra's base (conditions, utilities) + the default theme + the brand. Made on
 * first use, not when the module loads: it is the largest piece of work of the app's start
 * (~40 ms on this machine, four times that on a cheap phone), and src/main.tsx gives it a task of
 * its own instead of adding it to the evaluation of every module.
 */
export function getSystem() {
  system ??= createSystem(...configs);
  return system;
}

let hydrating: ReturnType<typeof createSystem> | null = null;

/**
 * The system for a page the server rendered: the same, except that `<ChakraProvider>`'s `<Global>`
 * gets no styles. The server already put the reset, the global styles and the tokens' CSS variables
 * in `<head>` (src/lib/ssr/critical-css.ts) and they stay there; computing them again and
 * serializing them to find that element by name was ~100 ms of the start at Lighthouse's 4× CPU
 * slowdown (the production build computes them only when asked, see vite.config.ts).
 */
export function hydratingSystem() {
  hydrating ??= Object.create(getSystem(), {
    _global: { value: [], enumerable: true },
  }) as ReturnType<typeof createSystem>;
  return hydrating;
}
