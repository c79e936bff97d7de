import type { SiteSettings } from '../../../../domain/contracts/general.contract';

export function siteSettings(siteUrl: string): SiteSettings {
  return {
    siteName: { ar: 'دكّان', en: 'Dukkan' },
    siteUrl,
    homeTheme: 'modern',
    contactEmail: 'support@dukkan.test',
    contactPhone: '01001234567',
    whatsapp: '01001234567',
    facebook: 'https://www.facebook.com/dukkan.eg',
    instagram: 'https://www.instagram.com/dukkan.eg',
    twitter: 'https://twitter.com/dukkan_eg',
    footer: {
      ar: 'دكّان سوق إلكتروني مصري يجمع البائع والمشتري مباشرة بدون وسيط: ملابس وعقارات وإلكترونيات من محلات في كل المحافظات.',
      en: 'Dukkan is an Egyptian online marketplace that connects sellers and buyers directly, with no middleman: clothes, real estate and electronics from shops in every governorate.',
    },
    ordersWithoutLogin: true,
    verificationPrice: 150,
  };
}

export interface MetaSeed {
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
}

/** Layout meta per language (spec §3 "possibly per language"); kept within spec §9 limits. */
export const META: Record<'ar' | 'en', MetaSeed> = {
  ar: {
    meta_title: 'دكّان | سوق مصري بين البائع والمشتري',
    meta_description:
      'اشتري وبيع ملابس وعقارات وإلكترونيات من محلات موثوقة في كل محافظات مصر، بدون وسيط.',
    meta_keywords:
      'دكان, سوق إلكتروني, ملابس, عقارات, شقق للبيع, شقق للإيجار, إلكترونيات, موبايلات, لابتوبات, مصر',
  },
  en: {
    meta_title: 'Dukkan | Egypt’s marketplace, seller to buyer',
    meta_description:
      'Buy and sell clothes, real estate and electronics from trusted shops across Egypt, with no middleman.',
    meta_keywords:
      'dukkan, marketplace, egypt, clothes, real estate, apartments for sale, apartments for rent, electronics, mobiles, laptops',
  },
};

export interface StaticPageSeed {
  slug: 'about-us' | 'privacy-policy' | 'terms';
  titleAr: string;
  titleEn: string;
  /** Plain text; paragraphs separated by a blank line (rendered as text, never as HTML). */
  bodyAr: string;
  bodyEn: string;
}

