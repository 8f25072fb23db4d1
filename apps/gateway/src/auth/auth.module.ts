import { Module } from '@nestjs/common';
import { AccessTokens } from './access-tokens.js';

/**
 * Resolves bearer tokens for the guards (guards.ts). A module whose controllers use those guards
 * imports it: the gateway's module, where every controller is declared (app.module.ts).
 */
@Module({ providers: [AccessTokens], exports: [AccessTokens] })
export class AuthModule {}
