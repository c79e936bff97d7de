import type { ArtKind } from '../../../lib/images';

export type { ArtKind };

export type TopCategory = 'clothes' | 'real-estate' | 'electronics';

export interface SubCategorySeed {
  slug: string;
  ar: string;
  en: string;
  icon: ArtKind;
  /** Main-attribute names (English) linked to this sub-category. */
  attributes: string[];
}

export interface CategorySeed {
  slug: TopCategory;
  ar: string;
  en: string;
  icon: ArtKind;
  /** Background tint of generated images in this category. */
  tint: string;
  attributes: string[];
  children: SubCategorySeed[];
}

const sub = (
  slug: string,
  ar: string,
  en: string,
  icon: ArtKind,
  attributes: string[],
): SubCategorySeed => ({ slug, ar, en, icon, attributes });

export const CATEGORIES: CategorySeed[] = [
  {
    slug: 'clothes',
    ar: 'ملابس',
    en: 'Clothes',
    icon: 'shirt',
    tint: '#f4e7dc',
    attributes: ['Colour', 'Size', 'Material'],
    children: [
      sub('men-clothes', 'ملابس رجالي', "Men's clothing", 'shirt', ['Colour', 'Size', 'Material']),
      sub('women-clothes', 'ملابس حريمي', "Women's clothing", 'dress', [
        'Colour',
        'Size',
        'Material',
      ]),
      sub('kids-clothes', 'ملابس أطفال', "Kids' clothing", 'kids', ['Colour', 'Size', 'Material']),
      sub('shoes', 'أحذية', 'Shoes', 'shoe', ['Colour', 'Shoe size', 'Material']),
      sub('bags-accessories', 'شنط وإكسسوارات', 'Bags & accessories', 'bag', [
        'Colour',
        'Material',
      ]),
    ],
  },
  {
    slug: 'real-estate',
    ar: 'عقارات',
    en: 'Real estate',
    icon: 'building',
    tint: '#e3ecf4',
    attributes: ['Rooms', 'Area', 'Finishing'],
    children: [
      sub('apartments-for-sale', 'شقق للبيع', 'Apartments for sale', 'building', [
        'Rooms',
        'Bathrooms',
        'Area',
        'Finishing',
        'Floor',
      ]),
      sub('apartments-for-rent', 'شقق للإيجار', 'Apartments for rent', 'key', [
        'Rooms',
        'Bathrooms',
        'Area',
        'Finishing',
        'Floor',
        'Furnishing',
      ]),
      sub('villas', 'فيلات', 'Villas', 'villa', ['Rooms', 'Bathrooms', 'Area', 'Finishing']),
      sub('shops-commercial', 'محلات تجارية', 'Shops & commercial', 'shop', [
        'Area',
        'Finishing',
        'Floor',
      ]),
      sub('land', 'أراضي', 'Land', 'land', ['Area']),
    ],
  },
  {
    slug: 'electronics',
    ar: 'إلكترونيات',
    en: 'Electronics',
    icon: 'phone',
    tint: '#e6f0ea',
    attributes: ['Brand', 'Colour', 'Warranty'],
    children: [
      sub('mobiles', 'موبايلات', 'Mobiles', 'phone', [
        'Brand',
        'Colour',
        'Storage',
        'RAM',
        'Warranty',
      ]),
      sub('laptops', 'لابتوبات', 'Laptops', 'laptop', ['Brand', 'Storage', 'RAM', 'Warranty']),
      sub('tvs', 'تليفزيونات', 'TVs', 'tv', ['Brand', 'Screen size', 'Warranty']),
      sub('electronics-accessories', 'إكسسوارات', 'Accessories', 'headphones', ['Brand', 'Colour']),
      sub('home-appliances', 'أجهزة منزلية', 'Home appliances', 'appliance', [
        'Brand',
        'Colour',
        'Warranty',
      ]),
    ],
  },
];

export interface AttributeValueSeed {
  ar: string;
  en: string;
  color?: string;
}

export interface AttributeSeed {
  ar: string;
  en: string;
  hasPrice?: boolean;
  multiSelect?: boolean;
  isRequired?: boolean;
  showInFilter?: boolean;
  values: AttributeValueSeed[];
}

const v = (ar: string, en: string, color?: string): AttributeValueSeed =>
  color ? { ar, en, color } : { ar, en };

