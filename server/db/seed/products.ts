import type { ProductStatus } from '../../../domain/status/statuses';
import type { ArtKind, ProductArt } from '../../lib/images';
import { ATTRIBUTES, areaBucket, CATEGORIES, type TopCategory } from './data/catalogue';
import type { GovernorateSeed } from './data/governorates';
import { GOVERNORATES } from './data/governorates';
import {
  DESCRIPTION_SENTENCES,
  PRODUCT_TEMPLATES,
  TEMPLATE_ART,
  type ProductTemplate,
} from './data/product-templates';
import { STORES, type StoreSeed } from './data/stores';
import { createRng, type Rng, seedFor, toArabicDigits } from './prng';

/** Base seed of the product stream; product N is a pure function of (SEED, N, now). */
const PRODUCT_SEED = 20_260_101;
const DAY = 86_400_000;

/** A product before ids are known: everything is referenced by natural key. */
export interface ProductPlan {
  storeUsername: string;
  categorySlug: TopCategory;
  subCategorySlug: string;
  sku: string;
  nameAr: string;
  nameEn: string;
  descriptionAr: string;
  descriptionEn: string;
  basicPrice: number;
  negotiable: boolean;
  discount: number;
  stockAmount: number;
  unlimitedQuantity: boolean;
  minimumStock: number;
  existencePeriodDays: number;
  isPermanent: boolean;
  youtubeUrl: string | null;
  facebookVideoUrl: string | null;
  status: ProductStatus;
  rejectionReason: string | null;
  archivedAt: Date | null;
  acceptedAt: Date | null;
  views: number;
  createdAt: Date;
  /** Relative paths under the uploads dir; the first is the main image. */
  images: ProductImagePlan[];
  /** Main attribute (English) → chosen values (English) with optional extra price. */
  values: { main: string; value: string; extraPrice: number | null }[];
}

export interface ProductImagePlan {
  relative: string;
  art: ProductArt;
}

const subCategoryIndex = new Map(
  CATEGORIES.flatMap((top) => top.children.map((child) => [child.slug, { top, child }] as const)),
);
const attributeIndex = new Map(ATTRIBUTES.map((attribute) => [attribute.en, attribute]));
const governorateIndex = new Map(GOVERNORATES.map((g) => [g.en, g]));
const storeWeights = STORES.map((store) => store.weight ?? 1);
const totalWeight = storeWeights.reduce((sum, w) => sum + w, 0);

// Status slots repeat every 50 products and sit inside the first 40, so even the small test
// catalogue holds one product in every review state, one rejected and one archived.
const STATUS_SLOTS: Record<number, ProductStatus | 'archived'> = {
  3: 'pending_for_review',
  8: 'initial_review_by_moderator',
  13: 'final_review_by_moderator',
  19: 'reviewed',
  26: 'final_review_by_admin',
  31: 'rejected',
  37: 'archived',
};

const REJECTION_REASONS = [
  'الصور غير واضحة، برجاء رفع صور حقيقية للمنتج بخلفية فاتحة.',
  'السعر غير منطقي مقارنة بالمواصفات المكتوبة.',
  'الوصف لا يطابق المنتج في الصور.',
  'المنتج مكرر في نفس المتجر.',
];

const CLOTHES_COLOURS = [
  'Black',
  'White',
  'Navy',
  'Red',
  'Beige',
  'Olive',
  'Grey',
  'Brown',
  'Pink',
];
const DEVICE_COLOURS = ['Black', 'White', 'Silver', 'Gold', 'Grey', 'Navy'];
const ACCENTS = ['#c62828', '#1565c0', '#2e7d32', '#6a1b9a', '#ef6c00', '#00838f', '#4e342e'];

