import { WalletPage } from '@/features/payments/wallet-page';

/** `wallet` screen: credit balance, charge by card, ledger and invoices (issue 12). */
export function Component() {
  return <WalletPage />;
}
