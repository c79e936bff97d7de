import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';

/** Main categories (parent_id null) and their sub-categories, one level deep in practice. */
export const categories = pgTable(
  'categories',
  {
    id: id(),
    // Deleting a main category takes its sub-categories with it; products block both (RESTRICT).
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, {
      onDelete: 'cascade',
    }),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    slug: text('slug').notNull().unique(),
    image: text('image'),
    /** Icon key the client maps to an icon component (e.g. `shirt`, `building`, `smartphone`). */
    icon: text('icon'),
    sort: integer('sort').notNull().default(0),
    /** Spec §3: a parent object with a display_as_text flag (chips instead of image tiles). */
    displayAsText: boolean('display_as_text').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [index('categories_parent_id_idx').on(t.parentId, t.sort)],
);

/**
 * Main attributes (parent_id null: Colour, Size, Storage …) and their sub-attributes (the values:
 * Red, XL, 256 GB …). The flags describe the main attribute; `color` is a sub-attribute swatch.
 */
export const attributes = pgTable(
  'attributes',
  {
    id: id(),
    parentId: integer('parent_id').references((): AnyPgColumn => attributes.id, {
      onDelete: 'cascade',
    }),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    hasPrice: boolean('has_price').notNull().default(false),
    multiSelect: boolean('multi_select').notNull().default(false),
    isRequired: boolean('is_required').notNull().default(false),
    showInFilter: boolean('show_in_filter').notNull().default(false),
    /** `#rrggbb` swatch of a colour value. */
    color: text('color'),
    sort: integer('sort').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('attributes_parent_id_idx').on(t.parentId, t.sort)],
);

/** Which main attributes a category's products carry (linked on main or sub-categories). */
export const categoryAttributes = pgTable(
  'category_attributes',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.attributeId] }),
    index('category_attributes_attribute_id_idx').on(t.attributeId),
  ],
);
