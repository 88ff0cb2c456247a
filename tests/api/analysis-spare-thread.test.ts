/**
 * A worker process keeps a tracking thread started ahead for its pose model (decision 3117): one as
 * it starts, so that even its first analysis runs on a thread whose model is loaded, and another
 * once each analysis is over.
 */
import sharp from 'sharp';
import { expect, it, vi } from 'vitest';
import { keepSpareTrackThread } from '../../src/pose/node';
import { spareTrackThread } from '../../src/pose/node/spareTrackThread';
import { uploadForm, waitUntilFinished } from './analysis-helpers';
import { client, uniqueEmail } from './client';
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

it('starts the next one once an analysis is over', async () => {
  const server = await startTestServer({ POSE_MODEL: 'lightning' });
  try {
    const first = spareTrackThread();
    await first!.loaded;
    const api = client(server.baseUrl);
    await api.registerMember({ email: uniqueEmail('spare') });
    // A picture with nobody in it: tracked on the thread started ahead, then refused.
    const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2f7a57' } })
      .jpeg()
      .toBuffer();
    const upload = await uploadForm(api, { data: new Uint8Array(picture), name: 'swing.jpg', type: 'image/jpeg' });
    expect(upload.status).toBe(202);
    await waitUntilFinished(api, upload.body.id as string);
    // The job starts it just after it has written the outcome; the bound only catches a hang.
    await vi.waitFor(
      () => {
        const next = spareTrackThread();
        expect(next?.model).toBe('lightning');
        expect(next?.loaded).not.toBe(first!.loaded);
      },
      { timeout: 60_000, interval: 50 },
    );
  } finally {
    await server.close();
  }
});
