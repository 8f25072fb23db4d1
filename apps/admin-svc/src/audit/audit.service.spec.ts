import { describe, expect, it } from '@jest/globals';
import { sourceOfAction } from './audit.service.js';

describe('sourceOfAction', () => {
  it('names the service that performs each kind of admin action', () => {
    expect(sourceOfAction('user.block')).toBe('identity-svc');
    expect(sourceOfAction('indication.approve')).toBe('indication-svc');
    expect(sourceOfAction('post.delete')).toBe('forum-svc');
    expect(sourceOfAction('comment.update')).toBe('forum-svc');
    expect(sourceOfAction('ticket.respond')).toBe('support-svc');
    expect(sourceOfAction('report.resolve')).toBe('admin-svc');
  });
});
