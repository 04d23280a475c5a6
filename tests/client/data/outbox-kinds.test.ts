import { describe, expect, it } from 'vitest';
import { outboxRequest } from '../../../client/data/outbox-kinds';
import { registerEveryOutboxKind } from '../../../client/outbox-kinds';

// As the page and the service worker do at start: the features' kinds are known to the outbox.
registerEveryOutboxKind();

describe('outbox kinds for discover and groups', () => {
  it('set-pick is PUT /api/picks/:profileId with the level only', async () => {
    const request = await outboxRequest('set-pick', { profileId: 'p 1', level: 3 });
    expect(request).toMatchObject({ path: '/api/picks/p%201', method: 'PUT', contentType: 'application/json' });
    expect(JSON.parse(request.body as string)).toEqual({ level: 3 });
  });

  it('answer-invite posts an empty body to accept or decline', async () => {
    expect(await outboxRequest('answer-invite', { groupId: 'g1', answer: 'accept' })).toMatchObject({
      path: '/api/groups/g1/accept',
      method: 'POST',
      body: '{}',
    });
    expect(await outboxRequest('answer-invite', { groupId: 'g1', answer: 'decline' })).toMatchObject({
      path: '/api/groups/g1/decline',
      method: 'POST',
    });
  });

  it('set-venue is PUT /api/groups/:groupId/venue with name and address', async () => {
    const request = await outboxRequest('set-venue', { groupId: 'g1', name: 'Café', address: '1 Queen St' });
    expect(request).toMatchObject({ path: '/api/groups/g1/venue', method: 'PUT' });
    expect(JSON.parse(request.body as string)).toEqual({ name: 'Café', address: '1 Queen St' });
  });

  it('block, report and read-notice post to their routes', async () => {
    expect(await outboxRequest('block-member', { profileId: 'p1' })).toMatchObject({
      path: '/api/blocks',
      method: 'POST',
      body: '{"profileId":"p1"}',
    });
    const report = await outboxRequest('report-member', { profileId: 'p1', reason: 'other', details: 'x' });
    expect(report).toMatchObject({ path: '/api/reports', method: 'POST' });
    expect(JSON.parse(report.body as string)).toEqual({ profileId: 'p1', reason: 'other', details: 'x' });
    expect(await outboxRequest('read-notice', { noticeId: 'n1' })).toMatchObject({
      path: '/api/notices/n1/read',
      method: 'POST',
      body: '{}',
    });
  });
});
