import path from 'node:path';
import sharp from 'sharp';
import type { ObjectStore } from '../providers/object-store';

// Seed artwork drawn as SVG and rasterised by sharp: no network, no stock photos, deterministic.
// Product pictures carry no text; store logos carry Latin initials only: Arabic shaping would depend
// on the fonts installed on the machine, Latin falls back acceptably on any sans-serif face.

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
  | 'appliance'
  | 'jacket'
  | 'trousers'
  | 'suit'
  | 'skirt'
  | 'scarf'
  | 'heels'
  | 'sandal'
  | 'boot'
  | 'slippers'
  | 'wallet'
  | 'belt'
  | 'suitcase'
  | 'backpack'
  | 'watch'
  | 'powerbank'
  | 'charger'
  | 'cable'
  | 'phonecase'
  | 'mouse'
  | 'earbuds'
  | 'washer'
  | 'aircon'
  | 'microwave'
  | 'blender'
  | 'vacuum'
  | 'freezer'
  | 'office';

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
  jacket: (c, l) =>
    `<path d="M62 26 L84 18 L100 40 L116 18 L138 26 L176 56 L186 176 L160 178 L150 84 L146 186 L54 186 L50 84 L40 178 L14 176 L24 56 Z" fill="${c}"/>` +
    `<path d="M84 18 L100 40 L116 18 L112 70 L100 56 L88 70 Z" fill="${l}"/>` +
    `<path d="M100 56 V186" stroke="${l}" stroke-width="4"/>` +
    `<rect x="62" y="120" width="24" height="6" rx="3" fill="${l}"/><rect x="114" y="120" width="24" height="6" rx="3" fill="${l}"/>`,
  trousers: (c, l) =>
    `<path d="M56 18 H144 L156 188 H112 L100 80 L88 188 H44 Z" fill="${c}"/>` +
    `<rect x="56" y="18" width="88" height="14" fill="${l}"/>` +
    `<path d="M70 34 Q74 56 60 62 M130 34 Q126 56 140 62" stroke="${l}" stroke-width="4" fill="none"/>`,
  suit: (c, l) =>
    `<path d="M60 24 L86 16 L100 34 L114 16 L140 24 L178 52 L184 180 L160 180 L150 84 L148 188 L52 188 L50 84 L40 180 L16 180 L22 52 Z" fill="${c}"/>` +
    `<path d="M86 16 L100 34 L114 16 L110 100 L100 112 L90 100 Z" fill="${l}"/>` +
    `<path d="M96 36 H104 L108 88 L100 100 L92 88 Z" fill="${c}"/>` +
    `<circle cx="100" cy="130" r="4" fill="${l}"/><circle cx="100" cy="150" r="4" fill="${l}"/>`,
  skirt: (c, l) =>
    `<path d="M70 30 H130 L170 182 H30 Z" fill="${c}"/>` +
    `<rect x="66" y="24" width="68" height="16" rx="4" fill="${l}"/>` +
    `<path d="M84 44 L72 180 M100 44 V180 M116 44 L128 180" stroke="${l}" stroke-width="3"/>`,
  scarf: (c, l) =>
    `<path d="M60 20 Q100 50 140 20 L150 44 Q100 80 50 44 Z" fill="${c}"/>` +
    `<path d="M120 52 L146 170 L118 176 L100 62 Z" fill="${c}"/>` +
    `<path d="M60 56 L52 156 L78 160 L86 64 Z" fill="${c}"/>` +
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<path d="M${120 + i * 6} 176 V190 M${54 + i * 6} 158 V172" stroke="${c}" stroke-width="3"/>`,
      )
      .join('') +
    `<path d="M70 40 Q100 60 130 40" stroke="${l}" stroke-width="4" fill="none"/>`,
  heels: (c, l) =>
    `<path d="M28 104 Q40 90 60 112 L120 146 Q160 150 182 142 Q190 156 178 162 H116 L64 136 L52 184 H40 L44 132 Q30 124 28 104 Z" fill="${c}"/>` +
    `<path d="M150 150 Q170 148 182 142" stroke="${l}" stroke-width="4" fill="none"/>`,
  sandal: (c, l) =>
    `<path d="M20 150 Q24 132 60 132 H170 Q186 136 184 152 Q180 164 164 164 H40 Q20 164 20 150 Z" fill="${c}"/>` +
    `<path d="M70 132 Q92 90 120 132" stroke="${c}" stroke-width="12" fill="none"/>` +
    `<path d="M120 132 Q142 100 160 132" stroke="${c}" stroke-width="10" fill="none"/>` +
    `<rect x="30" y="160" width="150" height="6" rx="3" fill="${l}"/>`,
  boot: (c, l) =>
    `<path d="M56 14 H116 L120 120 Q170 126 180 152 V172 H40 L46 120 Z" fill="${c}"/>` +
    `<rect x="36" y="170" width="148" height="14" rx="6" fill="${l}"/>` +
    `<rect x="56" y="14" width="60" height="14" fill="${l}"/>` +
    `<path d="M86 40 V110" stroke="${l}" stroke-width="4"/>`,
  slippers: (c, l) =>
    `<path d="M30 140 Q30 110 70 106 H150 Q184 110 184 136 Q184 160 150 162 H60 Q30 162 30 140 Z" fill="${l}" stroke="${c}" stroke-width="6"/>` +
    `<path d="M100 104 Q110 72 150 76 Q182 82 182 120 L150 122 Q128 110 100 118 Z" fill="${c}"/>`,
  wallet: (c, l) =>
    `<rect x="24" y="52" width="152" height="108" rx="14" fill="${c}"/>` +
    `<path d="M24 84 H176" stroke="${l}" stroke-width="4"/>` +
    `<rect x="124" y="94" width="52" height="36" rx="8" fill="${l}"/><circle cx="142" cy="112" r="6" fill="${c}"/>` +
    `<path d="M34 62 H110" stroke="${l}" stroke-width="3" stroke-dasharray="6 6"/>`,
  belt: (c, l) =>
    `<path d="M20 84 H150 V116 H20 Z" fill="${c}"/>` +
    `<rect x="140" y="70" width="44" height="60" rx="8" fill="none" stroke="${l}" stroke-width="9"/>` +
    `<rect x="150" y="96" width="26" height="8" fill="${l}"/>` +
    [0, 1, 2, 3].map((i) => `<circle cx="${44 + i * 22}" cy="100" r="4" fill="${l}"/>`).join(''),
  suitcase: (c, l) =>
    `<rect x="84" y="12" width="32" height="26" rx="6" fill="none" stroke="${c}" stroke-width="8"/>` +
    `<rect x="46" y="36" width="108" height="140" rx="14" fill="${c}"/>` +
    `<path d="M76 48 V164 M100 48 V164 M124 48 V164" stroke="${l}" stroke-width="5"/>` +
    `<circle cx="66" cy="184" r="8" fill="${c}"/><circle cx="134" cy="184" r="8" fill="${c}"/>`,
  backpack: (c, l) =>
    `<path d="M76 40 Q76 16 100 16 Q124 16 124 40" stroke="${c}" stroke-width="8" fill="none"/>` +
    `<rect x="44" y="36" width="112" height="150" rx="36" fill="${c}"/>` +
    `<rect x="62" y="110" width="76" height="56" rx="14" fill="${l}"/>` +
    `<path d="M62 128 H138" stroke="${c}" stroke-width="4"/><rect x="92" y="60" width="16" height="8" rx="3" fill="${l}"/>`,
  watch: (c, l) =>
    `<rect x="76" y="12" width="48" height="176" rx="16" fill="${c}"/>` +
    `<circle cx="100" cy="100" r="46" fill="${c}"/><circle cx="100" cy="100" r="36" fill="${l}"/>` +
    `<path d="M100 100 V76 M100 100 L116 110" stroke="${c}" stroke-width="5" stroke-linecap="round"/>` +
    `<rect x="144" y="92" width="8" height="16" rx="3" fill="${c}"/>`,
  powerbank: (c, l) =>
    `<rect x="52" y="20" width="96" height="164" rx="16" fill="${c}"/>` +
    [0, 1, 2, 3].map((i) => `<circle cx="${82 + i * 12}" cy="156" r="4" fill="${l}"/>`).join('') +
    `<rect x="84" y="20" width="32" height="8" rx="3" fill="${l}"/>` +
    `<path d="M106 62 L88 98 H104 L94 130 L116 90 H100 Z" fill="${l}"/>`,
  charger: (c, l) =>
    `<rect x="56" y="70" width="88" height="100" rx="16" fill="${c}"/>` +
    `<rect x="78" y="26" width="12" height="46" rx="3" fill="${c}"/><rect x="110" y="26" width="12" height="46" rx="3" fill="${c}"/>` +
    `<rect x="88" y="140" width="24" height="10" rx="4" fill="${l}"/>` +
    `<path d="M104 92 L90 118 H102 L96 136 L112 110 H100 Z" fill="${l}"/>`,
  cable: (c, l) =>
    `<path d="M40 40 Q40 110 100 110 Q160 110 160 160" stroke="${c}" stroke-width="10" fill="none"/>` +
    `<rect x="26" y="14" width="28" height="34" rx="6" fill="${c}"/><rect x="32" y="6" width="16" height="10" rx="3" fill="${l}" stroke="${c}" stroke-width="3"/>` +
    `<rect x="146" y="152" width="28" height="34" rx="6" fill="${c}"/><rect x="152" y="184" width="16" height="10" rx="3" fill="${l}" stroke="${c}" stroke-width="3"/>`,
  phonecase: (c, l) =>
    `<rect x="56" y="12" width="88" height="176" rx="20" fill="${c}"/>` +
    `<rect x="68" y="24" width="40" height="40" rx="10" fill="${l}"/>` +
    `<circle cx="80" cy="36" r="6" fill="${c}"/><circle cx="96" cy="52" r="6" fill="${c}"/>` +
    `<circle cx="100" cy="124" r="14" fill="none" stroke="${l}" stroke-width="4"/>`,
  mouse: (c, l) =>
    `<path d="M100 30 Q150 30 150 100 V130 Q150 186 100 186 Q50 186 50 130 V100 Q50 30 100 30 Z" fill="${c}"/>` +
    `<path d="M50 96 H150 M100 30 V96" stroke="${l}" stroke-width="4"/>` +
    `<rect x="94" y="52" width="12" height="26" rx="6" fill="${l}"/>`,
  earbuds: (c, l) =>
    `<rect x="50" y="96" width="100" height="80" rx="34" fill="${c}"/><path d="M50 128 H150" stroke="${l}" stroke-width="4"/>` +
    `<circle cx="70" cy="60" r="20" fill="${c}"/><rect x="62" y="60" width="14" height="36" rx="7" fill="${c}"/>` +
    `<circle cx="130" cy="60" r="20" fill="${c}"/><rect x="124" y="60" width="14" height="36" rx="7" fill="${c}"/>` +
    `<circle cx="70" cy="60" r="8" fill="${l}"/><circle cx="130" cy="60" r="8" fill="${l}"/>`,
  washer: (c, l) =>
    `<rect x="40" y="18" width="120" height="168" rx="10" fill="${c}"/>` +
    `<rect x="40" y="18" width="120" height="30" rx="10" fill="${shade(c, -0.15)}"/>` +
    `<circle cx="62" cy="33" r="6" fill="${l}"/><rect x="110" y="28" width="36" height="10" rx="4" fill="${l}"/>` +
    `<circle cx="100" cy="114" r="46" fill="${l}"/><circle cx="100" cy="114" r="32" fill="${c}" opacity="0.5"/>`,
  aircon: (c, l) =>
    `<rect x="14" y="56" width="172" height="70" rx="16" fill="${c}"/>` +
    `<path d="M30 106 H170 M30 114 H170" stroke="${l}" stroke-width="4"/>` +
    `<rect x="140" y="68" width="30" height="8" rx="3" fill="${l}"/>` +
    `<path d="M50 140 Q56 156 50 172 M100 140 Q106 156 100 172 M150 140 Q156 156 150 172" stroke="${c}" stroke-width="5" fill="none" opacity="0.6"/>`,
  microwave: (c, l) =>
    `<rect x="16" y="46" width="168" height="110" rx="12" fill="${c}"/>` +
    `<rect x="30" y="60" width="106" height="82" rx="6" fill="${l}"/>` +
    `<rect x="146" y="62" width="26" height="10" rx="3" fill="${l}"/>` +
    `<circle cx="159" cy="96" r="7" fill="${l}"/><circle cx="159" cy="122" r="7" fill="${l}"/>` +
    `<rect x="30" y="156" width="20" height="8" fill="${c}"/><rect x="150" y="156" width="20" height="8" fill="${c}"/>`,
  blender: (c, l) =>
    `<path d="M66 20 H140 L130 120 H74 Z" fill="${l}" stroke="${c}" stroke-width="6"/>` +
    `<path d="M140 40 Q166 44 160 90 L132 96" stroke="${c}" stroke-width="8" fill="none"/>` +
    `<rect x="60" y="12" width="86" height="14" rx="5" fill="${c}"/>` +
    `<path d="M70 120 H134 L146 186 H58 Z" fill="${c}"/><circle cx="102" cy="156" r="10" fill="${l}"/>`,
  vacuum: (c, l) =>
    `<rect x="100" y="104" width="80" height="64" rx="28" fill="${c}"/>` +
    `<circle cx="116" cy="176" r="10" fill="${c}"/><circle cx="164" cy="176" r="10" fill="${c}"/>` +
    `<path d="M110 120 Q60 110 60 60 L52 30" stroke="${c}" stroke-width="9" fill="none"/>` +
    `<path d="M52 30 L40 176" stroke="${c}" stroke-width="8"/>` +
    `<rect x="14" y="172" width="60" height="14" rx="6" fill="${c}"/><circle cx="140" cy="136" r="12" fill="${l}"/>`,
  freezer: (c, l) =>
    `<rect x="20" y="60" width="160" height="120" rx="10" fill="${c}"/>` +
    `<rect x="16" y="48" width="168" height="22" rx="8" fill="${shade(c, -0.15)}"/>` +
    `<rect x="80" y="78" width="40" height="8" rx="3" fill="${l}"/>` +
    `<path d="M40 110 H160 M40 130 H160 M40 150 H160" stroke="${l}" stroke-width="3" opacity="0.7"/>`,
  office: (c, l) =>
    `<rect x="30" y="40" width="140" height="146" rx="4" fill="${c}"/>` +
    [0, 1, 2, 3]
      .flatMap((row) =>
        [0, 1, 2, 3].map(
          (col) =>
            `<rect x="${42 + col * 32}" y="${52 + row * 28}" width="22" height="18" fill="${l}"/>`,
        ),
      )
      .join('') +
    `<rect x="84" y="164" width="32" height="22" fill="${l}"/><rect x="90" y="20" width="20" height="20" fill="${c}"/>`,
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
  /** Light background colour. */
  tint: string;
  /** Shape colour. */
  accent: string;
  /** 0, 1, 2 …: moves and scales the shape so sibling images differ. */
  variant: number;
}

/**
 * 800×800 JPEG (above the spec's 647×647 minimum, so seeded images pass upload rules too): the
 * item on a soft studio background with a floor shadow, no text in any language.
 */
export function renderProductImage(art: ProductArt): Promise<Buffer> {
  return sharp(Buffer.from(productImageSvg(art)))
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** The SVG {@link renderProductImage} rasterises. */
export function productImageSvg(art: ProductArt): string {
  const size = 800;
  const scale = [2.6, 2.2, 2.9][art.variant % 3] as number;
  const offsetX = size / 2 - 100 * scale + [0, -40, 30][art.variant % 3]!;
  const offsetY = size / 2 - 100 * scale + [0, 10, -20][art.variant % 3]!;
  const floor = offsetY + 192 * scale;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${art.tint}"/><stop offset="1" stop-color="${shade(art.tint, -0.12)}"/>
</linearGradient></defs>
<rect width="${size}" height="${size}" fill="url(#bg)"/>
<circle cx="${620 - art.variant * 90}" cy="${150 + art.variant * 40}" r="170" fill="${shade(art.accent, 0.82)}" opacity="0.7"/>
<ellipse cx="${size / 2 + [0, -40, 30][art.variant % 3]!}" cy="${Math.min(floor, 770)}" rx="${80 * scale}" ry="${7 * scale}" fill="#000" opacity="0.08"/>
<g transform="translate(${offsetX} ${offsetY}) scale(${scale})">${SHAPES[art.kind](art.accent, shade(art.accent, 0.75))}</g>
</svg>`;
  return svg;
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

/** Stores a rendered image as a public upload and returns its URL (`/uploads/...`). */
export async function saveUpload(images: ObjectStore, relative: string, data: Buffer) {
  const type = path.extname(relative).toLowerCase() === '.png' ? 'image/png' : 'image/jpeg';
  await images.put(`uploads/${relative}`, data, type);
  return uploadUrl(relative);
}

export const uploadUrl = (relative: string) => `/uploads/${relative.split(path.sep).join('/')}`;
