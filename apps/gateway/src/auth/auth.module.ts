import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { JwtStrategy } from './jwt.strategy.js';

@Module({ imports: [PassportModule.register({ session: false })], providers: [JwtStrategy] })
export class AuthModule {}
