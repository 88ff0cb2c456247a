import path from 'node:path';
import type { ApiClient } from '../tests/api/client';

/** Uploads `clip` (read from `video`) as the member behind `api`, as the swing analyzer does; answers the analysis id. */
export async function uploadClip(api: ApiClient, clip: Buffer, video: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(clip)]), path.basename(video));
  const response = await api.post('/api/swing-analyses', form);
  if (response.status !== 202) throw new Error(`${response.status} ${response.text}`);
  return response.body.id as string;
}
