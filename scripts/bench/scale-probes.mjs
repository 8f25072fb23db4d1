// The requests of the scale bench (scale-routes.mjs), one per route of the OpenAPI document: `call(context, i)`
// gives the i-th sample's path (and body, and who asks: 'user' by default, 'admin' or 'guest'). Searches and
// pages vary with i, so the admin lists are read, not answered from a cache. `expect` lists the refusals that
// are the route's answer at the bench's moment (the voting phase) for its asker. Every route of the document is
// either here or in `notMeasured`, with why; the bench names any route of the document missing from both.

const terms = ['ana', 'silva', 'maria', 'souza', 'jo', 'bar', 'p1234', 'costa', 'lima', 'oliveira'];
const term = (i) => terms[i % terms.length];
const page = (i) => 1 + (i % 50);

const get = (route, call, extra = {}) => ({ route: `GET ${route}`, method: 'GET', call, ...extra });
const send = (method, route, call, extra = {}) => ({ route: `${method} ${route}`, method, call, ...extra });

export const probes = [
  get('/health', () => ({ path: '/health', as: 'guest' })),
  get('/health/ready', () => ({ path: '/health/ready', as: 'guest' })),
  get('/api/states', () => ({ path: '/api/states', as: 'guest' })),
  get('/api/cities/{state}', (c) => ({ path: `/api/cities/${c.state}`, as: 'guest' })),
  get('/api/cities/resolve/{slug}', (c) => ({ path: `/api/cities/resolve/${c.slug}`, as: 'guest' })),
  get('/api/cities/{city_id}/calendar.ics', (c) => ({
    path: `/api/cities/${c.city}/calendar.ics`,
    as: 'guest',
  })),
  get('/api/share/site.jpg', () => ({ path: '/api/share/site.jpg', as: 'guest' })),
  get('/api/share/city/{city_id}.jpg', (c) => ({ path: `/api/share/city/${c.city}.jpg`, as: 'guest' })),
  get(
    '/api/share/meetup/{id}.jpg',
    (c) => ({ path: `/api/share/meetup/${c.winner_id ?? c.indication_id}.jpg`, as: 'guest' }),
    {
      expect: [404],
    },
  ),
  get('/api/meetups/{id}', (c) => ({ path: `/api/meetups/${c.winner_id ?? c.indication_id}`, as: 'guest' }), {
    expect: [404],
  }),
  get('/api/push/public-key', () => ({ path: '/api/push/public-key', as: 'guest' })),
  get('/api/forum/restriction-status', () => ({ path: '/api/forum/restriction-status' })),
  get('/api/me', () => ({ path: '/api/me' })),
  get('/api/indications', (c) => ({ path: `/api/indications?city=${c.city}` })),
  get('/api/indications/user', () => ({ path: '/api/indications/user' })),
  get('/api/winners/{city}', (c) => ({ path: `/api/winners/${c.city}` })),
  get('/api/last-encounter', () => ({ path: '/api/last-encounter' }), { expect: [404] }),
  get('/api/forum/{id}', (c) => ({ path: `/api/forum/${c.forum_id}` }), { expect: [403, 404] }),
  get('/api/forum/{id}/attendance', (c) => ({ path: `/api/forum/${c.forum_id}/attendance` }), {
    expect: [403, 404],
  }),
  get('/api/forum/{id}/calendar.ics', (c) => ({ path: `/api/forum/${c.forum_id}/calendar.ics` }), {
    expect: [403, 404],
  }),
  get('/api/forum/{id}/checkin-code', (c) => ({ path: `/api/forum/${c.forum_id}/checkin-code` }), {
    expect: [403, 404, 409],
  }),
  get('/api/forum/posts/{postId}/comments', (c) => ({ path: `/api/forum/posts/${c.post_id}/comments` }), {
    expect: [403, 404],
  }),
  get('/api/notifications', (c, i) => ({
    path: i % 2 ? '/api/notifications?limit=20' : '/api/notifications',
  })),
  get('/api/notifications/preferences', () => ({ path: '/api/notifications/preferences' })),
  get('/api/profile/export', () => ({ path: '/api/profile/export' })),
  get('/api/support/faq', (c, i) => ({
    path: i % 2 ? `/api/support/faq?search=${term(i)}` : '/api/support/faq',
  })),
  get('/api/support/tickets', () => ({ path: '/api/support/tickets' })),
  get('/api/support/host/tickets', () => ({ path: '/api/support/host/tickets' })),
  get('/api/support/host/indications', () => ({ path: '/api/support/host/indications' })),
  get('/api/contact/rate-limit', () => ({ path: '/api/contact/rate-limit?email=bench%40example.com' })),
  send('POST', '/api/indications/{id}/vote', (c) => ({ path: `/api/indications/${c.indication_id}/vote` }), {
    expect: [409],
    pairedWith: 'DELETE /api/indications/{id}/vote',
  }),
  send(
    'DELETE',
    '/api/indications/{id}/vote',
    (c) => ({ path: `/api/indications/${c.indication_id}/vote` }),
    {
      expect: [404, 409],
    },
  ),
  send('PUT', '/api/notifications/preferences', (c) => ({
    path: '/api/notifications/preferences',
    body: c.preferences,
  })),
  send('POST', '/api/notifications/read-all', () => ({ path: '/api/notifications/read-all' })),
  send(
    'POST',
    '/api/notifications/{id}/read',
    (c) => ({ path: `/api/notifications/${c.notification_id}/read` }),
    {
      expect: [404],
    },
  ),
  // The admin's desk: every list with its searches and its pages.
  get('/api/admin/statistics', () => ({ path: '/api/admin/statistics', as: 'admin' })),
  get('/api/admin/settings', () => ({ path: '/api/admin/settings', as: 'admin' })),
  get('/api/admin/censored-words', () => ({ path: '/api/admin/censored-words', as: 'admin' })),
  get(
    '/api/admin/users',
    (c, i) => ({
      path: i % 3 === 0 ? `/api/admin/users?page=${page(i)}` : `/api/admin/users?search=${term(i)}`,
      as: 'admin',
    }),
    { adminSearch: true },
  ),
  get(
    '/api/admin/reports',
    (c, i) => ({
      path: i % 2 ? `/api/admin/reports?page=${page(i)}` : `/api/admin/reports?search=${term(i)}`,
      as: 'admin',
    }),
    { adminSearch: true },
  ),
  get(
    '/api/admin/support-tickets',
    (c, i) => ({
      path:
        i % 2 ? `/api/admin/support-tickets?page=${page(i)}` : `/api/admin/support-tickets?search=${term(i)}`,
      as: 'admin',
    }),
    { adminSearch: true },
  ),
  get(
    '/api/admin/forums',
    (c, i) => ({
      path: i % 2 ? `/api/admin/forums?page=${page(i)}` : `/api/admin/forums?search=${term(i)}`,
      as: 'admin',
    }),
    { adminSearch: true },
  ),
  get(
    '/api/admin/posts',
    (c, i) => ({
      path: i % 2 ? `/api/admin/posts?page=${page(i)}` : `/api/admin/posts?search=${term(i)}`,
      as: 'admin',
    }),
    { adminSearch: true },
  ),
  get(
    '/api/admin/comments',
    (c, i) => ({
      path: i % 2 ? `/api/admin/comments?page=${page(i)}` : `/api/admin/comments?search=${term(i)}`,
      as: 'admin',
    }),
    { adminSearch: true },
  ),
  get(
    '/api/admin/audit',
    (c, i) => ({
      path: i % 2 ? `/api/admin/audit?page=${page(i)}` : `/api/admin/audit?actor_name=${term(i)}`,
      as: 'admin',
    }),
    { adminSearch: true },
  ),
  get(
    '/api/admin/indications',
    (c, i) => ({
      path: i % 2 ? `/api/admin/indications?page=${page(i)}` : `/api/admin/indications?search=${term(i)}`,
      as: 'admin',
    }),
    { adminSearch: true },
  ),
  get('/api/admin/indications/{id}', (c) => ({
    path: `/api/admin/indications/${c.indication_id}`,
    as: 'admin',
  })),
  get('/api/admin/forums/{id}', (c) => ({ path: `/api/admin/forums/${c.forum_id}`, as: 'admin' })),
  get('/api/admin/posts/{id}/comments', (c) => ({
    path: `/api/admin/posts/${c.post_id}/comments`,
    as: 'admin',
  })),
  get('/api/admin/integrity', (c) => ({
    path: `/api/admin/integrity?city_id=${c.city}&week=${c.week}`,
    as: 'admin',
  })),
  send('PUT', '/api/admin/settings', (c) => ({ path: '/api/admin/settings', body: c.settings, as: 'admin' })),
];

