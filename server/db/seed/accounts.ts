import type { Role } from '../../../domain/auth/roles';

export interface DemoAccount {
  role: Role;
  username: string;
  email: string;
  phone: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** Shared by every seeded account so demos and e2e tests need one password. */
export const DEMO_PASSWORD = 'Dukkan@2026';

/**
 * One verified account per role (guest accounts only ever come from guest checkout). The reseller
 * owns several stores; the sub-reseller is staff of the reseller's Tech Zone store.
 */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    role: 'admin',
    username: 'admin',
    email: 'admin@dukkan.test',
    phone: '01000000001',
    password: DEMO_PASSWORD,
    firstName: 'أحمد',
    lastName: 'عبد الرحمن',
  },
  // A second admin: the back office can be tried (and browser-tested) while the first one has
  // two-factor sign-in turned on.
  {
    role: 'admin',
    username: 'admin2',
    email: 'admin2@dukkan.test',
    phone: '01000000006',
    password: DEMO_PASSWORD,
    firstName: 'سارة',
    lastName: 'حسن',
  },
  {
    role: 'moderator_admin',
    username: 'moderator',
    email: 'moderator@dukkan.test',
    phone: '01000000002',
    password: DEMO_PASSWORD,
    firstName: 'منى',
    lastName: 'السيد',
  },
  {
    role: 'reseller',
    username: 'reseller',
    email: 'reseller@dukkan.test',
    phone: '01000000003',
    password: DEMO_PASSWORD,
    firstName: 'كريم',
    lastName: 'منصور',
  },
  {
    role: 'moderator_reseller',
    username: 'subreseller',
    email: 'subreseller@dukkan.test',
    phone: '01000000004',
    password: DEMO_PASSWORD,
    firstName: 'يوسف',
    lastName: 'النجار',
  },
  {
    role: 'user',
    username: 'user',
    email: 'user@dukkan.test',
    phone: '01000000005',
    password: DEMO_PASSWORD,
    firstName: 'سارة',
    lastName: 'إبراهيم',
  },
];

/** The reseller store the demo sub-reseller is assigned to. */
export const SUB_RESELLER_STORE = 'techzone.eg';
