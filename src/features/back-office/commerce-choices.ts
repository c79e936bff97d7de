// Select choices of the stores and products screens, loaded from calls every panel role may make:
// the shop's category tree and governorates (names in the page's language) and the actor's own
// scoped store list. Cached by src/crud per key and language.
import {
  categoriesContract,
  governoratesContract,
  type CategoryTree,
} from '@domain/contracts/catalogue-stores.contract';
import { productOptionsContract } from '@domain/contracts/panel/seller-products.contract';
import { panelStoresContract } from '@domain/contracts/panel/stores.contract';
import type { RemoteChoices } from '@/crud/resource';
import { callApi } from '@/lib/api';
import { readState } from '@/lib/session';

const tree = async (): Promise<CategoryTree> => (await callApi(categoriesContract, {})).data;

/** Main categories. */
export const mainCategoryChoices: RemoteChoices = {
  key: 'choices:main-categories',
  load: async () =>
    (await tree()).map((node) => ({ value: String(node.id), label: node.name, plain: true })),
};

/** Sub-categories of the main category chosen in the `category_id` field. */
export const subCategoryChoices: RemoteChoices = {
  key: 'choices:sub-categories',
  dependsOn: 'category_id',
  load: async (parent) =>
    ((await tree()).find((node) => node.id === Number(parent))?.children ?? []).map((node) => ({
      value: String(node.id),
      label: node.name,
      plain: true,
    })),
};

/** Every category, sub-categories under their main one (`Main › Sub`), for filters and cells. */
export const allCategoryChoices: RemoteChoices = {
  key: 'choices:all-categories',
  load: async () =>
    (await tree()).flatMap((node) => [
      { value: String(node.id), label: node.name, plain: true },
      ...node.children.map((child) => ({
        value: String(child.id),
        label: `${node.name} › ${child.name}`,
        plain: true,
      })),
    ]),
};

export const governorateChoices: RemoteChoices = {
  key: 'choices:governorates',
  load: async () =>
    (await callApi(governoratesContract, {})).data.map((item) => ({
      value: String(item.id),
      label: item.name,
      plain: true,
    })),
};

/** The first hundred stores the actor may see, by name (a reseller: their own). */
export const storeChoices: RemoteChoices = {
  key: 'choices:panel-stores',
  load: async () =>
    (
      await callApi(panelStoresContract, {
        query: { per_page: 100, sort: 'name', dir: 'asc' },
      })
    ).data.map((store) => ({ value: String(store.id), label: store.name, plain: true })),
};

/**
 * The attribute values a product of the chosen category and sub-category may carry
 * (`products/options`, the pair the save checks; they follow either field), as `Attribute › Value`: required attributes are starred, colours named
 * with their swatch code, priced attributes marked so the seller knows the extra price counts.
 */
export const productOptionChoices: RemoteChoices = {
  key: 'choices:product-options',
  dependsOn: ['category_id', 'sub_category_id'],
  load: async (parent) => {
    const [category, subCategory] = parent as [unknown, unknown];
    if (!category) return [];
    const arabic = readState().language === 'ar';
    const { data } = await callApi(productOptionsContract, {
      query: { category: Number(subCategory || category) },
    });
    return data.flatMap((group) =>
      group.values.map((value) => {
        const name = (item: { name_ar: string; name_en: string }) =>
          arabic ? item.name_ar : item.name_en;
        const marks = `${group.is_required ? ' *' : ''}${group.has_price ? ' (+)' : ''}`;
        const swatch = value.color ? ` ${value.color}` : '';
        return {
          value: String(value.id),
          label: `${name(group)}${marks} › ${name(value)}${swatch}`,
          plain: true,
        };
      }),
    );
  },
};
