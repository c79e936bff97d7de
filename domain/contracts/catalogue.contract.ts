// The shopper catalogue in one import. The calls live in three files:
// products (grid, facets, detail), stores (listing, page, categories, geo) and content (home,
// search, static pages, contact). Responsive image URLs: `domain/catalogue/images.ts`
// (`/img/<width>/<upload path>[.webp]`, widths 160/320/480/640/960); page URLs:
// `domain/catalogue/paths.ts`.
export * from './catalogue-schemas';
export * from './catalogue-products.contract';
export * from './catalogue-stores.contract';
export * from './catalogue-content.contract';
