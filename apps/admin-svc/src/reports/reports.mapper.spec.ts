import { describe, expect, it } from '@jest/globals';
import type { Person } from '../people/person.entity.js';
import type { Report } from './report.entity.js';
import { isUrgent, toReportDto } from './reports.mapper.js';

const now = new Date('2026-11-20T15:00:00Z');
const HOUR = 3_600_000;

const report = (overrides: Partial<Report> = {}): Report =>
  ({
    id: '00000000-0000-4000-8000-000000000001',
    type: 'post',
    targetId: '00000000-0000-4000-8000-000000000002',
    reporterId: '00000000-0000-4000-8000-000000000003',
    message: null,
    snapshot: {
      id: '00000000-0000-4000-8000-000000000002',
      content: 'Oi',
      created_at: null,
      forum_id: null,
      forum_name: null,
      city: 'São Paulo',
      state: 'São Paulo',
      author: { id: 'a', name: 'Rui', email: 'rui@example.com' },
    },
    searchText: 'oi',
    city: 'São Paulo',
    state: 'São Paulo',
    status: 'pending',
    resolution: null,
    resolvedBy: null,
    resolvedAt: null,
    createdAt: new Date(now.getTime() - HOUR),
    ...overrides,
  }) as Report;

describe('isUrgent', () => {
  it('is urgent with 3 pending reports on the item or after 24 hours waiting', () => {
    expect(isUrgent(report(), 2, now)).toBe(false);
    expect(isUrgent(report(), 3, now)).toBe(true);
    expect(isUrgent(report({ createdAt: new Date(now.getTime() - 25 * HOUR) }), 1, now)).toBe(true);
  });

  it('is never urgent once resolved', () => {
    expect(isUrgent(report({ status: 'resolved', resolution: 'resolved', resolvedAt: now }), 5, now)).toBe(
      false,
    );
  });
});

describe('toReportDto', () => {
  it("puts the snapshot under the report's type with the pt-BR labels", () => {
    const dto = toReportDto(report(), undefined, 1, now);
    expect(dto).toMatchObject({
      content_type: 'Post',
      status_label: 'Pendente',
      resolution_status: 'Aguardando análise',
    });
    expect(dto.post?.content).toBe('Oi');
    expect(dto.indication).toBeNull();
    expect(dto.comment).toBeNull();
  });

  it("shows 'Usuário removido' for a deleted reporter", () => {
    const gone = { id: 'x', deleted: true } as Person;
    expect(toReportDto(report(), gone, 1, now).denunciante).toEqual({
      id: null,
      name: 'Usuário removido',
      surname: '',
      email: '',
    });
    expect(toReportDto(report({ reporterId: null }), undefined, 1, now).denunciante.name).toBe(
      'Usuário removido',
    );
  });

  it('labels content deleted by the admin', () => {
    const dto = toReportDto(
      report({ status: 'resolved', resolution: 'content_deleted', resolvedAt: now }),
      undefined,
      0,
      now,
    );
    expect(dto).toMatchObject({
      resolved: true,
      status_label: 'Resolvida',
      resolution_status: 'Conteúdo excluído',
    });
  });
});
