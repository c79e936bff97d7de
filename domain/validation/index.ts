// Every validation rule of spec §5. Schemas report message keys (`validation.*`), never text.
export * from './account';
export * from './common';
export * from './contact';
export * from './coupon';
export * from './hygiene';
export * from './keys';
export * from './links';
export * from './media';
export * from './numbers';
export * from './product';
export * from './rule';
export * from './store';
export * from './username';
export * from './video';
