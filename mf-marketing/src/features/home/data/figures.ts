/** Landing figures (docs/product.md §1.3). */
export const LANDING_FIGURES: ReadonlyArray<{
  prefix: string;
  value: number;
  suffix: string;
  label: string;
}> = [
  {
    prefix: '+',
    value: 280,
    suffix: '\u00a0€',
    label: 'économisés en moyenne par rapport au syndic',
  },
  { prefix: '+', value: 200, suffix: '', label: 'transactions par semaine' },
  { prefix: '+', value: 500, suffix: '', label: 'avis clients vérifiés' },
  { prefix: '', value: 24, suffix: '\u00a0h', label: 'délai moyen de rédaction' },
];
