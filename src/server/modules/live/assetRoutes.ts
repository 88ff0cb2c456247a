import { createReadStream } from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import { browserPoseAssets } from '../../../pose/node/assets';
import { POSE_ASSET_PATHS } from '../../../shared/routes';

/**
 * Thirty days: the files keep their names across package upgrades (no hash in them), so not
 * "immutable"; a month spares a returning member the 5 MB download on every visit.
 */
const CACHE_CONTROL = 'public, max-age=2592000';

const CONTENT_TYPES: Record<string, string> = { '.json': 'application/json', '.bin': 'application/octet-stream', '.wasm': 'application/wasm' };

/** The browser's pose model and the tfjs wasm backend, served from the npm packages (allow-listed). */
const poseAssetRoutes: FastifyPluginAsync = async (app) => {
  const assets = await browserPoseAssets();
  for (const [prefix, files] of [
    [POSE_ASSET_PATHS.models, assets.models],
    [POSE_ASSET_PATHS.wasm, assets.wasm],
  ] as const) {
    app.get(`${prefix}/:file`, { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
      const { file } = request.params as { file: string };
      const path = files.get(file);
      if (!path) return reply.status(404).send({ message: `No such file: ${prefix}/${file}` });
      return reply
        .header('content-type', CONTENT_TYPES[file.slice(file.lastIndexOf('.'))] ?? 'application/octet-stream')
        .header('cache-control', CACHE_CONTROL)
        .send(createReadStream(path));
    });
  }
};

export default poseAssetRoutes;
