import type { LayoutData } from '@domain/contracts/general.contract';

export const layoutFixture: LayoutData = {
  meta: {
    meta_title: 'دكّان — تسوّق من متاجر مصر',
    meta_description: 'متجر إلكتروني بين البائع والمشتري بدون وسيط',
    meta_keywords: 'ملابس, عقارات, إلكترونيات',
  },
  settings: {
    siteName: { ar: 'دكّان', en: 'Dukkan' },
    siteUrl: 'https://dukkan.example',
    homeTheme: 'modern',
    contactEmail: 'hello@dukkan.example',
    contactPhone: '01000000000',
    whatsapp: '01000000000',
    facebook: '',
    instagram: '',
    twitter: 'https://twitter.com/dukkan',
    footer: { ar: 'نص التذييل', en: 'Footer text' },
    ordersWithoutLogin: false,
    verificationPrice: 100,
  },
  notificationsCount: 0,
  cartItemsCount: 0,
  cardPayments: true,
  ads: [],
};
