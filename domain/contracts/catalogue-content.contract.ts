// Home, search and static-page calls of the shopper catalogue.
import { z } from 'zod';
import { HOME_THEMES } from '../status/statuses';
import { emailSchema, longNameSchema } from '../validation/account';
import { whatsappSchema } from '../validation/common';
import { contactMessageSchema, contactSubjectSchema } from '../validation/contact';
import { defineContract } from './contract';
import {
  namedRefSchema,
  productCardSchema,
  queryPage,
  queryPerPage,
  querySearch,
  storeCardSchema,
} from './catalogue-schemas';
import { categoryNodeSchema } from './catalogue-stores.contract';

const heroSchema = z.object({ title: z.string(), description: z.string() });

/**
 * The admin's homepage offer groups live today (spec §2 `homepage_offers`), in order: a title and
 * offer images, each with the shop path (or https URL) it opens.
 */
const offerGroupsSchema = z.array(
  z.object({
    id: z.number().int(),
    title: z.string(),
    offers: z.array(z.object({ id: z.number().int(), image: z.string(), href: z.string() })),
  }),
);
export type HomeOfferGroup = z.infer<typeof offerGroupsSchema>[number];

/**
 * `GET /api/home` — the traditional home: hero, main categories (with images and counts),
 * featured (best rated, then most viewed), offers (biggest discounts), newest products, and stores
 * (verified first). `theme` is the admin's choice: the client renders this payload for
 * `traditional` and `GET /api/website-home` for `modern`.
 */
export const homeContract = defineContract({
  method: 'GET',
  path: '/api/home',
  summary: 'Home page sections (traditional theme)',
  tags: ['catalogue'],
  permission: { resource: 'catalogue', action: 'view' },
  response: z.object({
    theme: z.enum(HOME_THEMES),
    hero: heroSchema,
    offerGroups: offerGroupsSchema,
    categories: z.array(categoryNodeSchema),
    featured: z.array(productCardSchema),
    offers: z.array(productCardSchema),
    newest: z.array(productCardSchema),
    stores: z.array(storeCardSchema),
  }),
});
export type HomeData = z.infer<typeof homeContract.response>;

/**
 * `GET /api/website-home` — the modern home: hero, a product rail per main category (the
 * categories with most public products), a spotlight on top verified stores with a few of their
 * products, offers and most viewed products.
 */
export const websiteHomeContract = defineContract({
  method: 'GET',
  path: '/api/website-home',
  summary: 'Home page sections (modern theme)',
  tags: ['catalogue'],
  permission: { resource: 'catalogue', action: 'view' },
  response: z.object({
    theme: z.enum(HOME_THEMES),
    hero: heroSchema,
    offerGroups: offerGroupsSchema,
    rails: z.array(
      z.object({ category: categoryNodeSchema, products: z.array(productCardSchema) }),
    ),
    spotlight: z.array(z.object({ store: storeCardSchema, products: z.array(productCardSchema) })),
    offers: z.array(productCardSchema),
    mostViewed: z.array(productCardSchema),
  }),
});
export type WebsiteHomeData = z.infer<typeof websiteHomeContract.response>;

/**
 * `GET /api/suggestions?q=` — while typing: up to 6 products (name, store, price; exact
 * duplicates of all three shown once), 4 stores, 4 categories and
 * 4 approved search keywords (the admin's `search_keywords`; a keyword opens `/search?q=`).
 * Forgiving: Arabic letter forms, tashkeel and digits are folded, near-misses match by trigram
 * similarity, English is case-insensitive with prefix matching.
 */
export const suggestionsContract = defineContract({
  method: 'GET',
  path: '/api/suggestions',
  summary: 'Search suggestions while typing',
  tags: ['catalogue'],
  permission: { resource: 'catalogue', action: 'list' },
  query: z.object({ q: querySearch }),
  response: z.object({
    products: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        mainImage: z.string().nullable(),
        storeUsername: z.string(),
        /** The store's name and the price to pay: equal product names are told apart by them. */
        storeName: z.string(),
        price: z.number(),
      }),
    ),
    stores: z.array(
      z.object({
        id: z.number().int(),
        username: z.string(),
        name: z.string(),
        logo: z.string().nullable(),
      }),
    ),
    categories: z.array(namedRefSchema.extend({ parentId: z.number().int().nullable() })),
    keywords: z.array(z.string()),
  }),
});

const searchQuery = z.object({ q: querySearch, page: queryPage, per_page: queryPerPage });

/** `GET /api/website/search-products?q=&page=` — products ranked by similarity. */
export const searchProductsContract = defineContract({
  method: 'GET',
  path: '/api/website/search-products',
  summary: 'Product search results',
  tags: ['catalogue'],
  permission: { resource: 'catalogue', action: 'list' },
  query: searchQuery,
  response: z.array(productCardSchema),
  paged: true,
});

/** `GET /api/website/search-stores?q=&page=` — stores ranked by similarity. */
export const searchStoresContract = defineContract({
  method: 'GET',
  path: '/api/website/search-stores',
  summary: 'Store search results',
  tags: ['catalogue'],
  permission: { resource: 'catalogue', action: 'list' },
  query: searchQuery,
  response: z.array(storeCardSchema),
  paged: true,
});

export const STATIC_PAGE_SLUGS = ['about-us', 'privacy-policy', 'terms'] as const;
export type StaticPageSlug = (typeof STATIC_PAGE_SLUGS)[number];

const staticPageResponse = z.object({
  slug: z.enum(STATIC_PAGE_SLUGS),
  title: z.string(),
  /** Plain text; paragraphs separated by blank lines. */
  body: z.string(),
  updatedAt: z.string(),
});
export type StaticPage = z.infer<typeof staticPageResponse>;

const staticPage = (slug: StaticPageSlug, summary: string) =>
  defineContract({
    method: 'GET',
    path: `/api/${slug}`,
    summary,
    tags: ['static'],
    permission: { resource: 'catalogue', action: 'view' },
    response: staticPageResponse,
  });

export const aboutUsContract = staticPage('about-us', 'About us page');
export const privacyPolicyContract = staticPage('privacy-policy', 'Privacy policy page');
export const termsContract = staticPage('terms', 'Terms and conditions page');

/** The contact form; the client validates with the same schema. */
export const contactFormSchema = z.object({
  name: longNameSchema,
  email: emailSchema,
  /** Optional Egyptian mobile number. */
  phone: whatsappSchema,
  subject: contactSubjectSchema,
  message: contactMessageSchema,
});
export type ContactForm = z.infer<typeof contactFormSchema>;

/** Thank-you message key the client shows after sending. */
export const CONTACT_THANKS_KEY = 'catalogue.contact.thanks';

/**
 * `POST /api/contact-us` — stores the message; 201 with `{ message: CONTACT_THANKS_KEY }`.
 * Rate-limited to 5 messages per 10 minutes per client (429 `rate_limited`).
 */
export const contactUsContract = defineContract({
  method: 'POST',
  path: '/api/contact-us',
  summary: 'Send a message to the site team',
  tags: ['static'],
  permission: { resource: 'contact', action: 'create' },
  status: 201,
  idempotent: true,
  body: contactFormSchema,
  response: z.object({ id: z.number().int(), message: z.literal(CONTACT_THANKS_KEY) }),
});