export const ATTRIBUTES: AttributeSeed[] = [
  {
    ar: 'اللون',
    en: 'Colour',
    multiSelect: true,
    showInFilter: true,
    values: [
      v('أسود', 'Black', '#1f1f1f'),
      v('أبيض', 'White', '#ffffff'),
      v('كحلي', 'Navy', '#1a237e'),
      v('أحمر', 'Red', '#c62828'),
      v('بيج', 'Beige', '#d7c4a3'),
      v('زيتي', 'Olive', '#556b2f'),
      v('رمادي', 'Grey', '#9e9e9e'),
      v('بني', 'Brown', '#6d4c41'),
      v('وردي', 'Pink', '#f06292'),
      v('ذهبي', 'Gold', '#d4af37'),
      v('فضي', 'Silver', '#c0c0c0'),
    ],
  },
  {
    ar: 'المقاس',
    en: 'Size',
    multiSelect: true,
    isRequired: true,
    showInFilter: true,
    values: [v('S', 'S'), v('M', 'M'), v('L', 'L'), v('XL', 'XL'), v('XXL', 'XXL')],
  },
  {
    ar: 'مقاس الحذاء',
    en: 'Shoe size',
    multiSelect: true,
    isRequired: true,
    showInFilter: true,
    values: ['38', '39', '40', '41', '42', '43', '44', '45'].map((s) => v(s, s)),
  },
  {
    ar: 'الخامة',
    en: 'Material',
    values: [
      v('قطن', 'Cotton'),
      v('كتان', 'Linen'),
      v('جينز', 'Denim'),
      v('صوف', 'Wool'),
      v('جلد طبيعي', 'Leather'),
      v('بوليستر', 'Polyester'),
    ],
  },
  {
    ar: 'الماركة',
    en: 'Brand',
    isRequired: true,
    showInFilter: true,
    values: [
      v('سامسونج', 'Samsung'),
      v('أبل', 'Apple'),
      v('شاومي', 'Xiaomi'),
      v('أوبو', 'Oppo'),
      v('ريلمي', 'Realme'),
      v('لينوفو', 'Lenovo'),
      v('إتش بي', 'HP'),
      v('ديل', 'Dell'),
      v('إل جي', 'LG'),
      v('توشيبا', 'Toshiba'),
      v('سوني', 'Sony'),
      v('أنكر', 'Anker'),
      v('شارب', 'Sharp'),
      v('بيكو', 'Beko'),
    ],
  },
  {
    ar: 'السعة التخزينية',
    en: 'Storage',
    hasPrice: true,
    multiSelect: true,
    showInFilter: true,
    values: [
      v('٦٤ جيجا', '64 GB'),
      v('١٢٨ جيجا', '128 GB'),
      v('٢٥٦ جيجا', '256 GB'),
      v('٥١٢ جيجا', '512 GB'),
      v('١ تيرا', '1 TB'),
    ],
  },
  {
    ar: 'الرام',
    en: 'RAM',
    showInFilter: true,
    values: [v('٤ جيجا', '4 GB'), v('٨ جيجا', '8 GB'), v('١٦ جيجا', '16 GB'), v('٣٢ جيجا', '32 GB')],
  },
  {
    ar: 'حجم الشاشة',
    en: 'Screen size',
    showInFilter: true,
    values: [
      v('٣٢ بوصة', '32 inch'),
      v('٤٣ بوصة', '43 inch'),
      v('٥٠ بوصة', '50 inch'),
      v('٥٥ بوصة', '55 inch'),
      v('٦٥ بوصة', '65 inch'),
    ],
  },
  {
    ar: 'الضمان',
    en: 'Warranty',
    hasPrice: true,
    multiSelect: true,
    values: [v('سنة', '1 year'), v('سنتين', '2 years'), v('٣ سنوات', '3 years')],
  },
  {
    ar: 'عدد الغرف',
    en: 'Rooms',
    isRequired: true,
    showInFilter: true,
    values: [
      v('غرفة واحدة', '1 room'),
      v('غرفتين', '2 rooms'),
      v('٣ غرف', '3 rooms'),
      v('٤ غرف', '4 rooms'),
      v('٥ غرف أو أكثر', '5+ rooms'),
    ],
  },
  {
    ar: 'عدد الحمامات',
    en: 'Bathrooms',
    values: [v('حمام واحد', '1 bathroom'), v('حمامين', '2 bathrooms'), v('٣ حمامات', '3 bathrooms')],
  },
  {
    ar: 'المساحة',
    en: 'Area',
    isRequired: true,
    showInFilter: true,
    values: [
      v('أقل من ١٠٠ م²', 'Under 100 m²'),
      v('١٠٠ - ١٥٠ م²', '100-150 m²'),
      v('١٥٠ - ٢٠٠ م²', '150-200 m²'),
      v('٢٠٠ - ٣٠٠ م²', '200-300 m²'),
      v('أكثر من ٣٠٠ م²', 'Over 300 m²'),
    ],
  },
  {
    ar: 'التشطيب',
    en: 'Finishing',
    showInFilter: true,
    values: [
      v('ألترا سوبر لوكس', 'Ultra super lux'),
      v('سوبر لوكس', 'Super lux'),
      v('لوكس', 'Lux'),
      v('نصف تشطيب', 'Semi-finished'),
      v('على الطوب', 'Core and shell'),
    ],
  },
  {
    ar: 'الدور',
    en: 'Floor',
    values: [
      v('أرضي', 'Ground floor'),
      v('الأول', '1st floor'),
      v('الثاني', '2nd floor'),
      v('الثالث', '3rd floor'),
      v('الخامس فأعلى', '5th floor or higher'),
    ],
  },
  {
    ar: 'الفرش',
    en: 'Furnishing',
    showInFilter: true,
    values: [v('مفروشة', 'Furnished'), v('غير مفروشة', 'Unfurnished')],
  },
];

/** Which values of Area a floor area in m² falls into. */
export function areaBucket(squareMetres: number): string {
  if (squareMetres < 100) return 'Under 100 m²';
  if (squareMetres <= 150) return '100-150 m²';
  if (squareMetres <= 200) return '150-200 m²';
  if (squareMetres <= 300) return '200-300 m²';
  return 'Over 300 m²';
}
