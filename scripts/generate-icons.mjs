// Generates the app icons in public/icons/ from one SVG mark (a shop awning over a storefront: a
// دكّان). Run once after changing the mark (`node scripts/generate-icons.mjs`); the outputs are
// committed.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

// Keep in step with BRAND_COLOR / BRAND_BACKGROUND in sw/manifest.ts (sw/manifest.test.ts checks
// it).
const BRAND = '#0f5f58';
const CREAM = '#f4faf8';
const SAFFRON = '#f2b84b';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const iconsDir = join(root, 'public', 'icons');

/** The mark drawn on a 512 grid, without background. */
function mark() {
  const stripes = [0, 1, 2, 3, 4]
    .map((i) => {
      const x = 96 + i * 64;
      const fill = i % 2 === 0 ? SAFFRON : CREAM;
      // Each stripe ends in a scallop, the awning's hanging edge.
      return `<path d="M${x} 140h64v76a32 32 0 0 1-64 0z" fill="${fill}"/>`;
    })
    .join('');
  return [
    `<rect x="120" y="236" width="272" height="168" rx="10" fill="${CREAM}"/>`,
    `<rect x="220" y="296" width="72" height="108" rx="6" fill="${BRAND}"/>`,
    `<rect x="144" y="284" width="52" height="44" rx="6" fill="${BRAND}" opacity="0.55"/>`,
    `<rect x="316" y="284" width="52" height="44" rx="6" fill="${BRAND}" opacity="0.55"/>`,
    stripes,
    `<rect x="84" y="112" width="344" height="34" rx="17" fill="${CREAM}"/>`,
  ].join('');
}

/** The `any` icon: rounded tile, the mark at full size. */
function anySvg() {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">` +
    `<rect width="512" height="512" rx="112" fill="${BRAND}"/>${mark()}</svg>\n`
  );
}

/**
 * The maskable icon: full-bleed background and the mark shrunk into the 80 % safe circle, because
 * launchers crop maskable icons to circles, squircles or teardrops.
 */
function maskableSvg() {
  const scale = 0.8;
  const offset = (512 * (1 - scale)) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">` +
    `<rect width="512" height="512" fill="${BRAND}"/>` +
    `<g transform="translate(${offset} ${offset}) scale(${scale})">${mark()}</g></svg>\n`
  );
}

async function png(svg, size, file) {
  await sharp(Buffer.from(svg), { density: 72 * (size / 512) * 2 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(join(iconsDir, file));
  console.log(`wrote public/icons/${file}`);
}

await mkdir(iconsDir, { recursive: true });
await writeFile(join(iconsDir, 'icon.svg'), anySvg());
await writeFile(join(root, 'public', 'favicon.svg'), anySvg());
console.log('wrote public/icons/icon.svg, public/favicon.svg');
await png(anySvg(), 192, 'icon-192.png');
await png(anySvg(), 512, 'icon-512.png');
await png(maskableSvg(), 512, 'icon-maskable-512.png');
// iOS ignores the manifest icons and rounds its own corners, so it gets the full-bleed variant.
await png(maskableSvg(), 180, 'apple-touch-icon.png');
