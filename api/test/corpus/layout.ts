import { longDate, shortDate } from './french';
import type { Setting } from './people';
import type { Random } from './random';
import type { Block } from './spec';

/** The syndic's letterhead: a big syndic prints a banner, a small one a plain address. */
export function letterhead(s: Setting): Block[] {
  if (s.layout === 'extranet')
    return [
      { t: 'small', text: `Extranet copropriétaires — ${s.syndic.name} — Espace de ${s.owner}` },
      { t: 'small', text: `Copropriété ${s.residence} (${s.street})` },
    ];
  if (s.syndic.size === 'big')
    return [
      { t: 'heading', text: s.syndic.name.toUpperCase() },
      {
        t: 'small',
        text: `${s.syndic.address}, ${s.syndic.city} — Carte professionnelle CPI 6901 2018 000 012 345 — Garantie financière 2 000 000 €`,
      },
    ];
  return [{ t: 'small', text: `${s.syndic.name}\n${s.syndic.address}\n${s.syndic.city}` }];
}

/** How the document states its own date, in the layout's manner. */
export function dateLine(random: Random, s: Setting, iso: string, glued = false): Block {
  const space = glued ? '' : ' ';
  if (s.layout === 'extranet')
    return {
      t: 'small',
      text: random.pick([
        `Document édité le${space}${iso} à ${random.int(8, 18)}:${random.int(10, 59)}`,
        `Export du ${shortDate(iso, '.')} — page 1`,
      ]),
    };
  return {
    t: 'right',
    text: random.pick([
      `${s.syndic.city}, le${space}${longDate(iso)}`,
      `Fait à ${s.syndic.city}, le${space}${shortDate(iso)}`,
      `${s.syndic.city}, le${space}${longDate(iso)}`,
    ]),
  };
}

export function addressee(s: Setting): Block {
  return { t: 'right', text: `${s.owner}\nLot n° ${s.lot} — ${s.residence}\n${s.street}` };
}
