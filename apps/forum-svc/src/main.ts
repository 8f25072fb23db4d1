import { bootstrapService } from '@encontro/server-runtime';
import { forumApp } from './app.module.js';

await bootstrapService(forumApp);