export function planProduct(index: number, now: Date): ProductPlan {
  const rng = createRng(seedFor(PRODUCT_SEED, index));
  const store = pickStore(rng);
  const subSlug = rng.pick(store.subs);
  const { top, child } = subCategoryIndex.get(subSlug)!;
  const template = rng.pick(PRODUCT_TEMPLATES[subSlug]!);
  const governorate = governorateIndex.get(store.governorate)!;
  const named = fillName(template, governorate, rng);
  const values = chooseValues(
    child.attributes,
    template,
    named.size,
    named.basicPrice,
    top.slug,
    rng,
  );

  const slot = STATUS_SLOTS[index % 50];
  const status: ProductStatus = slot === undefined || slot === 'archived' ? 'accepted' : slot;
  const isRealEstate = top.slug === 'real-estate';
  const existencePeriodDays = rng.pick([30, 60, 90, 90, 90, 120, 180]);
  const isPermanent = rng.chance(isRealEstate ? 0.3 : 0.1);
  // Keep seeded products inside their existence period so only the archived slot is archived.
  const ageDays = rng.next() * Math.min(75, existencePeriodDays - 2);
  const createdAt = new Date(now.getTime() - ageDays * DAY);
  const acceptedAt =
    status === 'accepted' ? new Date(createdAt.getTime() + rng.int(1, 36) * 3_600_000) : null;
  const stock = chooseStock(isRealEstate, rng);
  const [sentenceA, sentenceB] = rng.sample(DESCRIPTION_SENTENCES[top.slug], 2);
  const details = realEstateDetails(values);

  return {
    storeUsername: store.username,
    categorySlug: top.slug,
    subCategorySlug: subSlug,
    sku: `${store.username.split('.')[0]!.slice(0, 8).toUpperCase()}-${String(index + 1).padStart(6, '0')}`,
    nameAr: named.ar,
    nameEn: named.en,
    descriptionAr: [named.ar + '.', details.ar, sentenceA![0], sentenceB![0]]
      .filter(Boolean)
      .join(' '),
    descriptionEn: [named.en + '.', details.en, sentenceA![1], sentenceB![1]]
      .filter(Boolean)
      .join(' '),
    basicPrice: named.basicPrice,
    negotiable: rng.chance(isRealEstate ? 0.7 : top.slug === 'electronics' ? 0.15 : 0.1),
    discount: rng.chance(isRealEstate ? 0.05 : 0.25) ? rng.pick([5, 10, 15, 20, 25, 30, 40]) : 0,
    ...stock,
    existencePeriodDays,
    isPermanent,
    youtubeUrl: rng.chance(0.05) ? `https://www.youtube.com/watch?v=${videoId(rng)}` : null,
    facebookVideoUrl: rng.chance(0.03)
      ? `https://www.facebook.com/watch/?v=${rng.int(100_000_000, 999_999_999)}${rng.int(100_000, 999_999)}`
      : null,
    status,
    rejectionReason: status === 'rejected' ? rng.pick(REJECTION_REASONS) : null,
    archivedAt: slot === 'archived' ? new Date(now.getTime() - rng.int(1, 10) * DAY) : null,
    acceptedAt,
    views: status === 'accepted' ? rng.int(0, 4_000) : rng.int(0, 15),
    createdAt,
    images: planImages(template.short, TEMPLATE_ART[template.short] ?? child.icon, top.tint, rng),
    values,
  };
}

function pickStore(rng: Rng): StoreSeed {
  let ticket = rng.next() * totalWeight;
  for (const [i, store] of STORES.entries()) {
    ticket -= storeWeights[i]!;
    if (ticket < 0) return store;
  }
  return STORES[STORES.length - 1]!;
}

function fillName(template: ProductTemplate, governorate: GovernorateSeed, rng: Rng) {
  const step = template.step ?? 5;
  if (!template.size) {
    return {
      ar: template.ar,
      en: template.en,
      size: null,
      basicPrice: rng.price(template.price[0], template.price[1], step),
    };
  }
  const area = rng.pick(governorate.areas);
  const feddan = template.unit === 'feddan';
  const size = feddan
    ? rng.int(template.size[0], template.size[1])
    : Math.round(rng.int(template.size[0], template.size[1]) / 5) * 5;
  const fill = (text: string, lang: 'ar' | 'en') =>
    text
      .replace('{size}', lang === 'ar' ? toArabicDigits(size) : String(size))
      .replace('{area}', area[lang]);
  const basicPrice = template.perM2
    ? Math.round((size * rng.int(template.price[0], template.price[1])) / step) * step
    : rng.price(template.price[0], template.price[1], step);
  return {
    ar: fill(template.ar, 'ar'),
    en: fill(template.en, 'en'),
    size: feddan ? size * 4_200 : size,
    basicPrice,
  };
}

