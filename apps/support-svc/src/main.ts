import { bootstrapService } from '@encontro/server-runtime';
import { supportApp } from './app.module.js';

await bootstrapService(supportApp);
