import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

// Seed artwork drawn as SVG and rasterised by sharp: no network, no stock photos, deterministic.
// Text is Latin only (product short names, store initials): Arabic shaping would depend on the
// fonts installed on the machine, Latin falls back acceptably on any sans-serif face.

/** Shapes the renderer can draw; categories pick one as their icon. */
export type ArtKind =
  | 'shirt'
  | 'dress'
  | 'kids'
  | 'shoe'
  | 'bag'
  | 'building'
  | 'key'
  | 'villa'
  | 'shop'
  | 'land'
  | 'phone'
  | 'laptop'
  | 'tv'
  | 'headphones'
  | 'appliance';

const FONT = `'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif`;

/** Shapes drawn in a 200×200 box; `c` is the accent colour, `l` a light tone. */
const SHAPES: Record<ArtKind, (c: string, l: string) => string> = {
  shirt: (c, l) =>
    `<path d="M60 30 L85 20 Q100 38 115 20 L140 30 L182 62 L160 92 L140 80 L140 182 L60 182 L60 80 L40 92 L18 62 Z" fill="${c}"/>` +
    `<path d="M85 20 Q100 38 115 20" stroke="${l}" stroke-width="5" fill="none"/>` +
    `<circle cx="100" cy="70" r="4" fill="${l}"/><circle cx="100" cy="95" r="4" fill="${l}"/><circle cx="100" cy="120" r="4" fill="${l}"/>`,
  dress: (c, l) =>
    `<path d="M78 18 L122 18 L116 62 L156 184 L44 184 L84 62 Z" fill="${c}"/>` +
    `<rect x="82" y="60" width="36" height="10" rx="4" fill="${l}"/>`,
  kids: (c, l) =>
    `<path d="M70 60 L88 52 Q100 64 112 52 L130 60 L160 82 L146 104 L132 96 L132 170 L68 170 L68 96 L54 104 L40 82 Z" fill="${c}"/>` +
    `<path d="M100 100 L106 114 L121 115 L109 124 L114 139 L100 130 L86 139 L91 124 L79 115 L94 114 Z" fill="${l}"/>`,
  shoe: (c, l) =>
    `<path d="M22 128 L24 78 Q44 76 62 94 L92 112 Q144 116 176 132 Q188 142 182 156 L22 156 Z" fill="${c}"/>` +
    `<rect x="18" y="154" width="168" height="14" rx="6" fill="${l}"/>` +
    `<path d="M66 100 L80 92 M76 108 L90 100 M86 114 L100 106" stroke="${l}" stroke-width="4"/>`,
  bag: (c, l) =>
    `<path d="M70 82 Q70 30 100 30 Q130 30 130 82" stroke="${c}" stroke-width="10" fill="none"/>` +
    `<path d="M38 80 H162 L172 182 H28 Z" fill="${c}"/>` +
    `<rect x="86" y="104" width="28" height="16" rx="4" fill="${l}"/>`,
  building: (c, l) =>
    `<rect x="52" y="26" width="96" height="160" rx="4" fill="${c}"/>` +
    [0, 1, 2, 3, 4]
      .flatMap((row) =>
        [0, 1, 2].map(
          (col) =>
            `<rect x="${64 + col * 28}" y="${38 + row * 26}" width="16" height="16" fill="${l}"/>`,
        ),
      )
      .join('') +
    `<rect x="88" y="166" width="24" height="20" fill="${l}"/>`,
  key: (c, l) =>
    `<circle cx="70" cy="100" r="38" fill="${c}"/><circle cx="70" cy="100" r="14" fill="${l}"/>` +
    `<rect x="100" y="92" width="80" height="16" rx="4" fill="${c}"/>` +
    `<rect x="150" y="106" width="12" height="22" fill="${c}"/><rect x="168" y="106" width="10" height="16" fill="${c}"/>`,
  villa: (c, l) =>
    `<path d="M24 100 L100 38 L176 100 Z" fill="${c}"/><rect x="38" y="98" width="124" height="86" fill="${c}"/>` +
    `<rect x="88" y="132" width="26" height="52" fill="${l}"/>` +
    `<rect x="52" y="114" width="24" height="22" fill="${l}"/><rect x="126" y="114" width="24" height="22" fill="${l}"/>`,
  shop: (c, l) =>
    `<rect x="30" y="74" width="140" height="110" fill="${c}"/>` +
    [0, 1, 2, 3, 4, 5, 6]
      .map(
        (i) =>
          `<path d="M${24 + i * 22} 44 H${46 + i * 22} V74 Q${35 + i * 22} 90 ${24 + i * 22} 74 Z" fill="${i % 2 ? l : c}"/>`,
      )
      .join('') +
    `<rect x="48" y="110" width="50" height="44" fill="${l}"/><rect x="112" y="110" width="40" height="74" fill="${l}"/>`,
  land: (c, l) =>
    `<circle cx="150" cy="52" r="22" fill="${l}"/>` +
    `<path d="M10 120 Q100 90 190 120 V186 H10 Z" fill="${c}"/>` +
    [0, 1, 2, 3]
      .map(
        (i) => `<path d="M${30 + i * 40} 184 L${70 + i * 22} 112" stroke="${l}" stroke-width="4"/>`,
      )
      .join(''),
  phone: (c, l) =>
    `<rect x="62" y="16" width="76" height="168" rx="14" fill="${c}"/>` +
    `<rect x="70" y="34" width="60" height="120" rx="4" fill="${l}"/><circle cx="100" cy="168" r="7" fill="${l}"/>`,
  laptop: (c, l) =>
    `<rect x="40" y="42" width="120" height="84" rx="6" fill="${c}"/><rect x="50" y="52" width="100" height="64" fill="${l}"/>` +
    `<path d="M22 132 H178 L168 150 H32 Z" fill="${c}"/>`,
  tv: (c, l) =>
    `<rect x="20" y="36" width="160" height="104" rx="6" fill="${c}"/><rect x="30" y="46" width="140" height="84" fill="${l}"/>` +
    `<path d="M84 140 L74 170 H126 L116 140 Z" fill="${c}"/>`,
  headphones: (c, l) =>
    `<path d="M46 120 V100 Q46 40 100 40 Q154 40 154 100 V120" stroke="${c}" stroke-width="12" fill="none"/>` +
    `<rect x="30" y="112" width="36" height="60" rx="12" fill="${c}"/><rect x="134" y="112" width="36" height="60" rx="12" fill="${c}"/>` +
    `<rect x="40" y="124" width="16" height="36" rx="6" fill="${l}"/><rect x="144" y="124" width="16" height="36" rx="6" fill="${l}"/>`,
  appliance: (c, l) =>
    `<rect x="52" y="18" width="96" height="168" rx="8" fill="${c}"/>` +
    `<rect x="52" y="76" width="96" height="5" fill="${l}"/>` +
    `<rect x="130" y="34" width="6" height="30" rx="3" fill="${l}"/><rect x="130" y="94" width="6" height="40" rx="3" fill="${l}"/>`,
};

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Mixes a `#rrggbb` colour with white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const mix = (channel: number) => {
    const target = amount >= 0 ? 255 : 0;
    return Math.round(channel + (target - channel) * Math.abs(amount));
  };
  const [r, g, b] = [mix((n >> 16) & 255), mix((n >> 8) & 255), mix(n & 255)];
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

