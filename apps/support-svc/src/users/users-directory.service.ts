import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { EventConsumer } from '@encontro/server-events';
import { UsersRepository } from './users.repository.js';

/** Keeps support-svc's copy of each user (names, e-mail, city) from identity-svc's events. */
@Injectable()
export class UsersDirectory implements OnModuleInit {
  constructor(
    @Inject(EventConsumer) private readonly events: EventConsumer,
    @Inject(UsersRepository) private readonly users: UsersRepository,
  ) {}

  onModuleInit(): void {
    this.events.on('user.registered', (payload, em, envelope) =>
      this.users.save(em, payload, new Date(envelope.occurred_at)),
    );
    this.events.on('user.profile_updated', (payload, em, envelope) =>
      this.users.save(em, payload, new Date(envelope.occurred_at)),
    );
  }
}
