import type { ArtKind } from '../../../lib/images';

/**
 * Product templates per sub-category. Plain templates carry a fixed name; real-estate templates
 * are filled with a floor area (or feddans) and a district of the store's governorate.
 * `fixed` pins main-attribute values (English names) that the name implies.
 */
export interface ProductTemplate {
  ar: string;
  en: string;
  /** Short English label: names the template's generated pictures (files, not text on them). */
  short: string;
  /** EGP range of the price; real estate with `perM2` multiplies by the floor area. */
  price: [number, number];
  step?: number;
  fixed?: Record<string, string>;
  /** Real estate only: floor area range in m², or feddans when `unit` is feddan. */
  size?: [number, number];
  unit?: 'm2' | 'feddan';
  perM2?: boolean;
  rent?: boolean;
}

type T = ProductTemplate;

/**
 * What a template's pictures show, where the sub-category's icon would show another item (a
 * leather jacket is not a shirt, a power bank not headphones). Keyed by `short`.
 */
export const TEMPLATE_ART: Readonly<Record<string, ArtKind>> = {
  'Slim-fit jeans': 'trousers',
  'Classic suit': 'suit',
  Galabeya: 'dress',
  'Leather jacket': 'jacket',
  'Cargo trousers': 'trousers',
  Sweatshirt: 'jacket',
  Abaya: 'dress',
  'Evening dress': 'dress',
  'Chiffon blouse': 'shirt',
  'Hijab scarf': 'scarf',
  'Knit cardigan': 'jacket',
  'Denim skirt': 'skirt',
  'Prayer isdal': 'dress',
  'Wide-leg trousers': 'trousers',
  Tracksuit: 'jacket',
  'Summer dress': 'dress',
  'Girls dress': 'dress',
  'School uniform': 'suit',
  'Padded jacket': 'jacket',
  'Denim shorts': 'trousers',
  'Leather sandals': 'sandal',
  'High heels': 'heels',
  'Home slippers': 'slippers',
  'Winter boots': 'boot',
  'Safety boots': 'boot',
  Backpack: 'backpack',
  'Leather wallet': 'wallet',
  'Leather belt': 'belt',
  'Travel suitcase': 'suitcase',
  'Wool scarf': 'scarf',
  'Flat for rent': 'building',
  'Furnished flat': 'building',
  Studio: 'building',
  'Family flat': 'building',
  'Holiday flat': 'building',
  Office: 'office',
  Clinic: 'office',
  'Soundcore earbuds': 'earbuds',
  '20W charger': 'charger',
  'Power bank': 'powerbank',
  'Galaxy Watch 6': 'watch',
  'USB-C cable': 'cable',
  'iPhone case': 'phonecase',
  'Wireless mouse': 'mouse',
  'Washing machine': 'washer',
  'Air conditioner': 'aircon',
  Microwave: 'microwave',
  Dishwasher: 'washer',
  Blender: 'blender',
  'Vacuum cleaner': 'vacuum',
  'Deep freezer': 'freezer',
};
const t = (
  ar: string,
  en: string,
  short: string,
  price: [number, number],
  fixed?: Record<string, string>,
): T => ({ ar, en, short, price, step: price[0] >= 10_000 ? 500 : price[0] >= 1000 ? 50 : 5, ...(fixed ? { fixed } : {}) });

const cotton = { Material: 'Cotton' };
const leather = { Material: 'Leather' };
const polyester = { Material: 'Polyester' };

