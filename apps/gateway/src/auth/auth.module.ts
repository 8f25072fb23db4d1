import { Global, Module } from '@nestjs/common';
import { AccessTokens } from './access-tokens.js';

/** Every controller's guards resolve bearer tokens with AccessTokens. */
@Global()
@Module({ providers: [AccessTokens], exports: [AccessTokens] })
export class AuthModule {}
