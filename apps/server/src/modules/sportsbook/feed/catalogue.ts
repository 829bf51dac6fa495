import { seededRandom } from '../../../lib/seeded-random.ts';
import { SPORTS, type Sport } from './sports.ts';

/**
 * The feed's world: countries, leagues and teams (tennis: players) with a strength rating each, all drawn
 * from the feed seed, so two processes with the same seed offer the same events. A rating is roughly
 * standard normal: 0 an average side, +1 a strong one.
 */
export type Team = { readonly id: string; readonly name: string; readonly rating: number };

export type League = {
  readonly id: string;
  readonly sport: Sport;
  readonly country: string;
  readonly name: string;
  readonly teams: readonly Team[];
};

const FIRST_NAMES = {
  men: ['Alex', 'Luca', 'Daniel', 'Tomas', 'Jonas', 'Mateo', 'Karim', 'Felix'],
  women: ['Marta', 'Sofia', 'Elena', 'Nina', 'Irene', 'Ana', 'Yuki', 'Clara'],
};
/** `players` names a tennis tour's players from the men's or the women's first names. */
type LeagueSeed = { country: string; name: string; size: number; players?: keyof typeof FIRST_NAMES };

const LEAGUES: Record<Sport, readonly LeagueSeed[]> = {
  football: [
    { country: 'England', name: 'Premier Division', size: 20 },
    { country: 'Spain', name: 'Primera', size: 20 },
    { country: 'Germany', name: 'Erste Liga', size: 18 },
    { country: 'Italy', name: 'Serie Prima', size: 20 },
    { country: 'France', name: 'Division Une', size: 18 },
    { country: 'Brazil', name: 'Série Nacional', size: 20 },
  ],
  tennis: [
    { country: 'International', name: "Men's Tour", size: 32, players: 'men' },
    { country: 'International', name: "Women's Tour", size: 32, players: 'women' },
  ],
  basketball: [
    { country: 'USA', name: 'Pro Basketball League', size: 24 },
    { country: 'Europe', name: 'Euro Basket Cup', size: 16 },
  ],
  'ice-hockey': [
    { country: 'USA', name: 'Pro Hockey League', size: 24 },
    { country: 'Sweden', name: 'Elitserien', size: 14 },
  ],
  esports: [
    { country: 'International', name: 'Tactical Shooter Masters', size: 16 },
    { country: 'International', name: 'Arena Pro Series', size: 12 },
  ],
  volleyball: [
    { country: 'Italy', name: 'SuperVolley', size: 12 },
    { country: 'Poland', name: 'Liga Siatkówki', size: 12 },
  ],
};

const PLACES = [
  'Aldmoor',
  'Bramford',
  'Castlerow',
  'Dunwick',
  'Eastvale',
  'Fairhaven',
  'Glenport',
  'Harrowgate',
  'Ironbridge',
  'Kingsreach',
  'Lakemont',
  'Marlow',
  'Northbury',
  'Oakridge',
  'Portsea',
  'Queensfield',
  'Redcliff',
  'Stonebridge',
  'Thornbury',
  'Upton',
  'Valemouth',
  'Westmere',
  'Yarrow',
  'Ashby',
  'Belmonte',
  'Corvara',
  'Delmar',
  'Estrella',
  'Fontana',
  'Granada Alta',
  'Lucerna',
  'Montalto',
];
const CLUB_WORDS: Record<Exclude<Sport, 'tennis'>, readonly string[]> = {
  football: ['United', 'City', 'Athletic', 'Rovers', 'FC', 'Wanderers', 'Albion', 'Sporting'],
  basketball: ['Hawks', 'Comets', 'Titans', 'Giants', 'Blaze', 'Storm', 'Kings', 'Falcons'],
  'ice-hockey': ['Bears', 'Wolves', 'Flyers', 'Blades', 'Icemen', 'Stars', 'Knights', 'Lynx'],
  esports: ['Gaming', 'Esports', 'Five', 'Club', 'Squad', 'Syndicate', 'Collective', 'Unit'],
  volleyball: ['Volley', 'Spikers', 'Volley Club', 'Blockers', 'Power', 'Energy', 'Volley Team', 'Aces'],
};
const LAST_NAMES = [
  'Novak',
  'Rossi',
  'Berg',
  'Costa',
  'Keller',
  'Moreau',
  'Silva',
  'Horvat',
  'Lindqvist',
  'Duarte',
  'Petrov',
  'Romero',
  'Vidal',
  'Okafor',
  'Tanaka',
  'Weber',
];

/** The whole catalogue of a seed, in a fixed order (sports, then leagues as listed). */
export function buildCatalogue(seed: string): League[] {
  return SPORTS.flatMap((sport) =>
    LEAGUES[sport].map((league, index) => {
      const id = `${sport}-${index + 1}`;
      const random = seededRandom(`${seed}:league:${id}`);
      const used = new Set<string>();
      const teams: Team[] = [];
      while (teams.length < league.size) {
        const name =
          sport === 'tennis'
            ? `${random.pick(FIRST_NAMES[league.players ?? 'men'])} ${random.pick(LAST_NAMES)}`
            : `${random.pick(PLACES)} ${random.pick(CLUB_WORDS[sport])}`;
        if (used.has(name)) continue;
        used.add(name);
        teams.push({ id: `${id}-t${teams.length + 1}`, name, rating: gaussian(random.next) });
      }
      return { id, sport, country: league.country, name: league.name, teams };
    }),
  );
}

/** A standard normal draw (Box–Muller) from a uniform source. */
export function gaussian(next: () => number): number {
  const u = 1 - next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
}
