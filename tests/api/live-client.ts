import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runFfmpeg } from '../../src/media/ffmpeg';
import { encodeLiveFrame } from '../../src/shared/liveFrames';
import type { ApiClient } from './client';
import { openSocket, type OpenedSocket } from './socket-client';

export interface ClipFrame {
  timestamp: number;
  jpeg: Buffer;
}

/**
 * The clip sampled at `fps` as JPEGs, the way a browser would grab its camera: frame i at i/fps
 * seconds. Written by the bundled ffmpeg into a temporary folder, read, and the folder removed.
 */
export async function clipFrames(clip: string, fps: number): Promise<ClipFrame[]> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'live-frames-'));
  try {
    const result = await runFfmpeg(['-v', 'error', '-i', clip, '-vf', `fps=${fps}`, '-q:v', '4', path.join(dir, 'f%04d.jpg')]);
    if (result.code !== 0) throw new Error(`ffmpeg failed: ${result.stderr}`);
    const names = (await fs.readdir(dir)).sort();
    return Promise.all(names.map(async (name, i) => ({ timestamp: Math.round((i * 1000) / fps), jpeg: await fs.readFile(path.join(dir, name)) })));
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** A frame message as the browser sends it. */
export function frameMessage(frameId: number, timestamp: number, jpeg: Uint8Array, size: { width: number; height: number }): Uint8Array {
  return encodeLiveFrame({ frameId, timestamp, width: size.width, height: size.height, quality: 0.8, format: 'jpeg' }, jpeg);
}

/** A live socket: a fresh websocket token of the member, then /ws?token=. */
export async function openLiveSocket(baseUrl: string, api: ApiClient): Promise<OpenedSocket> {
  const { status, body } = await api.post('/api/auth/websocket-token', {});
  if (status !== 200) throw new Error(`token refused: ${status}`);
  const opened = openSocket(baseUrl, { token: body.token });
  await waitFor(opened, (m) => m.type === 'connection_established', 'connection_established');
  return opened;
}

/**
 * Waits until a message matching the test arrives (polling what the socket collected). Up to a
 * minute: a frame's analysis waits for the CPU on a machine another test run shares.
 */
export async function waitFor(live: OpenedSocket, test: (message: { type: string; data?: any }) => boolean, what: string) {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    const found = live.messages.find(test);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no ${what}; got ${JSON.stringify(live.messages.map((m) => m.type))}`);
}

/**
 * Streams frames one after another, each after the server's analysis of the one before (as a
 * browser at its frame interval would be when the server keeps up). Returns the phases entered.
 */
export async function streamInStep(live: OpenedSocket, frames: ClipFrame[], size: { width: number; height: number }): Promise<string[]> {
  for (const [frameId, frame] of frames.entries()) {
    live.socket.send(frameMessage(frameId, frame.timestamp, frame.jpeg, size));
    await waitFor(live, (m) => m.type === 'binary_frame_analysis' && m.data.frameId === frameId, `analysis of frame ${frameId}`);
  }
  return live.messages.filter((m) => m.type === 'pose_analysis').map((m) => m.data.phase);
}
