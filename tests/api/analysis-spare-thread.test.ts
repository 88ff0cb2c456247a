/**
 * A worker process starts a tracking thread for its pose model as it starts (decision 3117), so
 * that even its first analysis runs on a thread whose model is loaded.
 */
import { expect, it } from 'vitest';
import { keepSpareTrackThread } from '../../src/pose/node';
import { spareTrackThread } from '../../src/pose/node/spareTrackThread';
import { startTestServer } from './harness';

it('starts a tracking thread ahead for the model it is configured with', async () => {
  // A spare for the other model, as a run of another configuration in this process would leave.
  keepSpareTrackThread('thunder');
  const server = await startTestServer({ POSE_MODEL: 'lightning' });
  try {
    const ahead = spareTrackThread();
    expect(ahead?.model).toBe('lightning');
    await ahead!.loaded;
  } finally {
    await server.close();
  }
});
