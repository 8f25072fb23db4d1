import 'reflect-metadata';
import { bootstrapGateway } from './bootstrap.js';
import { loadGatewayConfig } from './config.js';

await bootstrapGateway(loadGatewayConfig());
