import { Inject, Injectable, Logger } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Gender } from '@encontro/contracts';
import { Clock } from '@encontro/server-clock';
import { Outbox } from '@encontro/server-events';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config.js';
import { GeoService } from '../geo/geo.service.js';
import { PasswordHasher } from '../users/password-hasher.service.js';
import { toUserSnapshot } from '../users/users.mapper.js';
import { UsersRepository } from '../users/users.repository.js';

export type DemoUser = {
  name: string;
  surname: string;
  email: string;
  gender: Gender;
  state: string;
  city_id: string;
  isAdmin?: boolean;
};

export const DEMO_PASSWORD = 'Senha123';

/** Verified demo people: four in São Paulo/SP, one in Rio de Janeiro/RJ (README lists them). */
export const demoUsers: readonly DemoUser[] = [
  { name: 'Ana', surname: 'Souza', email: 'ana@example.com', gender: 'F', state: 'SP', city_id: '3550308' },
  {
    name: 'Bruno',
    surname: 'Lima',
    email: 'bruno@example.com',
    gender: 'M',
    state: 'SP',
    city_id: '3550308',
  },
  {
    name: 'Carla',
    surname: 'Mendes',
    email: 'carla@example.com',
    gender: 'F',
    state: 'SP',
    city_id: '3550308',
  },
  {
    name: 'Diego',
    surname: 'Santos',
    email: 'diego@example.com',
    gender: 'M',
    state: 'SP',
    city_id: '3550308',
  },
  {
    name: 'Rafael',
    surname: 'Costa',
    email: 'rafael@example.com',
    gender: 'M',
    state: 'RJ',
    city_id: '3304557',
  },
];

/**
 * `node dist/main.js seed`: the administrator (ADMIN_EMAIL / ADMIN_PASSWORD) and the demo users,
 * verified. Idempotent: an e-mail that already exists is left as it is. Their events go through the
 * outbox like any registration, so the other services learn of them.
 */
@Injectable()
export class DemoSeed {
  private readonly logger = new Logger(DemoSeed.name);

  constructor(
    private readonly orm: MikroORM,
    private readonly users: UsersRepository,
    private readonly passwords: PasswordHasher,
    private readonly geo: GeoService,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    @Inject(IDENTITY_CONFIG) private readonly config: Pick<IdentityConfig, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>,
  ) {}

  /** Returns the e-mails it created. */
  async run(): Promise<string[]> {
    const created: string[] = [];
    for (const [person, password] of [
      [this.admin(), this.config.ADMIN_PASSWORD] as const,
      ...demoUsers.map((u) => [u, DEMO_PASSWORD] as const),
    ]) {
      if (await this.create(person, password)) created.push(person.email);
    }
    this.logger.log(created.length ? `seeded ${created.join(', ')}` : 'seed: every demo user already exists');
    return created;
  }

  /**
   * `node dist/main.js create-admin`: only the administrator, for a production install (no demo
   * people). Returns false when the e-mail already exists (it is left as it is).
   */
  async createAdmin(): Promise<boolean> {
    const created = await this.create(this.admin(), this.config.ADMIN_PASSWORD);
    this.logger.log(created ? `created admin ${this.config.ADMIN_EMAIL}` : 'admin already exists');
    return created;
  }

  private admin(): DemoUser {
    return {
      name: 'Admin',
      surname: 'Encontro',
      email: this.config.ADMIN_EMAIL,
      gender: 'O',
      state: 'SP',
      city_id: '3550308',
      isAdmin: true,
    };
  }

  private async create(person: DemoUser, password: string): Promise<boolean> {
    const em = this.orm.em.fork();
    if (await this.users.findByEmail(em, person.email)) return false;
    const location = this.geo.resolveLocation(person);
    const now = this.clock.now();
    const user = this.users.add(
      em,
      {
        name: person.name,
        surname: person.surname,
        email: person.email,
        passwordHash: await this.passwords.hash(password),
        state: location.state,
        city: location.city,
        cityId: location.city_id,
        gender: person.gender,
        isAdmin: person.isAdmin ?? false,
        emailVerifiedAt: now,
      },
      now,
    );
    this.outbox.add(em, 'user.registered', { ...toUserSnapshot(user), created_at: now.toISOString() });
    this.outbox.add(em, 'user.verified', { user_id: user.id, verified_at: now.toISOString() });
    await em.flush();
    return true;
  }
}
