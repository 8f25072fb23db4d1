import { bootstrapService } from '@encontro/server-runtime';
import { adminApp } from './app.module.js';

await bootstrapService(adminApp);