function chooseValues(
  mains: string[],
  template: ProductTemplate,
  size: number | null,
  price: number,
  top: TopCategory,
  rng: Rng,
): ProductPlan['values'] {
  const out: ProductPlan['values'] = [];
  for (const main of mains) {
    const attribute = attributeIndex.get(main)!;
    const names = attribute.values.map((value) => value.en);
    const fixed = template.fixed?.[main] ?? derived(main, size, rng);
    let chosen: string[];
    if (fixed) chosen = [fixed];
    else if (main === 'Colour') {
      chosen = rng.sample(top === 'clothes' ? CLOTHES_COLOURS : DEVICE_COLOURS, rng.int(1, 3));
    } else if (main === 'Size' || main === 'Shoe size') {
      const from = rng.int(0, names.length - 2);
      chosen = names.slice(from, from + rng.int(2, 5));
    } else if (main === 'Warranty') {
      chosen = rng.chance(0.5) ? ['1 year', '2 years'] : ['1 year'];
    } else if (main === 'Storage') {
      const from = rng.int(0, names.length - 2);
      chosen = names.slice(from, from + rng.int(1, 2));
    } else chosen = [rng.pick(names)];

    chosen.forEach((value, i) => {
      // Priced options: the first is included in the base price, each upgrade adds ~8%.
      const extraPrice =
        attribute.hasPrice && i > 0 ? Math.max(50, Math.round((price * 0.08 * i) / 50) * 50) : null;
      out.push({ main, value, extraPrice });
    });
  }
  return out;
}

function derived(main: string, size: number | null, rng: Rng): string | undefined {
  if (size === null) return undefined;
  if (main === 'Area') return areaBucket(size);
  const rooms = size < 75 ? 1 : size < 115 ? 2 : size < 180 ? 3 : size < 260 ? 4 : 5;
  if (main === 'Rooms') return ['1 room', '2 rooms', '3 rooms', '4 rooms', '5+ rooms'][rooms - 1];
  if (main === 'Bathrooms') {
    return ['1 bathroom', '2 bathrooms', '3 bathrooms'][Math.min(2, Math.floor(rooms / 2))];
  }
  if (main === 'Finishing') {
    return rng.pick(['Ultra super lux', 'Super lux', 'Super lux', 'Lux', 'Semi-finished']);
  }
  return undefined;
}

function realEstateDetails(values: ProductPlan['values']) {
  const find = (main: string) => {
    const entry = values.find((value) => value.main === main);
    const seed = entry && attributeIndex.get(main)?.values.find((v) => v.en === entry.value);
    return seed ?? null;
  };
  const rooms = find('Rooms');
  const baths = find('Bathrooms');
  const finishing = find('Finishing');
  if (!rooms || !finishing) return { ar: '', en: '' };
  return {
    ar: `${rooms.ar}${baths ? ` و${baths.ar}` : ''}، تشطيب ${finishing.ar}.`,
    en: `${rooms.en}${baths ? `, ${baths.en}` : ''}, ${finishing.en.toLowerCase()} finishing.`,
  };
}

function chooseStock(isRealEstate: boolean, rng: Rng) {
  if (isRealEstate) {
    return { stockAmount: 1, unlimitedQuantity: false, minimumStock: 0 };
  }
  const roll = rng.next();
  if (roll < 0.1) return { stockAmount: 0, unlimitedQuantity: true, minimumStock: 0 };
  if (roll < 0.17) return { stockAmount: 0, unlimitedQuantity: false, minimumStock: 2 };
  return { stockAmount: rng.int(1, 150), unlimitedQuantity: false, minimumStock: rng.int(0, 5) };
}

function videoId(rng: Rng) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  return Array.from({ length: 11 }, () => alphabet[rng.int(0, alphabet.length - 1)]).join('');
}

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function hashText(text: string) {
  let h = 0;
  for (const char of text) h = (Math.imul(h, 31) + char.charCodeAt(0)) >>> 0;
  return h;
}

/** 1–3 images from the pool of (template, variant) pictures, so 100k products share ~300 files. */
function planImages(short: string, kind: ArtKind, tint: string, rng: Rng): ProductImagePlan[] {
  const count = rng.int(1, 3);
  const first = rng.int(0, 2);
  return Array.from({ length: count }, (_, i) => imageFor(short, kind, tint, (first + i) % 3));
}

function imageFor(short: string, kind: ArtKind, tint: string, variant: number): ProductImagePlan {
  const accent = ACCENTS[(hashText(short) + variant * 3) % ACCENTS.length]!;
  return {
    // `items/`: pictures of the item itself (the older `products/` files carried captions).
    relative: `seed/items/${slugify(short)}-${variant + 1}.jpg`,
    art: { kind, tint, accent, variant },
  };
}

/** Every picture any product can use: rendered up front for large catalogues. */
export function productImagePool(): ProductImagePlan[] {
  const pool = new Map<string, ProductImagePlan>();
  for (const top of CATEGORIES) {
    for (const child of top.children) {
      for (const template of PRODUCT_TEMPLATES[child.slug] ?? []) {
        for (const variant of [0, 1, 2]) {
          const plan = imageFor(
            template.short,
            TEMPLATE_ART[template.short] ?? child.icon,
            top.tint,
            variant,
          );
          pool.set(plan.relative, plan);
        }
      }
    }
  }
  return [...pool.values()];
}
