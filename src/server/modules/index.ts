import type { FastifyPluginAsync } from 'fastify';
import accountRoutes from './account/routes';
import authRoutes from './auth/routes';
import adminRoutes from './admin/routes';
import analysisRoutes from './analysis/routes';
import leadsRoutes from './leads/routes';
import modelSwingRoutes from './modelSwing/routes';
import onDeviceRoutes from './onDevice/routes';
import poseAssetRoutes from './live/assetRoutes';
import billingRoutes from './billing/routes';
import blogAdminRoutes from './blog/adminRoutes';
import blogRoutes from './blog/routes';
import coachRoutes from './coach/routes';
import clubRoutes from './clubs/routes';
import publicApiRoutes from './clubs/publicApiRoutes';
import chatRoutes from './chat/routes';
import demoRoutes from './demo/routes';
import drawingRoutes from './drawings/routes';
import opsRoutes from './ops/routes';
import performanceRoutes from './performance/routes';
import profileRoutes from './profile/routes';
import progressRoutes from './progress/routes';
import sharingRoutes from './sharing/routes';
import socketRoutes from './socket/routes';
import swingExportRoutes from './swingExport/routes';
import tipsAdminRoutes from './tips/adminRoutes';
import tipsRoutes from './tips/routes';
import webRoutes from './web/routes';

/** Every module's routes, registered in this order. Add a module with one line. */
export const modules: FastifyPluginAsync[] = [
  opsRoutes,
  authRoutes,
  accountRoutes,
  profileRoutes,
  socketRoutes,
  billingRoutes,
  adminRoutes,
  leadsRoutes,
  tipsRoutes,
  tipsAdminRoutes,
  analysisRoutes,
  drawingRoutes,
  sharingRoutes,
  swingExportRoutes,
  modelSwingRoutes,
  onDeviceRoutes,
  performanceRoutes,
  progressRoutes,
  coachRoutes,
  blogRoutes,
  blogAdminRoutes,
  demoRoutes,
  clubRoutes,
  publicApiRoutes,
  chatRoutes,
  poseAssetRoutes,
  webRoutes,
];