export const STATIC_PAGES: StaticPageSeed[] = [
  {
    slug: 'about-us',
    titleAr: 'من نحن',
    titleEn: 'About us',
    bodyAr: [
      'دكّان سوق إلكتروني مصري بين البائع والمشتري بدون وسيط. بدأنا الفكرة من محلات الحي اللي كلنا نعرفها: صاحب المحل يعرض بضاعته، والزبون يسأل ويفاصل ويشتري، والكل يعرف مين بيتعامل معاه.',
      'على دكّان يقدر أي تاجر يفتح متجره في دقائق، يضيف منتجاته بالعربي والإنجليزي، ويستقبل الطلبات والرسائل من عملاء في السبعة وعشرين محافظة. بنركز على ثلاث مجالات: الملابس، العقارات، والإلكترونيات.',
      'كل متجر عليه علامة توثيق بعد التحقق من رقم الموبايل وصور البطاقة، وكل منتج بيراجعه فريق المراجعة قبل ما يظهر للجمهور، عشان تشتري وأنت مطمن.',
      'لو عندك سؤال أو اقتراح، كلمنا من صفحة اتصل بنا وهنرد عليك في أسرع وقت.',
    ].join('\n\n'),
    bodyEn: [
      'Dukkan is an Egyptian online marketplace between seller and buyer, with no middleman. The idea comes from the neighbourhood shops we all know: the owner shows the goods, the customer asks, haggles and buys, and everyone knows who they are dealing with.',
      'Any merchant can open a store on Dukkan in minutes, list products in Arabic and English, and receive orders and messages from customers in all 27 governorates. We focus on three fields: clothes, real estate and electronics.',
      'Every store earns a verification badge once its phone number and ID photos are checked, and every product is reviewed by our moderators before the public sees it, so you can buy with confidence.',
      'If you have a question or a suggestion, reach us from the Contact us page and we will get back to you quickly.',
    ].join('\n\n'),
  },
  {
    slug: 'privacy-policy',
    titleAr: 'سياسة الخصوصية',
    titleEn: 'Privacy policy',
    bodyAr: [
      'نحترم خصوصيتك. نجمع فقط البيانات اللازمة لتشغيل حسابك وتنفيذ طلباتك: الاسم، رقم الموبايل، البريد الإلكتروني، العنوان، وسجل الطلبات والمحادثات.',
      'نستخدم بياناتك لتوصيل طلباتك، والتواصل معك بخصوصها، وإرسال الإشعارات التي تختار تفعيلها، وتحسين نتائج البحث. لا نبيع بياناتك لأي طرف ثالث.',
      'نشارك مع المتجر الذي تشتري منه ما يلزم لتنفيذ الطلب فقط: اسمك ورقمك وعنوان التوصيل. مدفوعات البطاقات تتم عبر بوابة دفع معتمدة، ولا نحتفظ ببيانات بطاقتك.',
      'تستطيع تعديل بياناتك أو طلب حذف حسابك في أي وقت من صفحة الملف الشخصي أو بالتواصل معنا. نحتفظ بسجلات الطلبات والفواتير المدة التي يفرضها القانون المصري فقط.',
    ].join('\n\n'),
    bodyEn: [
      'We respect your privacy. We collect only what we need to run your account and fulfil your orders: your name, mobile number, email address, delivery address, and your order and chat history.',
      'We use your data to deliver your orders, contact you about them, send the notifications you choose to enable, and improve search results. We never sell your data to third parties.',
      'We share with the store you buy from only what the order needs: your name, number and delivery address. Card payments go through a licensed payment gateway; we never store your card details.',
      'You can edit your data or ask us to delete your account at any time from your profile or by contacting us. We keep order and invoice records only for as long as Egyptian law requires.',
    ].join('\n\n'),
  },
  {
    slug: 'terms',
    titleAr: 'الشروط والأحكام',
    titleEn: 'Terms and conditions',
    bodyAr: [
      'باستخدامك دكّان فأنت توافق على هذه الشروط. دكّان منصة تربط البائع بالمشتري، والعقد على أي منتج أو عقار يكون بين الطرفين مباشرة.',
      'يلتزم البائع بصحة بيانات منتجاته وأسعارها وصورها، وبتوفير الكمية المعلنة، وبالرد على الطلبات والرسائل في وقت مناسب. يحق لدكّان رفض أو أرشفة أي منتج مخالف أو إيقاف أي متجر يسيء للعملاء.',
      'يلتزم المشتري بإدخال بيانات صحيحة، وبإلغاء الطلب قبل قبوله من المتجر إذا غيّر رأيه. بعد قبول الطلب تسري سياسة الاستبدال والاسترجاع الخاصة بالمتجر.',
      'الأسعار بالجنيه المصري وتشمل الضريبة ما لم يذكر غير ذلك. الباقات والاشتراكات تُجدد حسب اختيارك، ويمكن إلغاء التخفيض المجدول قبل موعد التجديد.',
    ].join('\n\n'),
    bodyEn: [
      'By using Dukkan you accept these terms. Dukkan is a platform that connects sellers with buyers; the contract for any product or property is made directly between the two parties.',
      'Sellers must keep their product details, prices and photos accurate, hold the stock they advertise, and answer orders and messages promptly. Dukkan may reject or archive any non-compliant product and suspend any store that mistreats customers.',
      'Buyers must enter accurate details and cancel an order before the store accepts it if they change their mind. Once an order is accepted, the store’s exchange and return policy applies.',
      'Prices are in Egyptian pounds and include tax unless stated otherwise. Packages and subscriptions renew as you choose, and a scheduled downgrade can be cancelled before the renewal date.',
    ].join('\n\n'),
  },
];

export interface WizardStepSeed {
  platform: 'web' | 'android' | 'ios';
  titleAr: string;
  titleEn: string;
  bodyAr: string;
  bodyEn: string;
}

const steps = (platform: WizardStepSeed['platform'], install: [string, string]): WizardStepSeed[] => [
  {
    platform,
    titleAr: 'أهلًا بك في دكّان',
    titleEn: 'Welcome to Dukkan',
    bodyAr: 'تصفح آلاف المنتجات من محلات حقيقية في كل المحافظات، بالعربي أو الإنجليزي.',
    bodyEn: 'Browse thousands of products from real shops in every governorate, in Arabic or English.',
  },
  {
    platform,
    titleAr: 'ابحث وفلتر',
    titleEn: 'Search and filter',
    bodyAr: 'اختار القسم والمحافظة والسعر والمقاس أو اللون، واحفظ المنتجات في المفضلة.',
    bodyEn: 'Pick a category, governorate, price, size or colour, and save products to your favourites.',
  },
  {
    platform,
    titleAr: 'اطلب أو كلّم البائع',
    titleEn: 'Order or chat with the seller',
    bodyAr: 'اطلب من السلة وادفع بالبطاقة أو عند الاستلام، أو ابدأ محادثة مع المتجر واتفق مباشرة.',
    bodyEn: 'Order from your cart and pay by card or cash on delivery, or chat with the store and agree directly.',
  },
  { platform, titleAr: install[0], titleEn: install[1], bodyAr: installBody[platform][0], bodyEn: installBody[platform][1] },
];

