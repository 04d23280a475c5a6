import { describe, expect, it } from 'vitest';
import { outboxRequest } from '../../../client/data/outbox-kinds';

describe('outbox kinds for discover and groups', () => {
  it('set-pick is PUT /api/picks/:profileId with the level only', () => {
    const request = outboxRequest('set-pick', { profileId: 'p 1', level: 3 });
    expect(request).toMatchObject({ path: '/api/picks/p%201', method: 'PUT', contentType: 'application/json' });
    expect(JSON.parse(request.body as string)).toEqual({ level: 3 });
  });

  it('answer-invite posts an empty body to accept or decline', () => {
    expect(outboxRequest('answer-invite', { groupId: 'g1', answer: 'accept' })).toMatchObject({
      path: '/api/groups/g1/accept',
      method: 'POST',
      body: '{}',
    });
    expect(outboxRequest('answer-invite', { groupId: 'g1', answer: 'decline' })).toMatchObject({
      path: '/api/groups/g1/decline',
      method: 'POST',
    });
  });

  it('set-venue is PUT /api/groups/:groupId/venue with name and address', () => {
    const request = outboxRequest('set-venue', { groupId: 'g1', name: 'Café', address: '1 Queen St' });
    expect(request).toMatchObject({ path: '/api/groups/g1/venue', method: 'PUT' });
    expect(JSON.parse(request.body as string)).toEqual({ name: 'Café', address: '1 Queen St' });
  });

  it('block, report and read-notice post to their routes', () => {
    expect(outboxRequest('block-member', { profileId: 'p1' })).toMatchObject({
      path: '/api/blocks',
      method: 'POST',
      body: '{"profileId":"p1"}',
    });
    const report = outboxRequest('report-member', { profileId: 'p1', reason: 'other', details: 'x' });
    expect(report).toMatchObject({ path: '/api/reports', method: 'POST' });
    expect(JSON.parse(report.body as string)).toEqual({ profileId: 'p1', reason: 'other', details: 'x' });
    expect(outboxRequest('read-notice', { noticeId: 'n1' })).toMatchObject({ path: '/api/notices/n1/read', method: 'POST', body: '{}' });
  });
});
