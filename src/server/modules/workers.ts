import type { AppContext } from '../context';
import { registerAnalysisWorker } from './analysis/job';
import { registerAuthWorkers } from './auth/jobs';
import { registerClubWorkers } from './clubs/jobs';
import { registerLeadsWorkers } from './leads/jobs';
import { registerExportWorker } from './swingExport/job';
import { registerTipsWorkers } from './tips/jobs';

/** Job handlers run by processes with the worker role. Add a module's handlers with one line. */
export const workers: Array<(ctx: AppContext) => Promise<void>> = [
  registerAnalysisWorker,
  registerAuthWorkers,
  registerLeadsWorkers,
  registerClubWorkers,
  registerTipsWorkers,
  registerExportWorker,
];

export async function startWorkers(ctx: AppContext): Promise<void> {
  for (const register of workers) await register(ctx);
}
