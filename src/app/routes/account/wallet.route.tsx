import { WalletPage } from '@/features/payments/wallet-page';

/** `wallet` screen: credit balance, charge by card, ledger and invoices. */
export function Component() {
  return <WalletPage />;
}
