import { Global, Module } from '@nestjs/common';
import { ReadVersions } from './read-versions.js';

/** Every feature that changes what a read answers marks it here (global: most of them do). */
@Global()
@Module({ providers: [ReadVersions], exports: [ReadVersions] })
export class ReadVersionsModule {}