const installBody: Record<WizardStepSeed['platform'], [string, string]> = {
  web: [
    'من قائمة المتصفح اختار «تثبيت التطبيق» عشان يفتح دكّان زي أي تطبيق ويشتغل حتى بدون إنترنت.',
    'Choose “Install app” from the browser menu so Dukkan opens like an app and keeps working offline.',
  ],
  android: [
    'فعّل الإشعارات عشان توصلك حالة طلباتك ورسائل المتاجر أول بأول.',
    'Turn on notifications to hear about your orders and store messages as they happen.',
  ],
  ios: [
    'من زر المشاركة في سفاري اختار «إضافة إلى الشاشة الرئيسية» ثم فعّل الإشعارات.',
    'In Safari tap Share, then “Add to Home Screen”, and turn on notifications.',
  ],
};

export const WIZARD_STEPS: WizardStepSeed[] = [
  ...steps('web', ['ثبّت دكّان على جهازك', 'Install Dukkan on your device']),
  ...steps('android', ['فعّل الإشعارات', 'Turn on notifications']),
  ...steps('ios', ['أضف دكّان للشاشة الرئيسية', 'Add Dukkan to your Home Screen']),
];

export interface PackageSeed {
  key: 'trial' | 'basic' | 'pro' | 'lifetime';
  nameAr: string;
  nameEn: string;
  price: number;
  productsCount: number;
  durationDays: number;
  isLifetime?: boolean;
  isTrial?: boolean;
  trialPeriodDays?: number;
  features: [string, string, string, string][];
}

const feature = (nameAr: string, nameEn: string, statementAr: string, statementEn: string) =>
  [nameAr, nameEn, statementAr, statementEn] as [string, string, string, string];

export const PACKAGES: PackageSeed[] = [
  {
    key: 'trial',
    nameAr: 'تجربة مجانية',
    nameEn: 'Free trial',
    price: 0,
    productsCount: 100,
    durationDays: 14,
    isTrial: true,
    trialPeriodDays: 14,
    features: [
      feature('١٠٠ منتج', '100 products', 'اعرض حتى ١٠٠ منتج نشط.', 'List up to 100 active products.'),
      feature('١٤ يوم', '14 days', 'جرّب كل المزايا أسبوعين مجانًا.', 'Try every feature free for two weeks.'),
    ],
  },
  {
    key: 'basic',
    nameAr: 'الباقة الأساسية',
    nameEn: 'Basic',
    price: 299,
    productsCount: 100,
    durationDays: 30,
    features: [
      feature('١٠٠ منتج', '100 products', 'اعرض حتى ١٠٠ منتج نشط.', 'List up to 100 active products.'),
      feature('محادثات', 'Chat', 'استقبل رسائل العملاء مباشرة.', 'Receive customer messages directly.'),
      feature('الفروع', 'Branches', 'أضف فروعك وعناوينها.', 'Add your branches and their addresses.'),
    ],
  },
  {
    key: 'pro',
    nameAr: 'الباقة الاحترافية',
    nameEn: 'Pro',
    price: 699,
    productsCount: 500,
    durationDays: 30,
    features: [
      feature('٥٠٠ منتج', '500 products', 'اعرض حتى ٥٠٠ منتج نشط.', 'List up to 500 active products.'),
      feature('مشرفين', 'Sub-resellers', 'أضف مشرفين لإدارة المتجر والمحادثات.', 'Add supervisors to run the store and chats.'),
      feature('كوبونات', 'Coupons', 'اعمل كوبونات خصم لمنتجاتك.', 'Create discount coupons for your products.'),
    ],
  },
  {
    key: 'lifetime',
    nameAr: 'باقة مدى الحياة',
    nameEn: 'Lifetime',
    price: 9_999,
    productsCount: 1_000,
    durationDays: 0,
    isLifetime: true,
    features: [
      feature('١٠٠٠ منتج', '1,000 products', 'اعرض حتى ١٠٠٠ منتج نشط.', 'List up to 1,000 active products.'),
      feature('بدون تجديد', 'No renewals', 'ادفع مرة واحدة بدون اشتراك شهري.', 'Pay once, no monthly subscription.'),
    ],
  },
];
