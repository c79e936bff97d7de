import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getSystem, RECIPES, SLOT_RECIPES, UNUSED_PALETTES } from './system';

const system = getSystem();

/** The recipe keys each Chakra component looks up (Button, IconButton and CloseButton share one). */
const NEEDS: Record<string, string[]> = {
  Alert: ['alert'],
  Badge: ['badge'],
  Button: ['button', 'spinner'],
  IconButton: ['button'],
  CloseButton: ['button'],
  Checkbox: ['checkbox', 'checkmark'],
  Code: ['code'],
  Container: ['container'],
  Dialog: ['dialog'],
  Drawer: ['drawer'],
  Field: ['field'],
  Heading: ['heading'],
  Icon: ['icon'],
  Input: ['input'],
  InputGroup: ['inputAddon'],
  Link: ['link'],
  Menu: ['menu'],
  NativeSelect: ['nativeSelect'],
  RadioGroup: ['radioGroup', 'radiomark'],
  Skeleton: ['skeleton'],
  Spinner: ['spinner'],
  Table: ['table'],
  Textarea: ['textarea'],
};

/** Layout and provider pieces without a recipe. */
const NO_RECIPE = new Set([
  'AspectRatio',
  'Box',
  'Center',
  'Circle',
  'ChakraProvider',
  'Flex',
  'Grid',
  'GridItem',
  'Group',
  'HStack',
  'Image',
  'LinkBox',
  'LinkOverlay',
  'LocaleProvider',
  'Portal',
  'SimpleGrid',
  'Spacer',
  'Stack',
  'Text',
  'VStack',
  'VisuallyHidden',
  'Wrap',
  'chakra',
  'createSystem',
  'defaultBaseConfig',
  'defineConfig',
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function chakraImports(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(join(process.cwd(), 'src'))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/import\s*\{([^}]+)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const raw of (match[1] ?? '').split(',')) {
        const name =
          raw
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0] ?? '';
        if (name && !name.endsWith('Props')) names.add(name);
      }
    }
  }
  return names;
}

describe('[THEME] only the recipes the app uses', () => {
  it('covers every Chakra component imported in src (add its recipe to system.ts otherwise)', () => {
    const available = new Set([...Object.keys(RECIPES), ...Object.keys(SLOT_RECIPES)]);
    const problems: string[] = [];
    for (const name of chakraImports()) {
      if (NO_RECIPE.has(name)) continue;
      const keys = NEEDS[name];
      if (!keys) problems.push(`${name}: unknown here, map it in system.test.ts`);
      else for (const key of keys) if (!available.has(key)) problems.push(`${name} needs ${key}`);
    }
    expect(problems).toEqual([]);
  });

  it('builds the system with the brand palette and Chakra tokens', () => {
    expect(system.token('colors.brand.700')).toBe('#0f5f58');
    expect(system.token('spacing.4')).toBe('1rem');
    expect(system.isValidProperty('paddingInlineStart')).toBe(true);
  });

  it('has no palette a screen names among the ones left out', () => {
    const named: string[] = [];
    const here = join(process.cwd(), 'src', 'app', 'theme', 'system.ts');
    for (const file of sourceFiles(join(process.cwd(), 'src')).filter((path) => path !== here)) {
      const text = readFileSync(file, 'utf8');
      for (const palette of UNUSED_PALETTES) {
        // `colorPalette="teal"`, `bg="pink.100"`, `{ color: 'cyan.fg' }` …
        if (new RegExp(`["'\`]${palette}(\\.[\\w.]+)?["'\`]`).test(text))
          named.push(`${file}: ${palette}`);
      }
    }
    expect(named).toEqual([]);
    expect(system.token('colors.teal.500', 'missing')).toBe('missing');
    expect(system.token('colors.red.500')).toBe('#ef4444');
  });
});
