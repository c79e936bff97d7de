import { relations } from 'drizzle-orm';
import { attributes, categories, categoryAttributes } from './catalogue';
import { areas, governorates } from './geo';
import { packageFeatures, packages } from './packages';
import { productAttributeValues, productImages, products } from './products';
import { branches, stores, storeStaff } from './stores';
import { moderatorPermissions, sessions, users } from './users';

// Relations only feed the relational query API (`db.query.x.findMany({ with })`); foreign keys
// themselves are declared on the columns.

export const usersRelations = relations(users, ({ many, one }) => ({
  sessions: many(sessions),
  stores: many(stores),
  staffOf: many(storeStaff),
  moderatorPermissions: one(moderatorPermissions, {
    fields: [users.id],
    references: [moderatorPermissions.userId],
  }),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));

export const moderatorPermissionsRelations = relations(moderatorPermissions, ({ one }) => ({
  user: one(users, { fields: [moderatorPermissions.userId], references: [users.id] }),
}));

export const governoratesRelations = relations(governorates, ({ many }) => ({
  areas: many(areas),
}));

export const areasRelations = relations(areas, ({ one }) => ({
  governorate: one(governorates, { fields: [areas.governorateId], references: [governorates.id] }),
}));

export const categoriesRelations = relations(categories, ({ one, many }) => ({
  parent: one(categories, {
    fields: [categories.parentId],
    references: [categories.id],
    relationName: 'category_parent',
  }),
  children: many(categories, { relationName: 'category_parent' }),
  categoryAttributes: many(categoryAttributes),
}));

export const attributesRelations = relations(attributes, ({ one, many }) => ({
  parent: one(attributes, {
    fields: [attributes.parentId],
    references: [attributes.id],
    relationName: 'attribute_parent',
  }),
  children: many(attributes, { relationName: 'attribute_parent' }),
  categoryAttributes: many(categoryAttributes),
}));

export const categoryAttributesRelations = relations(categoryAttributes, ({ one }) => ({
  category: one(categories, {
    fields: [categoryAttributes.categoryId],
    references: [categories.id],
  }),
  attribute: one(attributes, {
    fields: [categoryAttributes.attributeId],
    references: [attributes.id],
  }),
}));

export const packagesRelations = relations(packages, ({ many }) => ({
  features: many(packageFeatures),
  stores: many(stores),
}));

export const packageFeaturesRelations = relations(packageFeatures, ({ one }) => ({
  package: one(packages, { fields: [packageFeatures.packageId], references: [packages.id] }),
}));

export const storesRelations = relations(stores, ({ one, many }) => ({
  owner: one(users, { fields: [stores.ownerId], references: [users.id] }),
  category: one(categories, { fields: [stores.categoryId], references: [categories.id] }),
  package: one(packages, { fields: [stores.packageId], references: [packages.id] }),
  governorate: one(governorates, {
    fields: [stores.governorateId],
    references: [governorates.id],
  }),
  area: one(areas, { fields: [stores.areaId], references: [areas.id] }),
  branches: many(branches),
  staff: many(storeStaff),
  products: many(products),
}));

export const branchesRelations = relations(branches, ({ one }) => ({
  store: one(stores, { fields: [branches.storeId], references: [stores.id] }),
  governorate: one(governorates, {
    fields: [branches.governorateId],
    references: [governorates.id],
  }),
  area: one(areas, { fields: [branches.areaId], references: [areas.id] }),
}));

export const storeStaffRelations = relations(storeStaff, ({ one }) => ({
  store: one(stores, { fields: [storeStaff.storeId], references: [stores.id] }),
  user: one(users, { fields: [storeStaff.userId], references: [users.id] }),
}));

export const productsRelations = relations(products, ({ one, many }) => ({
  store: one(stores, { fields: [products.storeId], references: [stores.id] }),
  category: one(categories, {
    fields: [products.categoryId],
    references: [categories.id],
    relationName: 'product_category',
  }),
  subCategory: one(categories, {
    fields: [products.subCategoryId],
    references: [categories.id],
    relationName: 'product_sub_category',
  }),
  images: many(productImages),
  attributeValues: many(productAttributeValues),
}));

export const productImagesRelations = relations(productImages, ({ one }) => ({
  product: one(products, { fields: [productImages.productId], references: [products.id] }),
}));

export const productAttributeValuesRelations = relations(productAttributeValues, ({ one }) => ({
  product: one(products, {
    fields: [productAttributeValues.productId],
    references: [products.id],
  }),
  attribute: one(attributes, {
    fields: [productAttributeValues.attributeId],
    references: [attributes.id],
    relationName: 'value_attribute',
  }),
  parentAttribute: one(attributes, {
    fields: [productAttributeValues.parentAttributeId],
    references: [attributes.id],
    relationName: 'value_parent_attribute',
  }),
}));
