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

const isTest = (file) => /\.(test|spec)\.tsx?$/.test(file) || file.startsWith('tests/');

/** Answers a message when `target` (project path or package) is not allowed from `file`. */
function violation(file, target, specifier) {
  const pkg = target === null ? specifier : null;
  const inside = (dir) => target !== null && (target === dir || target.startsWith(`${dir}/`));

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
  if (
    file.startsWith('src/') &&
    !file.startsWith('src/app/') &&
    !file.startsWith('src/features/')
  ) {
    if (inside('src/features'))
      return 'shared layers (crud, components, lib) never import features';
  }
  if (file.startsWith('src/features/') && inside('src/features')) {
    const own = file.split('/')[2];
    const other = target.split('/')[2];
    if (own !== other) return `features never import each other (${own} → ${other})`;
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
