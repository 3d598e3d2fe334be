import type { CardDetails } from '@campus/api-client';
import type { ComponentType } from 'react';

/** What every payment form gets from the series screen, whichever provider draws it. */
export interface PaymentFormProps {
  /** The formatted amount, for the pay button. */
  amount: string;
  submitting: boolean;
  /** The server's message of the last failed attempt. */
  error: string | null;
  onSubmit(card: CardDetails): void;
  /** The theme's `paymentProvider` name. */
  provider: string | undefined;
}

export type PaymentFormLoader = () => Promise<{ default: ComponentType<PaymentFormProps> }>;
