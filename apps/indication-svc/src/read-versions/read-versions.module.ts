import { Module } from '@nestjs/common';
import { ReadVersions } from './read-versions.js';

/** Every feature that changes what a read answers marks it here, so most of them import it. */
@Module({ providers: [ReadVersions], exports: [ReadVersions] })
export class ReadVersionsModule {}