export const PRODUCT_TEMPLATES: Record<string, T[]> = {
  'men-clothes': [
    t('قميص قطن رجالي', "Men's cotton shirt", 'Cotton shirt', [450, 1100], cotton),
    t('قميص كتان كاجوال', 'Casual linen shirt', 'Linen shirt', [550, 1300], { Material: 'Linen' }),
    t('بنطلون جينز رجالي سليم فيت', "Men's slim-fit jeans", 'Slim-fit jeans', [700, 1600], {
      Material: 'Denim',
    }),
    t('تيشيرت بولو رجالي', "Men's polo T-shirt", 'Polo T-shirt', [300, 700], cotton),
    t('بدلة رجالي كلاسيك', "Men's classic suit", 'Classic suit', [3500, 8500], { Material: 'Wool' }),
    t('جلابية صعيدي رجالي', "Men's Saidi galabeya", 'Galabeya', [600, 1500], cotton),
    t('جاكيت جلد رجالي', "Men's leather jacket", 'Leather jacket', [2500, 6000], leather),
    t('بيجامة قطن رجالي', "Men's cotton pyjamas", 'Cotton pyjamas', [350, 800], cotton),
    t('سويت شيرت رجالي', "Men's sweatshirt", 'Sweatshirt', [450, 1000], cotton),
    t('بنطلون كارجو رجالي', "Men's cargo trousers", 'Cargo trousers', [600, 1200], cotton),
  ],
  'women-clothes': [
    t('عباية خليجي سوداء', 'Black Gulf-style abaya', 'Abaya', [900, 2500], {
      ...polyester,
      Colour: 'Black',
    }),
    t('فستان سواريه طويل', 'Long evening dress', 'Evening dress', [1500, 4500], polyester),
    t('بلوزة شيفون حريمي', "Women's chiffon blouse", 'Chiffon blouse', [350, 850], polyester),
    t('طرحة شيفون', 'Chiffon hijab scarf', 'Hijab scarf', [120, 300], polyester),
    t('كارديجان تريكو حريمي', "Women's knit cardigan", 'Knit cardigan', [600, 1400], {
      Material: 'Wool',
    }),
    t('جيبة جينز طويلة', 'Long denim skirt', 'Denim skirt', [500, 1100], { Material: 'Denim' }),
    t('إسدال صلاة', 'Prayer isdal', 'Prayer isdal', [350, 800], cotton),
    t('بنطلون قماش حريمي واسع', "Women's wide-leg trousers", 'Wide-leg trousers', [450, 950], {
      Material: 'Linen',
    }),
    t('ترينج رياضي حريمي', "Women's tracksuit", 'Tracksuit', [700, 1500], polyester),
    t('فستان قطن صيفي', 'Summer cotton dress', 'Summer dress', [600, 1400], cotton),
  ],
  'kids-clothes': [
    t('طقم أطفال قطن ولادي', "Boys' cotton outfit", 'Boys outfit', [300, 750], cotton),
    t('فستان بناتي مطرز', "Girls' embroidered dress", 'Girls dress', [400, 1100], cotton),
    t('بيجامة أطفال شتوي', "Kids' winter pyjamas", 'Kids pyjamas', [300, 650], { Material: 'Wool' }),
    t('زي مدرسي كامل', 'Full school uniform', 'School uniform', [450, 950], polyester),
    t('أوفرول بيبي قطن', 'Baby cotton romper', 'Baby romper', [180, 420], cotton),
    t('جاكيت أطفال مبطن', "Kids' padded jacket", 'Padded jacket', [550, 1200], polyester),
    t('تيشيرت أطفال مطبوع', "Kids' printed T-shirt", 'Printed T-shirt', [150, 350], cotton),
    t('شورت جينز أطفال', "Kids' denim shorts", 'Denim shorts', [200, 450], { Material: 'Denim' }),
  ],
  shoes: [
    t('كوتشي رياضي رجالي للجري', "Men's running sneakers", 'Running sneakers', [900, 3200], polyester),
    t('حذاء جلد كلاسيك رجالي', "Men's classic leather shoes", 'Leather shoes', [1200, 3500], leather),
    t('صندل جلد حريمي', "Women's leather sandals", 'Leather sandals', [400, 1100], leather),
    t('حذاء كعب عالي', "Women's high heels", 'High heels', [700, 1800]),
    t('كوتشي أطفال مضيء', "Kids' light-up sneakers", 'Light-up sneakers', [400, 950]),
    t('شبشب منزلي', 'Home slippers', 'Home slippers', [120, 300]),
    t('بوت شتوي حريمي', "Women's winter boots", 'Winter boots', [1100, 2600], leather),
    t('حذاء سيفتي للعمل', 'Work safety boots', 'Safety boots', [900, 1800], leather),
  ],
  'bags-accessories': [
    t('شنطة يد جلد حريمي', "Women's leather handbag", 'Leather handbag', [900, 3500], leather),
    t('شنطة ظهر للجامعة', 'University backpack', 'Backpack', [450, 1300], polyester),
    t('محفظة جلد رجالي', "Men's leather wallet", 'Leather wallet', [250, 850], leather),
    t('حزام جلد طبيعي', 'Genuine leather belt', 'Leather belt', [200, 650], leather),
    t('شنطة كروس صغيرة', 'Small crossbody bag', 'Crossbody bag', [350, 900]),
    t('شنطة سفر ترولي', 'Trolley travel suitcase', 'Travel suitcase', [1500, 4500], polyester),
    t('كوفية صوف شتوي', 'Winter wool scarf', 'Wool scarf', [180, 450], { Material: 'Wool' }),
  ],
  'apartments-for-sale': [
    re('شقة {size} متر للبيع في {area}', '{size} m² apartment for sale in {area}', 'Apartment', [90, 220], [18_000, 55_000]),
    re('شقة بحري {size} متر للبيع في {area}', '{size} m² north-facing flat for sale in {area}', 'Apartment', [100, 200], [20_000, 55_000]),
    re('دوبلكس {size} متر للبيع في {area}', '{size} m² duplex for sale in {area}', 'Duplex', [200, 350], [20_000, 50_000]),
    re('بنتهاوس بروف {size} متر في {area}', '{size} m² penthouse with roof in {area}', 'Penthouse', [150, 260], [22_000, 60_000]),
    re('شقة استلام فوري {size} متر في {area}', '{size} m² ready-to-move flat in {area}', 'Apartment', [85, 180], [18_000, 50_000]),
  ],
  'apartments-for-rent': [
    rent('شقة {size} متر للإيجار في {area}', '{size} m² apartment for rent in {area}', 'Flat for rent', [80, 200], [6_000, 35_000]),
    rent('شقة مفروشة للإيجار في {area}', 'Furnished apartment for rent in {area}', 'Furnished flat', [90, 160], [9_000, 45_000], { Furnishing: 'Furnished' }),
    rent('ستوديو مفروش للإيجار في {area}', 'Furnished studio for rent in {area}', 'Studio', [40, 70], [5_000, 18_000], { Furnishing: 'Furnished' }),
    rent('شقة عائلية {size} متر للإيجار في {area}', '{size} m² family flat for rent in {area}', 'Family flat', [120, 220], [8_000, 40_000]),
    rent('شقة مصيفية للإيجار في {area}', 'Holiday flat for rent in {area}', 'Holiday flat', [70, 130], [7_000, 25_000], { Furnishing: 'Furnished' }),
  ],
  villas: [
    re('فيلا مستقلة {size} متر للبيع في {area}', '{size} m² standalone villa for sale in {area}', 'Villa', [300, 700], [25_000, 60_000]),
    re('تاون هاوس {size} متر في {area}', '{size} m² townhouse in {area}', 'Townhouse', [200, 320], [25_000, 55_000]),
    re('توين هاوس {size} متر في {area}', '{size} m² twin house in {area}', 'Twin house', [250, 380], [25_000, 55_000]),
    re('شاليه {size} متر للبيع في {area}', '{size} m² chalet for sale in {area}', 'Chalet', [80, 160], [30_000, 70_000]),
  ],
  'shops-commercial': [
    re('محل تجاري {size} متر للبيع في {area}', '{size} m² shop for sale in {area}', 'Shop', [25, 120], [40_000, 90_000]),
    rent('محل {size} متر للإيجار في {area}', '{size} m² shop for rent in {area}', 'Shop for rent', [25, 120], [8_000, 60_000]),
    re('مكتب إداري {size} متر في {area}', '{size} m² office in {area}', 'Office', [60, 200], [25_000, 55_000]),
    re('عيادة {size} متر للبيع في {area}', '{size} m² clinic for sale in {area}', 'Clinic', [50, 120], [25_000, 60_000]),
  ],
  land: [
    re('أرض سكنية {size} متر في {area}', '{size} m² residential plot in {area}', 'Building plot', [150, 600], [4_000, 25_000]),
    {
      ar: 'أرض زراعية {size} فدان في {area}',
      en: '{size}-feddan farmland in {area}',
      short: 'Farmland',
      price: [600_000, 2_500_000],
      step: 10_000,
      size: [1, 12],
      unit: 'feddan',
      perM2: true,
    },
    re('أرض تجارية {size} متر على الطريق الرئيسي في {area}', '{size} m² roadside commercial plot in {area}', 'Commercial plot', [200, 1000], [6_000, 30_000]),
  ],
  mobiles: [
    t('سامسونج جالاكسي A55 ١٢٨ جيجا', 'Samsung Galaxy A55 128GB', 'Galaxy A55', [17_000, 21_000], { Brand: 'Samsung', Storage: '128 GB', RAM: '8 GB' }),
    t('سامسونج جالاكسي S24 ألترا ٢٥٦ جيجا', 'Samsung Galaxy S24 Ultra 256GB', 'Galaxy S24 Ultra', [52_000, 62_000], { Brand: 'Samsung', Storage: '256 GB' }),
    t('سامسونج جالاكسي A15 ١٢٨ جيجا', 'Samsung Galaxy A15 128GB', 'Galaxy A15', [8_000, 10_000], { Brand: 'Samsung', Storage: '128 GB', RAM: '4 GB' }),
    t('آيفون ١٥ برو ٢٥٦ جيجا', 'iPhone 15 Pro 256GB', 'iPhone 15 Pro', [60_000, 72_000], { Brand: 'Apple', Storage: '256 GB', RAM: '8 GB' }),
    t('آيفون ١٣ ١٢٨ جيجا', 'iPhone 13 128GB', 'iPhone 13', [30_000, 36_000], { Brand: 'Apple', Storage: '128 GB', RAM: '4 GB' }),
    t('شاومي ريدمي نوت ١٣ ٢٥٦ جيجا', 'Xiaomi Redmi Note 13 256GB', 'Redmi Note 13', [11_000, 14_000], { Brand: 'Xiaomi', Storage: '256 GB', RAM: '8 GB' }),
    t('شاومي ريدمي 13C ١٢٨ جيجا', 'Xiaomi Redmi 13C 128GB', 'Redmi 13C', [6_000, 8_000], { Brand: 'Xiaomi', Storage: '128 GB', RAM: '4 GB' }),
    t('أوبو رينو ١١ ٢٥٦ جيجا', 'Oppo Reno 11 256GB', 'Oppo Reno 11', [18_000, 22_000], { Brand: 'Oppo', Storage: '256 GB', RAM: '8 GB' }),
    t('ريلمي C67 ١٢٨ جيجا', 'Realme C67 128GB', 'Realme C67', [8_000, 10_000], { Brand: 'Realme', Storage: '128 GB', RAM: '8 GB' }),
  ],
  laptops: [
    t('لابتوب لينوفو آيديا باد ٣ كور i5', 'Lenovo IdeaPad 3 Core i5', 'IdeaPad 3', [24_000, 30_000], { Brand: 'Lenovo', Storage: '512 GB', RAM: '8 GB' }),
    t('لابتوب إتش بي ٢٥٠ G9 كور i3', 'HP 250 G9 Core i3 laptop', 'HP 250 G9', [18_000, 23_000], { Brand: 'HP', Storage: '256 GB', RAM: '8 GB' }),
    t('لابتوب ديل فوسترو ٣٥٢٠ كور i7', 'Dell Vostro 3520 Core i7', 'Dell Vostro', [36_000, 44_000], { Brand: 'Dell', Storage: '512 GB', RAM: '16 GB' }),
    t('ماك بوك إير M2 ٢٥٦ جيجا', 'MacBook Air M2 256GB', 'MacBook Air M2', [48_000, 56_000], { Brand: 'Apple', Storage: '256 GB', RAM: '8 GB' }),
    t('ماك بوك برو M3 ٥١٢ جيجا', 'MacBook Pro M3 512GB', 'MacBook Pro M3', [85_000, 98_000], { Brand: 'Apple', Storage: '512 GB', RAM: '8 GB' }),
    t('لابتوب جيمنج لينوفو LOQ', 'Lenovo LOQ gaming laptop', 'Lenovo LOQ', [52_000, 65_000], { Brand: 'Lenovo', Storage: '512 GB', RAM: '16 GB' }),
    t('لابتوب إتش بي فيكتوس جيمنج', 'HP Victus gaming laptop', 'HP Victus', [45_000, 58_000], { Brand: 'HP', Storage: '512 GB', RAM: '16 GB' }),
  ],
  tvs: [
    t('شاشة سامسونج ٥٥ بوصة 4K سمارت', 'Samsung 55-inch 4K smart TV', 'Samsung 55" TV', [22_000, 28_000], { Brand: 'Samsung', 'Screen size': '55 inch' }),
    t('شاشة إل جي ٤٣ بوصة سمارت', 'LG 43-inch smart TV', 'LG 43" TV', [13_000, 17_000], { Brand: 'LG', 'Screen size': '43 inch' }),
    t('شاشة توشيبا ٣٢ بوصة HD', 'Toshiba 32-inch HD TV', 'Toshiba 32" TV', [6_500, 8_500], { Brand: 'Toshiba', 'Screen size': '32 inch' }),
    t('شاشة شاومي ٥٠ بوصة 4K', 'Xiaomi 50-inch 4K TV', 'Xiaomi 50" TV', [14_000, 18_000], { Brand: 'Xiaomi', 'Screen size': '50 inch' }),
    t('شاشة سوني ٦٥ بوصة OLED', 'Sony 65-inch OLED TV', 'Sony 65" OLED', [75_000, 95_000], { Brand: 'Sony', 'Screen size': '65 inch' }),
    t('شاشة شارب ٤٣ بوصة فل HD', 'Sharp 43-inch Full HD TV', 'Sharp 43" TV', [10_000, 13_000], { Brand: 'Sharp', 'Screen size': '43 inch' }),
  ],
  'electronics-accessories': [
    t('سماعة أنكر ساوندكور لاسلكية', 'Anker Soundcore wireless earbuds', 'Soundcore earbuds', [1_200, 2_500], { Brand: 'Anker' }),
    t('شاحن أنكر سريع ٢٠ وات', 'Anker 20W fast charger', '20W charger', [450, 800], { Brand: 'Anker', Colour: 'White' }),
    t('باور بانك شاومي ٢٠٠٠٠ مللي أمبير', 'Xiaomi 20000mAh power bank', 'Power bank', [900, 1_500], { Brand: 'Xiaomi' }),
    t('ساعة سامسونج جالاكسي واتش ٦', 'Samsung Galaxy Watch 6', 'Galaxy Watch 6', [9_000, 12_000], { Brand: 'Samsung' }),
    t('سماعة سوني لاسلكية فوق الأذن', 'Sony over-ear wireless headphones', 'Sony headphones', [4_000, 9_000], { Brand: 'Sony' }),
    t('كابل شحن تايب سي ١ متر', 'USB-C charging cable 1m', 'USB-C cable', [120, 300], { Brand: 'Anker' }),
    t('جراب سيليكون آيفون ١٥', 'iPhone 15 silicone case', 'iPhone case', [150, 450], { Brand: 'Apple' }),
    t('ماوس لاسلكي شاومي', 'Xiaomi wireless mouse', 'Wireless mouse', [300, 600], { Brand: 'Xiaomi' }),
  ],
  'home-appliances': [
    t('ثلاجة شارب نوفروست ١٨ قدم', 'Sharp 18 cu ft no-frost fridge', 'No-frost fridge', [28_000, 36_000], { Brand: 'Sharp' }),
    t('غسالة إل جي أوتوماتيك ٨ كيلو', 'LG 8 kg automatic washer', 'Washing machine', [19_000, 25_000], { Brand: 'LG', Colour: 'White' }),
    t('تكييف شارب ١.٥ حصان بارد ساخن', 'Sharp 1.5 HP hot and cold AC', 'Air conditioner', [26_000, 33_000], { Brand: 'Sharp', Colour: 'White' }),
    t('ميكروويف سامسونج ٢٣ لتر', 'Samsung 23-litre microwave', 'Microwave', [4_500, 6_500], { Brand: 'Samsung' }),
    t('غسالة أطباق بيكو ١٣ فرد', 'Beko 13-place dishwasher', 'Dishwasher', [18_000, 24_000], { Brand: 'Beko' }),
    t('خلاط توشيبا ٦٠٠ وات', 'Toshiba 600W blender', 'Blender', [1_500, 2_800], { Brand: 'Toshiba' }),
    t('مكنسة كهربائية إل جي ٢٠٠٠ وات', 'LG 2000W vacuum cleaner', 'Vacuum cleaner', [4_000, 6_500], { Brand: 'LG' }),
    t('ديب فريزر توشيبا ٧ درج', 'Toshiba 7-drawer deep freezer', 'Deep freezer', [20_000, 27_000], { Brand: 'Toshiba', Colour: 'White' }),
  ],
};

