import type { PaymentFormLoader } from './types';

export type { PaymentFormLoader, PaymentFormProps } from './types';

/** The default card form: number, expiry month and year (required), CVC. */
const defaultForm: PaymentFormLoader = () => import('./CardForm');

/**
 * Payment forms by the theme's `paymentProvider` name, each its own chunk, loaded only when a
 * purchase is shown. The reference server's `campus-test` takes plain card details, so it uses the
 * default form; a provider with hosted fields registers its own form under its name.
 */
const providers = new Map<string, PaymentFormLoader>([['campus-test', defaultForm]]);

/** Adds a provider's form; answers the function that removes it again. */
export function registerPaymentProvider(name: string, load: PaymentFormLoader): () => void {
  const previous = providers.get(name);
  providers.set(name, load);
  return () => {
    if (previous) providers.set(name, previous);
    else providers.delete(name);
  };
}

/** The provider's form, or the default card form for an unknown or missing provider. */
export function paymentFormFor(name: string | undefined): PaymentFormLoader {
  return (name ? providers.get(name) : undefined) ?? defaultForm;
}
