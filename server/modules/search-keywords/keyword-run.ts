// The keyword run (spec §2 `run-ai`, §4 "Keyword AI activation has a pollable status"): one run at
// a time, in this server process. It walks the main categories, proposes keywords from the names
// of their public products (the AI endpoint when configured, the built-in extractor otherwise)
// and files new ones as pending `ai` keywords for the admin to review. The state lives in memory:
// a restart forgets a run (a half-done run's proposals stay; running again skips them).
import type { KeywordRun } from '../../../domain/contracts/panel/search-keywords.contract';
import { AppError } from '../../../domain/errors';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { writeLog } from '../audit/audit.repository';
import type { Actor } from '../auth/actor';
import { askForKeywords } from './keyword-ai';
import { extractKeywords, type ProposedKeyword } from './keyword-extractor';
import {
  insertProposals,
  mainCategoriesInOrder,
  publicProductNames,
} from './search-keywords.repository';

/** Product names read per category. */
const NAMES_PER_CATEGORY = 500;

const IDLE: KeywordRun = {
  state: 'idle',
  engine: null,
  progress: 0,
  total: 0,
  created: 0,
  skipped: 0,
  started_at: null,
  finished_at: null,
  error: null,
};

export class KeywordRunner {
  private run: KeywordRun = IDLE;

  constructor(
    private readonly db: Db,
    private readonly ai: Env['ai'],
    private readonly onError: (error: unknown) => void = () => {},
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  status(): KeywordRun {
    return { ...this.run };
  }

  /** Queues a run and answers at once; a second start while one is under way is a conflict. */
  async start(actor: Actor): Promise<KeywordRun> {
    if (this.run.state === 'queued' || this.run.state === 'running') {
      throw new AppError('conflict', 'A keyword run is under way');
    }
    this.run = {
      ...IDLE,
      state: 'queued',
      engine: this.ai ? 'ai' : 'builtin',
      started_at: new Date().toISOString(),
    };
    await writeLog(this.db, actor, {
      action: 'search_keywords.run',
      entity: 'search_keywords',
      notes: this.run.engine,
    });
    setImmediate(() => void this.execute());
    return this.status();
  }

  private async execute() {
    try {
      this.run.state = 'running';
      const mains = await mainCategoriesInOrder(this.db);
      this.run.total = mains.length;
      for (const category of mains) {
        const rows = await publicProductNames(this.db, category.id, NAMES_PER_CATEGORY);
        const names = rows.flatMap((row) => [row.nameAr, row.nameEn]);
        let proposed: ProposedKeyword[] = [];
        if (names.length > 0) {
          proposed = this.ai
            ? await askForKeywords(
                this.ai,
                { categoryAr: category.nameAr, categoryEn: category.nameEn, names },
                this.fetchImpl,
              )
            : extractKeywords(names);
        }
        const created = await insertProposals(
          this.db,
          proposed.map((p) => ({ ...p, categoryId: category.id })),
        );
        this.run.created += created.length;
        this.run.skipped += proposed.length - created.length;
        this.run.progress += 1;
      }
      this.run.state = 'done';
    } catch (error) {
      this.run.state = 'failed';
      this.run.error = error instanceof Error ? error.message : String(error);
      this.onError(error);
    } finally {
      this.run.finished_at = new Date().toISOString();
    }
  }
}