/** Readable text colour on a background. */
export function contrastText(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const luminance = 0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255);
  return luminance > 160 ? '#1f1f1f' : '#ffffff';
}

export interface ProductArt {
  kind: ArtKind;
  /** Short English caption (a few words). */
  caption: string;
  /** Light background colour. */
  tint: string;
  /** Shape colour. */
  accent: string;
  /** 0, 1, 2 …: moves and scales the shape so sibling images differ. */
  variant: number;
}

/** 800×800 JPEG (above the spec's 647×647 minimum, so seeded images pass upload rules too). */
export function renderProductImage(art: ProductArt): Promise<Buffer> {
  const size = 800;
  const scale = [2.1, 1.7, 2.4][art.variant % 3] as number;
  const offsetX = size / 2 - 100 * scale + [0, -60, 40][art.variant % 3]!;
  const offsetY = 330 - 100 * scale + [0, 20, -10][art.variant % 3]!;
  const caption = escapeXml(art.caption);
  const fontSize = Math.min(52, Math.floor(1150 / Math.max(art.caption.length, 12)));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${art.tint}"/><stop offset="1" stop-color="${shade(art.tint, -0.12)}"/>
</linearGradient></defs>
<rect width="${size}" height="${size}" fill="url(#bg)"/>
<circle cx="${620 - art.variant * 90}" cy="${150 + art.variant * 40}" r="170" fill="${shade(art.accent, 0.82)}" opacity="0.7"/>
<g transform="translate(${offsetX} ${offsetY}) scale(${scale})">${SHAPES[art.kind](art.accent, shade(art.accent, 0.75))}</g>
<rect x="60" y="640" width="680" height="104" rx="24" fill="#ffffff" opacity="0.9"/>
<text x="400" y="${692 + fontSize * 0.35}" font-family="${FONT}" font-size="${fontSize}" font-weight="700" text-anchor="middle" fill="#263238">${caption}</text>
<text x="40" y="60" font-family="${FONT}" font-size="26" font-weight="700" fill="${shade(art.tint, -0.45)}">dukkan</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/** 256×256 PNG: the store's initials on its main colour. */
export function renderStoreLogo(initials: string, color: string): Promise<Buffer> {
  const text = escapeXml(initials.slice(0, 2).toUpperCase());
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
<rect width="256" height="256" rx="56" fill="${color}"/>
<circle cx="128" cy="128" r="96" fill="none" stroke="${shade(color, 0.35)}" stroke-width="6"/>
<text x="128" y="${128 + 34}" font-family="${FONT}" font-size="96" font-weight="700" text-anchor="middle" fill="${contrastText(color)}">${text}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

/** 1200×400 JPEG store cover: soft diagonal bands in the store's colours. */
export function renderBanner(color: string, variant: number): Promise<Buffer> {
  const light = shade(color, 0.85);
  const mid = shade(color, 0.6);
  const bands = [0, 1, 2, 3, 4]
    .map((i) => {
      const x = -200 + i * 320 + variant * 40;
      return `<path d="M${x} 400 L${x + 220} 0 H${x + 330} L${x + 110} 400 Z" fill="${i % 2 ? mid : color}" opacity="0.35"/>`;
    })
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400">
<rect width="1200" height="400" fill="${light}"/>${bands}
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/** 600×600 JPEG category tile, or a 600×400 wizard illustration when `wide`. */
export function renderTile(kind: ArtKind, tint: string, accent: string, wide = false) {
  const width = 600;
  const height = wide ? 400 : 600;
  const scale = wide ? 1.5 : 2.2;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<rect width="${width}" height="${height}" fill="${tint}"/>
<circle cx="${width / 2}" cy="${height / 2}" r="${height * 0.4}" fill="${shade(accent, 0.8)}"/>
<g transform="translate(${width / 2 - 100 * scale} ${height / 2 - 100 * scale}) scale(${scale})">${SHAPES[kind](accent, shade(accent, 0.75))}</g>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/** Writes an image under `uploadsDir` and returns its public URL (`/uploads/...`). */
export async function saveUpload(uploadsDir: string, relative: string, data: Buffer) {
  const file = path.join(uploadsDir, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, data);
  return uploadUrl(relative);
}

export const uploadUrl = (relative: string) => `/uploads/${relative.split(path.sep).join('/')}`;
