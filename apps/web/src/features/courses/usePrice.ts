import type { Product } from '@campus/api-client';
import { useLocaleFormats } from '../../kit/localeFormats';
import { useSettings } from '../../kit/SettingsContext';
import { formatPrice } from './format';

/** A series' price in the member's language and the series' currency, else the theme's. */
export function usePrice() {
  const formats = useLocaleFormats();
  const settings = useSettings();
  return (product: Product) =>
    formatPrice(
      product.price ?? 0,
      product.currency_code ?? settings.theme.values.currency_code,
      formats.numbers,
    );
}
