import type { FastifyPluginAsync } from 'fastify';
import opsRoutes from './ops/routes';
import socketRoutes from './socket/routes';
import webRoutes from './web/routes';

/** Every module's routes, registered in this order. Add a module with one line. */
export const modules: FastifyPluginAsync[] = [opsRoutes, socketRoutes, webRoutes];
