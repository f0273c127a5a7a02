import type { PartnerTheme } from '@ped/domain';
import type { PedTheme } from '@ped/ui';

/** docs/product.md §1.4: a partner's palette and image over the light or dark theme. */
export function withPartner(base: PedTheme, partner: PartnerTheme | null): PedTheme {
  if (!partner) return base;
  return {
    ...base,
    colors: {
      ...base.colors,
      primary: partner.palette.primary,
      primaryHover: partner.palette.primaryHover,
      accent: partner.palette.accent,
      onPrimary: '#111111',
    },
    partner: { name: partner.name, image: partner.image },
  };
}
