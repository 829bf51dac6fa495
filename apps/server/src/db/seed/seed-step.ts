import type { Db } from '../schema.ts';
import type { ContentFiles } from './content-files.ts';

/** What the seed runner hands every domain's seed step. */
export interface SeedContext {
  db: Db;
  contentDir: string;
  /** Every start passes true: a step then stores nothing when its domain's tables already hold data. */
  onlyIfEmpty: boolean;
  /** The content folder, read and checked once, on first use: a later start need not read it at all. */
  contentFiles(): ContentFiles;
}

/** One domain's seed, living in its module (db/ knows no module); answers whether it stored anything. */
export interface SeedStep {
  name: string;
  run(context: SeedContext): Promise<boolean>;
}