const oneShot =
  'a one-shot write (a new row or a state that cannot be undone in a loop): its cost is an insert by key, covered by the integration suites';
export const notMeasured = [
  ['POST /api/register', oneShot],
  ['POST /api/validate-email', oneShot],
  ['POST /api/resend-validation', 'sends an e-mail; rate limited per person'],
  ['POST /api/request-password-reset', 'sends an e-mail; rate limited per person'],
  ['POST /api/reset-password', oneShot],
  ['POST /api/auth/forgot-password', 'sends an e-mail; rate limited per person'],
  ['POST /api/auth/reset-password', oneShot],
  ['POST /api/auth/verify-email', oneShot],
  ['POST /api/login', 'argon2id by design (npm run bench measures it): not a function of the data'],
  ['POST /api/logout', oneShot],
  ['PUT /api/profile', oneShot],
  ['DELETE /api/profile', oneShot],
  ['POST /api/profile/photo', 'an image re-encoded by sharp (npm run bench measures it)'],
  ['POST /api/indications', 'one nomination per person per week'],
  ['POST /api/report/{type}/{id}', 'one report per person and content'],
  ['POST /api/contact', oneShot],
  ['POST /api/support/general', oneShot],
  ['POST /api/support/host', oneShot],
  ['POST /api/support/host/{ticketId}/finalize', oneShot],
  ['POST /api/support/faq/{id}/feedback', oneShot],
  ['POST /api/push/subscriptions', oneShot],
  ['DELETE /api/push/subscriptions', oneShot],
  ['POST /api/notifications/email/unsubscribe', 'a signed one-time link'],
  ['POST /api/winners/host-confirmation', 'the host confirms once (Friday–Saturday)'],
  ['POST /api/forum/{id}/confirm', 'Friday–Sunday only; one attendance at a time'],
  ['DELETE /api/forum/{id}/confirm', 'Friday–Sunday only'],
  ['PUT /api/forum/{id}/meetup', 'the host, Friday–Sunday only'],
  ['DELETE /api/forum/{id}/waitlist', 'Friday–Sunday only'],
  ['POST /api/forum/{id}/waitlist/accept', 'an offer, Friday–Sunday only'],
  ['POST /api/forum/{id}/checkin', 'on the meetup day only'],
  ['POST /api/forum/{id}/checkin/{user_id}', 'on the meetup day only'],
  ['POST /api/forum/{id}/reminder-answer', 'a signed one-time token'],
  ['POST /api/forum/{id}/posts', 'Friday–Sunday only'],
  ['PUT /api/forum/posts/{postId}', 'Friday–Sunday only, the author'],
  ['DELETE /api/forum/posts/{postId}', oneShot],
  ['POST /api/forum/posts/{postId}/comments', 'Friday–Sunday only'],
  ['PUT /api/forum/comments/{commentId}', 'Friday–Sunday only, the author'],
  ['DELETE /api/forum/comments/{commentId}', oneShot],
  ['POST /api/forum/{id}/connect', 'a live connection (the forum push bench measures it)'],
  ['POST /api/forum/{id}/disconnect', 'a live connection'],
  ['GET /api/forum/{id}/updates', 'a live connection'],
  ['GET /api/forum/{id}/stream', 'a server-sent event stream (the forum push bench)'],
  ['POST /api/last-encounter/memories', 'an image upload'],
  ['DELETE /api/last-encounter/memories/{memoryId}', oneShot],
  ['POST /api/admin/censored-words', oneShot],
  ['DELETE /api/admin/censored-words/{id}', oneShot],
  ['PUT /api/admin/indications/{id}/approve', oneShot],
  ['DELETE /api/admin/indications/{id}', oneShot],
  ['PUT /api/admin/reports/{id}/resolve', oneShot],
  ['DELETE /api/admin/reports/{id}/content', oneShot],
  ['PUT /api/admin/posts/{id}', oneShot],
  ['DELETE /api/admin/posts/{id}', oneShot],
  ['PUT /api/admin/comments/{id}', oneShot],
  ['DELETE /api/admin/comments/{id}', oneShot],
  ['POST /api/admin/support/{ticket_id}/respond', oneShot],
  ['POST /api/admin/integrity/clusters/{id}/quarantine', oneShot],
  ['POST /api/admin/integrity/clusters/{id}/release', oneShot],
  ['POST /api/admin/users/{id}/toggle-block', oneShot],
  ['DELETE /api/admin/users/{id}', oneShot],
  ['GET /api/dev/clock', 'development only'],
  ['POST /api/dev/clock', 'development only'],
];
