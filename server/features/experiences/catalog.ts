import type { Experience } from '../../../shared/experience-types';
import { AppError } from '../../plugins/errors';
import type { CatalogRepo } from './catalog-repo';
import { SAMPLE_EXPERIENCES } from './samples';

export const EXPERIENCE_NOT_FOUND = 'This experience does not exist.';

/**
 * The experiences members browse and register for (docs/product-rules.md#experiences-and-poetry-night), from the database. An empty table gets the
 * spec's samples once, at start: an experience removed later is not brought back, as the table is no longer empty.
 */
export function experienceCatalog(repo: CatalogRepo, now: () => Date) {
  return {
    async addSamplesIfEmpty(): Promise<boolean> {
      if ((await repo.count()) > 0) return false;
      await repo.add(SAMPLE_EXPERIENCES, now().toISOString(), { sample: true });
      return true;
    },
    list: (): Promise<Experience[]> => repo.list(),
    find: (id: string): Promise<Experience | null> => repo.find(id),
    async get(id: string): Promise<Experience> {
      const experience = await repo.find(id);
      if (!experience) throw new AppError('experience-not-found', 404, EXPERIENCE_NOT_FOUND);
      return experience;
    },
  };
}

export type ExperienceCatalog = ReturnType<typeof experienceCatalog>;
