import type { Worker } from 'node:worker_threads';
import type { PoseModelName } from '../model';
import type { FromThread } from './threadMessages';
import { typeScriptWorker } from './tsWorker';

/** A tracking thread started ahead of its run: its model, once `loaded` resolves, is ready. */
interface Spare {
  worker: Worker;
  model: PoseModelName;
  loaded: Promise<void>;
}

let spare: Spare | null = null;

/**
 * A new tracking thread (trackThread.ts) for one run with this model: the spare started ahead when
 * there is one for the model, else one started now. Either way it is the caller's to end.
 */
export function takeTrackThread(model: PoseModelName): Worker {
  const ready = spare;
  spare = null;
  if (ready?.model === model) {
    // Idle, it did not keep the process alive; running, it does, as a thread started now would.
    ready.worker.ref();
    return ready.worker;
  }
  void ready?.worker.terminate();
  return startTrackThread(model);
}

/**
 * Starts a spare tracking thread for the next run with this model, unless one waits (decision
 * 3117): loading the wasm backend and the model, and compiling its first run, cost a new thread
 * about a second before its first frame. One kept for another model is ended. A spare never keeps
 * the process alive, and is let go if it dies.
 */
export function keepSpareTrackThread(model: PoseModelName): void {
  if (spare?.model === model) return;
  void spare?.worker.terminate();
  const worker = startTrackThread(model);
  worker.unref();
  const loaded = new Promise<void>((resolve) => {
    const onMessage = (message: FromThread) => {
      if (message.type !== 'loaded') return;
      worker.off('message', onMessage);
      resolve();
    };
    worker.on('message', onMessage);
  });
  const kept: Spare = { worker, model, loaded };
  // A spare that dies before it is taken (its load failed hard, it ran out of memory) is let go.
  const letGo = () => {
    if (spare === kept) spare = null;
  };
  worker.once('exit', letGo).once('error', letGo);
  spare = kept;
}

/** The spare thread waiting for a run, if any: its model, and when that model is loaded. */
export function spareTrackThread(): { model: PoseModelName; loaded: Promise<void> } | null {
  return spare && { model: spare.model, loaded: spare.loaded };
}

function startTrackThread(model: PoseModelName): Worker {
  return typeScriptWorker(new URL('./trackThread.ts', import.meta.url), { workerData: model });
}
