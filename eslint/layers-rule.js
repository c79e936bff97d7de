// Import boundaries of STYLE.md as one lint rule: each file's layer decides what it may import.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Resolves an import specifier to a project-relative path, or null for a package. */
function resolveSpecifier(specifier, fromFile) {
  if (specifier.startsWith('@/')) return path.join('src', specifier.slice(2));
  if (specifier.startsWith('@domain/')) return path.join('domain', specifier.slice(8));
  if (specifier.startsWith('.')) {
    return path.relative(ROOT, path.resolve(path.dirname(fromFile), specifier));
  }
  return null;
}

/** Layers that compose features into screens (bulletproof-react's `app/routes`; DESIGN §7 panels). */
const COMPOSITION = ['src/app/routes', 'src/panels'];
/** Shared layers: used by features and composition, import neither. */
const SHARED = ['src/components', 'src/lib', 'src/crud'];
/** What a feature may import of `src/` besides its own folder (`src/test`: test helpers). */
const FEATURE_MAY_IMPORT = [...SHARED, 'src/i18n', 'src/test'];

const within = (file, dir) => file === dir || file.startsWith(`${dir}/`);
/** `shop` for `src/features/shop/…`, null outside features. */
const featureOf = (file) => (file.startsWith('src/features/') ? file.split('/')[2] : null);

const isTest = (file) => /\.(test|spec)\.tsx?$/.test(file) || file.startsWith('tests/');

/** Answers a message when `target` (project path or package) is not allowed from `file`. */
function violation(file, target, specifier) {
  const pkg = target === null ? specifier : null;
  const inside = (dir) => target !== null && within(target, dir);

  if (file.startsWith('domain/')) {
    if (pkg && pkg !== 'zod' && !(isTest(file) && pkg === 'vitest')) {
      return `domain/ imports nothing but zod (found '${pkg}')`;
    }
    if (target !== null && !inside('domain') && !(isTest(file) && inside('src/i18n'))) {
      return 'domain/ imports nothing of ours outside domain/';
    }
  }
  if (file.startsWith('sw/')) {
    if (pkg && /^(react|react-dom|@chakra-ui|@tanstack)/.test(pkg)) return 'sw/ imports no UI code';
    if (target !== null && !inside('sw') && !inside('domain')) return 'sw/ imports only domain/';
  }
  if (file.startsWith('src/') || file.startsWith('domain/') || file.startsWith('sw/')) {
    if (inside('server')) return 'client code never imports server/';
  }
  if (file.startsWith('server/') && (inside('src') || inside('sw'))) {
    return 'server/ never imports src/ or sw/';
  }
  const feature = featureOf(file);
  if (feature !== null && target !== null && target.startsWith('src/')) {
    const other = featureOf(target);
    if (other !== null && other !== feature) {
      return `features never import each other (${feature} → ${other})`;
    }
    if (COMPOSITION.some(inside) || inside('src/app')) {
      return 'features never import src/app or src/panels (composition imports features, not the reverse)';
    }
    if (other === null && !FEATURE_MAY_IMPORT.some(inside)) {
      return 'features import only shared layers (components, lib, crud, i18n) and domain';
    }
  }
  if (SHARED.some((dir) => within(file, dir))) {
    if (inside('src/features'))
      return 'shared layers (crud, components, lib) never import features';
    if (COMPOSITION.some(inside)) {
      return 'shared layers (crud, components, lib) never import composition layers (app/routes, panels)';
    }
    if (inside('src/app') && !isTest(file))
      return 'shared layers (crud, components, lib) never import src/app';
  }
  if (
    file.startsWith('src/') &&
    feature === null &&
    !COMPOSITION.some((dir) => within(file, dir)) &&
    inside('src/features')
  ) {
    return 'only composition layers (src/app/routes, src/panels) import features';
  }
  if (
    file.startsWith('server/modules/') &&
    !file.endsWith('.repository.ts') &&
    !isTest(file) &&
    inside('server/db/schema')
  ) {
    return 'only repositories import Drizzle tables';
  }
  return null;
}

export const layersRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Import boundaries between domain, server, src, sw and features' },
    schema: [],
  },
  create(context) {
    const file = path.relative(ROOT, context.filename).split(path.sep).join('/');
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const specifier = node.source.value;
      const target = resolveSpecifier(specifier, context.filename);
      const normalised = target === null ? null : target.split(path.sep).join('/');
      const message = violation(file, normalised, specifier);
      if (message) context.report({ node: node.source, message });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: (node) => {
        if (node.source.type === 'Literal') check({ source: node.source });
      },
    };
  },
};
