import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Gender } from '@encontro/contracts';
import { randomUUID } from 'node:crypto';
import { User } from './user.entity.js';

export type NewUser = {
  name: string;
  surname: string;
  email: string;
  passwordHash: string;
  state: string;
  city: string;
  cityId: string;
  gender: Gender | null;
  isAdmin?: boolean;
  emailVerifiedAt?: Date | null;
};

/** Users by id or e-mail. Every method works in the caller's unit of work (`em`). */
@Injectable()
export class UsersRepository {
  findById(em: EntityManager, id: string): Promise<User | null> {
    return em.findOne(User, { id });
  }

  findByEmail(em: EntityManager, email: string): Promise<User | null> {
    return em.findOne(User, { email: normalizeEmail(email) });
  }

  /** Stages a new user; it is inserted on the next flush. */
  add(em: EntityManager, data: NewUser, now: Date): User {
    return em.create(User, {
      id: randomUUID(),
      ...data,
      email: normalizeEmail(data.email),
      photo: null,
      isAdmin: data.isAdmin ?? false,
      emailVerifiedAt: data.emailVerifiedAt ?? null,
      blocked: false,
      lastVotedIndicationId: null,
      lastConfirmedIndicationId: null,
      lastLoginAt: null,
      createdAt: now,
      updatedAt: now,
    });
  }
}

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