function re(ar: string, en: string, short: string, size: [number, number], perM2: [number, number]): T {
  return { ar, en, short, price: perM2, step: 10_000, size, unit: 'm2', perM2: true };
}

function rent(
  ar: string,
  en: string,
  short: string,
  size: [number, number],
  monthly: [number, number],
  fixed?: Record<string, string>,
): T {
  return { ar, en, short, price: monthly, step: 500, size, unit: 'm2', rent: true, ...(fixed ? { fixed } : {}) };
}

/** Description sentences per top category, paired ar/en; the generator picks two or three. */
export const DESCRIPTION_SENTENCES: Record<'clothes' | 'real-estate' | 'electronics', [string, string][]> = {
  clothes: [
    ['خامة مريحة مناسبة للاستخدام اليومي ومتاحة بأكثر من مقاس.', 'Comfortable fabric for everyday wear, available in several sizes.'],
    ['تصنيع مصري بجودة عالية وخياطة متينة.', 'Made in Egypt with quality, durable stitching.'],
    ['متاح الاستبدال خلال ١٤ يومًا من الاستلام.', 'Exchange available within 14 days of delivery.'],
    ['يفضل الغسيل على ٣٠ درجة للحفاظ على اللون.', 'Wash at 30°C to keep the colour.'],
    ['الشحن متاح لجميع المحافظات والدفع عند الاستلام.', 'Shipping to all governorates with cash on delivery.'],
    ['الألوان قد تختلف قليلًا عن الصور بسبب الإضاءة.', 'Colours may differ slightly from the photos due to lighting.'],
  ],
  'real-estate': [
    ['قريب من الخدمات والمواصلات والمدارس.', 'Close to services, transport and schools.'],
    ['عقد مسجل وجميع الأوراق سليمة.', 'Registered contract with all papers in order.'],
    ['إمكانية التقسيط على سنوات مع مقدم مناسب.', 'Instalments over several years with a reasonable down payment.'],
    ['العمارة بها أسانسير وأمن على مدار الساعة.', 'The building has a lift and 24-hour security.'],
    ['المعاينة متاحة يوميًا بعد التنسيق مع المالك.', 'Viewings daily by appointment with the owner.'],
    ['عدادات الكهرباء والمياه والغاز مركبة.', 'Electricity, water and gas meters installed.'],
  ],
  electronics: [
    ['جديد بالكرتونة مع ضمان الوكيل.', 'Brand new, sealed, with the official agent warranty.'],
    ['متاح التقسيط بدون فوائد لمدة ٦ أشهر.', 'Interest-free instalments over 6 months.'],
    ['التوصيل خلال ٢٤ إلى ٤٨ ساعة داخل القاهرة والجيزة.', 'Delivery within 24 to 48 hours in Cairo and Giza.'],
    ['فاتورة ضريبية مع كل جهاز.', 'Tax invoice with every device.'],
    ['الاستبدال خلال ١٤ يومًا في حالة وجود عيب صناعة.', 'Exchange within 14 days for manufacturing defects.'],
    ['النسخة الشرق أوسطية بجميع الملحقات الأصلية.', 'Middle East version with all original accessories.'],
  ],
};
