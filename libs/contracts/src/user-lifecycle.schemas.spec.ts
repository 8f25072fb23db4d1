import { describe, expect, it } from '@jest/globals';
import { adminUsersQuerySchema, deleteAccountSchema } from './user-lifecycle.schemas.js';

describe('adminUsersQuerySchema', () => {
  it('reads empty query values as absent, so no paging means every user', () => {
    expect(adminUsersQuerySchema.parse({ search: '  ', state: '', page: '', per_page: '' })).toEqual({});
  });

  it('trims the search and coerces the page numbers', () => {
    expect(adminUsersQuerySchema.parse({ search: ' ana ', page: '2', per_page: '10' })).toEqual({
      search: 'ana',
      page: 2,
      per_page: 10,
    });
  });

  it('refuses pages of more than 100 users and page 0', () => {
    expect(adminUsersQuerySchema.safeParse({ per_page: '101' }).success).toBe(false);
    expect(adminUsersQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });
});

describe('deleteAccountSchema', () => {
  it('asks for the password in pt-BR when it is missing or empty', () => {
    for (const body of [{}, { password: '' }]) {
      const result = deleteAccountSchema.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Senha é obrigatória');
    }
    expect(deleteAccountSchema.parse({ password: 'Senha123' })).toEqual({ password: 'Senha123' });
  });
});
