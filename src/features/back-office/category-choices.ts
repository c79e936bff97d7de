import type { RemoteChoices } from '@/crud/resource';
import { callApi } from '@/lib/api';
import { i18n } from '@/lib/i18n';

/**
 * The main categories as select choices (filters and fields), named in the page's language when
 * first loaded. Up to 100, in display order.
 */
export const mainCategoryChoices: RemoteChoices = {
  key: 'choices:main-categories',
  load: async () => {
    const { panelCategoriesContract } = await import('@domain/contracts/panel/categories.contract');
    const result = await callApi(panelCategoriesContract, {
      query: { per_page: 100, sort: 'sort', dir: 'asc' } as never,
    });
    const english = i18n.language === 'en';
    return result.data.map((category) => ({
      value: String(category.id),
      label: english ? category.name_en : category.name_ar,
      plain: true,
    }));
  },
};
