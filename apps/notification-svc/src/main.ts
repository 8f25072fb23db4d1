import { bootstrapService } from '@encontro/server-runtime';
import { notificationApp } from './app.module.js';

await bootstrapService(notificationApp);
