import { Module } from '@nestjs/common';
import { AttendancesRepositoryModule } from '../attendance/attendances-repository.module.js';
import { SeatOffers } from './seat-offers.service.js';

/**
 * The offers in a module of their own, not WaitlistModule's: every change that frees a seat (leaving,
 * the host's capacity, an erasure) fills it, and the waitlist's own calls announce through MeetupsModule.
 */
@Module({ imports: [AttendancesRepositoryModule], providers: [SeatOffers], exports: [SeatOffers] })
export class SeatOffersModule {}
