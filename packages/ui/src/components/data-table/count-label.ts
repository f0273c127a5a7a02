const COUNT = new Intl.NumberFormat('fr-FR');

/** « 1 234 commandes », « 1 commande », « 0 commande » (French counts 0 and 1 as singular). */
export function countLabel(total: number, noun: { one: string; other: string }): string {
  return `${COUNT.format(total)}\u00a0${total > 1 ? noun.other : noun.one}`;
}
