// The nouns and verbs of the permission matrix (permissions.ts). A resource is a thing a screen or
// an endpoint works on; the same name is used by the panel nav, the route guard and the server.

/** Everything `can()` answers about. */
export const RESOURCES = [
  // Open to everyone, signed in or not (spec §6 "open pages").
  /** Home, product and store pages, listings, search, categories, static pages. */
  'catalogue',
  /** Login, register, OTP and password reset screens (user and panel). */
  'auth',
  /** The contact-us form. */
  'contact',
  /** The service's health check. */
  'health',
  /** The interface language (remembered on the account when signed in). */
  'preferences',
  /** One's own session: signing out (refreshing a panel token goes through `auth`). */
  'session',

  // Shopper features of the user area (spec §6 user row).
  /** The signed-in shopper's cart. */
  'cart',
  /** Customer ↔ store chat threads, seen from the customer side. */
  'chats',
  /** Favourite products and stores. */
  'favourites',
  /** Following a store. */
  'follows',
  /** The stores the account owns, and creating a store. */
  'my_stores',
  /** In-app notifications. */
  'notifications',
  /** This account's push devices (`refresh-firebase`) and per-type push switches. */
  'push',
  /** Orders the account placed as a customer (`/orders`). */
  'my_orders',
  /** The account's own profile and password (user area and panel `my_profile_settings`). */
  'profile',
  /** Settings of one of the account's stores (`/store-settings/:id`). */
  'store_settings',
  /** Wallet credit and invoices. */
  'wallet',
  /**
   * Card payments: opening the hosted checkout (signed in), the provider's signed callback and a
   * payment's state by its unguessable reference (anyone: the provider and the returning browser).
   */
  'payments',
  /** Package list and checkout to open stores (`/upgrade`). */
  'upgrade',
  /** Store verification: phone code and ID photos. */
  'verification',
  /** Product and store ratings. */
  'ratings',
  /** Applying a coupon at checkout (shopper) or managing coupons (admin). */
  'coupons',

  // Panel resources (spec §2 area lists).
  /** The panel landing page. */
  'dashboard',
  /** Site-wide statistics behind the admin dashboard (spec §6 admin only "dashboard data"). */
  'dashboard_stats',
  /** Categories and sub-categories. */
  'categories',
  /** Main attributes and their nested sub-attributes. */
  'attributes',
  /** Subscription packages. */
  'packages',
  /** Stores as managed from a panel. */
  'stores',
  /** Products as managed from a panel. */
  'products',
  /** Governorates. */
  'governorates',
  /** Areas inside governorates. */
  'areas',
  /** Admin accounts (spec §6 admin only). */
  'admins',
  /** Moderator (moderator_admin) accounts (spec §6 admin only). */
  'moderators',
  /** Customer accounts. */
  'users',
  /** Reseller accounts. */
  'resellers',
  /** Sub-reseller (moderator_reseller) accounts. */
  'sub_resellers',
  /** Product coupons a store offers. */
  'product_coupons',
  /** Search keywords and their AI suggestions. */
  'search_keywords',
  /** Offers. */
  'offers',
  /** Homepage offer groups (spec §6 admin only). */
  'homepage_offers',
  /** Offers inside homepage groups, and their images (spec §6 admin only). */
  'group_offers',
  /** Orders received by stores, handled from a panel. */
  'orders',
  /** Package invoices. */
  'package_invoices',
  /** All settings pages: website, SEO, ads, notifications, wizard (spec §6 admin only). */
  'settings',
  /** Reports pages (products, stores, orders) and reports filed by shoppers. */
  'reports',
  /** The reasons a shopper picks when reporting a product or store (the admin's list). */
  'report_reasons',
  /** The activity log. */
  'logs',
  /** Store branches. */
  'branches',
  /** A store's delivery table: fees, thresholds and estimates by governorate and area. */
  'delivery_zones',
  /** Panel two-factor authentication (spec §6 panel roles). */
  'two_factor',
  /** Server cache clearing (spec §6 admin only). */
  'cache',
  /** Changing a reseller's wallet credit (spec §6 admin only). */
  'reseller_credit',
  /** The reseller's own subscription: upgrade, renew, downgrade, cancel (spec §6 reseller only). */
  'subscription',
  /** Sending a push notification to users. */
  'push_notifications',
  /** Chat threads seen from the store side. */
  'store_chats',
  /** Images uploaded for a panel form (category, offer, logo …) before the form is saved. */
  'uploads',
] as const;
export type Resource = (typeof RESOURCES)[number];

/** The verbs. */
export const ACTIONS = [
  /** See a list. */
  'list',
  /** Open one record or page. */
  'view',
  'create',
  'update',
  'delete',
  /** Download as a file. */
  'export',
  /** Upload many records from a file. */
  'import',
  /** Move a product along the review chain (product-review-transitions.ts). */
  'review',
  /** Hide without deleting (products, stores). */
  'archive',
  /** Bring back from the archive. */
  'restore',
  /** Change an order's or store's status (order-transitions.ts for orders). */
  'change_status',
  /** Change many orders' status at once. */
  'bulk_update',
  /** Cancel one's own pending order, or a scheduled downgrade. */
  'cancel',
  /** Two-factor: create a secret and its QR code. */
  'generate',
  /** Two-factor: turn on after confirming a code. */
  'enable',
  /** Two-factor: turn off. */
  'disable',
  /** Subscription: move to a bigger package now. */
  'upgrade',
  /** Subscription: renew the current package. */
  'renew',
  /** Subscription: move to a smaller package at renewal. */
  'downgrade',
  /** Cache: clear. */
  'clear',
  /** Mark a store verified or not verified (spec §2 `stores/verify`; admin only). */
  'verify',
] as const;
export type Action = (typeof ACTIONS)[number];
